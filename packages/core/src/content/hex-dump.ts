/** One row of a hex dump: `00000010  89 50 4e 47 …  |.PNG…|`. */
export interface HexDumpRow {
  /** Offset of the row's first byte. */
  offset: number;
  /** The offset as eight hex digits. */
  offsetLabel: string;
  /** Two hex digits per byte, space-separated, with a wider gap after the eighth. */
  hex: string;
  /** Printable ASCII as is, everything else as `.`. */
  ascii: string;
}

/** How much of the bytes `hexDump` shows, and how. */
export interface HexDumpOptions {
  /** How many bytes to show at most. @default 512 */
  length?: number;
  /** @default 16 */
  bytesPerRow?: number;
}

/** The first bytes of a binary as hex-dump rows, and whether there were more bytes than shown. */
export function hexDump(bytes: Uint8Array, { length = 512, bytesPerRow = 16 }: HexDumpOptions = {}): { rows: HexDumpRow[]; truncated: boolean } {
  const perRow = Math.max(1, Math.floor(bytesPerRow));
  const shown = Math.min(bytes.length, Math.max(0, Math.floor(length)));
  const rows: HexDumpRow[] = [];
  for (let offset = 0; offset < shown; offset += perRow) {
    const end = Math.min(offset + perRow, shown);
    const hexParts: string[] = [];
    let ascii = '';
    for (let index = offset; index < end; index += 1) {
      const byte = bytes[index]!;
      if (index - offset === 8) hexParts.push('');
      hexParts.push(byte.toString(16).padStart(2, '0'));
      ascii += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.';
    }
    rows.push({ offset, offsetLabel: offset.toString(16).padStart(8, '0'), hex: hexParts.join(' '), ascii });
  }
  return { rows, truncated: shown < bytes.length };
}

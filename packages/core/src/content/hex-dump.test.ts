import { describe, expect, it } from 'vitest';
import { hexDump } from './hex-dump.js';

describe('hexDump', () => {
  it('formats offsets, hex with a gap after eight bytes, and printable ASCII', () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x41, 0x7f, 0x20, 0x7e, 0xff, 0x31, 0x32, 0x33]);
    const { rows, truncated } = hexDump(bytes);
    expect(truncated).toBe(false);
    expect(rows).toEqual([
      { offset: 0, offsetLabel: '00000000', hex: '89 50 4e 47 0d 0a 1a 0a  00 41 7f 20 7e ff 31 32', ascii: '.PNG.....A. ~.12' },
      { offset: 16, offsetLabel: '00000010', hex: '33', ascii: '3' },
    ]);
  });

  it('shows only the first bytes', () => {
    const bytes = new Uint8Array(10_000).fill(0x61);
    const { rows, truncated } = hexDump(bytes, { length: 40, bytesPerRow: 8 });
    expect(truncated).toBe(true);
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)).toMatchObject({ offset: 32, offsetLabel: '00000020', ascii: 'aaaaaaaa' });
  });

  it('handles empty input', () => {
    expect(hexDump(new Uint8Array())).toEqual({ rows: [], truncated: false });
  });
});

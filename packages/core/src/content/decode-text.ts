/** Text decoded from bytes, and whether the bytes were valid UTF-8. */
export interface DecodedText {
  text: string;
  /** False when some bytes were not UTF-8 and were replaced by U+FFFD. */
  valid: boolean;
}

/**
 * Decodes bytes as UTF-8 (a leading byte-order mark is dropped). Invalid sequences do not fail the
 * preview: they become U+FFFD and `valid` says so, so the UI can warn that the text is not exact.
 */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), valid: true };
  } catch {
    return { text: new TextDecoder('utf-8', { fatal: false }).decode(bytes), valid: false };
  }
}

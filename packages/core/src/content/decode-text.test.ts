import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './decode-text.js';

describe('decodeUtf8', () => {
  it('decodes valid UTF-8 and drops a byte-order mark', () => {
    const bytes = new TextEncoder().encode('\uFEFFrésumé ☕ 🚢');
    expect(decodeUtf8(bytes)).toEqual({ text: 'résumé ☕ 🚢', valid: true });
  });

  it('falls back to replacement characters and says so', () => {
    const result = decodeUtf8(Uint8Array.from([0x61, 0xff, 0x62, 0xc3]));
    expect(result).toEqual({ text: 'a\uFFFDb\uFFFD', valid: false });
  });
});

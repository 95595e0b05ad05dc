import { expect, it } from 'vitest';
import { utf8ByteLength } from './utf8.js';

it.each(['', 'plain ascii', 'héllo', '日本語のテキスト', 'emoji 🚀 and 👩‍💻', 'lone \ud800 surrogate'])(
  'counts the UTF-8 bytes of %j like TextEncoder',
  (text) => {
    expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).byteLength);
  },
);

import { describe, expect, it } from 'vitest';
import { base64ByteLength, decodeBase64, encodeBase64, InvalidBase64Error } from './base64.js';

describe('decodeBase64', () => {
  it.each([
    ['', []],
    ['AA==', [0]],
    ['AAE=', [0, 1]],
    ['AAEC', [0, 1, 2]],
    ['/+8=', [0xff, 0xef]],
  ])('decodes %j', (input, bytes) => {
    expect([...decodeBase64(input)]).toEqual(bytes);
  });

  it('accepts unpadded input and MIME line breaks', () => {
    expect([...decodeBase64('AAE')]).toEqual([0, 1]);
    expect([...decodeBase64('AAEC\r\nAAEC\n')]).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it.each([
    ['a character outside the alphabet', 'AA$A', /unexpected character "\$" at 2/],
    ['URL-safe characters', 'AA-_', /unexpected character "-"/],
    ['padding in the middle', 'AA==AAAA', /unexpected character "="/],
    ['a dangling character', 'AAECA', /dangling/],
    ['padding that does not complete a group', 'AAE==', /padding/],
  ])('rejects %s', (_, input, message) => {
    expect(() => decodeBase64(input)).toThrow(InvalidBase64Error);
    expect(() => decodeBase64(input)).toThrow(message);
  });

  it('round-trips every byte value through encodeBase64', () => {
    const bytes = Uint8Array.from({ length: 256 * 300 }, (_, index) => index % 256);
    const encoded = encodeBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    expect(decodeBase64(encoded)).toEqual(bytes);
    expect(base64ByteLength(encoded)).toBe(bytes.byteLength);
  });
});

import { describe, expect, it } from 'vitest';
import { base64ByteLength, decodeBase64, decodeBase64InSlices, encodeBase64, InvalidBase64Error } from './base64.js';

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

describe('decodeBase64InSlices', () => {
  /** SLICE_LENGTH in base64.ts. */
  const SLICE = 1 << 19;

  it.each([
    ['', []],
    ['AA==', [0]],
    ['AAE', [0, 1]],
    ['AAEC\r\nAAEC\n', [0, 1, 2, 0, 1, 2]],
    ['/+8=', [0xff, 0xef]],
  ])('decodes %j like decodeBase64', async (input, bytes) => {
    expect([...(await decodeBase64InSlices(input))]).toEqual(bytes);
  });

  it.each(['AA$A', 'AA-_', 'AA==AAAA', 'AAECA', 'AAE=='])('rejects %j with the message of decodeBase64', async (input) => {
    const expected = (() => {
      try {
        decodeBase64(input);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(expected).toMatch(/^Invalid base64: /);
    await expect(decodeBase64InSlices(input)).rejects.toThrow(new InvalidBase64Error(expected!.replace('Invalid base64: ', '')));
  });

  it('decodes MIME-wrapped input across many slices, padding split between two, yielding between slices', async () => {
    const bytes = Uint8Array.from({ length: 3 * 300_000 + 1 }, (_, index) => (index * 7) % 256);
    const wrapped = encodeBase64(bytes).replace(/.{76}/g, '$&\r\n');
    expect(wrapped.length).toBeGreaterThan(2 * SLICE);
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    // Compared as Buffers: deep equality of millions of elements takes a minute.
    expect(Buffer.from(await decodeBase64InSlices(wrapped)).equals(bytes)).toBe(true);
    expect(ticked).toBe(true);

    const padded = encodeBase64(bytes.subarray(0, 3001));
    expect(padded.endsWith('==')).toBe(true);
    const split = `${' '.repeat(SLICE + 1 - padded.length)}${padded}`;
    expect(split.slice(SLICE - 1, SLICE + 1)).toBe('==');
    expect(Buffer.from(await decodeBase64InSlices(split)).equals(bytes.subarray(0, 3001))).toBe(true);
  });

  it('names the position of a bad character in a later slice exactly as decodeBase64 does', async () => {
    const input = `${'A'.repeat(SLICE * 2 + 5)}\n*AAA`;
    expect(() => decodeBase64(input)).toThrow(`unexpected character "*" at ${SLICE * 2 + 5}`);
    await expect(decodeBase64InSlices(input)).rejects.toThrow(`unexpected character "*" at ${SLICE * 2 + 5}`);
    await expect(decodeBase64InSlices(`${'A'.repeat(SLICE)}==AAAA`)).rejects.toThrow(`unexpected character "=" at ${SLICE}`);
    await expect(decodeBase64InSlices(`${'A'.repeat(SLICE * 2 + 1)}`)).rejects.toThrow('dangling');
  });

  it('stops between slices when its signal aborts', async () => {
    const controller = new AbortController();
    const decoding = decodeBase64InSlices('A'.repeat(SLICE * 4), { signal: controller.signal });
    controller.abort(new Error('the preview closed'));
    await expect(decoding).rejects.toThrow('the preview closed');
  });
});

import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../content/base64.js';
import { decodeChunks, MIN_UNPACKED_BLOB_CHARS, unpackAnswer } from './answer-unpack.js';

const PREFIX = 'AbCd0123AbCd0123';

function bytesOf(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 7) % 251;
  return bytes;
}

function body(message: unknown, chunkSize = 10_000): Uint8Array[] {
  const encoded = new TextEncoder().encode(JSON.stringify(message));
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < encoded.length; start += chunkSize) chunks.push(encoded.slice(start, start + chunkSize));
  return chunks;
}

const large = bytesOf(MIN_UNPACKED_BLOB_CHARS);
const readAnswer = (id: number, blob: string) => ({
  jsonrpc: '2.0',
  id,
  result: { contents: [{ uri: 'file:///big.bin', mimeType: 'application/octet-stream', blob }, { uri: 'file:///small.bin', blob: 'AAEC' }] },
});

describe('unpackAnswer', () => {
  it('takes a large blob out of a read answer, decoded, and leaves a token and the small blobs in its place', () => {
    const answer = unpackAnswer({ body: body(readAnswer(7, encodeBase64(large))), readIds: [7], tokenPrefix: PREFIX });
    expect(answer.json).toBe(true);
    expect(answer.batch).toBe(false);
    expect(answer.responseIds).toEqual([7]);
    expect(answer.blobs).toHaveLength(1);
    expect(answer.blobs[0]!.bytes).toEqual(large);
    const handedOn = JSON.parse(decodeChunks(answer.body)) as ReturnType<typeof readAnswer>;
    expect(handedOn.result.contents[0]!.blob).toBe(answer.blobs[0]!.token);
    expect(answer.blobs[0]!.token).toMatch(new RegExp(`^${PREFIX}[0-9a-f]{8}$`));
    // The token is base64, as the SDK's validation of the answer wants.
    expect(answer.blobs[0]!.token.length % 4).toBe(0);
    expect(handedOn.result.contents[1]!.blob).toBe('AAEC');
  });

  it('matches the read by id as the SDK does ("7" answers 7), and leaves answers to other requests as they came', () => {
    const received = body([readAnswer(7, encodeBase64(large)), readAnswer(8, encodeBase64(large))]);
    const answer = unpackAnswer({ body: received, readIds: ['7'], tokenPrefix: PREFIX });
    expect(answer.responseIds).toEqual([7, 8]);
    expect(answer.batch).toBe(true);
    expect(answer.blobs).toHaveLength(1);
    const [first, second] = JSON.parse(decodeChunks(answer.body)) as Array<ReturnType<typeof readAnswer>>;
    expect(first!.result.contents[0]!.blob).toBe(answer.blobs[0]!.token);
    expect(second!.result.contents[0]!.blob).toBe(encodeBase64(large));

    const untouched = unpackAnswer({ body: received, readIds: [], tokenPrefix: PREFIX });
    expect(untouched.blobs).toEqual([]);
    expect(untouched.body).toBe(received);
  });

  it('takes the data of an SSE event as a string, and leaves it with the page when nothing is taken out', () => {
    const data = JSON.stringify(readAnswer(4, encodeBase64(large)));
    const answer = unpackAnswer({ body: data, readIds: [4], tokenPrefix: PREFIX });
    expect(answer.blobs[0]!.bytes).toEqual(large);
    expect(decodeChunks(answer.body)).toContain(answer.blobs[0]!.token);
    expect(unpackAnswer({ body: data, readIds: [5], tokenPrefix: PREFIX })).toMatchObject({ json: true, responseIds: [4], body: [], blobs: [] });
  });

  it('leaves a blob that is not base64 in the answer, to fail as it did before', () => {
    const notBase64 = `${encodeBase64(large).slice(0, -8)}%%%%not!`;
    const received = body(readAnswer(1, notBase64));
    const answer = unpackAnswer({ body: received, readIds: [1], tokenPrefix: PREFIX });
    expect(answer.blobs).toEqual([]);
    expect(answer.body).toBe(received);
  });

  it('reports a body that is not JSON, and text split inside a character', () => {
    const notJson = [new TextEncoder().encode('<html>busy</html>')];
    expect(unpackAnswer({ body: notJson, readIds: [1], tokenPrefix: PREFIX })).toMatchObject({ json: false, body: notJson, blobs: [] });
    const text = new TextEncoder().encode(JSON.stringify({ jsonrpc: '2.0', id: 3, result: { note: 'naïve ✓' } }));
    const split = text.indexOf(0xc3) + 1;
    const answer = unpackAnswer({ body: [text.slice(0, split), text.slice(split)], readIds: [3], tokenPrefix: PREFIX });
    expect(answer.responseIds).toEqual([3]);
    expect(decodeChunks(answer.body)).toContain('naïve ✓');
  });
});

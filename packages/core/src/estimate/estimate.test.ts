import { describe, expect, it } from 'vitest';
import type { BlobResourceContent, ResourceContent } from '../client/types.js';
import { estimateListedTokens, estimateReadTokens } from './estimate-tokens.js';
import { estimateImageTokens, MAX_IMAGE_TOKENS } from './image-tokens.js';
import { estimateTextTokens, estimateTextTokensInSlices } from './text-tokens.js';

const text = (value: string, mimeType = 'text/plain'): ResourceContent => ({
  kind: 'text',
  uri: 'file:///a.txt',
  mimeType,
  text: value,
  byteLength: new TextEncoder().encode(value).byteLength,
});
const blob = (byteLength: number, mimeType: string): BlobResourceContent => ({
  kind: 'blob',
  uri: 'file:///a.bin',
  mimeType,
  bytes: new Uint8Array(byteLength),
  byteLength,
});

describe('estimateTextTokens', () => {
  it('counts about a token per 4 characters of English and code', () => {
    const prose = 'The quick brown fox jumps over the lazy dog. '.repeat(100);
    expect(estimateTextTokens(prose)).toBe(Math.ceil(prose.length / 4));
    const code = 'export function add(a: number, b: number) {\n  return a + b;\n}\n'.repeat(50);
    expect(estimateTextTokens(code)).toBe(Math.ceil(code.length / 4));
  });

  it('counts about a token per CJK character', () => {
    const japanese = '東京は日本の首都です。'.repeat(10);
    expect(estimateTextTokens(japanese)).toBe(japanese.length);
    expect(estimateTextTokens('한국어 텍스트')).toBeGreaterThanOrEqual(5);
  });

  it('counts other scripts between the two', () => {
    const russian = 'Привет, как дела? '.repeat(20);
    const estimate = estimateTextTokens(russian);
    expect(estimate).toBeGreaterThan(russian.length / 4);
    expect(estimate).toBeLessThan(russian.length);
  });

  it('counts an emoji as about one token, not two', () => {
    expect(estimateTextTokens('🚀🚀🚀🚀')).toBe(4);
  });

  it('gives the same answer in slices, for megabytes', async () => {
    const large = 'const value = "ünïcödé 漢字";\n'.repeat(40_000);
    expect(await estimateTextTokensInSlices(large)).toBe(estimateTextTokens(large));
  });

  it('stops slicing when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(estimateTextTokensInSlices('x'.repeat(1_000_000), controller.signal)).rejects.toBe(controller.signal.reason);
  });
});

describe('estimateImageTokens', () => {
  it.each([
    [200, 200, 54],
    [1000, 1000, 1334],
    [1568, 1568, MAX_IMAGE_TOKENS],
    [4000, 3000, MAX_IMAGE_TOKENS],
    [64, 48, 5],
    [0, 100, 0],
  ])('%d × %d px cost %d tokens', (width, height, tokens) => {
    expect(estimateImageTokens(width, height)).toBe(tokens);
  });
});

describe('estimateListedTokens', () => {
  it('is unknown without a size', () => {
    expect(estimateListedTokens({ mimeType: 'text/plain' })).toMatchObject({ tokens: undefined, method: 'unknown', approximate: true });
  });

  it('estimates text from its size', () => {
    expect(estimateListedTokens({ size: 4000, mimeType: 'text/markdown' })).toEqual({
      tokens: 1000,
      bytes: 4000,
      approximate: true,
      measured: false,
      method: 'size',
    });
    expect(estimateListedTokens({ size: 4000, mimeType: 'application/json' }).tokens).toBe(1000);
    expect(estimateListedTokens({ size: 4000 }).tokens).toBe(1000);
    expect(estimateListedTokens({ size: 4000, mimeType: 'image/svg+xml' }).tokens).toBe(1000);
    expect(estimateListedTokens({ size: 4000, mimeType: 'application/vnd.api+json' }).tokens).toBe(1000);
  });

  it('caps images at the most an image can cost', () => {
    expect(estimateListedTokens({ size: 3000, mimeType: 'image/png' }).tokens).toBe(8);
    expect(estimateListedTokens({ size: 5_000_000, mimeType: 'image/jpeg' }).tokens).toBe(MAX_IMAGE_TOKENS);
  });

  it('estimates other binaries as base64', () => {
    expect(estimateListedTokens({ size: 3000, mimeType: 'application/pdf' }).tokens).toBe(1000);
  });
});

describe('estimateReadTokens', () => {
  it('measures read text and marks the heuristic as approximate', async () => {
    const estimate = await estimateReadTokens({ contents: [text('a'.repeat(400))] });
    expect(estimate).toEqual({ tokens: 100, bytes: 400, approximate: true, measured: true, method: 'text' });
  });

  it('uses an exact tokenizer when given one', async () => {
    const words = { count: (value: string) => value.split(/\s+/).filter(Boolean).length };
    const estimate = await estimateReadTokens({ contents: [text('one two three')] }, { tokenizer: words });
    expect(estimate).toMatchObject({ tokens: 3, approximate: false });
  });

  it.each([
    ['throws', { count: () => { throw new Error('worker gone'); } }],
    ['rejects', { count: () => Promise.reject(new Error('worker gone')) }],
    ['answers nonsense', { count: () => Number.NaN }],
  ])('falls back to the heuristic when the tokenizer %s', async (_, tokenizer) => {
    const estimate = await estimateReadTokens({ contents: [text('a'.repeat(400))] }, { tokenizer });
    expect(estimate).toEqual({ tokens: 100, bytes: 400, approximate: true, measured: true, method: 'text' });
  });

  it('costs images by their pixel dimensions', async () => {
    const image = blob(2000, 'image/png');
    const estimate = await estimateReadTokens({ contents: [image] }, { imageDimensions: () => ({ width: 200, height: 200 }) });
    expect(estimate).toMatchObject({ tokens: 54, bytes: 2000, method: 'image' });
    expect((await estimateReadTokens({ contents: [image] })).tokens).toBe(MAX_IMAGE_TOKENS);
  });

  it('decodes text-typed blobs as text and costs other blobs as base64', async () => {
    const json = new TextEncoder().encode('{"a":1}'.repeat(100));
    const estimate = await estimateReadTokens({ contents: [{ ...blob(json.byteLength, 'application/json'), bytes: json }] });
    expect(estimate).toMatchObject({ tokens: 175, method: 'text' });
    expect((await estimateReadTokens({ contents: [blob(3001, 'application/octet-stream')] })).tokens).toBe(1001);
  });

  it('adds up several contents and costs an empty resource nothing', async () => {
    const estimate = await estimateReadTokens({ contents: [text('a'.repeat(40)), text('b'.repeat(80))] });
    expect(estimate.tokens).toBe(30);
    expect(await estimateReadTokens({ contents: [] })).toMatchObject({ tokens: 0, bytes: 0 });
  });
});

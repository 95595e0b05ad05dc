import { describe, expect, it } from 'vitest';
import { createLineIndexer, indexLines } from './line-index.js';

const linesOf = (text: string) => {
  const index = indexLines(text);
  return Array.from({ length: index.count }, (_, line) => index.line(line));
};

describe('indexLines', () => {
  it.each([
    ['', []],
    ['one', ['one']],
    ['one\n', ['one']],
    ['one\ntwo', ['one', 'two']],
    ['one\r\ntwo\r\n', ['one', 'two']],
    ['one\rtwo', ['one', 'two']],
    ['\n', ['']],
    ['a\n\nb\n\n', ['a', '', 'b', '']],
    ['\r\n\r\n', ['', '']],
  ])('splits %j like an editor', (text, expected) => {
    expect(linesOf(text)).toEqual(expected);
  });

  it('agrees with split() on a generated text, and knows the longest line', () => {
    const lines = Array.from({ length: 5000 }, (_, index) => `line ${index} ${'x'.repeat(index % 97)}`);
    const text = lines.join('\n');
    const index = indexLines(text);
    expect(index.count).toBe(5000);
    expect(index.line(4999)).toBe(lines[4999]);
    expect(index.line(1234)).toBe(lines[1234]);
    expect(index.longest).toBe(Math.max(...lines.map((line) => line.length)));
    expect(index.start(1)).toBe(lines[0]!.length + 1);
  });

  it('indexes 5 MB quickly', () => {
    const text = 'const answer = 42; // a line of code\n'.repeat(140_000);
    const started = performance.now();
    const index = indexLines(text);
    expect(index.count).toBe(140_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('createLineIndexer', () => {
  const texts = ['', 'one', 'one\n', 'one\r\ntwo\r\n', 'one\rtwo', '\n', 'a\n\nb\n\n', '\r\n\r\n', 'a\r', 'a\r\r\nb', `${'x'.repeat(3000)}\n${'y\r\n'.repeat(2000)}z\rw`];

  it.each(texts.map((text) => [JSON.stringify(text).slice(0, 40), text]))('indexes %s in slices exactly as in one pass', (_, text) => {
    const whole = indexLines(text);
    const indexer = createLineIndexer(text);
    let slices = 0;
    let previous = 0;
    while (!indexer.advance(() => true)) {
      slices += 1;
      // Lines already found never change while the rest is indexed.
      expect(indexer.count).toBeGreaterThanOrEqual(previous);
      for (let line = 0; line < indexer.count; line += 1) expect(indexer.line(line)).toBe(whole.line(line));
      expect(indexer.longest).toBeLessThanOrEqual(whole.longest);
      expect(indexer.scanned).toBeLessThanOrEqual(text.length);
      previous = indexer.count;
    }
    expect(indexer.complete).toBe(true);
    expect(indexer.count).toBe(whole.count);
    expect(indexer.longest).toBe(whole.longest);
    expect(Array.from({ length: indexer.count }, (_, line) => indexer.line(line))).toEqual(Array.from({ length: whole.count }, (_, line) => whole.line(line)));
    if (whole.count > 1000) expect(slices).toBeGreaterThan(1);
  });

  it('stops when asked, a few hundred lines at a time, and starts with nothing indexed', () => {
    const text = 'line\n'.repeat(10_000);
    const indexer = createLineIndexer(text);
    expect(indexer.count).toBe(0);
    expect(indexer.complete).toBe(false);
    expect(indexer.advance(() => true)).toBe(false);
    expect(indexer.count).toBeGreaterThan(0);
    expect(indexer.count).toBeLessThan(1000);
    expect(indexer.scanned).toBe(indexer.count * 5);
    indexer.advance(() => indexer.scanned >= 25_000);
    expect(indexer.scanned).toBeGreaterThanOrEqual(25_000);
    expect(indexer.advance()).toBe(true);
    expect(indexer.count).toBe(10_000);
    expect(indexer.scanned).toBe(text.length);
  });
});

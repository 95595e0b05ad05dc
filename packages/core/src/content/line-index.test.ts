import { describe, expect, it } from 'vitest';
import { indexLines } from './line-index.js';

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

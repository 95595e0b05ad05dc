import { describe, expect, it } from 'vitest';
import { formatJson } from './json-format.js';

describe('formatJson', () => {
  it('pretty-prints like JSON.stringify for ordinary JSON', () => {
    const value = { name: 'harbor-api', scripts: { build: 'tsc -b' }, tags: ['a', 1, true, null, { deep: [] }], empty: {}, escaped: 'a"\\\n\u00e9' };
    expect(formatJson(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2));
  });

  it('keeps numbers and strings exactly as written', () => {
    expect(formatJson('{"id":12345678901234567890,"x":1.50E+3,"s":"\\u00e9\\/"}')).toBe('{\n  "id": 12345678901234567890,\n  "x": 1.50E+3,\n  "s": "\\u00e9\\/"\n}');
  });

  it.each([
    ['a trailing comma', '{"a":1,}'],
    ['a comment (JSON with comments)', '{"a":1 // no\n}'],
    ['single quotes', "{'a':1}"],
    ['a leading zero', '[01]'],
    ['two values', '1 2'],
    ['an unterminated string', '["abc'],
    ['a raw control character in a string', '["a\tb"]'],
    ['a bad escape', '["\\x41"]'],
    ['an unclosed array', '[1, 2'],
    ['nothing', ''],
  ])('rejects %s', (_, text) => {
    expect(formatJson(text)).toBeUndefined();
  });

  it('formats scalars and respects the limits', () => {
    expect(formatJson('  "x"  ')).toBe('"x"');
    expect(formatJson('[[[1]]]', { maxDepth: 2 })).toBeUndefined();
    expect(formatJson('[1]', { maxLength: 2 })).toBeUndefined();
    expect(formatJson('[1,2]', { indent: 4 })).toBe('[\n    1,\n    2\n]');
  });

  it('handles very deep nesting without recursion', () => {
    const deep = `${'['.repeat(400)}${']'.repeat(400)}`;
    expect(formatJson(deep)).toBe(JSON.stringify(JSON.parse(deep), null, 2));
  });
});

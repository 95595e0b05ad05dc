import { describe, expect, it } from 'vitest';
import { CHARACTER_REFERENCE, decodeCharacterReference, decodeCharacterReferences } from './character-references.js';

const decode = (reference: string) => {
  const match = CHARACTER_REFERENCE.exec(reference);
  return match ? decodeCharacterReference(match) : 'no match';
};

describe('character references', () => {
  it.each([
    ['&amp;', '&'],
    ['&copy;', '©'],
    ['&#169;', '©'],
    ['&#xA9;', '©'],
    ['&#X1F600;', '😀'],
    ['&#0;', '\ufffd'],
    ['&#xD800;', '\ufffd'],
    ['&#x110000;', '\ufffd'],
    ['&amp', 'no match'],
    ['&#12345678;', 'no match'],
    ['& amp;', 'no match'],
  ])('reads %j as %j', (reference, expected) => {
    expect(decode(reference)).toBe(expected);
  });

  it('keeps names it cannot decode without a DOM as written (the browser decodes them)', () => {
    expect(typeof DOMParser).toBe('undefined');
    expect(decode('&hearts;')).toBeUndefined();
    expect(decodeCharacterReferences('a&amp;b &hearts; &#65;')).toBe('a&b &hearts; A');
  });
});

import { describe, expect, it } from 'vitest';
import { keyRange, sameKeys, toggleKey, unionKeys } from './selection.js';

describe('selection helpers', () => {
  const ordered = ['a', 'b', 'c', 'd', 'e'];

  it('toggles a key in and out, keeping the order of the rest', () => {
    expect(toggleKey(['a', 'c'], 'b')).toEqual(['a', 'c', 'b']);
    expect(toggleKey(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('ranges from anchor to focus in list order, whichever comes first', () => {
    expect(keyRange(ordered, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(keyRange(ordered, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(keyRange(ordered, 'c', 'c')).toEqual(['c']);
    // An anchor that scrolled out of the list (filtered away) ranges from the focus alone.
    expect(keyRange(ordered, 'zz', 'b')).toEqual(['b']);
    expect(keyRange(ordered, 'a', 'zz')).toEqual([]);
  });

  it('unites without duplicates and compares as sets', () => {
    expect(unionKeys(['a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
    expect(sameKeys(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameKeys(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});

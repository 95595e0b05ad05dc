import { describe, expect, it } from 'vitest';
import { lostFromSubset, lostIds } from './lost-ids.js';

/** A list whose reads of ids are counted. */
function counted(ids: Int32Array): { list: ArrayLike<number>; reads: () => number } {
  let reads = 0;
  const list = new Proxy(ids, {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, target) as unknown;
    },
  });
  return { list, reads: () => reads };
}

/** Ascending ids with gaps, and a subset of them lacking the ids at `lostAt` (positions). */
function listAndSubset(size: number, lostAt: readonly number[]) {
  const before = Int32Array.from({ length: size }, (_, position) => position * 3 + (position % 2));
  const lost = new Set(lostAt);
  const after = before.filter((_, position) => !lost.has(position));
  return { before, after, lost: lostAt.toSorted((a, b) => a - b).map((position) => before[position]!) };
}

describe('lostIds and lostFromSubset', () => {
  it.each([
    ['none', 100, []],
    ['the first', 100, [0]],
    ['the last', 100, [99]],
    ['a run at the start', 100, [0, 1, 2, 3]],
    ['a run at the end', 100, [96, 97, 98, 99]],
    ['scattered ones', 1000, [5, 6, 250, 251, 252, 499, 500, 998]],
    ['every other one of a few', 9, [1, 3, 5, 7]],
    ['all of one', 1, [0]],
  ])('find the ids a subset lacks (%s), in ascending order', (_, size, lostAt) => {
    const { before, after, lost } = listAndSubset(size, lostAt);
    expect(lostIds(before, after, size)).toEqual(lost);
    expect(lostFromSubset(before, after, size)).toEqual(lost);
  });

  it('agree on many random subsets', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 200; round += 1) {
      const size = 1 + Math.floor(random() * 300);
      const lostAt = [...new Set(Array.from({ length: Math.floor(random() * 12) }, () => Math.floor(random() * size)))];
      const { before, after, lost } = listAndSubset(size, lostAt);
      expect(lostFromSubset(before, after, size)).toEqual(lost);
    }
  });

  it('give up on more lost than the limit', () => {
    const { before, after } = listAndSubset(100, [1, 2, 3]);
    expect(lostIds(before, after, 2)).toBeUndefined();
    expect(lostFromSubset(before, after, 2)).toBeUndefined();
    expect(lostFromSubset(after, before, 100)).toBeUndefined();
  });

  it('read a few ids of a million that lack three, where lostIds reads them all', () => {
    const { before, after, lost } = listAndSubset(1_000_000, [10, 500_000, 999_990]);
    const first = counted(before);
    const second = counted(after);
    expect(lostFromSubset(first.list, second.list, 250_000)).toEqual(lost);
    expect(first.reads() + second.reads()).toBeLessThan(500);
  });

  it('lostIds tells an id the earlier list lacks; lostFromSubset, where it looks for one', () => {
    const before = Int32Array.of(1, 2, 3, 4, 5);
    expect(lostIds(before, Int32Array.of(1, 2, 6), 5)).toBeUndefined();
    expect(lostFromSubset(before, Int32Array.of(1, 2, 6), 5)).toBeUndefined();
  });
});

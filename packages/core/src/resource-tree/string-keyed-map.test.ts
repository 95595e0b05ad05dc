import { describe, expect, it } from 'vitest';
import { StringKeyedMap } from './string-keyed-map.js';

interface Item {
  key: string;
  value: number;
}

describe('StringKeyedMap', () => {
  const item = (key: string, value = 0): Item => ({ key, value });

  it.each([
    ['its own hash', undefined],
    ['one hash for every key', () => 7],
  ])('gets, replaces and deletes values by key, with %s', (_, hash) => {
    const map = new StringKeyedMap<Item>((entry) => entry.key, hash);
    const keys = Array.from({ length: 500 }, (_, index) => `file:///bulk/dir-${index % 7}/item-${index}.txt`);
    for (const key of keys) map.set(key, item(key));
    expect(map.size).toBe(500);
    expect(keys.every((key) => map.get(key)?.key === key)).toBe(true);
    expect(map.get('file:///bulk/dir-0/item-500.txt')).toBeUndefined();
    expect(map.has(keys[3]!)).toBe(true);

    const replaced = item(keys[3]!, 1);
    map.set(keys[3]!, replaced);
    expect(map.size).toBe(500);
    expect(map.get(keys[3]!)).toBe(replaced);

    expect(map.delete(keys[3]!)).toBe(true);
    expect(map.delete(keys[3]!)).toBe(false);
    expect(map.delete('never set')).toBe(false);
    expect(map.size).toBe(499);
    expect(map.has(keys[3]!)).toBe(false);
    expect(keys.filter((key) => map.has(key))).toHaveLength(499);
  });

  it('gives the value kept under a key, or keeps the one given when there is none, while growing too', () => {
    const map = new StringKeyedMap<Item>((entry) => entry.key);
    const keys = Array.from({ length: 300 }, (_, index) => `x://h/${index}`);
    const first = keys.map((key) => item(key, 1));
    first.forEach((value, index) => expect(map.getOrSet(keys[index]!, value)).toBeUndefined());
    expect(map.size).toBe(300);
    // A key kept already keeps its value: the one given is not kept.
    expect(keys.map((key) => map.getOrSet(key, item(key, 2)))).toEqual(first);
    expect(keys.every((key, index) => map.get(key) === first[index])).toBe(true);
    expect(map.size).toBe(300);
    map.delete(keys[0]!);
    const again = item(keys[0]!, 3);
    expect(map.getOrSet(keys[0]!, again)).toBeUndefined();
    expect(map.get(keys[0]!)).toBe(again);
  });

  it('keeps two keys that hash alike apart, and each alone once the other is deleted', () => {
    const map = new StringKeyedMap<Item>((entry) => entry.key, (key) => key.length);
    const [a, b] = [item('ab', 1), item('cd', 2)];
    map.set('ab', a).set('cd', b);
    expect([map.get('ab'), map.get('cd'), map.get('ef')]).toEqual([a, b, undefined]);
    map.delete('ab');
    expect([map.get('ab'), map.get('cd'), map.size]).toEqual([undefined, b, 1]);
    map.set('ab', a);
    expect(map.get('ab')).toBe(a);
  });

  it('grows into a table filled ahead in idle time, slice by slice, finding every value all along', () => {
    const map = new StringKeyedMap<Item>((entry) => entry.key);
    const tableLength = () => (map as unknown as { table: Int32Array }).table.length;
    const keys = Array.from({ length: 40_000 }, (_, index) => `item-${index}`);
    const prepared: boolean[] = [];
    const lengths: number[] = [];
    let lost = 0;
    keys.forEach((key, index) => {
      map.set(key, item(key));
      if (index % 100 !== 99) return;
      // A deadline gone by: one slice each, false while positions are left.
      for (let slice = 0; slice < 4; slice += 1) prepared.push(map.prepare(performance.now() - 1));
      if (index === 16_399 || index === 19_999) lengths.push(tableLength());
      if (index % 500 === 499) lost += keys.slice(0, index + 1).filter((known) => map.get(known)?.key !== known).length;
    });
    expect(lost).toBe(0);
    expect(prepared).toContain(false);
    // Half of 32,768 slots taken at 16,385 values: the slices filled the table twice as large, and the
    // map took it before the one before was five eighths full (20,480), where it grows without them.
    expect(lengths).toEqual([32_768, 65_536]);
    expect(map.prepare(Number.POSITIVE_INFINITY)).toBe(true);
    expect(tableLength()).toBe(131_072);
    // Each position is in the table once: none was placed twice by the slices and the inserts between them.
    expect((map as unknown as { table: Int32Array }).table.filter((slot) => slot !== 0).length).toBe(40_000);
  });

  it.each([
    ['its own hash', undefined],
    ['a hash shared by every 64 keys', (key: string) => Number(key.slice(5)) % 157],
  ])('finds every value while growing and after most are deleted and some set again, with %s', (_, hash) => {
    const map = new StringKeyedMap<Item>((entry) => entry.key, hash);
    const keys = Array.from({ length: 10_000 }, (_, index) => `item-${index}`);
    // Looked up every so often while growing: a grown table takes the positions over a few per insert.
    let lost = 0;
    keys.forEach((key, index) => {
      map.set(key, item(key));
      if (index % 97 === 0) lost += keys.slice(0, index + 1).filter((known) => map.get(known)?.key !== known).length;
    });
    expect(lost).toBe(0);
    const deleted = keys.filter((_, index) => index % 4 !== 0);
    for (const key of deleted) expect(map.delete(key)).toBe(true);
    expect(map.size).toBe(2_500);
    expect(keys.filter((key) => map.has(key))).toEqual(keys.filter((_, index) => index % 4 === 0));
    const again = deleted.slice(0, 1_000).map((key) => item(key, 1));
    for (const value of again) map.set(value.key, value);
    expect(map.size).toBe(3_500);
    expect(again.every((value) => map.get(value.key) === value)).toBe(true);
    expect(keys.filter((key) => map.has(key))).toHaveLength(3_500);
    expect(map.get('item-10000')).toBeUndefined();
  });
});

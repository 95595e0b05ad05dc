import { describe, expect, it } from 'vitest';
import { ChunkedList } from './chunked-list.js';

describe('ChunkedList', () => {
  it('reads, replaces and slices items across chunks as an array would', () => {
    const list = new ChunkedList<number>();
    const array: number[] = [];
    for (let item = 0; item < 40_000; item += 1) {
      list.push(item * 3);
      array.push(item * 3);
    }
    list.set(16_384, -1);
    array[16_384] = -1;
    expect(list.length).toBe(40_000);
    for (const index of [0, 16_383, 16_384, 16_385, 32_767, 32_768, 39_999]) expect(list.at(index)).toBe(array[index]);
    expect(list.slice(16_380, 16_390)).toEqual(array.slice(16_380, 16_390));
    expect(list.arrays().flat()).toEqual(array);
  });

  it('keeps its chunks as the same arrays while appended to, none longer than 16,384 items', () => {
    const list = new ChunkedList<string>();
    for (let item = 0; item < 20_000; item += 1) list.push(`item ${item}`);
    const before = list.arrays().slice();
    for (let item = 20_000; item < 50_000; item += 1) list.push(`item ${item}`);
    const after = list.arrays();
    expect(after.map((chunk) => chunk.length)).toEqual([16_384, 16_384, 16_384, 848]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[1]!.at(-1)).toBe('item 32767');
  });
});

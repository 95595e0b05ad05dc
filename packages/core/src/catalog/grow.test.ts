import { describe, expect, it } from 'vitest';
import { grow, growAhead } from './grow.js';

describe('grow', () => {
  it('keeps an array long enough, and doubles one that is not until it is, keeping its items and filling the rest', () => {
    const array = Int32Array.from([1, 2, 3]);
    expect(grow(array, 3)).toBe(array);
    const grown = grow(new Float64Array(16).fill(1), 40, Number.NaN);
    expect(grown.length).toBe(64);
    expect([grown[15], grown[16], grown[63]]).toEqual([1, Number.NaN, Number.NaN]);
  });
});

describe('growAhead', () => {
  it('doubles an array once less than a 32nd of it is left past what is used, and keeps it before', () => {
    const array = new Int32Array(1024).fill(7);
    expect(growAhead(array, 991)).toBe(array);
    const grown = growAhead(array, 992);
    expect(grown.length).toBe(2048);
    expect([grown[1023], grown[1024]]).toEqual([7, 0]);
    expect(growAhead(grown, 992)).toBe(grown);
  });
});

import { describe, expect, it } from 'vitest';
import { recountIntervalMs } from './use-catalog-facet-counts.js';

describe('recountIntervalMs', () => {
  it('recounts a changing catalog every half second up to 250,000 entries, and more seldom the larger it is past that', () => {
    expect([0, 10_000, 250_000].map(recountIntervalMs)).toEqual([500, 500, 500]);
    expect(recountIntervalMs(500_000)).toBe(1000);
    expect(recountIntervalMs(1_000_000)).toBe(2000);
  });
});

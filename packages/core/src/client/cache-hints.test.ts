import { expect, it } from 'vitest';
import { normalizeCacheHints } from './resource-client.js';

it.each([
  [{}, { ttlMs: 0, cacheScope: 'private' }],
  [{ ttlMs: 60_000, cacheScope: 'public' }, { ttlMs: 60_000, cacheScope: 'public' }],
  [{ ttlMs: -5, cacheScope: 'shared' }, { ttlMs: 0, cacheScope: 'private' }],
  [{ ttlMs: '100' }, { ttlMs: 0, cacheScope: 'private' }],
  [{ ttlMs: 1.9 }, { ttlMs: 1, cacheScope: 'private' }],
  [{ ttlMs: Number.POSITIVE_INFINITY }, { ttlMs: 0, cacheScope: 'private' }],
  [{ ttlMs: 10 * 24 * 60 * 60 * 1000 }, { ttlMs: 24 * 60 * 60 * 1000, cacheScope: 'private' }],
])('normalizes %j to %j', (input, expected) => {
  expect(normalizeCacheHints(input)).toEqual(expected);
});

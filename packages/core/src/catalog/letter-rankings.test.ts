import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { CatalogMatchJob } from './catalog-match-job.js';
import { CatalogStore } from './catalog-store.js';
import { LETTER_RANKING_LIMIT, LetterRankings } from './letter-rankings.js';

function storeOf(count: number): CatalogStore {
  const store = new CatalogStore();
  store.append('files', Array.from({ length: count }, (_, index) => sampleResource(index)));
  return store;
}

/** What a palette's request would get: a job of its own, to the end. */
function ranked(store: CatalogStore, query: string, limit: number) {
  const job = new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query }, { limit, now: 0 });
  while (!job.step(1_000));
  const { ranked: ids, total } = job.result();
  return { ranked: Array.from(ids), total };
}

describe('LetterRankings', () => {
  it("gives every letter and digit the ranking a palette's request would get, for any limit up to what it keeps", () => {
    const store = storeOf(3_000);
    const rankings = new LetterRankings(store, 7);
    let slices = 1;
    while (!rankings.step(1)) slices += 1;
    expect(slices).toBeGreaterThan(1);
    for (const character of 'etaoinsrhldcumfpgwybvkxjqz0123456789') {
      for (const limit of [1, 51, LETTER_RANKING_LIMIT]) {
        const made = rankings.get(character, limit)!;
        expect({ ranked: Array.from(made.ranked), total: made.total }).toEqual(ranked(store, character, limit));
      }
    }
    expect(rankings.version).toBe(7);
  });

  it('has nothing for a longer query, another character, a longer limit, or before it has ranked', () => {
    const store = storeOf(500);
    const rankings = new LetterRankings(store, 0);
    expect(rankings.get('e', 51)).toBeUndefined();
    while (!rankings.step(1_000));
    expect(rankings.get('e', 51)).toBeDefined();
    expect(rankings.get('em', 51)).toBeUndefined();
    expect(rankings.get('/', 51)).toBeUndefined();
    expect(rankings.get('e', LETTER_RANKING_LIMIT + 1)).toBeUndefined();
  });
});

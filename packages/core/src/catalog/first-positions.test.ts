import { describe, expect, it } from 'vitest';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { CatalogMatchJob } from './catalog-match-job.js';
import { CatalogStore } from './catalog-store.js';
import { FirstPositions } from './first-positions.js';

const store = new CatalogStore();
store.append('files', Array.from({ length: 2_000 }, (_, index) => sampleResource(index)));
store.append('files', [{ uri: 'file:///a/ix-it-item', name: 'ix-it-item' }, { uri: 'file:///a/i', name: 'i', title: 'tem' }]);

function run(query: string, options: ConstructorParameters<typeof CatalogMatchJob>[2] = {}) {
  const job = new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query }, { limit: 0, ...options });
  while (!job.step(1));
  return job;
}

describe('FirstPositions', () => {
  it('places every match first: a match narrowing from places without units matches as one made afresh', () => {
    const { ids } = run('i').result();
    const finding = new FirstPositions(store, ids, 'i');
    // One run places them all (fewer than a run's 4,096); their units are left for the next step.
    expect(finding.step(0)).toBe(false);
    expect(finding.positions!.units.every((unit) => unit === 0)).toBe(true);
    let previous = { query: 'i', ids, positions: finding.positions };
    for (const query of ['it', 'ite', 'item', 'item-', 'item-0004']) {
      const job = run(query, { candidates: previous.ids, candidatesQuery: previous.query, candidatePositions: previous.positions! });
      expect(Array.from(job.result().ids), query).toEqual(Array.from(run(query).result().ids));
      previous = { query, ids: job.result().ids, positions: job.positions() };
    }
  });

  it('stops once a match of a longer word records into its positions, and writes nothing after', () => {
    const { ids } = run('i').result();
    const finding = new FirstPositions(store, ids, 'i');
    finding.step(0);
    const positions = finding.positions!;
    const job = run('it', { candidates: ids, candidatesQuery: 'i', candidatePositions: positions });
    expect(job.positions()!.positions).toBe(positions.positions);
    const units = positions.units.slice();
    expect(finding.step(1_000)).toBe(true);
    expect(positions.units).toEqual(units);
  });
});

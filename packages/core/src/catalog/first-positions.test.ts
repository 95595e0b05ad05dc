import { describe, expect, it } from 'vitest';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { CatalogMatchJob } from './catalog-match-job.js';
import { CatalogStore, suffixHeadFull } from './catalog-store.js';
import { UNITS_KEPT, UNITS_STRIDE } from './constants.js';
import { FirstPositions } from './first-positions.js';

const store = new CatalogStore();
store.append('files', Array.from({ length: 2_000 }, (_, index) => sampleResource(index)));
store.append('files', [
  { uri: 'file:///a/ix-it-item', name: 'ix-it-item' },
  { uri: 'file:///a/i', name: 'i', title: 'tem' },
  { uri: 'file:///a/i%CE%BBem', name: 'iλem' },
  { uri: 'file:///a/iλem', name: 'iλem' },
]);

function run(query: string, options: ConstructorParameters<typeof CatalogMatchJob>[2] = {}) {
  const job = new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query }, { limit: 0, ...options });
  while (!job.step(1));
  return job;
}

describe('FirstPositions', () => {
  it("keeps units only where the suffix's head does not hold them, and a match narrowing from them matches as one made afresh", () => {
    const { ids } = run('i').result();
    const finding = new FirstPositions(store, ids, 'i');
    // One run looks at them all (fewer than a run's 4,096).
    expect(finding.step(0)).toBe(true);
    const { positions, units } = finding.positions!;
    let headed = 0;
    let kept = 0;
    for (const id of ids) {
      const place = positions[id]!;
      const { uriStart, uriLength } = store.locateUri(id);
      const count = units[id * UNITS_STRIDE]!;
      if (place === uriStart && suffixHeadFull(store.suffixHeads[id]!)) {
        headed += 1;
        expect(count, `units of ${id}`).toBe(0);
      } else if (place >= 0) {
        kept += 1;
        const end = uriStart + uriLength;
        expect(count, `units of ${id}`).toBe(Math.min(UNITS_KEPT, end - place));
        expect(Array.from(units.subarray(id * UNITS_STRIDE + 1, id * UNITS_STRIDE + 1 + count))).toEqual(Array.from(store.text.subarray(place, place + count)));
      }
    }
    // The sample's files are named from `i` ("item-….txt"); `ix-it-item`, `i` and `iλem` are not held whole by a head.
    expect(headed).toBeGreaterThan(1_000);
    expect(kept).toBeGreaterThan(2);
    for (const typed of [['it', 'ite', 'item', 'item-', 'item-0004'], ['iλ', 'iλem'], ['ix', 'ix-it']]) {
      let previous = { query: 'i', ids, positions: finding.positions };
      for (const query of typed) {
        const job = run(query, { candidates: previous.ids, candidatesQuery: previous.query, candidatePositions: previous.positions! });
        expect(Array.from(job.result().ids), query).toEqual(Array.from(run(query).result().ids));
        previous = { query, ids: job.result().ids, positions: job.positions() };
      }
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

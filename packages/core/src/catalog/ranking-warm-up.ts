import { DEFAULT_FILTERS } from '../search/filters.js';
import { CatalogMatchJob, type ScoreSums } from './catalog-match-job.js';
import type { CatalogStore } from './catalog-store.js';

/**
 * Resources from which a host warms its ranking up: where the kit matches in the engine by default
 * (`matchInWorkerFrom`, 50,000); below it the palette ranks on the page.
 */
export const WARM_UP_FROM = 50_000;
/** Resources the warm-up ranks: enough turns of the ranking's loop for the engine to optimize it. */
const WARM_UP_RESOURCES = 20_000;
/** A one-letter word (scored without reading the text), a longer one narrowed from it, and a second word. */
const QUERIES = ['e', 'em', 'em t'];

/**
 * Rankings of the first resources of a store that nobody asked for, made once in the worker's slices
 * between requests so that the palette's first query does not run the ranking's code for the first time. The tree's filter
 * checks words and counts (`CatalogMatchJob.runWords`); ranking scores every match and keeps the
 * best, and until the palette's first keystroke nothing runs it. In Node over a million of the
 * bench's resources, the first ranking of "i" took 47–50 ms without this warm-up and 28–36 ms after
 * it (the warm-up itself took 42–50 ms, once).
 *
 * Each query after the first is narrowed from the one before, as typing narrows (from its matches
 * and their score sums). Reads only the first ids and changes nothing; done once every query is
 * ranked, or at once when the store was compacted since it started (its ids then stand for others).
 */
export class RankingWarmUp {
  private readonly candidates: Int32Array;
  private readonly startedIn: number;
  private job: CatalogMatchJob | undefined;
  private ranked = 0;
  private previous: { query: string; ids: Int32Array; sums: ScoreSums | undefined } | undefined;

  constructor(
    private readonly store: CatalogStore,
    private readonly epoch: () => number,
  ) {
    this.candidates = Int32Array.from({ length: Math.min(WARM_UP_RESOURCES, store.size) }, (_, id) => id);
    this.startedIn = epoch();
  }

  /** Ranks for about `budgetMs`; true once done. */
  step(budgetMs: number): boolean {
    if (this.epoch() !== this.startedIn) return true;
    const deadline = performance.now() + budgetMs;
    while (this.ranked < QUERIES.length) {
      const query = QUERIES[this.ranked]!;
      this.job ??= this.jobFor(query);
      if (!this.job.step(Math.max(0, deadline - performance.now()))) return false;
      this.previous = { query, ids: this.job.result().ids.slice(), sums: this.job.sums() };
      this.job = undefined;
      this.ranked += 1;
      if (performance.now() >= deadline) break;
    }
    return this.ranked >= QUERIES.length;
  }

  private jobFor(query: string): CatalogMatchJob {
    const { previous } = this;
    const candidates = previous ? { candidates: previous.ids, candidatesQuery: previous.query, candidateSums: previous.sums } : { candidates: this.candidates };
    return new CatalogMatchJob(this.store, { ...DEFAULT_FILTERS, query }, { limit: 50, now: 0, ...candidates });
  }
}

import { DEFAULT_FILTERS } from '../search/filters.js';
import { prepareQuery } from '../search/match.js';
import { CatalogMatchJob, type ScoreSums } from './catalog-match-job.js';
import type { CatalogStore } from './catalog-store.js';
import { FirstPositions } from './first-positions.js';
import type { WordPositions } from './word-scorer.js';

/**
 * Resources from which a host warms its matching up: where the kit matches in the engine by default
 * (`matchInWorkerFrom`, 50,000); below it the page matches.
 */
export const WARM_UP_FROM = 50_000;
/** Resources the warm-up matches: enough turns of each loop for the engine to optimize it. */
const WARM_UP_RESOURCES = 20_000;
/** A one-letter word (scored without reading the text), a longer one narrowed from it, and a second word. */
const RANKED = ['e', 'em', 'em t'];
/**
 * A one-letter word, then the same word typed on twice: from the first one's positions, then from
 * recorded ones; then a word most names hold only as a subsequence (`WordScorer.keep`'s pass for it).
 */
const FILTERED = ['e', 'em', 'ema', 'et'];

/** One match of the warm-up: a query, ranked or not, and whether it counts facets. */
interface WarmUpMatch {
  query: string;
  limit: number;
  facets: boolean;
}

/** The palette's rankings, then the tree's matches each followed by the filters' count of the same query. */
const MATCHES: readonly WarmUpMatch[] = [
  ...RANKED.map((query) => ({ query, limit: 50, facets: false })),
  ...FILTERED.flatMap((query) => [
    { query, limit: 0, facets: false },
    { query, limit: 0, facets: true },
  ]),
];

/**
 * Matches of the first resources of a store that nobody asked for, made once in the worker's slices
 * between requests, so that neither the palette's nor the filter's first keystrokes run the
 * matching code for the first time. Chromium's engine runs new code in its quicker, less optimized
 * tiers first, and code on a path it has not taken yet is thrown away when it first takes it: in
 * the bench at a million, the filter's first `it` took 28–69 ms of the worker's time over five runs,
 * and 18–30 ms typed again later in the same runs; with the tree's matches warmed up too, the
 * filter's `it` painted in 46 ms instead of 75 (medians of six runs each). In Node over a million of
 * the bench's resources, the first ranking of "i" took 47–50 ms without this warm-up and 28–36 ms
 * after it.
 *
 * Each query is narrowed from the one before, as typing narrows (from its matches, their score
 * sums and where they hold the last word, a one-letter word's found as the host finds them); a
 * count narrows from the match of its query. Reads only the first ids and changes nothing; done
 * once every match is made, or at once when the store was compacted since it started (its ids then
 * stand for others).
 */
export class MatchWarmUp {
  private readonly candidates: Int32Array;
  private readonly startedIn: number;
  private job: CatalogMatchJob | undefined;
  private made = 0;
  private previous: { match: WarmUpMatch; ids: Int32Array; sums: ScoreSums | undefined; positions: WordPositions | undefined } | undefined;

  constructor(
    private readonly store: CatalogStore,
    private readonly epoch: () => number,
  ) {
    this.candidates = Int32Array.from({ length: Math.min(WARM_UP_RESOURCES, store.size) }, (_, id) => id);
    this.startedIn = epoch();
  }

  /** Matches for about `budgetMs`; true once done. */
  step(budgetMs: number): boolean {
    if (this.epoch() !== this.startedIn) return true;
    const deadline = performance.now() + budgetMs;
    while (this.made < MATCHES.length) {
      const match = MATCHES[this.made]!;
      this.job ??= this.jobFor(match);
      if (!this.job.step(Math.max(0, deadline - performance.now()))) return false;
      const ids = this.job.result().ids.slice();
      this.previous = { match, ids, sums: this.job.sums(), positions: this.job.positions() ?? this.firstPositions(match, ids) };
      this.job = undefined;
      this.made += 1;
      if (performance.now() >= deadline) break;
    }
    return this.made >= MATCHES.length;
  }

  /** Where the matches hold a one-letter last word, as the host finds it after answering (`FirstPositions`). */
  private firstPositions({ query, facets }: WarmUpMatch, ids: Int32Array): WordPositions | undefined {
    const words = prepareQuery(query).tokens;
    const word = words[words.length - 1];
    if (facets || word === undefined || word.length !== 1) return undefined;
    const finding = new FirstPositions(this.store, ids, word);
    while (!finding.step(Number.POSITIVE_INFINITY));
    return finding.positions;
  }

  private jobFor(match: WarmUpMatch): CatalogMatchJob {
    const { previous } = this;
    const narrows = previous !== undefined && previous.match.limit === match.limit && match.query.startsWith(previous.match.query);
    const from = narrows ? { candidates: previous.ids, candidatesQuery: previous.match.query, candidateSums: previous.sums, candidatePositions: previous.positions } : { candidates: this.candidates };
    return new CatalogMatchJob(this.store, { ...DEFAULT_FILTERS, query: match.query }, { limit: match.limit, now: 0, facets: match.facets, ...from });
  }
}

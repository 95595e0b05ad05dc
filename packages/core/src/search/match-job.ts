import type { ResourceEntry } from './entry.js';
import { BestOf } from './best-of.js';
import { prepareQuery, scoreEntry } from './match.js';

/** The entries of `source` that match `query`, in source order, with their scores. */
export interface MatchSet<TEntry extends ResourceEntry = ResourceEntry> {
  query: string;
  source: readonly TEntry[];
  entries: TEntry[];
  scores: number[];
  /** The best matches, best first (at most the job's `keepBest`), kept while matching so ranking needs no second pass. */
  top?: TEntry[];
}

/**
 * Matches a query against many entries a slice at a time, so a caller can spread 100,000 entries
 * over several frames and keep typing responsive. When `previous` was the same source and its query
 * is a prefix of this one (the user typed more), only its matches are checked again: a longer query
 * never matches more.
 */
export class MatchJob<TEntry extends ResourceEntry = ResourceEntry> {
  private readonly candidates: readonly TEntry[];
  private readonly prepared;
  private readonly entries: TEntry[] = [];
  private readonly scores: number[] = [];
  private readonly best: BestOf<TEntry>;
  private position = 0;
  private top: TEntry[] | undefined;

  /** `keepBest`: how many of the best matches to keep ranked on the way. @default 200 */
  constructor(
    readonly source: readonly TEntry[],
    readonly query: string,
    previous?: MatchSet<TEntry>,
    { keepBest = 200 }: { keepBest?: number } = {},
  ) {
    this.prepared = prepareQuery(query);
    this.candidates = previous && previous.source === source && query.startsWith(previous.query) ? previous.entries : source;
    this.best = new BestOf(keepBest);
  }

  /** Checks up to `count` more entries; true once every candidate has been checked. */
  step(count: number): boolean {
    const end = Math.min(this.candidates.length, this.position + count);
    for (let index = this.position; index < end; index += 1) {
      const entry = this.candidates[index]!;
      const score = scoreEntry(this.prepared, entry);
      if (score === undefined) continue;
      this.entries.push(entry);
      this.scores.push(score);
      this.best.offer(entry, score);
    }
    this.position = end;
    return this.done;
  }

  get done(): boolean {
    return this.position >= this.candidates.length;
  }

  /** Share of the candidates checked so far, 0–1. */
  get progress(): number {
    return this.candidates.length === 0 ? 1 : this.position / this.candidates.length;
  }

  /** The matches so far; complete once `done`. */
  get result(): MatchSet<TEntry> {
    if (this.done) this.top ??= this.best.sorted();
    return { query: this.query, source: this.source, entries: this.entries, scores: this.scores, ...(this.top && { top: this.top }) };
  }
}

import type { ResourceEntry } from './entry.js';
import { BestOf } from './best-of.js';
import { prepareQuery, scoreFields, type PreparedQuery } from './match.js';
import { preparedAt, preparedListOf, type PreparedList } from './prepared-list.js';

/** The entries of `source` that match `query`, in source order, with their scores. */
export interface MatchSet<TEntry extends ResourceEntry = ResourceEntry> {
  query: string;
  source: readonly TEntry[];
  entries: TEntry[];
  scores: number[];
  /** Where each of `entries` is in `source`. */
  positions: number[];
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
  /** Positions in `source` to check; every position when undefined. */
  private readonly candidates: readonly number[] | undefined;
  private readonly prepared: PreparedQuery;
  private readonly list: PreparedList;
  private readonly entries: TEntry[] = [];
  private readonly scores: number[] = [];
  private readonly positions: number[] = [];
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
    this.list = preparedListOf(source);
    this.candidates = previous && previous.source === source && query.startsWith(previous.query) ? previous.positions : undefined;
    this.best = new BestOf(keepBest);
  }

  private get total(): number {
    return this.candidates ? this.candidates.length : this.source.length;
  }

  /** Checks up to `count` more entries; true once every candidate has been checked. */
  step(count: number): boolean {
    const { candidates, source, list, prepared } = this;
    const { characters } = list;
    const end = Math.min(this.total, this.position + count);
    for (let index = this.position; index < end; index += 1) {
      const at = candidates ? candidates[index]! : index;
      const entryFields = preparedAt(list, source, at);
      if ((prepared.mask & ~characters[at]!) !== 0) continue;
      const score = prepared.tokens.length === 0 ? 0 : scoreFields(prepared, entryFields);
      if (score === undefined) continue;
      const entry = source[at]!;
      this.entries.push(entry);
      this.scores.push(score);
      this.positions.push(at);
      this.best.offer(entry, score, entryFields);
    }
    this.position = end;
    return this.done;
  }

  get done(): boolean {
    return this.position >= this.total;
  }

  /** Share of the candidates checked so far, 0–1. */
  get progress(): number {
    return this.total === 0 ? 1 : this.position / this.total;
  }

  /** The matches so far; complete once `done`. */
  get result(): MatchSet<TEntry> {
    if (this.done) this.top ??= this.best.sorted();
    return {
      query: this.query,
      source: this.source,
      entries: this.entries,
      scores: this.scores,
      positions: this.positions,
      ...(this.top && { top: this.top }),
    };
  }
}

import type { ResourceEntry } from './entry.js';
import { BestOf } from './best-of.js';
import { prepareQuery, scoreFields, type PreparedQuery } from './match.js';
import { preparedAt, preparedListOf, type PreparedList } from './prepared-list.js';

/**
 * The entries of `source` that match `query`, in source order, with their scores. Positions and
 * scores are typed arrays: a query that matches 100,000 entries leaves two arrays behind, not
 * 300,000 boxed values for the garbage collector.
 */
export interface MatchSet<TEntry extends ResourceEntry = ResourceEntry> {
  query: string;
  source: readonly TEntry[];
  /** How many entries matched. */
  count: number;
  /** Where each match is in `source`, in source order (`count` long). */
  positions: Int32Array;
  /** The score of each match, side by side with `positions`. */
  scores: Float64Array;
  /** The matching entries, in source order; listed on first read. */
  readonly entries: readonly TEntry[];
  /** The best matches, best first (at most the job's `keepBest`), kept while matching so ranking needs no second pass. */
  top?: TEntry[];
}

/**
 * Matches a query against many entries a slice at a time, so a caller can spread 100,000 entries
 * over several frames and keep typing responsive. When `previous` was the same source and its query
 * is a prefix of this one (the user typed more), only its matches are checked again: a longer query
 * never matches more; when the two queries have the same words (a space was typed), it is the result.
 */
export class MatchJob<TEntry extends ResourceEntry = ResourceEntry> {
  /** Positions in `source` to check; every position when undefined. */
  private readonly candidates: Int32Array | undefined;
  private readonly prepared: PreparedQuery;
  private readonly list: PreparedList;
  private readonly positions: Int32Array;
  private readonly scores: Float64Array;
  private readonly best: BestOf<TEntry>;
  private count = 0;
  private position = 0;
  private finished: MatchSet<TEntry> | undefined;

  /** `keepBest`: how many of the best matches to keep ranked on the way. @default 200 */
  constructor(
    readonly source: readonly TEntry[],
    readonly query: string,
    previous?: MatchSet<TEntry>,
    { keepBest = 200 }: { keepBest?: number } = {},
  ) {
    this.prepared = prepareQuery(query);
    this.list = preparedListOf(source);
    this.best = new BestOf(keepBest);
    const narrows = previous !== undefined && previous.source === source && query.startsWith(previous.query);
    if (narrows && sameWords(this.prepared, prepareQuery(previous.query)) && (previous.top?.length ?? 0) >= Math.min(keepBest, previous.count)) {
      this.finished = matchSet(query, source, previous.count, previous.positions, previous.scores, previous.top?.slice(0, keepBest));
    }
    this.candidates = narrows ? previous.positions.subarray(0, previous.count) : undefined;
    this.positions = new Int32Array(this.finished ? 0 : this.total);
    this.scores = new Float64Array(this.finished ? 0 : this.total);
  }

  private get total(): number {
    return this.candidates ? this.candidates.length : this.source.length;
  }

  /** Checks up to `count` more entries; true once every candidate has been checked. */
  step(count: number): boolean {
    if (this.finished) return true;
    const { candidates, source, list, prepared, positions, scores, best } = this;
    const { characters } = list;
    const { mask } = prepared;
    const scoring = prepared.tokens.length > 0;
    const end = Math.min(this.total, this.position + count);
    let matched = this.count;
    for (let index = this.position; index < end; index += 1) {
      const at = candidates ? candidates[index]! : index;
      const entryFields = preparedAt(list, source, at);
      if ((mask & ~characters[at]!) !== 0) continue;
      const score = scoring ? scoreFields(prepared, entryFields) : 0;
      if (score === undefined) continue;
      positions[matched] = at;
      scores[matched] = score;
      matched += 1;
      best.offer(source[at]!, score, entryFields);
    }
    this.count = matched;
    this.position = end;
    return this.done;
  }

  get done(): boolean {
    return this.finished !== undefined || this.position >= this.total;
  }

  /** Share of the candidates checked so far, 0–1. */
  get progress(): number {
    return this.done || this.total === 0 ? 1 : this.position / this.total;
  }

  /** The matches so far; complete once `done`. */
  get result(): MatchSet<TEntry> {
    if (this.finished) return this.finished;
    if (!this.done) return matchSet(this.query, this.source, this.count, this.positions, this.scores, undefined);
    this.finished = matchSet(this.query, this.source, this.count, this.positions, this.scores, this.best.sorted());
    return this.finished;
  }
}

function sameWords(a: PreparedQuery, b: PreparedQuery): boolean {
  return a.tokens.length === b.tokens.length && a.tokens.every((token, index) => token === b.tokens[index]);
}

function matchSet<TEntry extends ResourceEntry>(
  query: string,
  source: readonly TEntry[],
  count: number,
  positions: Int32Array,
  scores: Float64Array,
  top: TEntry[] | undefined,
): MatchSet<TEntry> {
  let entries: TEntry[] | undefined;
  return {
    query,
    source,
    count,
    positions: positions.subarray(0, count),
    scores: scores.subarray(0, count),
    get entries() {
      entries ??= Array.from(this.positions, (at) => source[at]!);
      return entries;
    },
    ...(top && { top }),
  };
}

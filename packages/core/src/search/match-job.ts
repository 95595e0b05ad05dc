import type { ResourceEntry } from './entry.js';
import { BestOf } from './best-of.js';
import { prepareQuery, scoreWord, type PreparedQuery } from './match.js';
import { preparedAt, preparedListOf, type PreparedList } from './prepared-list.js';

/**
 * The entries of `source` that match `query`, in source order, with their scores. Positions and
 * scores are typed arrays: a query that matches 100,000 entries leaves a few arrays behind, not
 * 300,000 boxed values for the garbage collector.
 */
export interface MatchSet<TEntry extends ResourceEntry = ResourceEntry> {
  query: string;
  source: readonly TEntry[];
  /** How many entries matched. */
  count: number;
  /** Where each match is in `source`, in source order (`count` long). */
  positions: Int32Array;
  /** The score of each match, side by side with `positions`; worked out on first read. */
  readonly scores: Float64Array;
  /** The matching entries, in source order; listed on first read. */
  readonly entries: readonly TEntry[];
  /**
   * The best matches, best first (at most the job's `keepBest`): ranked when first read, as only a
   * ranking reads them (the palette's, not the tree's filter). `undefined` while the set is partial.
   */
  readonly top?: TEntry[];
}

/**
 * What a later keystroke reuses of a set: per match, the sum of its words' scores (the score is
 * that over the number of words) and the sum without the last word, which the user may still be
 * typing. Sums are taken word by word in order, so going on from one gives the same number to the
 * last bit as starting over.
 */
interface WordSums {
  tokens: readonly string[];
  all: Float64Array;
  head: Float64Array;
}

const wordSumsOf = new WeakMap<MatchSet, WordSums>();

/**
 * Matches a query against many entries a slice at a time, so a caller can spread 100,000 entries
 * over several frames and keep typing responsive. When `previous` was the same source and its query
 * is a prefix of this one (the user typed more), only its matches are checked again, since a longer
 * query never matches more, and only the words that changed are scored; when the two queries have
 * the same words (a space was typed), it is the result.
 */
export class MatchJob<TEntry extends ResourceEntry = ResourceEntry> {
  /** Positions in `source` to check; every position when undefined. */
  private readonly candidates: Int32Array | undefined;
  private readonly prepared: PreparedQuery;
  private readonly list: PreparedList;
  private readonly positions: Int32Array;
  private readonly sums: WordSums;
  /** Per candidate, the sum of the words already scored by `previous`; and how many words that is. */
  private readonly known: Float64Array | undefined;
  private readonly knownWords: number = 0;
  private readonly keepBest: number;
  private count = 0;
  private position = 0;
  private finished: MatchSet<TEntry> | undefined;

  /** `keepBest`: how many of the best matches the set's `top` ranks when first read. @default 200 */
  constructor(
    readonly source: readonly TEntry[],
    readonly query: string,
    previous?: MatchSet<TEntry>,
    { keepBest = 200 }: { keepBest?: number } = {},
  ) {
    this.prepared = prepareQuery(query);
    this.list = preparedListOf(source);
    this.keepBest = keepBest;
    const { tokens } = this.prepared;
    const narrows = previous !== undefined && previous.source === source && query.startsWith(previous.query);
    const before = narrows ? wordSumsOf.get(previous) : undefined;
    if (narrows && before && sameWords(tokens, before.tokens)) {
      this.finished = previous.query === query ? previous : matchSet(query, source, previous.count, previous.positions, before, keepBest);
    }
    this.candidates = narrows ? previous.positions.subarray(0, previous.count) : undefined;
    if (before && !this.finished) {
      const kept = leadingSameWords(tokens, before.tokens);
      if (kept === before.tokens.length) [this.known, this.knownWords] = [before.all, kept];
      else if (kept === before.tokens.length - 1 && kept > 0) [this.known, this.knownWords] = [before.head, kept];
    }
    const size = this.finished ? 0 : this.total;
    this.positions = new Int32Array(size);
    this.sums = { tokens, all: new Float64Array(size), head: new Float64Array(size) };
  }

  private get total(): number {
    return this.candidates ? this.candidates.length : this.source.length;
  }

  /** Checks up to `count` more entries; true once every candidate has been checked. */
  step(count: number): boolean {
    if (this.finished) return true;
    const { candidates, source, list, positions, known, knownWords } = this;
    const { all, head } = this.sums;
    const { characters } = list;
    const { mask, tokens } = this.prepared;
    const words = tokens.length;
    const end = Math.min(this.total, this.position + count);
    let matched = this.count;
    for (let index = this.position; index < end; index += 1) {
      const at = candidates ? candidates[index]! : index;
      const fields = preparedAt(list, source, at);
      if ((mask & ~characters[at]!) !== 0) continue;
      let sum = known ? known[index]! : 0;
      let sumBeforeLast = sum;
      let word = known ? knownWords : 0;
      for (; word < words; word += 1) {
        const score = scoreWord(tokens[word]!, fields);
        if (score === 0) break;
        if (word === words - 1) sumBeforeLast = sum;
        sum += score;
      }
      if (word < words) continue;
      positions[matched] = at;
      all[matched] = sum;
      head[matched] = sumBeforeLast;
      matched += 1;
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
    if (!this.done) return matchSet(this.query, this.source, this.count, this.positions, this.sums, undefined);
    // Copied to their length: arrays sized for every candidate would stay behind with the set.
    const { tokens, all, head } = this.sums;
    const sums = { tokens, all: all.slice(0, this.count), head: head.slice(0, this.count) };
    this.finished = matchSet(this.query, this.source, this.count, this.positions.slice(0, this.count), sums, this.keepBest);
    return this.finished;
  }
}

/**
 * The best `keepBest` matches of `set`, best first, offered in source order with their scores: what
 * keeping them while matching gave, at the cost of one pass over the matches when a ranking first
 * asks. Kept while matching, they cost the tree's filter, which never reads them, a heap offer per
 * match (about 40% of the match of a 10,000-entry catalog in a profile of the bench).
 */
function bestOf<TEntry extends ResourceEntry>(set: MatchSet<TEntry>, keepBest: number): TEntry[] {
  const best = new BestOf<TEntry>(keepBest);
  const list = preparedListOf(set.source);
  const { positions, scores } = set;
  for (let index = 0; index < set.count; index += 1) {
    const at = positions[index]!;
    best.offer(set.source[at]!, scores[index]!, preparedAt(list, set.source, at));
  }
  return best.sorted();
}

function leadingSameWords(a: readonly string[], b: readonly string[]): number {
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
  return same;
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && leadingSameWords(a, b) === a.length;
}

function matchSet<TEntry extends ResourceEntry>(
  query: string,
  source: readonly TEntry[],
  count: number,
  positions: Int32Array,
  sums: WordSums,
  keepBest: number | undefined,
): MatchSet<TEntry> {
  const words = sums.tokens.length;
  const all = sums.all.subarray(0, count);
  let entries: TEntry[] | undefined;
  let scores: Float64Array | undefined;
  let top: TEntry[] | undefined;
  const set: MatchSet<TEntry> = {
    query,
    source,
    count,
    positions: positions.subarray(0, count),
    get scores() {
      scores ??= all.map((sum) => (words === 0 ? 0 : sum / words));
      return scores;
    },
    get entries() {
      entries ??= Array.from(this.positions, (at) => source[at]!);
      return entries;
    },
    get top() {
      if (keepBest !== undefined) top ??= bestOf(this, keepBest);
      return top;
    },
  };
  wordSumsOf.set(set, { tokens: sums.tokens, all, head: sums.head.subarray(0, count) });
  return set;
}

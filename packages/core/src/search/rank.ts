import type { ResourceEntry } from './entry.js';
import { BestOf } from './best-of.js';
import { matchEntry, prepareFields, prepareQuery, scoreFields, type MatchResult } from './match.js';
import { preparedAt, preparedListOf } from './prepared-list.js';
import type { MatchSet } from './match-job.js';

/** One search hit. */
export interface RankedEntry<TEntry extends ResourceEntry = ResourceEntry> {
  entry: TEntry;
  match: MatchResult;
}

export interface RankOptions<TEntry extends ResourceEntry> {
  /** Only entries for which this is true are considered (e.g. the facet filters). */
  filter?: (entry: TEntry) => boolean;
  /** How many hits to return at most. @default 100 */
  limit?: number;
}

export interface RankResult<TEntry extends ResourceEntry> {
  /** The best hits, best first; ties go to the shorter, then alphabetically first label. */
  hits: Array<RankedEntry<TEntry>>;
  /** How many entries matched in all. */
  total: number;
}

/**
 * Ranks `entries` against `query` (see `matchEntry`) and keeps the best `limit` with a bounded
 * heap, so 100,000 entries cost one pass and no full sort; matched ranges are only worked out for
 * the hits kept. An empty query ranks nothing.
 */
export function rankEntries<TEntry extends ResourceEntry>(entries: Iterable<TEntry>, query: string, { filter, limit = 100 }: RankOptions<TEntry> = {}): RankResult<TEntry> {
  const prepared = prepareQuery(query);
  if (prepared.tokens.length === 0 || limit <= 0) return { hits: [], total: 0 };
  const best = new BestOf<TEntry>(limit);
  let total = 0;
  // An array keeps its folded fields for the next query; other iterables fold them every time.
  const list = Array.isArray(entries) ? preparedListOf(entries as readonly TEntry[]) : undefined;
  let at = -1;
  for (const entry of entries) {
    at += 1;
    if (filter && !filter(entry)) continue;
    const fields = list ? preparedAt(list, entries as readonly TEntry[], at) : prepareFields(entry);
    const score = scoreFields(prepared, fields);
    if (score === undefined) continue;
    total += 1;
    best.offer(entry, score, fields);
  }
  return { hits: withRanges(best.sorted(), query), total };
}

/**
 * The best `limit` entries of a `MatchSet` that pass `filter`, best first, with their ranges.
 * Without a filter the set's own best entries (kept while matching) are used: no second pass.
 */
export function rankMatches<TEntry extends ResourceEntry>(set: MatchSet<TEntry>, { filter, limit = 100 }: RankOptions<TEntry> = {}): RankResult<TEntry> {
  if (prepareQuery(set.query).tokens.length === 0 || limit <= 0) return { hits: [], total: 0 };
  if (!filter && set.top && (set.top.length >= limit || set.top.length === set.count)) {
    return { hits: withRanges(set.top.slice(0, limit), set.query), total: set.count };
  }
  const best = new BestOf<TEntry>(limit);
  const { fields } = preparedListOf(set.source);
  let total = 0;
  for (let index = 0; index < set.count; index += 1) {
    const at = set.positions[index]!;
    const entry = set.source[at]!;
    if (filter && !filter(entry)) continue;
    total += 1;
    best.offer(entry, set.scores[index]!, fields[at]);
  }
  return { hits: withRanges(best.sorted(), set.query), total };
}

/** `entries` as hits of `query`, in the same order, each with its matched ranges (for entries ranked elsewhere, as by the catalog engine). */
export function withRanges<TEntry extends ResourceEntry>(entries: readonly TEntry[], query: string): Array<RankedEntry<TEntry>> {
  const prepared = prepareQuery(query);
  return entries.map((entry) => ({ entry, match: matchEntry(prepared, entry) ?? { score: 0, ranges: {} } }));
}


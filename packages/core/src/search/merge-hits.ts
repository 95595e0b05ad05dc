import { isBetter, type RankedLabel } from './best-of.js';
import { prepareFields, prepareQuery, scoreFields } from './match.js';
import type { RankedEntry } from './rank.js';
import { entryLabel, type ResourceEntry } from './entry.js';

interface Compared<TEntry extends ResourceEntry> extends RankedLabel {
  hit: RankedEntry<TEntry>;
}

/**
 * The best `limit` hits of several ranked lists of *different* entries (the catalog engine's
 * listed resources and the page's templates, say), in the order `rankEntries` gives hits over
 * all of them: by score, then shorter label, then label, on the comparison ranking uses, then by
 * `orderOf` (the entry's place in the list `rankEntries` would be given). Each list must already
 * be ranked that way and hold its own best `limit`. Only the hits at hand are scored again (a hit's
 * `match.score` comes from the ranges' matcher, not from ranking).
 */
export function mergeHits<TEntry extends ResourceEntry>(
  query: string,
  lists: ReadonlyArray<ReadonlyArray<RankedEntry<TEntry>>>,
  limit: number,
  orderOf: (entry: TEntry) => number,
): Array<RankedEntry<TEntry>> {
  const filled = lists.filter((list) => list.length > 0);
  if (filled.length === 0 || limit <= 0) return [];
  const prepared = prepareQuery(query);
  const compared: Array<Compared<TEntry>> = [];
  for (const list of filled) {
    for (const hit of list) {
      const fields = prepareFields(hit.entry);
      compared.push({ hit, score: scoreFields(prepared, fields) ?? 0, label: fields.label, labelKey: fields.labelKey, order: orderOf(hit.entry) });
    }
  }
  compared.sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0));
  return compared.slice(0, limit).map(({ hit }) => hit);
}

/** Whether two entries rank as equals for `query` but for their place in the list: the same score and the same label. */
export function tieInRank(query: string, a: ResourceEntry, b: ResourceEntry): boolean {
  if (entryLabel(a) !== entryLabel(b)) return false;
  const prepared = prepareQuery(query);
  return scoreFields(prepared, prepareFields(a)) === scoreFields(prepared, prepareFields(b));
}

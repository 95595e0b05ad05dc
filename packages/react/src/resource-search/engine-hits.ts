import { mergeHits, resourceKey, tieInRank, withRanges, yieldToPage, type RankedEntry, type ResourceEntry, type ResourceItemEntry } from '@mcp-resource-kit/core';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';

export interface EngineHits {
  /** The best hits, best first, in the order `rankEntries` gives over the catalog's entries. */
  hits: RankedEntry[];
  /** The engine id of each hit's resource. */
  ids: number[];
  /** How many listed resources matched (and passed `accept`) in all. */
  total: number;
}

export interface EngineHitsOptions {
  /** Matches with the same key supersede each other in the engine. */
  key: string;
  signal: AbortSignal;
  limit: number;
  /**
   * Only entries passing this count, for a host's filter function (which the engine cannot run) or
   * a server that lists a URI twice (the catalog lists it once). Every match is then looked at on
   * the page, in slices, to count them.
   */
  accept?: (entry: ResourceItemEntry) => boolean;
  /** Where an entry stands in the catalog's entries, given its engine id (see `entryOrder`). */
  orderOf: (entry: ResourceEntry, id: number) => number;
}

/** Time the page may spend counting accepted matches before it yields, in ms. */
const SLICE_MS = 8;

/**
 * The best `limit` listed resources matching `query`, ranked by the catalog's engine in its worker
 * (as `rankEntries` ranks them), as the catalog's entries with their matched ranges. Only the ids
 * of the results shown (and one more) are turned into entries on the page.
 *
 * The engine breaks complete ties (the same label and score: README.md on two servers) by id, which
 * is the order pages reached it; the catalog lists server by server. The hits are put in the
 * catalog's order, and while the one after the last shown still ties with it, the engine ranks
 * further, so that the ones shown are those `rankEntries` would keep.
 *
 * Rejects with an `AbortError` once `signal` aborts or a newer match of the same `key` supersedes it.
 */
export async function engineHits(catalog: ResourceCatalog, query: string, { key, signal, limit, accept, orderOf }: EngineHitsOptions): Promise<EngineHits> {
  const { engine } = catalog.engine;
  if (!engine) throw new Error('[@mcp-resource-kit/react] The resource catalog has no engine yet, so the palette matches on the page.');
  const entryOf = (id: number): ResourceItemEntry | undefined => {
    const listed = catalog.engine.resourceOf(id);
    if (!listed) return undefined;
    const entry = catalog.model.resourceByKey(resourceKey(listed.serverId, listed.resource.uri));
    // Another resource of the same URI (listed twice) or one the catalog does not show yet.
    return entry?.origin === 'list' && entry.resource === listed.resource ? entry : undefined;
  };
  let want = limit + 1;
  let total: number | undefined;
  for (;;) {
    const epoch = catalog.engine.epoch();
    // The ids of every match only to count, once, those a host's filter accepts: at a million they are 4 MB a keystroke.
    const match = await engine.match(query, {}, { key, signal, limit: want, ids: accept !== undefined && total === undefined });
    if (match.epoch !== epoch || catalog.engine.epoch() !== epoch) throw staleIds();
    if (accept && total === undefined) total = await countAccepted(match.ids, entryOf, accept, signal);
    const idOf = new Map<ResourceEntry, number>();
    for (const id of match.ranked) {
      const entry = entryOf(id);
      if (entry && (!accept || accept(entry))) idOf.set(entry, id);
    }
    const hits = mergeHits(query, [withRanges([...idOf.keys()], query)], limit, (entry) => orderOf(entry, idOf.get(entry)!));
    const rankedAll = match.ranked.length >= match.total;
    const last = match.ranked.length > 0 ? catalog.engine.resourceOf(match.ranked[match.ranked.length - 1]!) : undefined;
    const worstKept: ResourceItemEntry | undefined = last && { kind: 'resource', serverId: last.serverId, resource: last.resource, origin: 'list' };
    // Enough hits, and none left out could rank with the last of them.
    const settled = hits.length === limit && worstKept !== undefined && !tieInRank(query, hits[limit - 1]!.entry, worstKept);
    if (rankedAll || settled) return { hits, ids: hits.map((hit) => idOf.get(hit.entry)!), total: total ?? match.total };
    want *= hits.length < limit ? 4 : 2;
  }
}

async function countAccepted(ids: Int32Array, entryOf: (id: number) => ResourceItemEntry | undefined, accept: (entry: ResourceItemEntry) => boolean, signal: AbortSignal): Promise<number> {
  let count = 0;
  let deadline = performance.now() + SLICE_MS;
  for (let index = 0; index < ids.length; index += 1) {
    const entry = entryOf(ids[index]!);
    if (entry && accept(entry)) count += 1;
    if (index % 256 === 255 && performance.now() > deadline) {
      await new Promise<void>((resolve) => yieldToPage(resolve));
      signal.throwIfAborted();
      deadline = performance.now() + SLICE_MS;
    }
  }
  return count;
}

function staleIds(): Error {
  // Not shown to anyone: the catalog's next version matches again.
  return new DOMException('The catalog was compacted while matching: its ids were renumbered, and the next version matches again.', 'AbortError');
}

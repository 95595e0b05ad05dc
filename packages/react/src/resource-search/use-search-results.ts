'use client';

import { mergeHits, prepareQuery, rankMatches, type RankedEntry, type ResourceEntry, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { useMemo, useRef } from 'react';
import { matchesInEngine } from '../catalog/engine-match-threshold.js';
import { useEntryMatches } from '../catalog/use-entry-matches.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useEngineAnswer } from '../catalog/use-engine-answer.js';
import { useEngineRequest } from '../catalog/use-engine-request.js';
import { engineHits } from './engine-hits.js';

export interface SearchResults {
  /** The best hits, best first: the current query's, or the last finished ones while it is `pending`. */
  hits: RankedEntry[];
  /** How many entries matched in all. */
  total: number;
  /** True when the query has words to match. */
  active: boolean;
  /** True while the hits for the current query are still being worked out. */
  pending: boolean;
  /** True while the hits shown answer an earlier query (the current one's are on their way). */
  stale: boolean;
}

/** The engine's hits for one query, and what they were asked with. */
interface EngineResult {
  query: string;
  version: number;
  limit: number;
  hits: RankedEntry[];
  ids: number[];
  total: number;
  /** The run of typing it belongs to: hits from before the query was last emptied are not shown. */
  run: number;
}

const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);
const NO_HITS = { hits: [] as RankedEntry[], total: 0 };

/**
 * The palette's ranked hits for `query`. The listed resources are ranked by the catalog's engine in
 * its worker, which hands back the ids of the best `limit` only; a newer query aborts the one
 * before it there, and hits of a query that was superseded never show. Templates and resources
 * seen only in a directory's contents (which the engine does not hold) are matched on the page, and
 * both are merged as `rankEntries` would rank them together. Until the engine has loaded, and
 * below the catalog's `matchInWorkerFrom`, the page matches everything, as before.
 *
 * A host's `filter` function cannot run in the worker: with one, every match the engine finds is
 * checked on the page (in slices) to count them, and ranking goes down the engine's order until
 * `limit` pass.
 */
export function useSearchResults(catalog: ResourceCatalog, query: string, limit: number, filter: ((entry: ResourceEntry) => boolean) | undefined): SearchResults {
  const active = prepareQuery(query).tokens.length > 0;
  const { version: engineVersion, behind } = catalog.engine;
  const engine = matchesInEngine(catalog.engine) ? catalog.engine.engine : undefined;
  const onPage = !active ? NO_ENTRIES : engine ? catalog.model.unlistedEntries() : catalog.entries;
  const pageMatches = useEntryMatches(onPage, query);
  const pageHits = useMemo(() => (pageMatches.set ? rankMatches(pageMatches.set, { limit, ...(filter && { filter }) }) : undefined), [pageMatches.set, limit, filter]);

  // A server listing a URI twice: the engine holds both, the catalog shows the first.
  const listed = catalog.servers.reduce((sum, server) => sum + server.resources.count, 0);
  const listedTwice = engine !== undefined && active && listed !== catalog.model.entryCount - onPage.length;
  const version = catalog.version + engineVersion;
  const { key, result, setResult, currentRun } = useEngineAnswer<EngineResult>(active);

  // Ranked from the render that makes the request (see useEngineRequest): the worker starts while
  // React still renders and commits the keystroke.
  const accept = filter || listedTwice ? (filter ?? acceptAll) : undefined;
  useEngineRequest(
    engine !== undefined && active,
    [engine, version, query, key, limit, accept, currentRun],
    (signal) => engineHits(catalog, query, { key, signal, limit, orderOf: catalogOrder(catalog, NO_ENTRIES).listed, ...(accept && { accept: accept as (entry: ResourceItemEntry) => boolean }) }),
    (answer, signal) =>
      answer.then(
        ({ hits, ids, total }) => {
          if (signal.aborted) return;
          const next = { query, version, limit, hits, ids, total, run: currentRun };
          // The same hits again (a host's filter made anew at every render) keep the state, so nothing renders again.
          setResult((previous) => (previous && sameResult(previous, next) ? previous : next));
        },
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          console.error(`[@mcp-resource-kit/react] The resource catalog's engine could not rank "${query}", so the palette shows no resources for it.`, error);
        },
      ),
  );

  const shown = result?.run === currentRun ? result : undefined;
  // Merged only when both halves answer the same query; until then the last merged hits stay.
  const pageQuery = pageMatches.set?.query;
  const merged = useMemo(
    () =>
      shown && pageHits && pageQuery === shown.query
        ? { hits: mergeHits(shown.query, [shown.hits, pageHits.hits], limit, catalogOrder(catalog, onPage).merged(shown)), total: shown.total + pageHits.total, query: shown.query }
        : undefined,
    [shown, pageHits, pageQuery, limit], // eslint-disable-line react-hooks/exhaustive-deps -- the order reads the catalog as the hits were made
  );
  // What was shown last stays while the current query is worked out, also when the engine takes over from the page.
  const pageShown = pageHits && pageMatches.set && { hits: pageHits.hits, total: pageHits.total, query: pageMatches.set.query };
  const showing = (engine ? merged : pageShown) ?? undefined;
  const lastShown = useRef<typeof showing>(undefined);
  if (showing) lastShown.current = showing;
  if (!active) lastShown.current = undefined;
  if (!active) return { ...NO_HITS, active, pending: false, stale: false };
  const shownNow = showing ?? lastShown.current;
  const answer = { hits: shownNow?.hits ?? NO_HITS.hits, total: shownNow?.total ?? 0, active, stale: shownNow?.query !== query };
  if (!engine) return { ...answer, pending: pageMatches.pending };
  const current = merged !== undefined && shown!.query === query && shown!.version === version && shown!.limit === limit;
  return { ...answer, pending: !current || behind || pageMatches.pending };
}

/** Room for a server's listed resources (engine ids, in its listing order), then for its other entries. */
const SERVER_SPAN = 2 ** 40;
const OTHERS_FROM = 2 ** 33;

/**
 * Where entries stand in the catalog's entries (server by server: its listed resources, then its
 * templates and directory contents): the order `rankEntries` breaks complete ties by. A listed
 * resource is placed by its engine id, since the ids of one server follow its listing order.
 */
function catalogOrder(catalog: ResourceCatalog, others: readonly ResourceEntry[]) {
  const serverOrder = new Map(catalog.servers.map((server, index) => [server.id, index]));
  const otherPlace = new Map(others.map((entry, index) => [entry, index]));
  const serverOf = (entry: ResourceEntry) => (serverOrder.get(entry.serverId) ?? 0) * SERVER_SPAN;
  return {
    listed: (entry: ResourceEntry, id: number) => serverOf(entry) + id,
    merged: (engine: { hits: RankedEntry[]; ids: number[] }) => {
      const idOf = new Map(engine.hits.map((hit, index) => [hit.entry, engine.ids[index]!]));
      return (entry: ResourceEntry) => serverOf(entry) + (idOf.get(entry) ?? OTHERS_FROM + (otherPlace.get(entry) ?? 0));
    },
  };
}

function sameResult(a: EngineResult, b: EngineResult): boolean {
  return (
    a.run === b.run &&
    a.query === b.query &&
    a.version === b.version &&
    a.limit === b.limit &&
    a.total === b.total &&
    a.hits.length === b.hits.length &&
    a.hits.every((hit, index) => hit.entry === b.hits[index]!.entry)
  );
}

function acceptAll(): boolean {
  return true;
}

'use client';

import { countFacets, prepareQuery, serializeFilters, type FacetCounts, type ResourceEntry, type ResourceFilterValue } from '@mcp-resource-kit/core';
import type { CatalogFilters } from '@mcp-resource-kit/core/catalog';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { catalogNodeIndexes } from './catalog-node-indexes.js';
import { matchesInEngine } from './engine-match-threshold.js';
import { useThrottledValue } from '../internal/use-throttled-value.js';
import { matchMembers, useEntryMatches } from './use-entry-matches.js';
import type { ResourceCatalog } from './use-resource-catalog.js';

/** The engine's counts for one request. */
interface EngineCounts {
  request: string;
  version: number;
  counts: FacetCounts;
}

const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);

/**
 * Without a query, a catalog large enough for the engine is counted again at most this often while
 * it changes: every half second, and past 250,000 entries a millisecond per 500 of them (two seconds
 * at a million). The engine counts it in its worker, a pass over every resource it holds (about
 * 15 ms at a million), and the counts of a listing a second behind are close enough while it lasts.
 */
export function recountIntervalMs(entries: number): number {
  return Math.max(500, entries / 500);
}

/**
 * How many entries each facet value of `value` would show (see `countFacets`); `undefined` while
 * they are still being computed. Over a catalog large enough for the engine (`matchInWorkerFrom`),
 * the listed resources are counted by the engine in its worker and only the few entries it does not
 * hold on the page: templates and directory contents, which are added, and a URI listed again, which
 * the engine counts and the catalog's entries do not, so it is taken away. Without a query such a
 * catalog is counted again at most every half second or so while it changes (`recountIntervalMs`),
 * and the last counts stay meanwhile. A smaller catalog is counted on the page, matching the query as
 * the tree does.
 */
export function useCatalogFacetCounts(catalog: ResourceCatalog | undefined, given: ResourceFilterValue): FacetCounts | undefined {
  // Counted a render after the value changes: the tree's match of a keystroke reaches the engine
  // first, and the count of the same query then reads its matches instead of the whole catalog.
  const deferredQuery = useDeferredValue(given.query);
  const value = useMemo(() => (given.query === deferredQuery ? given : { ...given, query: deferredQuery }), [given, deferredQuery]);
  const queryActive = prepareQuery(value.query).tokens.length > 0;
  const inEngine = catalog !== undefined && matchesInEngine(catalog.engine);
  const { engine, version, behind } = catalog?.engine ?? { engine: undefined, version: 0, behind: false };
  const filterKey = serializeFilters(value).toString();
  // "Now" for spans like `7d`, fixed per filter value, as the tree fixes it.
  const now = useMemo(() => Date.now(), [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps -- filterKey stands for value
  const request = `${filterKey}\u0000${now}`;

  const onPage = catalog === undefined ? NO_ENTRIES : inEngine ? catalog.model.unlistedEntries() : queryActive ? catalog.entries : NO_ENTRIES;
  const pageMatches = useEntryMatches(queryActive ? onPage : NO_ENTRIES, value.query);
  const pageSet = pageMatches.set;
  // Counts of the page without a query need no matching: every entry passes it.
  const pageCounted = !queryActive || (pageSet !== undefined && !pageMatches.pending);

  const throttled = inEngine && !queryActive;
  const interval = recountIntervalMs(catalog?.model.entryCount ?? 0);
  const countedEngineVersion = useThrottledValue(version, interval, throttled);

  const key = useId();
  const [engineCounts, setEngineCounts] = useState<EngineCounts | undefined>(undefined);
  useEffect(() => {
    if (!inEngine || !engine) return;
    const controller = new AbortController();
    const constraints: CatalogFilters = { servers: value.servers, kinds: value.kinds, mimeFamilies: value.mimeFamilies, audiences: value.audiences, minPriority: value.minPriority, modifiedSince: value.modifiedSince };
    engine.facetCounts(value.query, constraints, { key, signal: controller.signal, now, limit: 0 }).then(
      (counts) => {
        if (!controller.signal.aborted) setEngineCounts({ request, version: countedEngineVersion, counts });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error(`[@mcp-resource-kit/react] The resource catalog's engine could not count the facets for "${value.query}" (the error follows), so the filters show no counts. Change the filter to count again; if it keeps failing, report the error.`, error);
      },
    );
    return () => controller.abort();
  }, [inEngine, engine, countedEngineVersion, request, key]); // eslint-disable-line react-hooks/exhaustive-deps -- request stands for value and now

  // With a query, the counts of this version only; without one, those of the last count of this value.
  const fromEngine = engineCounts?.request === request && (throttled || engineCounts.version === version) ? engineCounts.counts : undefined;
  const countedVersion = useThrottledValue(catalog?.version ?? 0, interval, throttled);
  return useMemo(() => {
    if (!catalog) return undefined;
    if (!inEngine && !queryActive) return countFacets(catalog.entries, value, { now });
    if (!pageCounted) return undefined;
    const onPageCounts = countFacets(onPage, value, { now, ...(queryActive && { queryMatches: matchMembers(pageSet!) }) });
    if (!inEngine) return onPageCounts;
    if (!fromEngine || (behind && !throttled)) return undefined;
    const indexes = catalogNodeIndexes(catalog.model, catalog.engine);
    const repeated = (indexes?.withoutNode(catalog.engine.size()) ?? []).map(({ serverId, resource }): ResourceEntry => ({ kind: 'resource', serverId, resource, origin: 'list' }));
    const counts = addCounts(fromEngine, onPageCounts, 1);
    return repeated.length === 0 ? counts : addCounts(counts, countFacets(repeated, value, { now }), -1);
  }, [catalog?.model, throttled ? countedVersion : catalog?.version, request, queryActive, inEngine, onPage, pageSet, pageCounted, fromEngine, behind]); // eslint-disable-line react-hooks/exhaustive-deps -- request stands for value and now
}

/** `a` plus `sign` times `b`, value by value. */
function addCounts(a: FacetCounts, b: FacetCounts, sign: 1 | -1): FacetCounts {
  const servers = { ...a.servers };
  for (const [serverId, count] of Object.entries(b.servers)) {
    const sum = (servers[serverId] ?? 0) + sign * count;
    if (sum === 0) delete servers[serverId];
    else servers[serverId] = sum;
  }
  const add = <K extends string>(left: Record<K, number>, right: Record<K, number>) => {
    const result = { ...left };
    for (const name of Object.keys(right) as K[]) result[name] = (left[name] ?? 0) + sign * right[name];
    return result;
  };
  return { servers, kinds: add(a.kinds, b.kinds), mimeFamilies: add(a.mimeFamilies, b.mimeFamilies), audiences: add(a.audiences, b.audiences), total: a.total + sign * b.total };
}

'use client';

import { countFacets, prepareQuery, serializeFilters, type FacetCounts, type MatchSet, type NumberedResource, type ResourceEntry, type ResourceFilterValue, type ResourceNodeIndexes } from '@mcp-resource-kit/core';
import type { CatalogFilters } from '@mcp-resource-kit/core/catalog';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { catalogNodeIndexes } from './catalog-node-indexes.js';
import { facetsInEngine, matchesInEngine } from './engine-match-threshold.js';
import { useThrottledValue } from '../internal/use-throttled-value.js';
import { whenIdle } from '../internal/when-idle.js';
import { useEntryMatches } from './use-entry-matches.js';
import type { ResourceCatalog } from './use-resource-catalog.js';

/** The engine's counts for one request. */
interface EngineCounts {
  request: string;
  version: number;
  counts: FacetCounts;
}

/** The counts made last, kept to stand while the next ones for the same request are made (see `useCatalogFacetCounts`). */
interface StandingCounts {
  request: string;
  /** What they were made of: the engine's counts (`undefined` for the page's alone), the page's own entries and their matches. */
  from: FacetCounts | undefined;
  onPage: readonly ResourceEntry[];
  pageSet: MatchSet | undefined;
  counts: FacetCounts;
}

/** Counts as a render finds them, and the look-ups left to make them anew. */
interface CountsNow {
  counts: FacetCounts | undefined;
  lookUpsLeft?: { indexes: ResourceNodeIndexes; size: number };
}

const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);
/** Time a render may spend finding the URIs listed twice among the engine's new ids, in ms; the rest is found in idle time. */
const RENDER_LOOK_UP_MS = 4;

/**
 * Without a query, a catalog large enough for the engine is counted again at most this often while
 * it changes: every half second, and past 250,000 entries a millisecond per 500 of them (two seconds
 * at a million). Counted on the page, it read the catalog's entries, which the model makes anew at
 * each version, a copy of all listed so far: at a million one copy took 36 ms in a trace (with the
 * counting, a task over 50 ms). From `facetsInWorkerFrom` the engine counts them instead, asked as
 * seldom: its count of a million facets a few times a second would compete with the listing it
 * takes pages from. (Counted in the engine while the tree took facets on the page, a facet click
 * painted later, 100k: p95 23 → 45 ms; from that threshold the tree's facets go to the engine too.)
 */
export function recountIntervalMs(entries: number): number {
  return Math.max(500, entries / 500);
}

/**
 * How many entries each facet value of `value` would show (see `countFacets`); `undefined` while
 * they are still being computed. With a query over a catalog large enough for the engine
 * (`matchInWorkerFrom`), and without one from `facetsInWorkerFrom` on, the listed resources are
 * counted by the engine in its worker and only the few entries it does not hold on the page:
 * templates and directory contents, which are added, and a URI listed again, which the engine
 * counts and the catalog's entries do not, so it is taken away. Otherwise the page counts every
 * entry, matching the query as the tree does. Without a query, a catalog past `matchInWorkerFrom`
 * is counted again at most every half second or so while it changes (`recountIntervalMs`).
 *
 * Counted in the engine without a query, the page never copies the catalog's entries
 * (`model.entries()`, a list of every entry at each version) nor groups them by facet, which at a
 * million took a task of 36 ms or more each time it counted and, with the tree's look-ups of the
 * groups' nodes, kept 27 B per resource.
 */
export function useCatalogFacetCounts(catalog: ResourceCatalog | undefined, given: ResourceFilterValue): FacetCounts | undefined {
  // Counted a render after the value changes: the tree's match of a keystroke reaches the engine
  // first, and the count of the same query then reads its matches instead of the whole catalog.
  const deferredQuery = useDeferredValue(given.query);
  const value = useMemo(() => (given.query === deferredQuery ? given : { ...given, query: deferredQuery }), [given, deferredQuery]);
  const queryActive = prepareQuery(value.query).tokens.length > 0;
  const inEngine = catalog !== undefined && matchesInEngine(catalog.engine);
  // Whether the engine counts these filters: with a query from `matchInWorkerFrom` on, without one from `facetsInWorkerFrom`.
  const counting = catalog !== undefined && (queryActive ? inEngine : facetsInEngine(catalog.engine));
  const { engine, version, behind } = catalog?.engine ?? { engine: undefined, version: 0, behind: false };
  const filterKey = serializeFilters(value).toString();
  // "Now" for spans like `7d`, fixed per filter value, as the tree fixes it.
  const now = useMemo(() => Date.now(), [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps -- filterKey stands for value
  const request = `${filterKey}\u0000${now}`;

  const onPage = !catalog ? NO_ENTRIES : counting ? catalog.model.unlistedEntries() : queryActive ? catalog.entries : NO_ENTRIES;
  const pageMatches = useEntryMatches(onPage, value.query);
  const pageSet = pageMatches.set;

  const throttled = inEngine && !queryActive;
  const interval = recountIntervalMs(catalog?.model.entryCountBound ?? 0);
  const countedVersion = useThrottledValue(catalog?.version ?? 0, interval, throttled);
  // The engine's version changes with every page it takes: without a query, a count asked of it as seldom.
  const countedEngineVersion = useThrottledValue(version, interval, throttled);
  const askedVersion = throttled ? countedEngineVersion : version;

  const key = useId();
  const [engineCounts, setEngineCounts] = useState<EngineCounts | undefined>(undefined);
  useEffect(() => {
    if (!counting || !engine) return;
    const controller = new AbortController();
    const constraints: CatalogFilters = { servers: value.servers, kinds: value.kinds, mimeFamilies: value.mimeFamilies, audiences: value.audiences, minPriority: value.minPriority, modifiedSince: value.modifiedSince };
    engine.facetCounts(value.query, constraints, { key, signal: controller.signal, now, limit: 0 }).then(
      (counts) => {
        if (!controller.signal.aborted) setEngineCounts({ request, version, counts });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error(`[@mcp-resource-kit/react] The resource catalog's engine could not count the facets for "${value.query}" (the error follows), so the filters show no counts. Change the filter to count again; if it keeps failing, report the error.`, error);
      },
    );
    return () => controller.abort();
  }, [counting, engine, askedVersion, request, key]); // eslint-disable-line react-hooks/exhaustive-deps -- request stands for value and now

  // Without a query, counts of an earlier version stand until the next count: a listing's throttle.
  const fromEngine = engineCounts?.request === request && (throttled || engineCounts.version === version) ? engineCounts.counts : undefined;

  // The counts last made for the same request (filters and query) stand while the next ones are
  // made: the engine lags the catalog for a moment at each page it takes, counts again after it,
  // and the look-ups that find the URIs listed twice among its new ids go on in idle time. Made
  // again at every listed page, the counts went blank at each (with a query, for the whole listing),
  // and the render looked up that page's ids (1 to 16 ms a page at a million in a sampled trace).
  const standing = useRef<StandingCounts | undefined>(undefined);
  const [lookUpsDone, setLookUpsDone] = useState(0);
  const lastCounts = (): CountsNow => ({ counts: standing.current?.request === request ? standing.current.counts : undefined });
  const keep = (counts: FacetCounts, from: FacetCounts | undefined, pageSet: MatchSet | undefined): CountsNow => {
    standing.current = { request, from, onPage, pageSet, counts };
    return { counts };
  };
  /** `engineCounts` with `pageCounts` added and the URIs listed twice taken away, or the last counts while their look-ups go on. */
  const withEngine = (engineCounts: FacetCounts, pageCounts: FacetCounts, pageSet: MatchSet | undefined): CountsNow => {
    const last = standing.current;
    if (last?.request === request && last.from === engineCounts && last.onPage === onPage && last.pageSet === pageSet) return { counts: last.counts };
    const indexes = catalogNodeIndexes(catalog!.model, catalog!.engine);
    const size = catalog!.engine.size();
    const repeated = indexes ? indexes.withoutNodeWithin(size, RENDER_LOOK_UP_MS) : [];
    if (!repeated) return { ...lastCounts(), lookUpsLeft: { indexes: indexes!, size } };
    const entries = repeated.map(({ serverId, resource }: NumberedResource): ResourceEntry => ({ kind: 'resource', serverId, resource, origin: 'list' }));
    return keep(withPage(engineCounts, pageCounts, entries, value, now), engineCounts, pageSet);
  };

  // Without a query: on the page, every entry at each version, as seldom as the throttle lets past
  // `matchInWorkerFrom`; in the engine, at each of its answers, asked as seldom.
  const withoutQuery = useMemo(
    (): CountsNow => {
      if (!catalog || queryActive) return { counts: undefined };
      if (!counting) return keep(countFacets(catalog.entries, value, { now }), undefined, undefined);
      if (!fromEngine || behind) return lastCounts();
      return withEngine(fromEngine, countFacets(onPage, value, { now }), undefined);
    },
    [catalog?.model, throttled ? countedVersion : catalog?.version, request, queryActive, counting, fromEngine, behind, lookUpsDone], // eslint-disable-line react-hooks/exhaustive-deps -- request stands for value and now
  );
  const withQuery = useMemo((): CountsNow => {
    if (!catalog || !queryActive) return { counts: undefined };
    if (!pageSet || pageMatches.pending) return lastCounts();
    const onPageCounts = countFacets(onPage, value, { now, queryMatchSet: pageSet });
    if (!inEngine) return keep(onPageCounts, undefined, pageSet);
    if (!fromEngine || behind) return lastCounts();
    return withEngine(fromEngine, onPageCounts, pageSet);
  }, [catalog?.model, catalog?.version, request, queryActive, inEngine, onPage, pageSet, pageMatches.pending, fromEngine, behind, lookUpsDone]); // eslint-disable-line react-hooks/exhaustive-deps -- request stands for value and now
  const shown = queryActive ? withQuery : withoutQuery;

  const lookUpsLeft = shown.lookUpsLeft;
  useEffect(() => {
    if (!lookUpsLeft) return;
    return whenIdle((budgetMs) => {
      if (!lookUpsLeft.indexes.prepare(lookUpsLeft.size, budgetMs)) return false;
      setLookUpsDone((done) => done + 1);
      return true;
    });
  }, [lookUpsLeft]);
  return shown.counts;
}

/**
 * The engine's counts with the page's own entries' counts added, and the `repeated` entries (a URI
 * listed twice, which the engine counts and the catalog's entries do not) taken away.
 */
function withPage(engineCounts: FacetCounts, onPageCounts: FacetCounts, repeated: readonly ResourceEntry[], value: ResourceFilterValue, now: number): FacetCounts {
  const counts = addCounts(engineCounts, onPageCounts, 1);
  return repeated.length === 0 ? counts : addCounts(counts, countFacets(repeated, value, { now }), -1);
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

'use client';

import {
  DEFAULT_FILTERS,
  ResourceTreeView,
  filterEntries,
  hasActiveFilters,
  prepareFacets,
  prepareQuery,
  serializeFilters,
  type ResourceEntry,
  type ResourceFilterValue,
} from '@mcp-resource-kit/core';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { facetsInEngine, matchesInEngine } from '../catalog/engine-match-threshold.js';
import { recountIntervalMs } from '../catalog/use-catalog-facet-counts.js';
import { useCatalogNodeMatches } from '../catalog/use-catalog-node-matches.js';
import { MATCH_IN_RENDER_UP_TO, useEntryMatches } from '../catalog/use-entry-matches.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useThrottledValue } from '../internal/use-throttled-value.js';
import { whenIdle } from '../internal/when-idle.js';
import type { Formatters } from '../messages/use-formatters.js';

/** The catalog as the filters show it. */
export interface TreeView {
  /** The filters in effect: the given ones, with the query deferred while it is matched. */
  filters: ResourceFilterValue;
  /** `filters` as a string: the same while the filters are the same, whatever object carries them. */
  filterKey: string;
  /** `filterKey` without the query: the same while only the query changes. */
  constraintKey: string;
  /** True while any filter narrows or reorders the tree. */
  active: boolean;
  view: ResourceTreeView;
  /**
   * The query the rows of `view` are the matches of, which they highlight: `filters.query` once
   * they answer it; while the engine computes a new one's matches, the query before, so that rows
   * and highlights change together, once, when the answer comes.
   */
  matchedQuery: string;
  /** True while the rows shown do not answer the query typed yet: its matches are being computed, or it waits for its deferred render. */
  pending: boolean;
}

const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);
const NO_NODES = new Int32Array(0);

/** The core view of `catalog` under `given` filters, prepared in idle time for the next facet click. */
export function useTreeView(catalog: ResourceCatalog, given: ResourceFilterValue | undefined, formatters: Formatters, compactFolders = true): TreeView {
  // On the page a new query is matched against every entry, so past `MATCH_IN_RENDER_UP_TO` the tree
  // follows it as a transition that never holds up typing in a filter field. Up to it, the match is
  // made whole in the render (`useEntryMatches`), and the rows are painted with the typed character:
  // deferred, at 10,000 resources in the bench's scale scenario, every keystroke painted its rows a
  // frame after it (median 29 ms, against 14 ms for ten plain rows). In the engine the render only
  // posts it: it goes at once. The other constraints take whole facet groups on the page, a few
  // milliseconds for 100,000 entries: the tree shows them in the render that sets them.
  const current = given ?? DEFAULT_FILTERS;
  const inEngine = matchesInEngine(catalog.engine);
  const deferQuery = !inEngine && catalog.model.entryCountBound > MATCH_IN_RENDER_UP_TO;
  const deferredQuery = useDeferredValue(deferQuery ? current.query : '');
  const filters = useMemo(() => (!deferQuery || current.query === deferredQuery ? current : { ...current, query: deferredQuery }), [current, deferredQuery, deferQuery]);

  const filterKey = useMemo(() => serializeFilters(filters).toString(), [filters]);
  const active = hasActiveFilters(filters);
  // The query's words are matched on the page or in the engine; the view depends only on which
  // entries matched, so a keystroke whose matches are still coming keeps the view it has instead of
  // building it again.
  const constraintKey = useMemo(() => serializeFilters({ ...filters, query: '' }).toString(), [filters]);
  const queryActive = prepareQuery(filters.query).tokens.length > 0;
  // Facets alone are matched in the engine too from `facetsInWorkerFrom` on: on the page they take
  // whole facet groups, whose nodes are looked up in idle time, and at a million resources a facet
  // clicked before that was done looked up the rest in the click (hundreds of milliseconds).
  const facetsMatchInEngine = facetsInEngine(catalog.engine);
  const inEngineView = inEngine && (queryActive || (facetsMatchInEngine && hasActiveFilters({ ...filters, query: '' })));
  const now = useMemo(() => Date.now(), [constraintKey]); // eslint-disable-line react-hooks/exhaustive-deps -- "now" is fixed per value of the other filters
  // In the engine, the query and the other constraints are matched together and come back as the
  // nodes to show; on the page, the query's matches go through `filterEntries` with the rest.
  const engineMatches = useCatalogNodeMatches(catalog, filters, now, inEngine);
  const pageMatches = useEntryMatches(queryActive && !inEngine ? catalog.entries : NO_ENTRIES, filters.query);
  // In the engine the page matches nothing (its set for no entries is new at every query): the view
  // then waits for the engine's answer instead of being made again from the last one at each keystroke.
  const pageSet = inEngine ? undefined : pageMatches.set;
  const shown = useRef<{ view: ResourceTreeView; matchedQuery: string; version: number } | undefined>(undefined);
  const view = useMemo(() => {
    if (!active) return new ResourceTreeView(catalog.model, { sort: filters.sort, compactFolders });
    if (inEngineView) {
      const { matches } = engineMatches;
      // Until the engine's first answer the rows shown stay, pending, as they stay between two answers:
      // emptying the tree for a moment cost the first keystroke every row's removal and return.
      if (!matches && shown.current?.view.model === catalog.model && shown.current.version === catalog.version) return shown.current.view;
      return new ResourceTreeView(catalog.model, { ...(matches ? { matchIds: matches } : { matchNodes: NO_NODES }), previous: shown.current?.view, sort: filters.sort, compactFolders });
    }
    // The catalog's entries come grouped by facet values: a MIME family or server facet keeps whole groups.
    // The first query's matches are still coming: nothing passes yet, which needs no check of every entry.
    if (queryActive && !pageSet) return new ResourceTreeView(catalog.model, { matches: [], sort: filters.sort, compactFolders });
    const { groups } = filterEntries(catalog.entries, filters, { now, ...(queryActive && pageSet && { queryMatchSet: pageSet }) });
    return new ResourceTreeView(catalog.model, { matches: groups, sort: filters.sort, compactFolders });
  }, [catalog.model, catalog.version, constraintKey, queryActive, active, now, inEngineView, engineMatches.matches, pageSet, compactFolders]); // eslint-disable-line react-hooks/exhaustive-deps -- version identifies the model's content, constraintKey and the matches the filters
  // The engine's answer says which query it answers; a view kept until the first answer still shows the matches of the one before.
  const keptQuery = view === shown.current?.view ? shown.current.matchedQuery : filters.query;
  const matchedQuery = queryActive && inEngine ? (engineMatches.query ?? keptQuery) : filters.query;
  useEffect(() => {
    shown.current = { view, matchedQuery, version: catalog.version };
  }, [view, matchedQuery, catalog.version]);
  // While the deferred query lags the typed one, the rows shown answer an earlier query: pending too.
  const pending = (inEngineView ? engineMatches.pending : queryActive && pageMatches.pending) || filters.query !== current.query;
  // Once the model has placed everything, idle slices sort the folders and find the nodes of each
  // facet group, so that typing marks nodes in sorted folders and choosing a facet only marks nodes.
  // The groups need the catalog's entries, which the model copies at each version (all of them at
  // each page of a listing: up to 75 ms at a million in a trace): a changing catalog's are found
  // again as seldom as its facets are counted.
  useEffect(
    () =>
      whenIdle((budgetMs) => {
        const deadline = performance.now() + budgetMs;
        return catalog.model.prepare(budgetMs) && ResourceTreeView.prepare(catalog.model, [], deadline - performance.now());
      }),
    [catalog.model, catalog.version],
  );
  const groupedVersion = useThrottledValue(catalog.version, recountIntervalMs(catalog.model.entryCountBound), true);
  useEffect(() => {
    // With facets in the engine, the tree and the filters' counts read no facet groups: none are made.
    if (facetsMatchInEngine) return undefined;
    return whenIdle((budgetMs) => {
      const deadline = performance.now() + budgetMs;
      const left = () => deadline - performance.now();
      if (!catalog.model.prepare(budgetMs) || left() < 1) return false;
      const entries = catalog.model.entries();
      if (!prepareFacets(entries, left()) || left() < 1) return false;
      return ResourceTreeView.prepare(catalog.model, filterEntries(entries, DEFAULT_FILTERS).groups, left());
    });
  }, [catalog.model, groupedVersion, facetsMatchInEngine]);
  // Rows show dates, and the Intl formatters for them take milliseconds to make: made in idle time,
  // not in the first filter click or scroll that shows a date.
  useEffect(
    () =>
      whenIdle(() => {
        formatters.relativeTime(0);
        formatters.dateTime(0);
        return true;
      }),
    [formatters],
  );
  return { filters, filterKey, constraintKey, active, view, matchedQuery, pending };
}

'use client';

import { filterEntries, hasActiveFilters, prepareQuery, ResourceTreeView, type ResourceEntry, type ResourceFilterValue, type ResourceTreeViewOptions } from '@mcp-resource-kit/core';
import type { CatalogFilters } from '@mcp-resource-kit/core/catalog';
import type { ResourceNodeIndexes } from '@mcp-resource-kit/core';
import { catalogNodeIndexes } from './catalog-node-indexes.js';
import { facetsInEngine } from './engine-match-threshold.js';
import { useEffect, useMemo, useRef } from 'react';
import { useEngineAnswer } from './use-engine-answer.js';
import { useEngineRequest } from './use-engine-request.js';
import { whenIdle } from '../internal/when-idle.js';
import { useEntryMatches } from './use-entry-matches.js';
import type { ResourceCatalog } from './use-resource-catalog.js';

/** The engine's ids of the matches, read as tree nodes (what a `ResourceTreeView` takes as `matchIds`). */
export type CatalogIdMatches = NonNullable<ResourceTreeViewOptions['matchIds']>;

export interface CatalogNodeMatches {
  /**
   * The entries passing the filters: the engine's ids, read as tree nodes through the catalog's
   * `ResourceNodeIndexes`, then the nodes of the entries the page matched itself (`after`), each
   * once; the latest finished result while a newer one is computed. `undefined` when not enabled,
   * and until the first result.
   */
  matches: CatalogIdMatches | undefined;
  /** The query `matches` answer: the one typed once they are current, the one before while it is computed. */
  query: string | undefined;
  /** True while the result for the current filters is still being computed. */
  pending: boolean;
}

/** The engine's answer to one request. */
interface EngineResult {
  request: string;
  query: string;
  /** The request but its query: the filters and "now". */
  within: string;
  version: number;
  /** The engine's resources the match was made over (`CatalogEngineMatch.revision`). */
  revision: number;
  /** The ids of the matches, in the epoch of `indexes`. */
  ids: Int32Array;
  /** The ids of the answer before, when they hold all of these (see `ResourceTreeMatchIds.subsetOf`). */
  subsetOf: Int32Array | undefined;
  /** The look-ups of the epoch the ids belong to: another epoch's numbers other resources. */
  indexes: ResourceNodeIndexes;
  /** The run of typing it belongs to: a result from before the query was last emptied is not shown. */
  run: number;
}

const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);

/**
 * The tree nodes passing `filters` (a query and any facet constraints), matched by the catalog
 * engine in its worker: the query and the constraints together, so the page neither matches nor
 * checks an entry. The engine's ids become node indices by a typed-array read each
 * (`ResourceNodeIndexes`, filled in idle time ahead of the first keystroke). A newer request aborts
 * the one before it in the engine, and a superseded result is never shown. The few entries the
 * engine does not hold (templates, what reading a directory added) are matched on the page.
 *
 * Enabled only with a query (or with facets chosen, from the catalog's `facetsInWorkerFrom` on), an
 * engine, and the catalog large enough for the engine's round trip to pay (the caller decides);
 * otherwise it does nothing.
 */
export function useCatalogNodeMatches(catalog: ResourceCatalog, filters: ResourceFilterValue, now: number, enabled: boolean): CatalogNodeMatches {
  const { engine, version, behind } = catalog.engine;
  const queryActive = prepareQuery(filters.query).tokens.length > 0;
  const active = enabled && engine !== undefined && (queryActive || (facetsInEngine(catalog.engine) && hasActiveFilters({ ...filters, query: '' })));
  const { model } = catalog;
  const constraints = useMemo<CatalogFilters>(
    () => ({ servers: filters.servers, kinds: filters.kinds, mimeFamilies: filters.mimeFamilies, audiences: filters.audiences, minPriority: filters.minPriority, modifiedSince: filters.modifiedSince }),
    [filters.servers, filters.kinds, filters.mimeFamilies, filters.audiences, filters.minPriority, filters.modifiedSince],
  );
  const within = `${JSON.stringify(constraints)}\u0000${now}`;
  const request = `${filters.query}\u0000${within}`;
  const indexes = useNodeIndexes(catalog, enabled);

  const others = active ? model.unlistedEntries() : NO_ENTRIES;
  const pageMatches = useEntryMatches(others, filters.query);
  const foundNodes = useMemo(() => {
    if (!active || (queryActive && !pageMatches.set)) return undefined;
    const { groups } = filterEntries(others, filters, { now, ...(pageMatches.set && { queryMatchSet: pageMatches.set }) });
    const nodes: number[] = [];
    for (const group of groups) {
      for (const entry of group) {
        const node = model.nodeOfEntry(entry);
        if (node !== undefined) nodes.push(node.index);
      }
    }
    return nodes;
  }, [active, others, pageMatches.set, request, model, catalog.version]); // eslint-disable-line react-hooks/exhaustive-deps -- request stands for filters and now
  const { key, result, setResult, currentRun } = useEngineAnswer<EngineResult>(active);

  // Posted from the render that makes the request (see useEngineRequest): the worker starts matching
  // while React still renders and commits the keystroke.
  useEngineRequest(
    active && engine !== undefined && indexes !== undefined,
    [engine, version, request, key, currentRun, indexes],
    (signal) => {
      const epoch = catalog.engine.epoch();
      return engine!.match(filters.query, constraints, { key, signal, limit: 0, now }).then((match) => ({ match, epoch }));
    },
    (answer, signal) =>
      answer.then(
        ({ match, epoch }) => {
          // A compaction renumbered the ids meanwhile: the next version matches again.
          if (signal.aborted || match.epoch !== epoch || catalog.engine.epoch() !== epoch || catalogNodeIndexes(model, catalog.engine) !== indexes) return;
          // Kept as ids: the view reads their nodes where `indexes` keeps them, instead of a copy of a million of them here.
          // The same ids as the answer shown keep its array, so the view is not made again: typing on in a word
          // (`i`, `it`, `ite`) often matches the very same resources.
          setResult((previous) => {
            const comparable = previous !== undefined && previous.indexes === indexes && previous.run === currentRun;
            // A query typed on from the one before, under the same filters over the same resources, matches some of its
            // ids: as many are the same ones, and fewer are found lacking without reading a million.
            const narrows = comparable && previous.revision === match.revision && previous.within === within && filters.query.startsWith(previous.query);
            const same = comparable && (narrows ? previous.ids.length === match.ids.length : sameNumbers(previous.ids, match.ids));
            const ids = same ? previous.ids : match.ids;
            return { request, query: filters.query, within, version, revision: match.revision, ids, subsetOf: narrows && !same ? previous.ids : undefined, indexes: indexes!, run: currentRun };
          });
        },
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          console.error(`[@mcp-resource-kit/react] The resource catalog's engine could not match "${filters.query}" (the error follows), so the tree shows no matches for it. Change the filter to match again; if it keeps failing, report the error.`, error);
        },
      ),
  );

  // The ids are read as nodes when a view is made, of the model as it is then; they only need to be of the current epoch.
  const shown = result !== undefined && result.run === currentRun && result.indexes === indexes ? result : undefined;
  // The page's own matches change with the engine's answer to the same request, not before it: with the
  // answer before, the view would be made again from that answer's ids (a million at 1M) on the keystroke.
  const otherNodes = useNodesOfAnswer(foundNodes, shown?.request === request && !pageMatches.pending);
  const matches = useMemo(() => (shown && otherNodes ? { ids: shown.ids, indexes: shown.indexes, after: otherNodes, subsetOf: shown.subsetOf } : undefined), [shown?.ids, shown?.indexes, otherNodes]); // eslint-disable-line react-hooks/exhaustive-deps -- the view depends on the ids, not on the request they answer
  if (!active) return { matches: undefined, query: undefined, pending: false };
  const current = shown !== undefined && shown.request === request && shown.version === version;
  return { matches, query: matches && shown?.query, pending: !current || behind || pageMatches.pending || matches === undefined };
}

/**
 * The shared node look-ups of the catalog, prepared in idle time once the catalog is large enough to
 * use them, and with them the entries the page matches itself and the marks of every listed resource
 * matching (`ResourceTreeView.prepareAllMatched`): what the first keystroke needs.
 */
function useNodeIndexes(catalog: ResourceCatalog, enabled: boolean): ResourceNodeIndexes | undefined {
  const { version } = catalog.engine;
  const indexes = catalogNodeIndexes(catalog.model, catalog.engine);
  useEffect(() => {
    if (!indexes || !enabled) return;
    return whenIdle((budgetMs) => {
      const deadline = performance.now() + budgetMs;
      const size = catalog.engine.size();
      if (!indexes.prepare(size, budgetMs)) return false;
      catalog.model.unlistedEntries();
      return ResourceTreeView.prepareAllMatched(indexes, size, deadline - performance.now());
    });
  }, [indexes, enabled, version, catalog.version]); // eslint-disable-line react-hooks/exhaustive-deps -- version and catalog.version say when there is more to look up
  return indexes;
}

/** Whether two lists hold the same numbers in the same order (two answers' ids, two sets of found nodes). */
function sameNumbers(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let position = 0; position < a.length; position += 1) if (a[position] !== b[position]) return false;
  return true;
}

/**
 * The page's found `nodes` to show with the engine's answer: they change only once `answered` (the
 * engine's answer and the page's matches are of the same request), and then only when they hold
 * other numbers. The page's few matches are found again at every keystroke, and a new array would
 * make the tree's view again from the last answer of the engine (a million nodes) while the next
 * one is computed.
 */
function useNodesOfAnswer(nodes: readonly number[] | undefined, answered: boolean): readonly number[] | undefined {
  const kept = useRef(nodes);
  const previous = kept.current;
  if ((answered || previous === undefined) && nodes !== previous && !(nodes && previous && sameNumbers(nodes, previous))) kept.current = nodes;
  return kept.current;
}

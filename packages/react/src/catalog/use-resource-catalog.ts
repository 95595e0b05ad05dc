'use client';

import { ResourceTreeModel, type ResourceEntry } from '@mcp-resource-kit/core';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LoadAllOptions, LoadAllProgress, ServerListState } from '../hooks/use-server-lists.js';
import { useResources } from '../hooks/use-resources.js';
import { useResourceTemplates } from '../hooks/use-resource-templates.js';
import { whenIdle } from '../internal/when-idle.js';
import { DEFAULT_ENGINE_IN_WORKER_FROM, DEFAULT_FACETS_IN_WORKER_FROM, DEFAULT_MATCH_IN_WORKER_FROM } from './engine-match-threshold.js';
import { fillModel, onlyExtendsListed } from './fill-model.js';
import { useCatalogEngine, type CatalogEngineState } from './use-catalog-engine.js';

/** One server of a catalog: its resource list and its template list, each with status and paging. */
export interface CatalogServer {
  id: string;
  label: string;
  resources: ServerListState;
  templates: ServerListState | undefined;
}

/**
 * The resources and templates of the provider's servers, merged into one `ResourceTreeModel`
 * that the tree, the search palette and the filters share. Pages are added as they land.
 */
export interface ResourceCatalog {
  model: ResourceTreeModel;
  /** The model's version; changes whenever anything in it changes. */
  version: number;
  /**
   * Every entry of the model (listed resources, directory contents, templates). Stable per version.
   * Made when first read: the tree alone never needs it, so showing it does not wait for it.
   */
  readonly entries: readonly ResourceEntry[];
  servers: CatalogServer[];
  /** True while any server has not shown its first page. */
  isLoading: boolean;
  /** Walks the remaining resource pages of every server, at most `maxPages`; cancellable. */
  loadAll: (options?: LoadAllOptions) => Promise<void>;
  cancelLoadAll: () => void;
  loadAllProgress: LoadAllProgress;
  /** The listed resources in the catalog engine, where the tree's filter and the palette match them in compact columns (in a worker past `engineInWorkerFrom`). */
  engine: CatalogEngineState;
}

export interface UseResourceCatalogOptions {
  /** Limit to these server ids; all of the provider's by default. */
  servers?: readonly string[];
  /**
   * From how many listed resources the tree's filter, the filters' counts and the search palette
   * match in the catalog engine (on the page, then in its worker: `engineInWorkerFrom`) instead of
   * the page's pass over every entry. Below it that pass answers within the keystroke's render;
   * above it, it takes longer than the engine's columns. `0` always matches in the engine,
   * `Infinity` never does. The engine itself starts once the catalog lists half of this many
   * (never, with `Infinity`).
   * @default 50_000 (measured: see `engine-match-threshold.ts`)
   */
  matchInWorkerFrom?: number;
  /**
   * From how many listed resources facets chosen without a query are matched and counted in the
   * engine too (never below `matchInWorkerFrom`). Below it the page takes whole facet groups,
   * prepared in idle time: a click paints sooner, and the groups cost memory per resource.
   * @default 250_000 (measured: see `engine-match-threshold.ts`)
   */
  facetsInWorkerFrom?: number;
  /**
   * From how many listed resources the catalog engine runs in a worker. Below it the engine works
   * on the page, in slices between the page's own work, and answers a keystroke within the frame
   * that shows it; past it a match takes longer than a frame has, and the engine moves to a worker
   * (once: the page's store is handed over, its columns transferred, and the engine and its ids
   * stay the same). `0` starts it in a worker.
   * @default 200_000 (measured: see `engine-match-threshold.ts`)
   */
  engineInWorkerFrom?: number;
}

/** What one task hands the model of a server's new pages, at most, in whole pages (see `fillModel`). */
const NEW_RESOURCES_PER_TASK = 5_000;

/**
 * The catalog of every server (see `ResourceCatalog`). Call it once and pass it to
 * `ResourceTree.Root`, `ResourceSearch.Root` and `ResourceFilters.Root` so they share one model.
 */
export function useResourceCatalog(options?: UseResourceCatalogOptions): ResourceCatalog {
  const resources = useResources(options);
  const templates = useResourceTemplates(options);
  // The pages as they arrived: the model adds the new pages only, where a joined list would be
  // copied and compared whole after every page.
  const resourcePagesByServer = resources.pagesByServer;
  const templatesByServer = templates.itemsByServer;
  const serverKey = resources.servers.map((server) => `${server.serverId}\u0000${server.label}`).join('\u0001');
  const fill = (target: ResourceTreeModel, newResourcesPerCall?: number) => fillModel(target, resources.servers, resourcePagesByServer, templatesByServer, { newResourcesPerCall });

  // The model starts with what the cache holds, so that the first render shows it (nobody watches
  // a model that does not exist yet); later changes reach it after each commit.
  const [model] = useState(() => {
    const initial = new ResourceTreeModel();
    fill(initial);
    return initial;
  });
  const version = useSyncExternalStore(model.subscribe, model.getVersion, model.getVersion);

  // Pages that landed together are indexed a task apart, about 5,000 resources per server per task:
  // at a million resources, two or three such pages in one commit made a task of 66–103 ms. A page
  // that only extends lists the model holds goes to it a task after the render that brought it, and
  // the tree and the filters render it then: in one task, the query's render, the page indexed and
  // that render made tasks of 22–84 ms at a million in a sampled trace, and a garbage collection
  // landing in one made it a long task in most runs. A server's first page goes at once: a render
  // without it would show the server empty. Pages put off once and overtaken by a commit go at once:
  // commits every task never keep them waiting.
  const putOff = useRef(false);
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const feed = () => {
      putOff.current = false;
      if (fill(model, NEW_RESOURCES_PER_TASK)) timer = setTimeout(feed, 0);
    };
    if (!putOff.current && onlyExtendsListed(model, resources.servers, resourcePagesByServer, templatesByServer)) {
      putOff.current = true;
      timer = setTimeout(feed, 0);
    } else feed();
    return () => clearTimeout(timer);
  }, [model, serverKey, resourcePagesByServer, templatesByServer]); // eslint-disable-line react-hooks/exhaustive-deps -- serverKey stands for resources.servers
  const engine = useCatalogEngine(resourcePagesByServer, {
    matchInWorkerFrom: options?.matchInWorkerFrom ?? DEFAULT_MATCH_IN_WORKER_FROM,
    facetsInWorkerFrom: options?.facetsInWorkerFrom ?? DEFAULT_FACETS_IN_WORKER_FROM,
    engineInWorkerFrom: options?.engineInWorkerFrom ?? DEFAULT_ENGINE_IN_WORKER_FROM,
  });

  // The model leaves folders closed and entries unindexed until asked, so the first rows come
  // fast; after they are painted, idle slices do that work ahead of the first filter or search.
  useEffect(() => whenIdle((budgetMs) => model.prepare(budgetMs)), [model, version]);

  const servers = resources.servers.map((server) => ({
    id: server.serverId,
    label: server.label,
    resources: server,
    templates: templates.servers.find((candidate) => candidate.serverId === server.serverId),
  }));
  return {
    model,
    version,
    get entries() {
      return model.entries();
    },
    servers,
    isLoading: resources.isLoading,
    loadAll: resources.loadAll,
    cancelLoadAll: resources.cancelLoadAll,
    loadAllProgress: resources.loadAllProgress,
    engine,
  };
}

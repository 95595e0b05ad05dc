'use client';

import { ResourceTreeModel, type Resource, type ResourceEntry, type ResourceTemplate } from '@mcp-resource-kit/core';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { LoadAllOptions, LoadAllProgress, ServerListState } from '../hooks/use-server-lists.js';
import { useResources } from '../hooks/use-resources.js';
import { useResourceTemplates } from '../hooks/use-resource-templates.js';

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
}

export interface UseResourceCatalogOptions {
  /** Limit to these server ids; all of the provider's by default. */
  servers?: readonly string[];
}

/**
 * The longest slice of idle-time work, in ms. Input that arrives during a slice waits for it to
 * end, so it is kept to well under a frame: a keystroke is never held up by more than this.
 */
const IDLE_SLICE_MS = 10;
/** The slice of idle-time work without `requestIdleCallback`, in ms. */
const TIMER_SLICE_MS = 8;
/** Idle-time work waits until nothing in the page has scrolled for this long, in ms. */
const SCROLL_QUIET_MS = 150;
const NO_RESOURCES: readonly Resource[] = Object.freeze([]);
const NO_TEMPLATES: readonly ResourceTemplate[] = Object.freeze([]);

/**
 * The catalog of every server (see `ResourceCatalog`). Call it once and pass it to
 * `ResourceTree.Root`, `ResourceSearch.Root` and `ResourceFilters.Root` so they share one model.
 */
export function useResourceCatalog(options?: UseResourceCatalogOptions): ResourceCatalog {
  const resources = useResources(options);
  const templates = useResourceTemplates(options);
  const resourcesByServer = resources.itemsByServer;
  const templatesByServer = templates.itemsByServer;
  const serverKey = resources.servers.map((server) => `${server.serverId}\u0000${server.label}`).join('\u0001');
  const fill = (target: ResourceTreeModel) => {
    target.setServers(resources.servers.map((server) => ({ id: server.serverId, label: server.label })));
    for (const server of resources.servers) {
      target.setResources(server.serverId, resourcesByServer.get(server.serverId) ?? NO_RESOURCES);
      target.setTemplates(server.serverId, templatesByServer.get(server.serverId) ?? NO_TEMPLATES);
    }
  };

  // The model starts with what the cache holds, so that the first render shows it (nobody watches
  // a model that does not exist yet); later changes reach it after each commit.
  const [model] = useState(() => {
    const initial = new ResourceTreeModel();
    fill(initial);
    return initial;
  });
  const version = useSyncExternalStore(model.subscribe, model.getVersion, model.getVersion);

  useLayoutEffect(() => fill(model), [model, serverKey, resourcesByServer, templatesByServer]); // eslint-disable-line react-hooks/exhaustive-deps -- serverKey stands for resources.servers

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
  };
}

let lastScrollAt = Number.NEGATIVE_INFINITY;
let watchingScroll = false;

/** Notes when anything in the page scrolls (scroll events do not bubble, but they pass the window while capturing). */
function watchScrolling() {
  if (watchingScroll || typeof window === 'undefined') return;
  watchingScroll = true;
  window.addEventListener(
    'scroll',
    () => {
      lastScrollAt = performance.now();
    },
    { capture: true, passive: true },
  );
}

/**
 * Calls `step` in idle periods (yielding to input and rendering) with the time it may take, in ms,
 * until it returns true; returns the function that stops it. While the page scrolls it waits: the
 * idle periods between the frames of a fling are short, and a slice that overruns one (or the
 * garbage it leaves) turns a frame into a long task.
 */
export function whenIdle(step: (budgetMs: number) => boolean): () => void {
  watchScrolling();
  let stopped = false;
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run);
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(() => run(), 0);
      cancel = () => clearTimeout(handle);
    }
  };
  const run = (deadline?: IdleDeadline) => {
    if (stopped) return;
    if (performance.now() - lastScrollAt < SCROLL_QUIET_MS) {
      schedule();
      return;
    }
    const budget = deadline ? Math.min(IDLE_SLICE_MS, Math.max(1, deadline.timeRemaining())) : TIMER_SLICE_MS;
    if (!step(budget)) schedule();
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
}

'use client';

import type { ListPage, ResourceError } from '@mcp-resource-kit/core';
import { skipToken, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQueries } from '../internal/use-infinite-queries.js';
import { useResourceKit, useServerConnections } from '../provider/use-resource-kit.js';
import type { ConnectionStatus } from '../provider/server-registry.js';
import type { ServerHandle } from '../queries/server-handle.js';

export interface ServerListState {
  serverId: string;
  label: string;
  /** `connecting` until the server is connected, then the list's own state. */
  status: 'connecting' | 'pending' | 'error' | 'success';
  connection: ConnectionStatus;
  error: ResourceError | null;
  /** Items received so far. */
  count: number;
  /** Items the server sent that failed validation. */
  rejected: number;
  pages: number;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** Refetches the list, or reconnects a server whose connection failed; does nothing while the server connects. */
  retry: () => void;
}

export interface LoadAllProgress {
  running: boolean;
  pages: number;
  items: number;
  /** Why the walk stopped early, if it did. */
  stopped: 'cancelled' | 'page-limit' | undefined;
}

export interface UseServerListsOptions {
  /** Limit to these server ids; all servers of the provider by default. */
  servers?: readonly string[];
}

export interface LoadAllOptions {
  /** Pages to load at most across all servers. @default 500 */
  maxPages?: number;
}

export interface ServerListsResult<TItem> {
  /** The items of every server, each with its server's id, in server order (made when first read). */
  readonly items: Array<{ serverId: string; item: TItem }>;
  /** The items of each server, in server order; one array per server, stable while its data is (made when first read). */
  readonly itemsByServer: ReadonlyMap<string, readonly TItem[]>;
  /**
   * The items of each server as the pages they arrived in, without joining them: a page's array
   * stays the same object while the server's list only grows, so a consumer can add the new pages only.
   */
  pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly TItem[]>>;
  servers: ServerListState[];
  /** True while any server has not shown its first page. */
  isLoading: boolean;
  /** Walks the remaining pages of every server, reporting progress; resolves when done or cancelled. */
  loadAll: (options?: LoadAllOptions) => Promise<void>;
  cancelLoadAll: () => void;
  loadAllProgress: LoadAllProgress;
}

const IDLE: LoadAllProgress = { running: false, pages: 0, items: 0, stopped: undefined };

export function useServerLists<TItem>(
  optionsFor: (server: ServerHandle) => unknown,
  { servers: only }: UseServerListsOptions = {},
): ServerListsResult<TItem> {
  const { registry, principal } = useResourceKit();
  const queryClient = useQueryClient();
  const states = useServerConnections();
  const selected = only ? states.filter((state) => only.includes(state.id)) : states;

  const entries = selected.map((state) => ({
    id: state.id,
    options: optionsFor({ id: state.id, client: state.client, principal }) as Parameters<typeof useInfiniteQueries<ListPage<TItem>, ResourceError>>[0][number]['options'],
  }));
  const results = useInfiniteQueries<ListPage<TItem>, ResourceError>(entries);

  const serverStates: ServerListState[] = results.map(({ id, result, observer }, index) => {
    const state = selected[index]!;
    const data = result.data as InfiniteData<ListPage<TItem>> | undefined;
    const pages = data?.pages ?? [];
    const connectionError = state.status === 'error' ? (state.error ?? null) : null;
    return {
      serverId: id,
      label: state.label,
      status: state.status === 'connecting' ? 'connecting' : connectionError ? 'error' : result.status,
      connection: state.status,
      error: connectionError ?? result.error,
      count: pages.reduce((sum, page) => sum + page.items.length, 0),
      rejected: pages.reduce((sum, page) => sum + page.rejected.length, 0),
      pages: pages.length,
      hasNextPage: result.hasNextPage,
      isFetching: result.isFetching,
      isFetchingNextPage: result.isFetchingNextPage,
      fetchNextPage: () => (canFetch(observer) ? result.fetchNextPage() : Promise.resolve(result)),
      // A server without its client yet has nothing to retry: refetching its skipped query would only log TanStack's error.
      retry: () => (connectionError ? registry.retry(id) : canFetch(observer) ? void result.refetch() : undefined),
    };
  });

  // Only a change of some server's data makes new page lists; the items are joined only when asked
  // for: joining them after each page costs O(N) per page, O(N²) for a list of N.
  const dataKey = results.map(({ id, result }) => `${id}\u0000${result.dataUpdatedAt}`).join('\u0000');
  const pagesByServer = useMemo(
    () =>
      new Map(
        results.map(({ id, result }) => {
          const pages = (result.data as InfiniteData<ListPage<TItem>> | undefined)?.pages ?? [];
          return [id, itemsOfPages(pages)] as const;
        }),
      ),
    [dataKey], // eslint-disable-line react-hooks/exhaustive-deps -- `results` is new each render; dataKey identifies its data
  );

  const [loadAllProgress, setLoadAllProgress] = useState<LoadAllProgress>(IDLE);
  const cancelled = useRef<{ value: boolean } | undefined>(undefined);
  const observersRef = useRef(results);
  observersRef.current = results;
  const statesRef = useRef(serverStates);
  statesRef.current = serverStates;
  // "Load all" waits here for a server that is still connecting or loading its first page.
  const commitWaiters = useRef<Array<() => void>>([]);
  useEffect(() => {
    for (const resolve of commitWaiters.current.splice(0)) resolve();
  });

  const loadAll = useCallback(
    async ({ maxPages = 500 }: LoadAllOptions = {}) => {
      if (cancelled.current) cancelled.current.value = true;
      const token = { value: false };
      cancelled.current = token;
      let pages = 0;
      let itemCount = 0;
      let stopped: LoadAllProgress['stopped'];
      const failed = new Set<string>();
      setLoadAllProgress({ running: true, pages, items: itemCount, stopped });
      // Servers are walked until none has a page left, not in one pass over the servers of the
      // click: one that connects, or shows its first page, while the walk runs is walked too.
      for (;;) {
        if (token.value) {
          stopped = 'cancelled';
          break;
        }
        const next = observersRef.current.find(({ id, observer }) => !failed.has(id) && observer.getCurrentResult().hasNextPage && canFetch(observer));
        if (!next) {
          // A render can show a server's first page before the effect that gives its observer the
          // server's client has run: asking that observer for a page would run the skipped query.
          const waiting = statesRef.current.some((state) => !failed.has(state.serverId) && (state.status === 'connecting' || state.status === 'pending'))
            || observersRef.current.some(
              ({ id, observer }) =>
                !failed.has(id) && observer.getCurrentResult().hasNextPage && statesRef.current.find((state) => state.serverId === id)?.connection === 'ready',
            );
          if (!waiting) break;
          await new Promise<void>((resolve) => commitWaiters.current.push(resolve));
          continue;
        }
        if (pages >= maxPages) {
          stopped = 'page-limit';
          break;
        }
        // A page already on its way (the tree's "load more" row asked for it) is awaited, not cancelled and asked for again.
        const result = await next.observer.fetchNextPage({ cancelRefetch: false });
        if (token.value) {
          stopped = 'cancelled';
          break;
        }
        if (result.isError) {
          failed.add(next.id);
          continue;
        }
        pages += 1;
        itemCount += result.data?.pages.at(-1)?.items.length ?? 0;
        setLoadAllProgress({ running: true, pages, items: itemCount, stopped });
      }
      if (cancelled.current === token) setLoadAllProgress({ running: false, pages, items: itemCount, stopped });
    },
    [],
  );

  const cancelLoadAll = useCallback(() => {
    if (!cancelled.current) return;
    cancelled.current.value = true;
    for (const resolve of commitWaiters.current.splice(0)) resolve();
    for (const { observer } of observersRef.current) {
      void queryClient.cancelQueries({ queryKey: observer.options.queryKey, exact: true });
    }
  }, [queryClient]);

  return {
    get items() {
      return flatItems(joinedItems(pagesByServer));
    },
    get itemsByServer() {
      return joinedItems(pagesByServer);
    },
    pagesByServer,
    servers: serverStates,
    isLoading: serverStates.some((state) => state.status === 'connecting' || state.status === 'pending'),
    loadAll,
    cancelLoadAll,
    loadAllProgress,
  };
}

/** Whether the observer has the server's client yet (its options are set in an effect, after the render that shows the server ready). */
function canFetch(observer: { options: { queryFn?: unknown } }): boolean {
  return observer.options.queryFn !== skipToken;
}

const flattened = new WeakMap<ReadonlyMap<string, readonly unknown[]>, Array<{ serverId: string; item: unknown }>>();

/** Every server's items as one list of `{ serverId, item }`, made once per `itemsByServer`. */
function flatItems<TItem>(itemsByServer: ReadonlyMap<string, readonly TItem[]>): Array<{ serverId: string; item: TItem }> {
  let items = flattened.get(itemsByServer);
  if (!items) {
    items = [...itemsByServer].flatMap(([serverId, list]) => list.map((item) => ({ serverId, item })));
    flattened.set(itemsByServer, items);
  }
  return items as Array<{ serverId: string; item: TItem }>;
}

const joinedByPages = new WeakMap<object, ReadonlyMap<string, readonly unknown[]>>();

/** The item arrays of `pages`, each the same array while its page is (pages are replaced, never changed). */
function itemsOfPages<TItem>(pages: ReadonlyArray<ListPage<TItem>>): ReadonlyArray<readonly TItem[]> {
  return pages.map((page) => page.items);
}

/** Every server's items joined, made once per `pagesByServer`. */
function joinedItems<TItem>(pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly TItem[]>>): ReadonlyMap<string, readonly TItem[]> {
  let joined = joinedByPages.get(pagesByServer) as ReadonlyMap<string, readonly TItem[]> | undefined;
  if (!joined) {
    joined = new Map([...pagesByServer].map(([id, pages]) => [id, joinPages(pages)] as const));
    joinedByPages.set(pagesByServer, joined);
  }
  return joined;
}

/**
 * Every item of `pages`, in order. `concat` copies each page in one go; `flatMap` appends item by
 * item, which for 100,000 items took most of a frame of the tree's first render.
 */
function joinPages<TItem>(pages: ReadonlyArray<readonly TItem[]>): readonly TItem[] {
  if (pages.length === 1) return pages[0]!;
  // Spread arguments have a limit; a list of that many pages is joined the slow way.
  if (pages.length > 10_000) return pages.flat();
  return ([] as TItem[]).concat(...pages);
}

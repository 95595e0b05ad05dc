import { yieldToPage, type ListPage, type Resource, type ResourceError, type ResourceTemplate } from '@mcp-resource-kit/core';
import { infiniteQueryOptions, skipToken, type InfiniteData } from '@tanstack/react-query';
import { retryTransientFailures } from './resource-read-options.js';
import { resourceKeys } from './resource-keys.js';
import type { ServerHandle } from './server-handle.js';

/** `undefined` asks for the first page; any string, `''` included, is the server's cursor for the next. */
type PageParam = string | undefined;

/**
 * The resource list of one server as an infinite query: the first page renders as soon as it
 * lands, and `fetchNextPage` follows the server's cursors. Each page stays fresh for its `ttlMs`.
 */
export function resourceListOptions(server: ServerHandle) {
  const { client } = server;
  return infiniteQueryOptions<ListPage<Resource>, ResourceError, InfiniteData<ListPage<Resource>, PageParam>, ReturnType<typeof resourceKeys.resources>, PageParam>({
    queryKey: resourceKeys.resources(server.id, server.principal),
    queryFn: client ? async ({ pageParam, signal }) => inTaskOfItsOwn(await client.listResources({ cursor: pageParam, signal })) : skipToken,
    initialPageParam: undefined,
    getNextPageParam: nextCursorOf,
    staleTime: (query) => firstPageTtl(query.state.data?.pages),
    retry: retryTransientFailures,
  });
}

/** A page from this many items on reaches the cache in a task of its own. */
const LARGE_PAGE_ITEMS = 1000;

/**
 * Resolves with a large `page` in a new task: receiving and validating a page of thousands of
 * resources is one task, adding it to the cache and to everything that shows it is another, so
 * that neither makes the page miss frames for the other's time as well. A small page costs little
 * either way and is not delayed.
 */
function inTaskOfItsOwn<T>(page: ListPage<T>): ListPage<T> | Promise<ListPage<T>> {
  if (page.items.length < LARGE_PAGE_ITEMS) return page;
  return new Promise((resolve) => yieldToPage(() => resolve(page)));
}

/** The resource template list of one server, paged like `resourceListOptions`. */
export function resourceTemplateListOptions(server: ServerHandle) {
  const { client } = server;
  return infiniteQueryOptions<
    ListPage<ResourceTemplate>,
    ResourceError,
    InfiniteData<ListPage<ResourceTemplate>, PageParam>,
    ReturnType<typeof resourceKeys.templates>,
    PageParam
  >({
    queryKey: resourceKeys.templates(server.id, server.principal),
    queryFn: client ? ({ pageParam, signal }) => client.listResourceTemplates({ cursor: pageParam, signal }) : skipToken,
    initialPageParam: undefined,
    getNextPageParam: nextCursorOf,
    staleTime: (query) => firstPageTtl(query.state.data?.pages),
    retry: retryTransientFailures,
  });
}

function nextCursorOf(page: ListPage<unknown>, _allPages: ListPage<unknown>[], cursor: PageParam, allCursors: PageParam[]): PageParam | null {
  if (page.nextCursor === undefined) return null;
  // A cursor seen before would loop forever; the list ends where it started repeating.
  if (page.nextCursor === cursor || allCursors.includes(page.nextCursor)) return null;
  return page.nextCursor;
}

function firstPageTtl(pages: ListPage<unknown>[] | undefined): number {
  return pages?.[0]?.ttlMs ?? 0;
}

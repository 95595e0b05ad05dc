'use client';

import type { Resource } from '@mcp-resource-kit/core';
import { resourceListOptions } from '../queries/resource-list-options.js';
import { useServerLists, type ServerListsResult, type UseServerListsOptions } from './use-server-lists.js';

/**
 * The resources of every server (or of `servers`), page by page: the first page of each server
 * shows as soon as it lands, one failing server never hides the others, and `loadAll` walks the rest.
 */
export function useResources(options?: UseServerListsOptions): ServerListsResult<Resource> {
  return useServerLists<Resource>(resourceListOptions, options);
}

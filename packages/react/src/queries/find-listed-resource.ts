import type { ListPage, Resource } from '@mcp-resource-kit/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { resourceKeys } from './resource-keys.js';

/** The resource as a server listed it (title, size, annotations), from the list pages already in the cache. */
export function findListedResource(queryClient: QueryClient, serverId: string, uri: string): Resource | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<ListPage<Resource>>>({ queryKey: resourceKeys.lists(serverId) })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.uri === uri);
      if (found) return found;
    }
  }
  return undefined;
}

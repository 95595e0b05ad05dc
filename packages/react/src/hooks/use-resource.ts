'use client';

import { useQuery } from '@tanstack/react-query';
import { useServerHandle } from '../provider/use-resource-kit';
import { resourceReadOptions } from '../queries/resource-read-options';

/** Reads `uri` on `serverId`. Components reading the same URI share one request. */
export function useResource(serverId: string, uri: string) {
  return useQuery(resourceReadOptions(useServerHandle(serverId), uri));
}

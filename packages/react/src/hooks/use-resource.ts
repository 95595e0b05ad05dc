'use client';

import { useQuery } from '@tanstack/react-query';
import { useServerHandle } from '../provider/use-resource-kit.js';
import { resourceReadOptions } from '../queries/resource-read-options.js';

/** Reads `uri` on `serverId`. Components reading the same URI share one request. */
export function useResource(serverId: string, uri: string) {
  return useQuery(resourceReadOptions(useServerHandle(serverId), uri));
}

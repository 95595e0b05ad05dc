import type { ReadResult, ResourceError } from '@mcp-resource-kit/core';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { resourceKeys } from './resource-keys.js';
import type { ServerHandle } from './server-handle.js';

const MAX_STALE_TIME_MS = 24 * 60 * 60 * 1000;

/**
 * Reads one resource. Fresh for the server's `ttlMs` (absent or 0: stale at once, capped at 24 h);
 * a result that went through an `input_required` round is never fresh, so it is never served
 * from the cache without asking again.
 */
export function resourceReadOptions(server: ServerHandle, uri: string) {
  const { client } = server;
  return queryOptions<ReadResult, ResourceError>({
    queryKey: resourceKeys.read(server.id, uri, server.principal),
    queryFn: client ? ({ signal }) => client.readResource(uri, { signal }) : skipToken,
    staleTime: (query) => readStaleTime(query.state.data),
    retry: retryTransientFailures,
  });
}

export function readStaleTime(result: ReadResult | undefined): number {
  if (!result || result.viaInputRequired) return 0;
  return Math.min(Math.max(result.ttlMs, 0), MAX_STALE_TIME_MS);
}

/** Retries only what a retry can fix: not a missing resource, a refusal or a malformed answer. */
export function retryTransientFailures(failureCount: number, error: ResourceError): boolean {
  const transient = error.kind === 'timeout' || error.kind === 'disconnected' || error.kind === 'server';
  return transient && failureCount < 2;
}

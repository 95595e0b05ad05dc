import type { CompletionResult, ResourceError } from '@mcp-resource-kit/core';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { resourceKeys } from './resource-keys.js';
import type { ServerHandle } from './server-handle.js';

export interface CompletionRequest {
  /** The exact `uriTemplate` string. */
  template: string;
  argument: string;
  value: string;
  /** The template's other variables that are already filled in. */
  context?: Record<string, string>;
}

/** How long suggestions for the same value and context are reused without asking again. */
const COMPLETION_STALE_TIME_MS = 30_000;

/**
 * Suggestions for one template argument. A superseded request is aborted through the query's
 * `signal`; a repeated (value, context) is answered from the cache.
 */
export function completionOptions(server: ServerHandle, request: CompletionRequest) {
  const { client } = server;
  const supported = client?.capabilities.completions !== undefined;
  return queryOptions<CompletionResult, ResourceError>({
    queryKey: resourceKeys.completion(server.id, request.template, request.argument, request.value, request.context),
    queryFn:
      client && supported
        ? ({ signal }) =>
            client.complete(
              { template: request.template, argument: request.argument, value: request.value, context: request.context },
              { signal },
            )
        : skipToken,
    staleTime: COMPLETION_STALE_TIME_MS,
    retry: false,
  });
}

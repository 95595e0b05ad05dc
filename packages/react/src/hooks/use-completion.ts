'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../internal/use-debounced-value.js';
import { useServerHandle } from '../provider/use-resource-kit.js';
import { completionOptions } from '../queries/completion-options.js';

export interface UseCompletionOptions {
  /** Waits this long after the last keystroke before asking. @default 200 */
  debounceMs?: number;
  enabled?: boolean;
}

/**
 * Server suggestions for one template argument while the user types: debounced, superseded
 * requests aborted, repeated (value, context) pairs answered from the cache. Without the server's
 * `completions` capability it stays idle.
 */
export function useCompletion(
  serverId: string,
  template: string,
  argument: string,
  value: string,
  context: Record<string, string> = {},
  { debounceMs = 200, enabled = true }: UseCompletionOptions = {},
) {
  const server = useServerHandle(serverId);
  const request = { template, argument, value, context };
  const key = requestKey(value, context);
  const debounced = useDebouncedValue(request, debounceMs, key);
  const isDebouncing = requestKey(debounced.value, debounced.context) !== key;
  const query = useQuery({
    ...completionOptions(server, { ...debounced, template, argument }),
    // Not for a value the user has already typed past: enabling a field mid-burst would otherwise
    // ask for the last settled value first.
    enabled: enabled && !isDebouncing,
    placeholderData: keepPreviousData,
  });
  return {
    // eslint-disable-next-line @tanstack/query/no-rest-destructuring -- the hook's result is the whole query result plus two fields; passing it on field by field would need a proxy
    ...query,
    /** True while the latest keystrokes have not been sent yet. */
    isDebouncing,
    supported: server.client ? server.client.capabilities.completions !== undefined : undefined,
  };
}

function requestKey(value: string, context: Record<string, string>): string {
  return JSON.stringify([value, Object.entries(context).sort()]);
}

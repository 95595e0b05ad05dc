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
  const debounced = useDebouncedValue(request, debounceMs, JSON.stringify([value, Object.entries(context).sort()]));
  const query = useQuery({
    ...completionOptions(server, { ...debounced, template, argument }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    /** True while the latest keystrokes have not been sent yet. */
    isDebouncing: debounced.value !== value || JSON.stringify(debounced.context) !== JSON.stringify(context),
    supported: server.client ? server.client.capabilities.completions !== undefined : undefined,
  };
}

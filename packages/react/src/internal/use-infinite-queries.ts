'use client';

import {
  InfiniteQueryObserver,
  notifyManager,
  useQueryClient,
  type DefaultError,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

type Options<TPage, TError> = InfiniteQueryObserverOptions<TPage, TError, InfiniteData<TPage, unknown>, QueryKey, unknown>;
type Result<TPage, TError> = InfiniteQueryObserverResult<InfiniteData<TPage, unknown>, TError>;

class ObserverSet<TPage, TError> {
  readonly observers = new Map<string, InfiniteQueryObserver<TPage, TError, InfiniteData<TPage, unknown>, QueryKey, unknown>>();
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribes = new Map<string, () => void>();

  constructor(private readonly queryClient: QueryClient) {}

  observer(id: string, options: Options<TPage, TError>) {
    let observer = this.observers.get(id);
    if (!observer) {
      observer = new InfiniteQueryObserver(this.queryClient, options);
      this.observers.set(id, observer);
    }
    return observer;
  }

  /** Subscribes to exactly the observers of `ids`, dropping the others. */
  attach(ids: readonly string[]) {
    for (const [id, unsubscribe] of this.unsubscribes) {
      if (ids.includes(id)) continue;
      unsubscribe();
      this.unsubscribes.delete(id);
      this.observers.get(id)?.destroy();
      this.observers.delete(id);
    }
    for (const id of ids) {
      const observer = this.observers.get(id);
      if (!observer || this.unsubscribes.has(id)) continue;
      this.unsubscribes.set(
        id,
        observer.subscribe(
          notifyManager.batchCalls(() => {
            this.version += 1;
            for (const listener of [...this.listeners]) listener();
          }),
        ),
      );
    }
  }

  detachAll() {
    for (const unsubscribe of this.unsubscribes.values()) unsubscribe();
    this.unsubscribes.clear();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;
}

/**
 * One infinite query per id, for a list of ids that changes at runtime (hooks cannot be called in
 * a loop, and `useQueries` has no infinite variant).
 */
export function useInfiniteQueries<TPage, TError = DefaultError>(
  entries: ReadonlyArray<{ id: string; options: Options<TPage, TError> }>,
): Array<{ id: string; result: Result<TPage, TError>; observer: InfiniteQueryObserver<TPage, TError, InfiniteData<TPage, unknown>, QueryKey, unknown> }> {
  const queryClient = useQueryClient();
  const [set] = useState(() => new ObserverSet<TPage, TError>(queryClient));
  useSyncExternalStore(set.subscribe, set.getVersion, set.getVersion);

  const defaulted = entries.map(({ id, options }) => ({ id, options: queryClient.defaultQueryOptions(options) as Options<TPage, TError> }));
  const results = defaulted.map(({ id, options }) => {
    const observer = set.observer(id, options);
    return { id, observer, result: observer.getOptimisticResult(options as never) as Result<TPage, TError> };
  });

  const ids = defaulted.map(({ id }) => id);
  const idsKey = ids.join('\u0000');
  useEffect(() => {
    for (const { id, options } of defaulted) set.observers.get(id)?.setOptions(options);
  });
  const attach = useCallback(() => set.attach(idsKey === '' ? [] : idsKey.split('\u0000')), [set, idsKey]);
  useEffect(() => {
    attach();
  }, [attach]);
  useEffect(() => () => set.detachAll(), [set]);
  return results;
}

'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { isConnected } from '../provider/server-registry.js';
import { useResourceKit, useServerConnections } from '../provider/use-resource-kit.js';

/**
 * Declares that the calling component shows `uri`, so that its changes refresh it live. The
 * provider keeps one change feed per server over every watched URI. Returns when `uri` last changed.
 */
export function useResourceWatch(serverId: string, uri: string | undefined): { lastChangedAt: number | undefined } {
  const { registry } = useResourceKit();
  const ready = useServerConnections().some((state) => state.id === serverId && isConnected(state));
  useEffect(() => {
    if (!ready || uri === undefined) return;
    return registry.live(serverId)?.retain(uri);
  }, [registry, serverId, uri, ready]);
  return { lastChangedAt: useResourceChangedAt(serverId, uri) };
}

/** When a change notification last named `uri` (or a resource related to it), in ms since the epoch. */
export function useResourceChangedAt(serverId: string, uri: string | undefined): number | undefined {
  const { registry } = useResourceKit();
  const ready = useServerConnections().some((state) => state.id === serverId && isConnected(state));
  const subscribe = useCallback(
    (listener: () => void) => (ready ? (registry.live(serverId)?.subscribeToChanges(listener) ?? noop) : noop),
    [registry, serverId, ready],
  );
  const read = () => (uri === undefined ? undefined : registry.live(serverId)?.lastChangedAt(uri));
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * `useResourceChangedAt` for many resources at once (the rows of a list): one subscription to every
 * server's change feed instead of one per resource. The reader it returns changes whenever a
 * change notification arrives.
 */
export function useChangeTimes(): (serverId: string, uri: string) => number | undefined {
  const { registry } = useResourceKit();
  const connections = useServerConnections();
  const store = useMemo(() => {
    let version = 0;
    return {
      subscribe(listener: () => void) {
        const stops = connections.flatMap((state) => {
          const stop =
            isConnected(state)
              ? registry.live(state.id)?.subscribeToChanges(() => {
                  version += 1;
                  listener();
                })
              : undefined;
          return stop ? [stop] : [];
        });
        return () => stops.forEach((stop) => stop());
      },
      getVersion: () => version,
    };
  }, [registry, connections]);
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return useCallback((serverId: string, uri: string) => registry.live(serverId)?.lastChangedAt(uri), [registry, store, version]); // eslint-disable-line react-hooks/exhaustive-deps -- a new reader per notification
}

function noop() {}

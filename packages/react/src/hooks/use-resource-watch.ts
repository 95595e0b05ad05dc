'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useResourceKit, useServerConnections } from '../provider/use-resource-kit.js';

/**
 * Declares that the calling component shows `uri`, so that its changes refresh it live. The
 * provider keeps one change feed per server over every watched URI. Returns when `uri` last changed.
 */
export function useResourceWatch(serverId: string, uri: string | undefined): { lastChangedAt: number | undefined } {
  const { registry } = useResourceKit();
  const ready = useServerConnections().some((state) => state.id === serverId && state.status === 'ready');
  useEffect(() => {
    if (!ready || uri === undefined) return;
    return registry.live(serverId)?.retain(uri);
  }, [registry, serverId, uri, ready]);
  return { lastChangedAt: useResourceChangedAt(serverId, uri) };
}

/** When a change notification last named `uri` (or a resource related to it), in ms since the epoch. */
export function useResourceChangedAt(serverId: string, uri: string | undefined): number | undefined {
  const { registry } = useResourceKit();
  const ready = useServerConnections().some((state) => state.id === serverId && state.status === 'ready');
  const subscribe = useCallback(
    (listener: () => void) => (ready ? (registry.live(serverId)?.subscribeToChanges(listener) ?? noop) : noop),
    [registry, serverId, ready],
  );
  const read = () => (uri === undefined ? undefined : registry.live(serverId)?.lastChangedAt(uri));
  return useSyncExternalStore(subscribe, read, read);
}

function noop() {}

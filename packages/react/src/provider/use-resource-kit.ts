'use client';

import type { ResourceClient } from '@mcp-resource-kit/core';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { ServerHandle } from '../queries/server-handle.js';
import { ResourceKitContext, type ResourceKitContextValue } from './resource-kit-context.js';
import type { ServerState } from './server-registry.js';

/** The provider's registry and principal. Throws outside `<ResourceKitProvider>`. */
export function useResourceKit(): ResourceKitContextValue {
  const context = useContext(ResourceKitContext);
  if (!context) {
    throw new Error(
      '[@mcp-resource-kit/react] A hook of the kit was used outside <ResourceKitProvider>. ' +
        'The hooks read their MCP servers from it, so they have nothing to show. ' +
        'Wrap the component tree in <ResourceKitProvider servers={…}>, inside your QueryClientProvider.',
    );
  }
  return context;
}

/** Every server of the provider with its connection and watch state. */
export function useServerStates(): readonly ServerState[] {
  const { registry } = useResourceKit();
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}

/**
 * Every server of the provider with its connection state, rendering again only when a connection
 * changes, not when a change feed does (their `watch` may be stale). For the kit's own hooks.
 */
export function useServerConnections(): readonly ServerState[] {
  const { registry } = useResourceKit();
  return useSyncExternalStore(registry.subscribe, registry.getConnections, registry.getConnections);
}

/** The connected client of a server; `undefined` while it connects, after it failed, or for an unknown id. */
export function useResourceClient(serverId: string): ResourceClient | undefined {
  return useServerConnections().find((state) => state.id === serverId)?.client;
}

/** What the options factories need for `serverId`, stable while the server's client stays the same. */
export function useServerHandle(serverId: string): ServerHandle {
  const { principal } = useResourceKit();
  const client = useResourceClient(serverId);
  return useMemo(() => ({ id: serverId, client, principal }), [serverId, client, principal]);
}

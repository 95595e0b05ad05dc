import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ResourceKitProvider, useServerStatus, type ServerConfig } from '../src/index.js';

/** A fresh QueryClient per test, without retries, so that counts and errors are exact. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 60_000 } } });
}

/** A wrapper for `renderHook`: a fresh QueryClient and a provider over `servers`. */
export function kitWrapper(servers: ServerConfig[], queryClient = createTestQueryClient()) {
  return function KitWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ResourceKitProvider servers={servers}>{children}</ResourceKitProvider>
      </QueryClientProvider>
    );
  };
}

export function renderWithKit(ui: ReactNode, servers: ServerConfig[], queryClient = createTestQueryClient()) {
  const wrap = (node: ReactNode, nextServers = servers) => (
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={nextServers}>{node}</ResourceKitProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  return {
    ...view,
    queryClient,
    rerenderWith: (node: ReactNode, nextServers: ServerConfig[]) => view.rerender(wrap(node, nextServers)),
  };
}

/** Shows a server's change-feed state, so tests can wait until notifications will arrive. */
export function WatchState({ serverId = 'demo' }: { serverId?: string }) {
  return <p data-testid={`watch-${serverId}`}>{useServerStatus(serverId)?.watch.state ?? 'none'}</p>;
}

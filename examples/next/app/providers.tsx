'use client';

import { connectResourceClient } from '@mcp-resource-kit/core';
import { ResourceKitProvider } from '@mcp-resource-kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** The app's MCP server: the demo server behind this app's own `/mcp` route (see `app/mcp/route.ts`). */
const servers = [{ id: 'demo', label: 'Demo workspace', client: () => connectResourceClient({ url: new URL('/mcp', window.location.origin) }) }];

export function Providers({ children }: { children: ReactNode }) {
  // One QueryClient per browser session, not one shared by every request on the server.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={servers}>{children}</ResourceKitProvider>
    </QueryClientProvider>
  );
}

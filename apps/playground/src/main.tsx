import { ResourceKitProvider, type ServerConfig } from '@mcp-resource-kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { connect, readTarget, targetKey } from './connection.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false },
  },
});

const target = readTarget(window.location.search);
const servers: ServerConfig[] = [
  {
    id: targetKey(target),
    label: target.kind === 'demo' ? 'Demo server' : target.kind === 'remote' ? target.url : target.input,
    // A function, so that a failed connection can be retried from the page.
    client: () => connect(target),
  },
];

const container = document.getElementById('root');
if (!container) throw new Error('The playground needs a #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={servers}>
        <App target={target} serverId={servers[0]!.id} />
      </ResourceKitProvider>
    </QueryClientProvider>
  </StrictMode>,
);

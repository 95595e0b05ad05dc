import type { FetchLike } from '@modelcontextprotocol/client';
import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourcePreview, useServerStatus, type ServerConfig } from '../src/index.js';
import { renderWithKit } from './render-with-kit.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * The in-page demo server behind a network that can go down, as a server that crashed would;
 * `brokenUpTo` breaks the connections made so far for good, as a restart that forgot them would.
 */
function unreliableServer() {
  const server = createDemoServer();
  const network = { down: false, brokenUpTo: 0, connections: 0, reads: 0 };
  const clients: ResourceClient[] = [];
  const config: ServerConfig = {
    id: 'demo',
    label: 'Demo',
    client: async () => {
      const connection = ++network.connections;
      const fetch: FetchLike = async (url, init) => {
        if (network.down || connection <= network.brokenUpTo) throw new TypeError('Failed to fetch');
        if (typeof init?.body === 'string' && init.body.includes('"resources/read"')) network.reads += 1;
        return server.fetch(new Request(url, init));
      };
      const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch });
      clients.push(client);
      return client;
    },
  };
  cleanups.push(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await server.close();
  });
  return { server, network, servers: [config] };
}

function ServerCard() {
  const status = useServerStatus('demo');
  return (
    <div>
      <p data-testid="status">{status?.status}</p>
      <p data-testid="watch">{status?.watch.state}</p>
      <p data-testid="error">{status?.error?.kind ?? ''}</p>
      <button type="button" onClick={status?.retry}>
        Reconnect
      </button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('a server that stops answering', () => {
  it('turns lost when its change feed cannot be reopened, and ready again after a reconnect', async () => {
    const { server, network, servers } = unreliableServer();
    renderWithKit(
      <>
        <ServerCard />
        <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.live} />
      </>,
      servers,
    );
    await waitFor(() => expect(text('watch')).toBe('listening'), { timeout: 10_000 });
    expect(text('status')).toBe('ready');

    network.brokenUpTo = network.connections;
    server.dropListenStreams();
    await waitFor(() => expect(text('status')).toBe('lost'), { timeout: 10_000 });
    expect(text('error')).toBe('disconnected');

    const readsBefore = network.reads;
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(text('status')).toBe('ready'), { timeout: 10_000 });
    expect(network.connections).toBe(2);
    await waitFor(() => expect(text('watch')).toBe('listening'), { timeout: 10_000 });
    // What is on screen is read again through the new connection.
    await waitFor(() => expect(network.reads).toBeGreaterThan(readsBefore), { timeout: 10_000 });
  }, 30_000);

  it('turns lost when a read fails as disconnected, and ready with the next answer', async () => {
    const { network, servers } = unreliableServer();
    const { container } = renderWithKit(
      <>
        <ServerCard />
        <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.readme} watch={false} />
      </>,
      servers,
    );
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('success'), { timeout: 10_000 });
    expect(text('status')).toBe('ready');

    network.down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    // The read and its two retries (1 s, then 2 s apart) fail before the server counts as lost.
    await waitFor(() => expect(text('status')).toBe('lost'), { timeout: 10_000 });
    expect(text('error')).toBe('disconnected');
    expect(container.querySelector('[data-slot="resource-preview-error"]')?.hasAttribute('data-stale')).toBe(true);

    network.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(text('status')).toBe('ready'), { timeout: 10_000 });
    expect(network.connections).toBe(1);
    expect(container.querySelector('[data-slot="resource-preview-error"]')).toBeNull();
  }, 30_000);
});

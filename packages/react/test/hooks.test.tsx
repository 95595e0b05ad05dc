import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor as waitForUi } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInEra, RequestLog, sleep, waitFor, type EraName } from '../../../test-support/connect-in-era.js';
import {
  NOTIFICATION_WINDOW_MS,
  ResourceKitProvider,
  useCompletion,
  useResource,
  useResources,
  useResourceTemplates,
  useResourceWatch,
  useServerStatus,
} from '../src/index.js';
import { createTestQueryClient, kitWrapper, renderWithKit, WatchState } from './render-with-kit.js';

function ReadView({ serverId = 'demo', uri, watch = false }: { serverId?: string; uri: string; watch?: boolean }) {
  const { data, status } = useResource(serverId, uri);
  useResourceWatch(serverId, watch ? uri : undefined);
  const first = data?.contents[0];
  return (
    <p data-testid={uri}>
      {status}:{first?.kind === 'text' ? first.text.slice(0, 40) : ''}
    </p>
  );
}

function ResourceList() {
  const { items, servers } = useResources();
  return (
    <div>
      {servers.map((server) => (
        <p key={server.serverId} data-testid={`status-${server.serverId}`}>
          {server.status}:{server.count}:{server.error?.kind ?? ''}
        </p>
      ))}
      <ul>
        {items.map(({ serverId, item }) => (
          <li key={`${serverId} ${item.uri}`}>{item.uri}</li>
        ))}
      </ul>
    </div>
  );
}

describe.each<EraName>(['modern', 'legacy'])('hooks in the %s era', (era) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setup(options: DemoServerOptions = {}) {
    const server = createDemoServer(options);
    const log = new RequestLog();
    const client = await connectInEra(server, era, { log });
    cleanups.push(async () => {
      await client.close().catch(() => undefined);
      await server.close();
    });
    return { server, client, log, servers: [{ id: 'demo', label: 'Demo', client }] };
  }

  it('reads a URI once for two components that show it', async () => {
    const { log, servers } = await setup();
    renderWithKit(
      <>
        <ReadView uri={DEMO_URIS.readme} />
        <ReadView uri={DEMO_URIS.readme} />
      </>,
      servers,
    );
    await waitForUi(() => expect(screen.getAllByText(/^success:/)).toHaveLength(2));
    expect(log.count('resources/read', DEMO_URIS.readme)).toBe(1);
  });

  // 2025-11-25 results carry no cache hints, so there only the "stale at once" half applies.
  it.runIf(era === 'modern')('serves a result within its ttlMs from the cache and re-requests one with ttlMs 0', async () => {
    const { client, log, servers } = await setup();
    expect((await client.readResource(DEMO_URIS.readme)).ttlMs).toBe(60_000);
    expect((await client.readResource(DEMO_URIS.live)).ttlMs).toBe(0);
    const before = { readme: log.count('resources/read', DEMO_URIS.readme), live: log.count('resources/read', DEMO_URIS.live) };

    const view = renderWithKit(
      <>
        <ReadView uri={DEMO_URIS.readme} />
        <ReadView uri={DEMO_URIS.live} />
      </>,
      servers,
    );
    await waitForUi(() => expect(screen.getAllByText(/^success:/)).toHaveLength(2));
    view.rerenderWith(<p>away</p>, servers);
    view.rerenderWith(
      <>
        <ReadView uri={DEMO_URIS.readme} />
        <ReadView uri={DEMO_URIS.live} />
      </>,
      servers,
    );
    await waitFor(() => log.count('resources/read', DEMO_URIS.live) - before.live === 2, 'the ttlMs 0 resource to be read again');
    expect(log.count('resources/read', DEMO_URIS.readme) - before.readme).toBe(1);
  });

  it.runIf(era === 'legacy')('re-requests results without cache hints when they are shown again', async () => {
    const { log, servers } = await setup();
    const view = renderWithKit(<ReadView uri={DEMO_URIS.readme} />, servers);
    await waitForUi(() => expect(screen.getByText(/^success:/)).toBeInTheDocument());
    view.rerenderWith(<p>away</p>, servers);
    view.rerenderWith(<ReadView uri={DEMO_URIS.readme} />, servers);
    await waitFor(() => log.count('resources/read', DEMO_URIS.readme) === 2, 'the resource to be read again');
  });

  it('re-reads exactly the updated URI once, and nothing else', async () => {
    const { server, log, servers } = await setup();
    renderWithKit(
      <>
        <ReadView uri={DEMO_URIS.live} watch />
        <ReadView uri={DEMO_URIS.readme} watch />
        <WatchState />
      </>,
      servers,
    );
    await waitForUi(() => expect(screen.getAllByText(/^success:/)).toHaveLength(2));
    await waitForListening();
    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => log.count('resources/read', DEMO_URIS.live) === 2, 'the re-read of the updated resource');
    await sleep(NOTIFICATION_WINDOW_MS * 2);
    expect(log.count('resources/read', DEMO_URIS.live)).toBe(2);
    expect(log.count('resources/read', DEMO_URIS.readme)).toBe(1);
  });

  it('re-reads at most a couple of times for a burst of 100 notifications', async () => {
    const { server, log, servers } = await setup();
    renderWithKit(
      <>
        <ReadView uri={DEMO_URIS.live} watch />
        <WatchState />
      </>,
      servers,
    );
    await waitForUi(() => expect(screen.getByText(/^success:/)).toBeInTheDocument());
    await waitForListening();
    for (let index = 0; index < 100; index += 1) server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => log.count('resources/read', DEMO_URIS.live) >= 2, 'a re-read after the burst');
    await sleep(NOTIFICATION_WINDOW_MS * 3);
    expect(log.count('resources/read', DEMO_URIS.live) - 1).toBeLessThanOrEqual(2);
  });

  it('refetches the list once on list-changed', async () => {
    const { server, log, servers } = await setup();
    renderWithKit(
      <>
        <ResourceList />
        <WatchState />
      </>,
      servers,
    );
    await waitForUi(() => expect(screen.getByTestId('status-demo').textContent).toMatch(/^success:/));
    await waitForListening();
    expect(log.count('resources/list')).toBe(1);
    server.notify.resourcesChanged();
    await waitFor(() => log.count('resources/list') === 2, 'the list to be refetched');
    await sleep(NOTIFICATION_WINDOW_MS * 2);
    expect(log.count('resources/list')).toBe(2);
  });

  it('keeps the other servers rendered when one fails', async () => {
    const { servers } = await setup();
    const failing = Promise.reject(new TypeError('Failed to fetch'));
    failing.catch(() => undefined);
    renderWithKit(<ResourceList />, [...servers, { id: 'broken', label: 'Broken', client: failing }]);
    await waitForUi(() => expect(screen.getByTestId('status-broken').textContent).toBe('error:0:disconnected'));
    await waitForUi(() => expect(screen.getByTestId('status-demo').textContent).toMatch(/^success:\d+:$/));
    expect(screen.getByText(DEMO_URIS.readme)).toBeInTheDocument();
  });

  it('walks the remaining pages with loadAll and reports progress', async () => {
    const { servers } = await setup({ bulkResources: 400, pageSize: 50 });
    const { result } = renderHook(() => useResources(), { wrapper: kitWrapper(servers) });
    await waitForUi(() => expect(result.current.servers[0]?.status).toBe('success'));
    expect(result.current.items).toHaveLength(50);
    const firstPage = result.current.pagesByServer.get('demo')![0]!;
    await act(() => result.current.loadAll());
    expect(result.current.loadAllProgress).toMatchObject({ running: false, stopped: undefined });
    expect(result.current.loadAllProgress.pages).toBeGreaterThanOrEqual(8);
    expect(result.current.servers[0]?.hasNextPage).toBe(false);
    expect(result.current.items.length).toBeGreaterThanOrEqual(400);
    // The pages stay as they arrived, the first one the same array, and join to the items.
    const pages = result.current.pagesByServer.get('demo')!;
    expect(pages.length).toBeGreaterThanOrEqual(9);
    expect(pages[0]).toBe(firstPage);
    expect(pages.flat()).toEqual(result.current.itemsByServer.get('demo'));
    expect(result.current.itemsByServer).toBe(result.current.itemsByServer);
  });

  it('stops loadAll at its page limit', async () => {
    const { servers } = await setup({ bulkResources: 400, pageSize: 50 });
    const { result } = renderHook(() => useResources(), { wrapper: kitWrapper(servers) });
    await waitForUi(() => expect(result.current.servers[0]?.status).toBe('success'));
    await act(() => result.current.loadAll({ maxPages: 2 }));
    expect(result.current.loadAllProgress).toMatchObject({ running: false, pages: 2, stopped: 'page-limit' });
    expect(result.current.items).toHaveLength(150);
  });

  it('cancels loadAll and keeps the pages it loaded', async () => {
    const { servers } = await setup({ bulkResources: 2000, pageSize: 20 });
    const { result } = renderHook(() => useResources(), { wrapper: kitWrapper(servers) });
    await waitForUi(() => expect(result.current.servers[0]?.status).toBe('success'));
    let walk: Promise<void> | undefined;
    act(() => {
      walk = result.current.loadAll();
      result.current.cancelLoadAll();
    });
    await act(() => walk!);
    expect(result.current.loadAllProgress).toMatchObject({ running: false, stopped: 'cancelled' });
    expect(result.current.loadAllProgress.pages).toBeLessThanOrEqual(1);
    expect(result.current.servers[0]?.hasNextPage).toBe(true);
    expect(result.current.items.length).toBeGreaterThanOrEqual(20);
  });

  it('lists templates', async () => {
    const { servers } = await setup();
    const { result } = renderHook(() => useResourceTemplates(), { wrapper: kitWrapper(servers) });
    await waitForUi(() => expect(result.current.servers[0]?.status).toBe('success'));
    expect(result.current.items.map(({ item }) => item.uriTemplate)).toContain(DEMO_TEMPLATES.forecast);
  });

  it('reports the server status', async () => {
    const { servers } = await setup();
    const { result } = renderHook(() => useServerStatus('demo'), { wrapper: kitWrapper(servers) });
    await waitForUi(() => expect(result.current?.watch.state).toBe('listening'));
    expect(result.current).toMatchObject({ status: 'ready', era, protocolVersion: era === 'modern' ? '2026-07-28' : '2025-11-25' });
  });

  it('debounces completion and sends the other fields as context', async () => {
    const { log, servers } = await setup();
    const { result, rerender } = renderHook(
      ({ value }: { value: string }) => useCompletion('demo', DEMO_TEMPLATES.forecast, 'city', value, {}, { debounceMs: 100 }),
      { wrapper: kitWrapper(servers), initialProps: { value: 'P' } },
    );
    await waitForUi(() => expect(result.current.data?.values.length).toBeGreaterThan(0));
    const settled = log.count('completion/complete');
    rerender({ value: 'Pa' });
    rerender({ value: 'Par' });
    await waitForUi(() => {
      expect(result.current.isPlaceholderData).toBe(false);
      expect(result.current.data?.values).toContain('Paris');
      expect(result.current.data?.values.every((city) => city.startsWith('Par'))).toBe(true);
    });
    expect(log.count('completion/complete') - settled).toBe(1);

    const dates = renderHook(() => useCompletion('demo', DEMO_TEMPLATES.forecast, 'date', '', { city: 'Paris' }, { debounceMs: 0 }), {
      wrapper: kitWrapper(servers),
    });
    await waitForUi(() => expect(dates.result.current.data?.values.length).toBeGreaterThan(0));
  });
});

describe('reads through an input_required round', () => {
  it('are never served from the cache', async () => {
    const server = createDemoServer();
    const log = new RequestLog();
    const client = await connectInEra(server, 'modern', {
      log,
      onInputRequired: async ({ inputRequests }) =>
        Object.fromEntries(Object.keys(inputRequests).map((key) => [key, { action: 'accept' as const, content: { reason: 'audit', format: 'summary' } }])),
    });
    const servers = [{ id: 'demo', label: 'Demo', client }];
    const view = renderWithKit(<ReadView uri={DEMO_URIS.inputRequired} />, servers);
    await waitForUi(() => expect(screen.getByText(/^success:/)).toBeInTheDocument());
    const firstRound = log.count('resources/read', DEMO_URIS.inputRequired);
    expect(firstRound).toBeGreaterThanOrEqual(2);
    view.rerenderWith(<p>away</p>, servers);
    view.rerenderWith(<ReadView uri={DEMO_URIS.inputRequired} />, servers);
    await waitFor(() => log.count('resources/read', DEMO_URIS.inputRequired) >= firstRound * 2, 'the read to be asked again');
    view.unmount();
    await client.close();
    await server.close();
  });
});

describe('ResourceKitProvider', () => {
  it('keeps the results of different principals apart', async () => {
    const server = createDemoServer();
    const log = new RequestLog();
    const client = await connectInEra(server, 'modern', { log });
    const servers = [{ id: 'demo', label: 'Demo', client }];
    const queryClient = createTestQueryClient();
    const ui = (principal: string) => (
      <QueryClientProvider client={queryClient}>
        <ResourceKitProvider servers={servers} principal={principal}>
          <ReadView uri={DEMO_URIS.readme} />
        </ResourceKitProvider>
      </QueryClientProvider>
    );
    const view = render(ui('alice'));
    await waitForUi(() => expect(screen.getByText(/^success:/)).toBeInTheDocument());
    view.rerender(ui('bob'));
    await waitFor(() => log.count('resources/read', DEMO_URIS.readme) === 2, "bob's own read");
    view.rerender(ui('alice'));
    await sleep(50);
    expect(log.count('resources/read', DEMO_URIS.readme)).toBe(2);
    view.unmount();
    await client.close();
    await server.close();
  });


  it('explains a missing provider', () => {
    const queryClient = createTestQueryClient();
    expect(() => renderHook(() => useResources(), { wrapper: ({ children }) => <>{children}</> })).toThrow(
      /outside <ResourceKitProvider>.*Wrap the component tree/,
    );
    queryClient.clear();
  });

  it('asks nothing of a server still connecting when its list is retried or asked for its next page', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useResources(), {
      wrapper: kitWrapper([{ id: 'connecting', label: 'Connecting', client: () => new Promise<never>(() => {}) }]),
    });
    expect(result.current.servers[0]?.status).toBe('connecting');
    await act(async () => {
      result.current.servers[0]!.retry();
      await result.current.servers[0]!.fetchNextPage();
      await sleep(50);
    });
    // TanStack Query logs this when a query whose queryFn is skipToken is made to run.
    expect(consoleErrors.mock.calls.map((call) => String(call[0])).filter((message) => /skipToken/.test(message))).toEqual([]);
    expect(result.current.servers[0]?.status).toBe('connecting');
    unmount();
    consoleErrors.mockRestore();
  });

  it('adds and removes servers at runtime', async () => {
    const first = createDemoServer();
    const second = createDemoServer();
    const one = await connectInEra(first, 'modern');
    const two = await connectInEra(second, 'legacy');
    const servers = [{ id: 'one', label: 'One', client: one }];
    const view = renderWithKit(<ResourceList />, servers);
    await waitForUi(() => expect(screen.getByTestId('status-one').textContent).toMatch(/^success:/));
    view.rerenderWith(<ResourceList />, [...servers, { id: 'two', label: 'Two', client: Promise.resolve(two) }]);
    await waitForUi(() => expect(screen.getByTestId('status-two').textContent).toMatch(/^success:/));
    view.rerenderWith(<ResourceList />, [{ id: 'two', label: 'Two', client: two }]);
    await waitForUi(() => expect(screen.queryByTestId('status-one')).toBeNull());
    view.unmount();
    for (const client of [one, two]) await client.close();
    await first.close();
    await second.close();
  });
});

/** Waits until the provider's change feed is acknowledged and any reopening for new URIs has settled. */
async function waitForListening() {
  await waitForUi(() => expect(screen.getByTestId('watch-demo').textContent).toBe('listening'));
  await sleep(100);
}

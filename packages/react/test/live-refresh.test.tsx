import { Client, StreamableHTTPClientTransport, type FetchLike } from '@modelcontextprotocol/client';
import { connectResourceClient, createResourceClient, guardAnswerStreams, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS, type DemoServer, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourcePreview } from '../src/index.js';
import { renderWithKit, WatchState } from './render-with-kit.js';

const IN_PAGE_URL = 'http://in-page.invalid/mcp';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface JsonRpcMessage {
  id?: number | string;
  method?: string;
  params?: { uri?: string; requestId?: number | string };
}

function messageOf(init: RequestInit | undefined): JsonRpcMessage | undefined {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body) as JsonRpcMessage;
  } catch {
    return undefined;
  }
}

function delay(milliseconds: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** What the in-page server does with a read before it reaches the demo server. */
type ReadFault = (message: JsonRpcMessage, init: RequestInit | undefined) => Promise<Response | undefined>;

async function setup(options: DemoServerOptions, fault: ReadFault) {
  const server = createDemoServer(options);
  const fetch: FetchLike = async (url, init) => {
    const message = messageOf(init);
    if (message?.method === 'resources/read') {
      const answer = await fault(message, init);
      if (answer) return answer;
    }
    return server.fetch(new Request(url, init));
  };
  const client = await connectResourceClient({ url: IN_PAGE_URL, fetch });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  return { server, client, servers: [{ id: 'demo', label: 'Demo', client }] };
}

function tickOf(container: HTMLElement): number | undefined {
  const text = container.querySelector('[data-slot="resource-preview-text"]')?.textContent ?? '';
  const match = /tick: (\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

describe('live refresh of a server slower than its updates', () => {
  it('shows fresh content from a server that takes 3 s per read and changes every 2 s', async () => {
    // Each read waits 3 s before the server sees it; the clock ticks (and notifies) every 2 s.
    const { servers } = await setup({ updateIntervalMs: 2_000 }, async (_message, init) => {
      await delay(3_000, init?.signal);
      return undefined;
    });
    const { container } = renderWithKit(
      <>
        <WatchState />
        <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.live} />
      </>,
      servers,
    );
    await waitFor(() => expect(tickOf(container)).toBeDefined(), { timeout: 10_000 });
    const first = tickOf(container)!;
    // Reads that were cancelled by every next notification would leave `first` on screen for good.
    await waitFor(() => expect(tickOf(container)).toBeGreaterThan(first), { timeout: 15_000 });
    // "Updated just now" describes the content shown: a read that landed after a change notice.
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-live"]')?.textContent).toBe('Updated just now'), { timeout: 10_000 });
  }, 40_000);

  it('says nothing is updated while the reads for the changes have not landed', async () => {
    let stall = false;
    const { server, servers } = await setup({}, async (_message, init) => {
      if (stall) await delay(60_000, init?.signal);
      return undefined;
    });
    const { container } = renderWithKit(
      <>
        <WatchState />
        <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.live} />
      </>,
      servers,
    );
    await waitFor(() => expect(screen.getByTestId('watch-demo').textContent).toBe('listening'));
    await waitFor(() => expect(tickOf(container)).toBeDefined());
    stall = true;
    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview"]')?.hasAttribute('data-fetching')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(container.querySelector('[data-slot="resource-preview-live"]')?.textContent).toBe('');
  });
});

describe('a failed re-read', () => {
  it('shows a stale warning with the error and keeps the last good content while changes keep coming', async () => {
    let cut = false;
    const { servers } = await setup({ updateIntervalMs: 1_000 }, async () => {
      if (!cut) return undefined;
      // The answer stream starts and then the connection dies, as a crashed server's would.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: message\ndata: {"jsonrpc":"2.0",'));
          setTimeout(() => controller.error(new TypeError('network error')), 20);
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const { container } = renderWithKit(
      <>
        <WatchState />
        <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.live} />
      </>,
      servers,
    );
    await waitFor(() => expect(tickOf(container)).toBeDefined(), { timeout: 10_000 });
    const shown = tickOf(container);
    cut = true;
    // A read and its two retries fail in about 3 s; a notification every second must not hide that.
    const alert = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('[data-slot="resource-preview-error"]');
      expect(element).toBeInTheDocument();
      return element!;
    }, { timeout: 15_000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.hasAttribute('data-stale')).toBe(true);
    expect(alert.getAttribute('data-kind')).toBe('disconnected');
    expect(alert.querySelector('[data-slot="resource-preview-stale"]')?.textContent).toMatch(/^Could not read the latest version; showing the content read at /);
    expect(alert.querySelector('[data-slot="resource-preview-error-detail"]')?.textContent).toMatch(/broke off before the answer arrived/);
    expect(container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('success');
    expect(tickOf(container)).toBe(shown);
    expect(container.querySelector('[data-slot="resource-preview-live"]')?.textContent).toBe('');
  }, 40_000);
});

/** A client whose wire the test can see from the server's side of the HTTP boundary. */
async function connectObserved(server: DemoServer, era: 'modern' | 'legacy', observe: (message: JsonRpcMessage, request: Request) => void): Promise<ResourceClient> {
  const fetch: FetchLike = (url, init) => {
    const request = new Request(url, init);
    const message = messageOf(init);
    if (message) observe(message, request);
    return server.fetch(request);
  };
  const client = new Client(
    { name: 'resource-kit-tests', version: '0.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(IN_PAGE_URL), { fetch: guardAnswerStreams(fetch) }));
  return createResourceClient(client);
}

describe.each(['modern', 'legacy'] as const)('switching resources during a slow read, %s era', (era) => {
  it('cancels the slow read on the wire', async () => {
    const server = createDemoServer();
    const slowReads: Array<{ id: number | string | undefined; request: Request }> = [];
    const cancelled: Array<number | string | undefined> = [];
    const client = await connectObserved(server, era, (message, request) => {
      if (message.method === 'resources/read' && message.params?.uri === DEMO_URIS.slow) slowReads.push({ id: message.id, request });
      if (message.method === 'notifications/cancelled') cancelled.push(message.params?.requestId);
    });
    cleanups.push(async () => {
      await client.close().catch(() => undefined);
      await server.close();
    });
    expect(client.era).toBe(era);
    const servers = [{ id: 'demo', label: 'Demo', client }];
    const { container, rerenderWith } = renderWithKit(<ResourcePreview.Root serverId="demo" uri={DEMO_URIS.slow} />, servers);
    await waitFor(() => expect(slowReads).toHaveLength(1));
    const [slow] = slowReads;

    rerenderWith(<ResourcePreview.Root serverId="demo" uri={DEMO_URIS.readme} />, servers);
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('success'));
    if (era === 'modern') {
      // 2026-07-28 over HTTP cancels by closing the request's stream: the server sees its request aborted.
      await waitFor(() => expect(slow!.request.signal.aborted).toBe(true));
      expect(cancelled).not.toContain(slow!.id);
    } else {
      await waitFor(() => expect(cancelled).toContain(slow!.id));
      expect(slow!.request.signal.aborted).toBe(false);
    }
  });
});

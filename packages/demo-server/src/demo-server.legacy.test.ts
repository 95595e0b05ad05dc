import {
  Client,
  ProtocolError,
  ResourceNotFoundError,
  StreamableHTTPClientTransport,
  type ListResourcesResult,
  type ResourceUpdatedNotification,
  type Transport,
} from '@modelcontextprotocol/client';
import { afterEach, describe, expect, test } from 'vitest';
import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS, type DemoServer } from './index.js';

const servers: DemoServer[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function startServer(options?: Parameters<typeof createDemoServer>[0]): DemoServer {
  const server = createDemoServer(options);
  servers.push(server);
  return server;
}

async function connectLegacy(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'demo-server-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
  clients.push(client);
  await client.connect(transport);
  return client;
}

const inMemory = async (server: DemoServer) => connectLegacy(await server.connectLegacy());
const overHttp = async (server: DemoServer) =>
  connectLegacy(new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), { fetch: (url, init) => server.fetch(new Request(url, init)) }));

function nextUpdate(client: Client, timeoutMs = 3_000): Promise<ResourceUpdatedNotification> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for notifications/resources/updated')), timeoutMs);
    client.setNotificationHandler('notifications/resources/updated', (notification) => {
      clearTimeout(timer);
      resolve(notification);
    });
  });
}

describe.each([
  ['in-memory (connectLegacy)', inMemory],
  ['HTTP session', overHttp],
])('legacy era (2025-11-25) via %s', (_label, connect) => {
  test('negotiates 2025-11-25', async () => {
    const client = await connect(startServer());
    expect(client.getProtocolEra()).toBe('legacy');
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    expect(client.getServerCapabilities()).toMatchObject({ resources: { subscribe: true, listChanged: true }, completions: {} });
  });

  test('walks every page once; no 2026-only cache fields', async () => {
    const client = await connect(startServer({ pageSize: 6, bulkResources: 30 }));
    const pages: ListResourcesResult[] = [await client.request({ method: 'resources/list', params: {} })];
    for (let cursor = pages[0]?.nextCursor; cursor !== undefined; cursor = pages.at(-1)?.nextCursor) pages.push(await client.listResources({ cursor }));
    const uris = pages.flatMap((page) => page.resources.map((resource) => resource.uri));
    expect(pages.length).toBeGreaterThan(5);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris.filter((uri) => uri.startsWith('file:///bulk/'))).toHaveLength(30);
    expect(pages[0]).not.toHaveProperty('ttlMs');
  });

  test('reads text, blob and directory; errors keep their codes', async () => {
    const client = await connect(startServer());
    expect((await client.readResource({ uri: DEMO_URIS.typescript })).contents[0]).toMatchObject({ mimeType: 'text/x-typescript' });
    expect((await client.readResource({ uri: DEMO_URIS.audio })).contents[0]).toMatchObject({ mimeType: 'audio/wav', blob: expect.any(String) });
    expect((await client.readResource({ uri: DEMO_URIS.directory })).contents.length).toBeGreaterThanOrEqual(4);
    expect((await client.readResource({ uri: 'repo://globex/infra/contents/terraform/main.tf' })).contents[0]).toMatchObject({ text: expect.stringContaining('module "network"') });
    await expect(client.readResource({ uri: DEMO_URIS.missing })).rejects.toBeInstanceOf(ResourceNotFoundError);
    await expect(client.readResource({ uri: DEMO_URIS.failing })).rejects.toMatchObject({ code: -32603 });
    const legacy = await client.readResource({ uri: DEMO_URIS.legacyNotFound }).catch((error: unknown) => error);
    expect(legacy).toBeInstanceOf(ProtocolError);
    expect(legacy).toMatchObject({ code: -32002 });
  });

  test('input_required is served to 2025 clients as a server-initiated elicitation', async () => {
    const client = await connect(startServer());
    client.setRequestHandler('elicitation/create', () => ({ action: 'accept', content: { reason: 'incident review', format: 'summary' } }));
    const read = await client.readResource({ uri: DEMO_URIS.inputRequired });
    expect((read.contents[0] as { text: string }).text).toContain('Access reason: incident review');
  });

  test('completion with context.arguments', async () => {
    const client = await connect(startServer());
    const result = await client.complete({
      ref: { type: 'ref/resource', uri: DEMO_TEMPLATES.forecast },
      argument: { name: 'date', value: '2026-11-0' },
      context: { arguments: { city: 'Tokyo' } },
    });
    expect(result.completion.values).toHaveLength(7);
  });

  test('subscribe + notify.resourceUpdated; unsubscribed URIs stay quiet; sub-resources reach the parent', async () => {
    const server = startServer();
    const client = await connect(server);
    await client.subscribeResource({ uri: DEMO_URIS.live });
    await client.subscribeResource({ uri: DEMO_URIS.directory });

    let update = nextUpdate(client);
    server.notify.resourceUpdated(DEMO_URIS.readme);
    server.notify.resourceUpdated(DEMO_URIS.live);
    expect((await update).params.uri).toBe(DEMO_URIS.live);

    update = nextUpdate(client);
    server.notify.resourceUpdated(DEMO_URIS.architecture);
    expect((await update).params.uri).toBe(DEMO_URIS.architecture);

    await client.unsubscribeResource({ uri: DEMO_URIS.live });
    update = nextUpdate(client, 300);
    server.notify.resourceUpdated(DEMO_URIS.live);
    await expect(update).rejects.toThrow(/timed out/);
  });

  test('notify.resourcesChanged sends list_changed', async () => {
    const server = startServer();
    const client = await connect(server);
    const changed = new Promise((resolve) => client.setNotificationHandler('notifications/resources/list_changed', resolve));
    server.notify.resourcesChanged();
    await expect(changed).resolves.toMatchObject({ method: 'notifications/resources/list_changed' });
  });
});

test('an HTTP request with an unknown session id gets 404', async () => {
  const server = startServer();
  const response = await server.fetch(
    new Request('http://in-page.invalid/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': 'no-such-session', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/list', params: {} }),
    }),
  );
  expect(response.status).toBe(404);
});

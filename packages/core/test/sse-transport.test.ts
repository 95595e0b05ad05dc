import { SSEClientTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectResourceClient, type ResourceClient, type WatchEvent } from '../src/index.js';
import { waitFor } from '../../../test-support/connect-in-era.js';
import { freePort, spawnServer, type SpawnedServer } from '../../../test-support/spawn-server.js';
import { rejection } from '../../../test-support/rejection.js';

const require = createRequire(import.meta.url);
const entry = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');

describe('against @modelcontextprotocol/server-everything over HTTP+SSE (2024-11-05 transport)', () => {
  let server: SpawnedServer;
  let sseUrl: string;
  const clients: ResourceClient[] = [];

  async function connect(options: Parameters<typeof connectResourceClient>[0]) {
    const client = await connectResourceClient(options);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    const port = await freePort();
    server = await spawnServer({ args: [entry, 'sse'], env: { PORT: String(port) }, ready: /running on port/, url: `http://127.0.0.1:${port}/sse` });
    sseUrl = server.url;
  }, 30_000);

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close().catch(() => undefined);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("connects with transport: 'sse', lists, reads and completes", async () => {
    const client = await connect({ url: sseUrl, transport: 'sse' });
    expect(client.client.transport).toBeInstanceOf(SSEClientTransport);
    expect(client.era).toBe('legacy');
    expect(client.serverInfo?.name).toBe('mcp-servers/everything');
    expect((await client.listAllResources()).items).toHaveLength(7);
    const templates = await client.listResourceTemplates();
    expect(templates.items).toHaveLength(2);
    const markdown = (await client.listResources()).items.find((item) => item.mimeType === 'text/markdown');
    const { contents } = await client.readResource(markdown!.uri);
    expect(contents[0]?.kind === 'text' && contents[0].text.length).toBeGreaterThan(0);
    const completion = await client.complete({ template: templates.items[0]!.uriTemplate, argument: 'resourceId', value: '7' });
    expect(completion.values).toEqual(['7']);
  });

  it('falls back to HTTP+SSE by itself when the POSTs to the URL are refused with 404', async () => {
    const client = await connect({ url: sseUrl });
    expect(client.client.transport).toBeInstanceOf(SSEClientTransport);
    expect(client.era).toBe('legacy');
    expect((await client.listResources()).items.length).toBeGreaterThan(0);
    expect(server.output()).toMatch(/Client Connected/);
  });

  it("does not try HTTP+SSE with transport: 'streamable-http'", async () => {
    const streamsBefore = server.output().match(/Client Connected/g)?.length ?? 0;
    const error = await rejection(connectResourceClient({ url: sseUrl, transport: 'streamable-http' }));
    expect(error.kind).toBe('unsupported');
    expect(error.code).toBe(404);
    expect(error.message).not.toContain('a GET for its endpoint event');
    expect(server.output().match(/Client Connected/g)?.length ?? 0).toBe(streamsBefore);
  });

  it('delivers resource updates over the SSE stream', async () => {
    const client = await connect({ url: sseUrl, transport: 'sse' });
    const uri = (await client.listResources()).items[0]!.uri;
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [uri] }, (event) => events.push(event));
    await waitFor(() => events.some((event) => event.type === 'status' && event.state === 'listening'), 'the subscription');
    await client.client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    await waitFor(() => events.some((event) => event.type === 'updated' && event.uri === uri), 'an update', 15_000);
    await client.client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    stop();
  }, 25_000);

  it("refuses transport: 'sse' with protocol: '2026-07-28' before sending anything", async () => {
    const error = await rejection(connectResourceClient({ url: sseUrl, transport: 'sse', protocol: '2026-07-28' }));
    expect(error.kind).toBe('unsupported');
    expect(error.message).toContain("protocol 'auto' or 'legacy'");
  });

  it('reports an SSE URL that is not one as unsupported, naming both transports', async () => {
    const wrong = sseUrl.replace(/\/sse$/, '/events');
    const error = await rejection(connectResourceClient({ url: wrong }));
    expect(error.kind).toBe('unsupported');
    expect(error.message).toContain('Check the endpoint path');
    expect(error.message).toContain('HTTP+SSE (a GET for its endpoint event) got HTTP 404');
    const direct = await rejection(connectResourceClient({ url: wrong, transport: 'sse' }));
    expect(direct.kind).toBe('unsupported');
    expect(direct.code).toBe(404);
  });
});

describe('the HTTP+SSE fallback leaves Streamable HTTP servers alone', () => {
  it('keeps Streamable HTTP for server-everything streamableHttp', async () => {
    const port = await freePort();
    const server = await spawnServer({
      args: [entry, 'streamableHttp'],
      env: { PORT: String(port) },
      ready: /listening on port/,
      url: `http://127.0.0.1:${port}/mcp`,
    });
    try {
      const client = await connectResourceClient({ url: server.url });
      expect(client.client.transport).toBeInstanceOf(StreamableHTTPClientTransport);
      await client.close();
    } finally {
      await server.stop();
    }
  }, 30_000);
});

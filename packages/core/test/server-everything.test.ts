import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectResourceClient, ResourceError, type ResourceClient, type WatchEvent } from '../src/index.js';
import { waitFor } from '../../../test-support/connect-in-era.js';
import { connectStdio, isRunning, type StdioConnection } from '../../../test-support/connect-stdio.js';
import { freePort, spawnServer, type SpawnedServer } from '../../../test-support/spawn-server.js';

const require = createRequire(import.meta.url);
const entry = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');

describe.each(['Streamable HTTP', 'stdio'] as const)('against @modelcontextprotocol/server-everything over %s', (transport) => {
  let server: SpawnedServer | undefined;
  let stdio: StdioConnection | undefined;
  let client: ResourceClient;

  beforeAll(async () => {
    if (transport === 'stdio') {
      stdio = await connectStdio([entry, 'stdio']);
      client = stdio.client;
      return;
    }
    const port = await freePort();
    server = await spawnServer({
      args: [entry, 'streamableHttp'],
      env: { PORT: String(port) },
      ready: /listening on port/,
      url: `http://127.0.0.1:${port}/mcp`,
    });
    client = await connectResourceClient({ url: server.url });
  }, 30_000);

  afterAll(async () => {
    await client?.close().catch(() => undefined);
    await server?.stop();
  });

  it('falls back to 2025-11-25', () => {
    expect(client.era).toBe('legacy');
    expect(client.protocolVersion).toBe('2025-11-25');
    expect(client.serverInfo?.name).toBe('mcp-servers/everything');
  });

  it('lists its 7 resources and 2 templates', async () => {
    const resources = await client.listAllResources();
    expect(resources.items).toHaveLength(7);
    expect(resources.rejected).toEqual([]);
    const templates = await client.listResourceTemplates();
    expect(templates.items).toHaveLength(2);
    expect(templates.nextCursor).toBeUndefined();
  });

  it('reads a text resource', async () => {
    const { items } = await client.listResources();
    const markdown = items.find((item) => item.mimeType === 'text/markdown');
    expect(markdown).toMatchObject({ mimeType: 'text/markdown' });
    const { contents } = await client.readResource(markdown!.uri);
    expect(contents[0]?.kind).toBe('text');
    expect(contents[0]?.byteLength).toBeGreaterThan(0);
  });

  it('reads a blob resource from its template', async () => {
    const { items } = await client.listResourceTemplates();
    const blobTemplate = items.find((template) => template.uriTemplate.includes('/blob/'));
    expect(blobTemplate?.uriTemplate).toContain('{resourceId}');
    const uri = blobTemplate!.uriTemplate.replace('{resourceId}', '1');
    const { contents } = await client.readResource(uri);
    expect(contents[0]?.kind).toBe('blob');
    expect(contents[0]?.byteLength).toBeGreaterThan(0);
  });

  it('completes a template argument', async () => {
    const { items } = await client.listResourceTemplates();
    const template = items[0]!.uriTemplate;
    const result = await client.complete({ template, argument: 'resourceId', value: '42' });
    expect(result.values).toEqual(['42']);
  });

  it('delivers an update after toggle-subscriber-updates is called', async () => {
    const { items } = await client.listResources();
    const uri = items[0]!.uri;
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [uri] }, (event) => events.push(event));
    await waitFor(() => events.some((event) => event.type === 'status' && event.state === 'listening'), 'the subscription');
    await client.client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    await waitFor(() => events.some((event) => event.type === 'updated' && event.uri === uri), 'an update', 15_000);
    await client.client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    stop();
  }, 20_000);

  it('reports an unknown resource as not-found', async () => {
    const error = await client.readResource('demo://nowhere/at-all').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(ResourceError.isInstance(error) && error.kind).toBe('not-found');
  });

  if (transport === 'stdio') {
    it('ends the server process on close', async () => {
      const { pid } = stdio!;
      expect(isRunning(pid)).toBe(true);
      await client.close();
      await waitFor(() => !isRunning(pid), 'the server process to exit', 10_000);
    });
  }
});

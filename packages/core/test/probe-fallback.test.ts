import { DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient, type ConnectResourceClientOptions, type ResourceClient } from '../src/index.js';
import { startProbeFaultServer, type ProbeFault, type ProbeFaultServer } from '../../../test-support/probe-fault-server.js';
import { freePort } from '../../../test-support/spawn-server.js';
import { rejection } from '../../../test-support/rejection.js';

describe('connectResourceClient over real HTTP, against probe answers seen in the wild', () => {
  const servers: ProbeFaultServer[] = [];
  const clients: ResourceClient[] = [];

  async function serve(fault: ProbeFault, demoOptions = {}) {
    const server = await startProbeFaultServer(fault, demoOptions);
    servers.push(server);
    return server;
  }

  async function connect(options: ConnectResourceClientOptions) {
    const client = await connectResourceClient(options);
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close().catch(() => undefined);
    for (const server of servers.splice(0)) await server.close();
  });

  it('speaks 2026-07-28 to a server that answers the probe', async () => {
    const server = await serve('none');
    const client = await connect({ url: server.url });
    expect(client.era).toBe('modern');
    expect(client.protocolVersion).toBe('2026-07-28');
    expect(server.methods).not.toContain('initialize');
  });

  it.each<[ProbeFault, string]>([
    ['http-500', 'HTTP 500'],
    ['html-200', 'an HTML page with status 200'],
    ['http-404', 'HTTP 404'],
  ])('falls back to the legacy handshake when the probe gets %s (%s)', async (fault) => {
    const server = await serve(fault);
    const client = await connect({ url: server.url });
    expect(client.era).toBe('legacy');
    expect(client.protocolVersion).toBe('2025-11-25');
    expect(server.methods.slice(0, 2)).toEqual(['server/discover', 'initialize']);
    const { items } = await client.listResources();
    expect(items.map((item) => item.uri)).toContain(DEMO_URIS.readme);
  });

  it('falls back to the legacy handshake when the probe goes unanswered past probeTimeoutMs', async () => {
    const server = await serve('silent');
    const started = Date.now();
    const client = await connect({ url: server.url, probeTimeoutMs: 500 });
    expect(client.era).toBe('legacy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(server.methods).toContain('initialize');
  });

  it("skips the probe with protocol: 'legacy'", async () => {
    const server = await serve('none');
    const client = await connect({ url: server.url, protocol: 'legacy' });
    expect(client.era).toBe('legacy');
    expect(server.methods).not.toContain('server/discover');
    expect(server.methods[0]).toBe('initialize');
  });

  it("speaks only 2026-07-28 with protocol: '2026-07-28'", async () => {
    const modern = await serve('none');
    expect((await connect({ url: modern.url, protocol: '2026-07-28' })).era).toBe('modern');

    const legacyOnly = await serve('http-404');
    const error = await rejection(connectResourceClient({ url: legacyOnly.url, protocol: '2026-07-28' }));
    expect(error.kind).toBe('unsupported');
    expect(error.message).toContain("protocol 'auto'");
    expect(legacyOnly.methods).not.toContain('initialize');
  });

  it('names both attempts when the probe and the handshake both fail', async () => {
    const server = await serve('everything-500');
    const error = await rejection(connectResourceClient({ url: server.url }));
    expect(server.methods).toEqual(['server/discover', 'initialize']);
    expect(error.kind).toBe('server');
    expect(error.code).toBe(500);
    expect(error.message).toContain('HTTP 500');
    expect(error.message).toContain('2026-07-28 probe (server/discover) got HTTP 500');
    expect(error.message).toContain('2025-11-25 handshake (initialize)');
    expect((error.data as { attempts: unknown[] }).attempts).toHaveLength(2);
  });

  it('does not fall back on 401, and says what to do', async () => {
    const server = await serve('none', { bearerToken: 'secret' });
    const error = await rejection(connectResourceClient({ url: server.url }));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toMatch(/check the token or headers/i);
    expect(error.message).not.toMatch(/try again/i);
    expect(server.methods).toEqual(['server/discover']);
    const client = await connect({ url: server.url, headers: { Authorization: 'Bearer secret' } });
    expect(client.era).toBe('modern');
  });

  it('reports a path that is not an MCP endpoint as unsupported, in both modes', async () => {
    const server = await serve('none');
    const wrongPath = server.url.replace(/\/mcp$/, '/api');
    for (const protocol of ['auto', 'legacy'] as const) {
      const error = await rejection(connectResourceClient({ url: wrongPath, protocol }));
      expect(error.kind).toBe('unsupported');
      expect(error.code).toBe(404);
      expect(error.message).toContain('Check the endpoint path');
      expect(error.message).not.toMatch(/try again/i);
    }
  });

  it('reports nothing listening as disconnected with ECONNREFUSED, whether or not the probe ran', async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    for (const protocol of ['auto', 'legacy', '2026-07-28'] as const) {
      const error = await rejection(connectResourceClient({ url, protocol }));
      expect(error.kind, protocol).toBe('disconnected');
      expect(error.code, protocol).toBe('ECONNREFUSED');
      expect(error.message, protocol).toContain('nothing is listening at that address');
    }
  });
});

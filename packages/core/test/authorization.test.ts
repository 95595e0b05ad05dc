import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient, type ResourceClient } from '../src/index.js';
import { startProbeFaultServer, type ProbeFaultServer } from '../../../test-support/probe-fault-server.js';
import { rejection } from '../../../test-support/rejection.js';

describe('connecting to servers that want credentials, over real HTTP', () => {
  const servers: ProbeFaultServer[] = [];
  const clients: ResourceClient[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close().catch(() => undefined);
    for (const server of servers.splice(0)) await server.close();
  });

  async function lockedServer() {
    const server = await startProbeFaultServer('none', { bearerToken: 'open-sesame' });
    servers.push(server);
    return server;
  }

  it('passes an authProvider to the transport: its token opens the server in both eras', async () => {
    const server = await lockedServer();
    const requested: string[] = [];
    const authProvider = {
      token: async () => {
        requested.push('token');
        return 'open-sesame';
      },
    };
    for (const protocol of ['auto', 'legacy'] as const) {
      const client = await connectResourceClient({ url: server.url, authProvider, protocol });
      clients.push(client);
      expect(client.era).toBe(protocol === 'auto' ? 'modern' : 'legacy');
      expect((await client.listResources()).items.length).toBeGreaterThan(0);
    }
    expect(requested.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['auto', 'legacy', '2026-07-28'] as const)(
    'reports HTTP 401 as unauthorized with what to do, never "try again" (protocol %s)',
    async (protocol) => {
      const server = await lockedServer();
      const error = await rejection(connectResourceClient({ url: server.url, protocol }));
      expect(error.kind).toBe('unauthorized');
      expect(error.message).toContain('HTTP 401');
      expect(error.message).toMatch(/check the token or headers/i);
      expect(error.message).not.toMatch(/try again/i);
      expect(server.methods).toHaveLength(1);
    },
  );

  it('reports a wrong token from an authProvider as unauthorized', async () => {
    const server = await lockedServer();
    const error = await rejection(connectResourceClient({ url: server.url, authProvider: { token: async () => 'wrong' } }));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toMatch(/try again/i);
  });

  it('reports HTTP 403 as unauthorized, without falling back', async () => {
    const server = await startProbeFaultServer('everything-403');
    servers.push(server);
    const error = await rejection(connectResourceClient({ url: server.url, headers: { Authorization: 'Bearer read-only' } }));
    expect(error.kind).toBe('unauthorized');
    expect(error.code).toBe(403);
    expect(error.message).toContain('denied access (HTTP 403)');
    expect(error.message).not.toMatch(/try again/i);
    expect(server.methods).toEqual(['server/discover']);
  });
});

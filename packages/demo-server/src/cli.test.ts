import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { request as httpRequest } from 'node:http';
import { startDemoCli } from '../../../test-support/demo-cli.js';
import type { SpawnedServer } from '../../../test-support/spawn-server.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_URIS } from './index.js';

let cli: SpawnedServer;
let endpoint: URL;

beforeAll(async () => {
  ({ cli, endpoint } = await startDemoCli(['--page-size', '5', '--resources', '20', '--update-ms', '100']));
}, 20_000);

afterAll(() => cli.stop());

/** A POST with exactly these headers; `node:http` because fetch does not let a caller set `Host`. */
async function post(url: URL, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

async function connect(mode: 'legacy' | { pin: string }): Promise<Client> {
  const client = new Client({ name: 'cli-test', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  return client;
}

describe('the CLI over real HTTP', () => {
  test('prints its endpoint', () => {
    expect(endpoint.pathname).toBe('/mcp');
    expect(endpoint.hostname).toBe('127.0.0.1');
  });

  test('answers a CORS preflight', async () => {
    const response = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-method, mcp-name' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version');
    expect(response.headers.get('access-control-allow-headers')).toContain('last-event-id');
  });

  test.each([
    ['modern', { pin: '2026-07-28' }, '2026-07-28'],
    ['legacy', 'legacy', '2025-11-25'],
  ] as const)('%s era: connects, lists every page, reads', async (era, mode, version) => {
    const client = await connect(mode);
    try {
      expect(client.getProtocolEra()).toBe(era);
      expect(client.getNegotiatedProtocolVersion()).toBe(version);
      const { resources } = await client.listResources();
      expect(resources.filter((resource) => resource.uri.startsWith('file:///bulk/'))).toHaveLength(20);
      const read = await client.readResource({ uri: DEMO_URIS.unicode });
      expect(read.contents[0]).toMatchObject({ uri: DEMO_URIS.unicode });
    } finally {
      await client.close();
    }
  });

  test('CORS headers are on real responses, and SSE notifications stream as they happen', async () => {
    const probe = await fetch(endpoint, { method: 'GET', headers: { origin: 'http://localhost:5173' } });
    expect(probe.headers.get('access-control-allow-origin')).toBe('*');
    expect(probe.headers.get('access-control-expose-headers')).toContain('mcp-session-id');

    const client = await connect({ pin: '2026-07-28' });
    try {
      const updates: number[] = [];
      client.setNotificationHandler('notifications/resources/updated', () => {
        updates.push(Date.now());
      });
      const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live] });
      await expect.poll(() => updates.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      await subscription.close();
    } finally {
      await client.close();
    }
  });

  test.each([
    ['a foreign Origin', (): Record<string, string> => ({ origin: 'http://evil.example' }), '--allow-origin http://evil.example'],
    ['a rebound Host', (): Record<string, string> => ({ host: `evil.example:${endpoint.port}` }), '--allow-host evil.example'],
  ])('refuses %s with 403 and a JSON-RPC error that says how to allow it', async (_, headers, advice) => {
    const response = await post(endpoint, headers());
    expect(response.status).toBe(403);
    const body = JSON.parse(response.body) as { jsonrpc: string; id: null; error: { code: number; message: string } };
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect(body.error.message).toContain(advice);
  });

  test('refuses a foreign preflight without CORS headers', async () => {
    const response = await fetch(endpoint, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test.each(['http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:6006'])('serves a browser on the loopback origin %s', async (origin) => {
    const response = await post(endpoint, { origin, host: `localhost:${endpoint.port}` });
    expect(response.status).not.toBe(403);
    expect(response.body).not.toContain('Forbidden');
  });

  test('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => cli.process.once('exit', resolve));
    process.kill(cli.process.pid ?? 0, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(cli.output()).toContain('SIGTERM: shutting down');
  });
});

describe('the CLI with --allow-origin and --allow-host', () => {
  let allowing: SpawnedServer;
  let allowingEndpoint: URL;

  beforeAll(async () => {
    ({ cli: allowing, endpoint: allowingEndpoint } = await startDemoCli(['--allow-origin', 'https://App.Example.com', '--allow-host', 'devbox.local']));
  }, 20_000);

  afterAll(() => allowing.stop());

  test('serves the allowed origin and host, and still refuses others', async () => {
    const allowed = await post(allowingEndpoint, { origin: 'https://app.example.com', host: `devbox.local:${allowingEndpoint.port}` });
    expect(allowed.status).not.toBe(403);
    expect((await post(allowingEndpoint, { origin: 'https://other.example.com' })).status).toBe(403);
    expect((await post(allowingEndpoint, { host: 'other.local' })).status).toBe(403);
  });

});

// Only Linux routes all of 127.0.0.0/8 to the loopback interface without configuration.
describe.runIf(process.platform === 'linux')('the CLI bound to --host 127.0.0.2', () => {
  let bound: SpawnedServer;
  let boundEndpoint: URL;

  beforeAll(async () => {
    ({ cli: bound, endpoint: boundEndpoint } = await startDemoCli(['--host', '127.0.0.2']));
  }, 20_000);

  afterAll(() => bound?.stop());

  test('answers to the address it was bound to, although it is not a loopback name', async () => {
    expect(boundEndpoint.hostname).toBe('127.0.0.2');
    expect((await post(boundEndpoint, {})).status).not.toBe(403);
    expect((await post(boundEndpoint, { host: `127.0.0.3:${boundEndpoint.port}` })).status).toBe(403);
  });
});

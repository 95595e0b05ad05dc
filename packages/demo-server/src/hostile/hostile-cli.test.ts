import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startDemoCli } from '../../../../test-support/demo-cli.js';
import type { SpawnedServer } from '../../../../test-support/spawn-server.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCliArguments } from '../cli-arguments.js';
import { CANARY_SCRIPT, DEMO_URIS, HOSTILE_URIS } from '../index.js';

let cli: SpawnedServer;
let endpoint: URL;

beforeAll(async () => {
  ({ cli, endpoint } = await startDemoCli(['--hostile', '--hostile-slow-ms', '50', '--hostile-flood', '50']));
}, 20_000);

afterAll(() => cli.stop());

async function connect(mode: 'legacy' | { pin: string }): Promise<Client> {
  const client = new Client({ name: 'hostile-cli-test', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  return client;
}

describe('--hostile over real HTTP', () => {
  test('says it is hostile', async () => {
    await expect.poll(() => cli.output()).toContain('Hostile mode');
  });

  test('page 1 of resources/list carries the payloads and the malformed item', async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'resources/list' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'resources/list',
        params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
      }),
    });
    const text = await response.text();
    expect(text).toContain(`<script>${CANARY_SCRIPT}</script>`);
    expect(text).toContain('"uri":42');
    expect(text).toContain(JSON.stringify(HOSTILE_URIS.duplicate));
  });

  test.each([
    ['modern', { pin: '2026-07-28' }],
    ['legacy', 'legacy'],
  ] as const)('%s era: reads hostile and normal resources; the slow read honours --hostile-slow-ms; the flood arrives', async (era, mode) => {
    const client = await connect(mode);
    try {
      expect(client.getProtocolEra()).toBe(era);
      const updates: string[] = [];
      client.setNotificationHandler('notifications/resources/updated', (notification) => {
        updates.push(notification.params.uri);
      });
      const subscription = era === 'modern' ? await client.listen({ resourceSubscriptions: [DEMO_URIS.live] }) : undefined;
      expect((await client.readResource({ uri: HOSTILE_URIS.svgText })).contents[0]).toMatchObject({ text: expect.stringContaining('<script>') });
      expect((await client.readResource({ uri: DEMO_URIS.readme })).contents[0]).toMatchObject({ text: expect.stringContaining('# harbor-api') });
      const started = Date.now();
      await client.readResource({ uri: HOSTILE_URIS.slow });
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => updates.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
      expect(updates.some((uri) => uri.startsWith(HOSTILE_URIS.floodUnknownPrefix))).toBe(true);
      await subscription?.close();
    } finally {
      await client.close();
    }
  });
});

describe('hostile CLI arguments', () => {
  test('--hostile-* flags map to HostileOptions and imply --hostile', () => {
    expect(parseCliArguments([]).server.hostile).toBeUndefined();
    expect(parseCliArguments(['--hostile']).server.hostile).toEqual({});
    expect(parseCliArguments(['--hostile-listen', 'drop:250', '--hostile-cursor', 'endless', '--hostile-flood', '100', '--hostile-slow-ms', '5']).server.hostile).toEqual({
      listenStream: { kind: 'drop', afterMs: 250 },
      cursor: 'endless',
      notificationFlood: { perSecond: 100 },
      slowMs: 5,
    });
    expect(parseCliArguments(['--hostile-listen', 'never-acknowledge']).server.hostile).toEqual({ listenStream: { kind: 'never-acknowledge' } });
  });

  test('bad values are rejected', () => {
    expect(() => parseCliArguments(['--hostile-listen', 'sometimes'])).toThrow(RangeError);
    expect(() => parseCliArguments(['--hostile-listen', 'drop:soon'])).toThrow(RangeError);
    expect(() => parseCliArguments(['--hostile-cursor', 'forever'])).toThrow(RangeError);
    expect(() => parseCliArguments(['--hostile-flood', 'lots'])).toThrow(RangeError);
  });
});

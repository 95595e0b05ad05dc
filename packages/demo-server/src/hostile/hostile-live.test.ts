import {
  Client,
  StreamableHTTPClientTransport,
  SUBSCRIPTION_ID_META_KEY,
  type JSONRPCMessage,
  type ResourceUpdatedNotification,
  type Transport,
} from '@modelcontextprotocol/client';
import { afterEach, describe, expect, test } from 'vitest';
import { createDemoServer, DEMO_URIS, HOSTILE_URIS, type HostileDemoServer, type HostileOptions } from '../index.js';

const servers: HostileDemoServer[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function startServer(hostile: true | HostileOptions = true): HostileDemoServer {
  const server = createDemoServer({ hostile });
  servers.push(server);
  return server;
}

/** A real SDK client, with every inbound message recorded as it arrives and every resources/updated and list_changed collected. */
async function connect(server: HostileDemoServer, era: 'modern' | 'legacy' | 'legacy-http') {
  const client =
    era === 'modern'
      ? new Client({ name: 'hostile-live-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } })
      : new Client({ name: 'hostile-live-test', version: '1.0.0' });
  clients.push(client);
  const transport: Transport =
    era === 'legacy'
      ? await server.connectLegacy()
      : new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), { fetch: (url, init) => server.fetch(new Request(url, init)) });
  await client.connect(transport);
  const wire: JSONRPCMessage[] = [];
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    wire.push(message);
    deliver?.(message, extra);
  };
  const updates: ResourceUpdatedNotification[] = [];
  let listChanged = 0;
  client.setNotificationHandler('notifications/resources/updated', (notification) => {
    updates.push(notification);
  });
  client.setNotificationHandler('notifications/resources/list_changed', () => {
    listChanged++;
  });
  return { client, wire, updates, listChanged: () => listChanged };
}

describe('listen stream faults (2026-07-28)', () => {
  test('never-acknowledge: the stream opens and stays silent, so listen() times out', async () => {
    const server = startServer({ listenStream: { kind: 'never-acknowledge' } });
    const { client, wire } = await connect(server, 'modern');
    const started = Date.now();
    const listening = client.listen({ resourceSubscriptions: [DEMO_URIS.live] }, { timeout: 300 });
    await expect.poll(() => server.hostile.listenStreams()).toEqual({ acknowledged: 0, unacknowledged: 1 });
    await expect(listening).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(wire.some((message) => 'method' in message && message.method === 'notifications/subscriptions/acknowledged')).toBe(false);
    // The client gave up and closed its end; the server lets go of the stream once the abort reaches it (past the
    // poll's default second in a loaded CI run).
    await expect.poll(() => server.hostile.listenStreams().unacknowledged, { timeout: 5_000 }).toBe(0);
  });

  test('drop: every listen stream breaks afterMs after it opened, again after a re-listen', async () => {
    const server = startServer({ listenStream: { kind: 'drop', afterMs: 100 } });
    const { client } = await connect(server, 'modern');
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = Date.now();
      const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live] });
      expect(subscription.honoredFilter).toEqual({ resourceSubscriptions: [DEMO_URIS.live] });
      expect(await subscription.closed).toBe('remote');
      expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    }
    expect(server.hostile.listenStreams()).toEqual({ acknowledged: 0, unacknowledged: 0 });
  });

  test('without a listen fault the SDK stream works as usual, and dropListenStreams() breaks it', async () => {
    const server = startServer();
    const { client, updates } = await connect(server, 'modern');
    const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live] });
    server.notify.resourceUpdated(DEMO_URIS.live);
    await expect.poll(() => updates.map((update) => update.params.uri)).toEqual([DEMO_URIS.live]);
    server.dropListenStreams();
    expect(await subscription.closed).toBe('remote');
  });
});

describe('notification flood', () => {
  test('modern: a burst reaches the listen stream whole, unknown URIs included, stamped with the subscription id', async () => {
    const server = startServer();
    const { client, updates } = await connect(server, 'modern');
    const subscription = await client.listen({ resourceSubscriptions: [HOSTILE_URIS.floodTarget] });
    const report = server.hostile.flood(200);
    expect(report).toMatchObject({ listenStreams: 1, legacyConnections: 0 });
    expect(report.notifications).toHaveLength(200);
    await expect.poll(() => updates.length).toBe(200);
    const unknown = updates.filter((update) => update.params.uri.startsWith(HOSTILE_URIS.floodUnknownPrefix));
    expect(unknown).toHaveLength(100);
    expect(updates.filter((update) => update.params.uri === HOSTILE_URIS.floodTarget)).toHaveLength(100);
    expect(new Set(updates.map((update) => update.params._meta?.[SUBSCRIPTION_ID_META_KEY])).size).toBe(1);
    const read = await client.readResource({ uri: HOSTILE_URIS.floodTarget });
    expect(read.contents[0]).toMatchObject({ text: 'Flood notifications sent so far: 200\n' });
    await subscription.close();
  });

  test.each(['legacy', 'legacy-http'] as const)('%s: a burst reaches the connection unsolicited, without any subscription', async (era) => {
    const server = startServer();
    const { updates, listChanged } = await connect(server, era);
    const report = server.hostile.flood(120, { listChanged: true, uris: [DEMO_URIS.readme, DEMO_URIS.live] });
    expect(report.legacyConnections).toBe(1);
    await expect.poll(() => updates.length + listChanged()).toBe(120);
    expect(listChanged()).toBe(12);
    expect(updates.filter((update) => update.params.uri.startsWith(HOSTILE_URIS.floodUnknownPrefix)).length).toBeGreaterThan(40);
    expect(updates.some((update) => update.params.uri === DEMO_URIS.readme)).toBe(true);
    expect(updates.some((update) => update.params.uri === DEMO_URIS.live)).toBe(true);
  });

  test('notificationFlood sends perSecond continuously to both eras until the server closes', async () => {
    const server = startServer({ notificationFlood: { perSecond: 200, listChanged: true } });
    const modern = await connect(server, 'modern');
    const started = Date.now();
    await modern.client.listen({ resourceSubscriptions: [DEMO_URIS.live] });
    const legacy = await connect(server, 'legacy');
    await expect.poll(() => modern.updates.length, { timeout: 3_000 }).toBeGreaterThanOrEqual(50);
    await expect.poll(() => legacy.updates.length, { timeout: 3_000 }).toBeGreaterThanOrEqual(50);
    const elapsedSeconds = (Date.now() - started) / 1_000;
    // Rate, not just volume: no more than the configured rate (plus one tick) has gone out.
    expect(modern.updates.length + modern.listChanged()).toBeLessThanOrEqual(Math.ceil((elapsedSeconds + 0.2) * 200));
    expect(modern.listChanged()).toBeGreaterThan(0);
    expect(modern.updates.some((update) => update.params.uri.startsWith(HOSTILE_URIS.floodUnknownPrefix))).toBe(true);

    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const settled = legacy.updates.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(legacy.updates.length).toBe(settled);
  });
});

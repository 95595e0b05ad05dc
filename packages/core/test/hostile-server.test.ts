import { createDemoServer, DEMO_URIS, HOSTILE_TEMPLATES, HOSTILE_URIS, type HostileDemoServer, type HostileOptions } from '@mcp-resource-kit/demo-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectInEra, RequestLog, waitFor, type EraName } from '../../../test-support/connect-in-era.js';
import { ResourceError, type ResourceClient, type WatchEvent } from '../src/index.js';

async function failure(promise: Promise<unknown>): Promise<ResourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(ResourceError.isInstance(error), `expected a ResourceError, got ${String(error)}`).toBe(true);
  return error as ResourceError;
}

describe.each<EraName>(['modern', 'legacy'])('ResourceClient against a hostile server, %s era', (era) => {
  const open: Array<{ server: HostileDemoServer; client: ResourceClient }> = [];
  afterEach(async () => {
    for (const { server, client } of open.splice(0)) {
      await client.close().catch(() => undefined);
      await server.close();
    }
  });

  async function setup(hostile: HostileOptions = {}, options: { requestTimeoutMs?: number; log?: RequestLog } = {}) {
    const server = createDemoServer({ hostile }) as HostileDemoServer;
    const client = await connectInEra(server, era, options);
    open.push({ server, client });
    return { server, client };
  }

  it('keeps a page with a malformed item and duplicate URIs, reporting the malformed one', async () => {
    const { client } = await setup();
    const page = await client.listResources();
    expect(page.rejected.length).toBeGreaterThanOrEqual(1);
    expect(page.items.filter((item) => item.uri === HOSTILE_URIS.duplicate)).toHaveLength(2);
    expect(page.items.some((item) => item.uri === HOSTILE_URIS.html)).toBe(true);
    const templates = await client.listResourceTemplates();
    expect(templates.rejected.length).toBeGreaterThanOrEqual(1);
    expect(templates.items.length).toBeGreaterThan(0);
  });

  it('caps a completion of 10,000 values at 100 and says there are more', async () => {
    const { client } = await setup();
    const result = await client.complete({ template: HOSTILE_TEMPLATES.completeRaw, argument: 'value', value: '' });
    expect(result.values).toHaveLength(100);
    expect(result.hasMore).toBe(true);
    expect(result.total).toBe(10_000);
  });

  it('rejects invalid base64 with invalid-response and keeps serving', async () => {
    const { client } = await setup();
    const error = await failure(client.readResource(HOSTILE_URIS.invalidBase64));
    expect(error.kind).toBe('invalid-response');
    expect((await client.readResource(DEMO_URIS.readme)).contents).toHaveLength(1);
  });

  it('reads a 20 MiB text with its exact byte length', async () => {
    const { client } = await setup();
    const [content] = (await client.readResource(HOSTILE_URIS.hugeText)).contents;
    expect(content?.byteLength).toBe(20 * 1024 * 1024);
  });

  it('times out a read that never answers', async () => {
    const { client } = await setup({}, { requestTimeoutMs: 300 });
    expect((await failure(client.readResource(HOSTILE_URIS.neverAnswers))).kind).toBe('timeout');
  });

  it('delivers only the watched URI out of a flood that names unknown ones', async () => {
    const { server, client } = await setup();
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [DEMO_URIS.live] }, (event) => events.push(event));
    await waitFor(() => events.some((event) => event.type === 'status' && event.state === 'listening'), 'the watch');
    server.hostile.flood(200, { uris: [DEMO_URIS.live], unknownUris: true });
    await waitFor(() => events.some((event) => event.type === 'updated'), 'the flood to arrive');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const updates = events.filter((event): event is Extract<WatchEvent, { type: 'updated' }> => event.type === 'updated');
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((event) => event.uri === DEMO_URIS.live)).toBe(true);
    stop();
  });
});

describe('watching a hostile modern server', () => {
  it('backs off instead of retrying in a tight loop when the server never acknowledges', async () => {
    const server = createDemoServer({ hostile: { listenStream: { kind: 'never-acknowledge' } } }) as HostileDemoServer;
    const log = new RequestLog();
    const client = await connectInEra(server, 'modern', { requestTimeoutMs: 200, log });
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [DEMO_URIS.live] }, (event) => events.push(event));
    await waitFor(
      () => events.some((event) => event.type === 'status' && event.state === 'reconnecting' && event.error?.kind === 'timeout'),
      'the missing acknowledgement to be reported',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(log.count('subscriptions/listen')).toBeLessThanOrEqual(4);
    stop();
    await client.close();
    await server.close();
  });

  it('re-listens after each drop', async () => {
    const server = createDemoServer({ hostile: { listenStream: { kind: 'drop', afterMs: 300 } } }) as HostileDemoServer;
    const client = await connectInEra(server, 'modern', {});
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [DEMO_URIS.live] }, (event) => events.push(event));
    const listened = () => events.filter((event) => event.type === 'status' && event.state === 'listening').length;
    await waitFor(() => listened() >= 2, 'a second acknowledgement after the first drop', 8000);
    stop();
    await client.close();
    await server.close();
  });
});

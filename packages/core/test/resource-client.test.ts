import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS, type DemoServer, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient, type ResourceClient, type ResourceClientOptions, type WatchEvent } from '../src/index.js';
import { connectInEra, waitFor, type EraName } from '../../../test-support/connect-in-era.js';
import { rejection } from '../../../test-support/rejection.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe.each<EraName>(['modern', 'legacy'])('ResourceClient in the %s era', (era) => {
  const open: Array<{ server: DemoServer; client: ResourceClient }> = [];

  async function setup(serverOptions: DemoServerOptions = {}, clientOptions: ResourceClientOptions = {}) {
    const server = createDemoServer(serverOptions);
    const client = await connectInEra(server, era, clientOptions);
    open.push({ server, client });
    return { server, client };
  }

  afterEach(async () => {
    for (const { server, client } of open.splice(0)) {
      await client.close().catch(() => undefined);
      await server.close();
    }
  });

  it(`negotiates the ${era} era`, async () => {
    const { client } = await setup();
    expect(client.era).toBe(era);
    expect(client.protocolVersion).toBe(era === 'modern' ? '2026-07-28' : '2025-11-25');
    expect(client.capabilities.resources).toMatchObject({ subscribe: true, listChanged: true });
    expect(client.serverInfo?.name).toBe('mcp-resource-kit-demo');
  });

  describe('listing', () => {
    it('returns one page at a time and walks past 64 pages with explicit cursors', async () => {
      const { client } = await setup({ bulkResources: 3300, pageSize: 50 });
      const first = await client.listResources();
      expect(first.items).toHaveLength(50);
      expect(first.nextCursor).toEqual(expect.any(String));

      const pageSizes: number[] = [];
      const all = await client.listAllResources({ onPage: (page) => pageSizes.push(page.items.length) });
      expect(all.pages).toBeGreaterThan(64);
      expect(pageSizes).toHaveLength(all.pages);
      expect(new Set(all.items.map((item) => item.uri)).size).toBe(all.items.length);
      expect(all.items.length).toBeGreaterThanOrEqual(3300);
      expect(all.items.map((item) => item.uri)).toContain(DEMO_URIS.readme);
    });

    it("treats '' as a cursor, not as the end of the list", async () => {
      const { client } = await setup({ emptyStringCursor: true, pageSize: 10 });
      const first = await client.listResources();
      expect(first.nextCursor).toBe('');
      const second = await client.listResources({ cursor: '' });
      expect(second.items.length).toBeGreaterThan(0);
      expect(second.items[0]?.uri).not.toBe(first.items[0]?.uri);
      const all = await client.listAllResources();
      expect(all.pages).toBeGreaterThan(2);
    });

    it('stops with invalid-response when the server repeats a cursor', async () => {
      const { client } = await setup({ cursorFault: 'repeat', pageSize: 10 });
      const error = await rejection(client.listAllResources());
      expect(error.kind).toBe('invalid-response');
      expect(error.message).toMatch(/repeated a page cursor/);
    });

    it('stops with invalid-response past maxPages when the cursor never ends', async () => {
      const { client } = await setup({ cursorFault: 'endless', pageSize: 10 });
      let pages = 0;
      const error = await rejection(client.listAllResources({ maxPages: 12, onPage: () => (pages += 1) }));
      expect(error.kind).toBe('invalid-response');
      expect(error.message).toMatch(/longer than 12 pages/);
      expect(pages).toBe(12);
    });

    it('keeps the valid items of a page with a malformed one and reports the rejected item', async () => {
      const { client } = await setup({ malformedListItem: true, pageSize: 20 });
      const page = await client.listResources();
      expect(page.rejected).toHaveLength(1);
      expect(page.rejected[0]?.reason).toMatch(/priority|uri/);
      expect(page.items.length).toBeGreaterThanOrEqual(19);
      expect(page.items.map((item) => item.uri)).toContain(DEMO_URIS.readme);
    });

    it("validates the kit's pages once, in the kit, and still hands a host's own list calls on the same client their items", async () => {
      const { client } = await setup({ malformedListItem: true, pageSize: 20 });
      const page = await client.listResources();
      const templates = await client.listResourceTemplates();
      // The SDK client underneath: the same connection, calls the kit did not make (it walks every page).
      const own = await client.client.listResources();
      const ownTemplates = await client.client.listResourceTemplates();
      expect(own.resources.slice(0, page.items.length).map((item) => item.uri)).toEqual(page.items.map((item) => item.uri));
      expect(ownTemplates.resourceTemplates.map((template) => template.uriTemplate)).toEqual(templates.items.map((template) => template.uriTemplate));
      expect(page.items.length).toBeGreaterThanOrEqual(19);
      expect(page.rejected).toHaveLength(1);
      // Nothing of the kit's bookkeeping shows in what callers get.
      expect(Object.keys(page)).toEqual(['items', 'rejected', 'nextCursor', 'ttlMs', 'cacheScope']);
      expect(Object.keys(own)).not.toContain('io.mcp-resource-kit/validatedItems');
    });

    it('lists templates with cache hints', async () => {
      const { client } = await setup();
      const page = await client.listResourceTemplates();
      expect(page.items.map((template) => template.uriTemplate)).toEqual(
        expect.arrayContaining([DEMO_TEMPLATES.forecast, DEMO_TEMPLATES.repository]),
      );
      expect(page.ttlMs).toBeGreaterThanOrEqual(0);
      expect(['public', 'private']).toContain(page.cacheScope);
    });

    it('is aborted through its signal', async () => {
      const { client } = await setup();
      const controller = new AbortController();
      controller.abort();
      const error = await rejection(client.listResources({ signal: controller.signal }));
      expect(error.kind).toBe('aborted');
    });
  });

  describe('reading', () => {
    it('reads text with its UTF-8 byte length', async () => {
      const { client } = await setup();
      const result = await client.readResource(DEMO_URIS.readme);
      const [content] = result.contents;
      expect(content?.kind).toBe('text');
      if (content?.kind !== 'text') return;
      expect(content.uri).toBe(DEMO_URIS.readme);
      expect(content.byteLength).toBe(new TextEncoder().encode(content.text).byteLength);
      expect(result.viaInputRequired).toBe(false);
    });

    it('decodes base64 blobs into bytes', async () => {
      const { client } = await setup();
      const [content] = (await client.readResource(DEMO_URIS.png)).contents;
      expect(content?.kind).toBe('blob');
      if (content?.kind !== 'blob') return;
      expect(content.mimeType).toBe('image/png');
      expect([...content.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(content.byteLength).toBe(content.bytes.byteLength);
    });

    it('keeps each content of a directory read with its own uri', async () => {
      const { client } = await setup();
      const { contents } = await client.readResource(DEMO_URIS.directory);
      expect(contents.length).toBeGreaterThan(1);
      expect(new Set(contents.map((content) => content.uri)).size).toBe(contents.length);
    });

    it('returns empty contents as a valid, empty resource', async () => {
      const { client } = await setup();
      const result = await client.readResource(DEMO_URIS.empty);
      expect(result.contents).toEqual([]);
    });

    it('rejects invalid base64 with invalid-response', async () => {
      const { client } = await setup();
      const error = await rejection(client.readResource(DEMO_URIS.invalidBase64));
      expect(error.kind).toBe('invalid-response');
      expect(error.uri).toBe(DEMO_URIS.invalidBase64);
    });

    it('reports a missing resource as not-found with its uri', async () => {
      const { client } = await setup();
      const error = await rejection(client.readResource(DEMO_URIS.missing));
      expect(error.kind).toBe('not-found');
      expect(error.uri).toBe(DEMO_URIS.missing);
      expect(error.message).toContain(DEMO_URIS.missing);
    });

    it('reports the legacy -32002 code as not-found', async () => {
      const { client } = await setup();
      const error = await rejection(client.readResource(DEMO_URIS.legacyNotFound));
      expect(error.kind).toBe('not-found');
      expect(error.code).toBe(-32002);
    });

    it('reports an internal error as a server error', async () => {
      const { client } = await setup();
      const error = await rejection(client.readResource(DEMO_URIS.failing));
      expect(error.kind).toBe('server');
      expect(error.code).toBe(-32603);
    });

    it('times out a slow read', async () => {
      const { client } = await setup({}, { requestTimeoutMs: 200 });
      const error = await rejection(client.readResource(DEMO_URIS.slow));
      expect(error.kind).toBe('timeout');
    });

    it('is aborted through its signal', async () => {
      const { client } = await setup();
      const controller = new AbortController();
      const pending = client.readResource(DEMO_URIS.slow, { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const error = await rejection(pending);
      expect(error.kind).toBe('aborted');
    });

    it('reports a closed connection as disconnected', async () => {
      const { client } = await setup();
      await client.close();
      const error = await rejection(client.readResource(DEMO_URIS.readme));
      expect(error.kind).toBe('disconnected');
    });
  });

  describe('completion', () => {
    it('completes a template argument', async () => {
      const { client } = await setup();
      const result = await client.complete({ template: DEMO_TEMPLATES.forecast, argument: 'city', value: 'Par' });
      expect(result.values).toContain('Paris');
      expect(result.values.length).toBeLessThanOrEqual(100);
    });

    it('sends the filled variables as context.arguments', async () => {
      const { client } = await setup();
      const withCity = await client.complete({
        template: DEMO_TEMPLATES.forecast,
        argument: 'date',
        value: '',
        context: { city: 'Paris' },
      });
      const withoutCity = await client.complete({ template: DEMO_TEMPLATES.forecast, argument: 'date', value: '' });
      expect(withCity.values.length).toBeGreaterThan(0);
      expect(withoutCity.values).toEqual([]);
    });

    it('reports total and hasMore when there are more than 100 suggestions', async () => {
      const { client } = await setup();
      const result = await client.complete({ template: DEMO_TEMPLATES.forecast, argument: 'city', value: '' });
      expect(result.values).toHaveLength(100);
      expect(result.hasMore).toBe(true);
      expect(result.total).toBeGreaterThan(100);
    });

    it('fails with unsupported, without a request, when the server has no completions', async () => {
      const { client } = await setup({ completions: false });
      const error = await rejection(client.complete({ template: DEMO_TEMPLATES.forecast, argument: 'city', value: 'P' }));
      expect(error.kind).toBe('unsupported');
    });
  });

  describe('watching', () => {
    function record(client: ResourceClient, target: Parameters<ResourceClient['watch']>[0]) {
      const events: WatchEvent[] = [];
      const stop = client.watch(target, (event) => events.push(event));
      const listening = () => events.some((event) => event.type === 'status' && event.state === 'listening');
      const updates = () => events.filter((event) => event.type === 'updated').map((event) => (event as { uri: string }).uri);
      return { events, stop, listening, updates };
    }

    it('delivers updates for watched resources and their sub-resources, and nothing else', async () => {
      const { server, client } = await setup();
      const watcher = record(client, { uris: [DEMO_URIS.live, DEMO_URIS.directory] });
      await waitFor(watcher.listening, 'the watch to be acknowledged');
      server.notify.resourceUpdated(DEMO_URIS.readme);
      server.notify.resourceUpdated(DEMO_URIS.live);
      await waitFor(() => watcher.updates().includes(DEMO_URIS.live), 'the update of the live resource');
      expect(watcher.updates()).not.toContain(DEMO_URIS.readme);
      watcher.stop();
    });

    it('delivers list changes', async () => {
      const { server, client } = await setup();
      const watcher = record(client, { listChanged: true });
      await waitFor(watcher.listening, 'the watch to be acknowledged');
      server.notify.resourcesChanged();
      await waitFor(() => watcher.events.some((event) => event.type === 'list-changed'), 'a list-changed event');
      watcher.stop();
    });

    it('follows the watched set as watchers come and go', async () => {
      const { server, client } = await setup();
      const first = record(client, { uris: [DEMO_URIS.live] });
      await waitFor(first.listening, 'the first watch');
      const second = record(client, { uris: [DEMO_URIS.readme] });
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.notify.resourceUpdated(DEMO_URIS.readme);
      await waitFor(() => second.updates().includes(DEMO_URIS.readme), 'the update of the newly watched resource');
      expect(first.updates()).toEqual([]);
      second.stop();
      first.stop();
    });

    it('stays idle when there is nothing to watch', async () => {
      const { client } = await setup({ subscribe: false, listChanged: false });
      const watcher = record(client, { uris: [DEMO_URIS.live], listChanged: true });
      await waitFor(() => watcher.events.some((event) => event.type === 'status'), 'a status event');
      expect(watcher.events.filter((event) => event.type === 'status').at(-1)).toMatchObject({ state: 'idle' });
      watcher.stop();
    });
  });
});

describe('ResourceClient in the modern era only', () => {
  const servers: DemoServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('re-listens with backoff after the server drops the stream', async () => {
    const server = createDemoServer();
    servers.push(server);
    const client = await connectInEra(server, 'modern', {});
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [DEMO_URIS.live] }, (event) => events.push(event));
    const states = () => events.flatMap((event) => (event.type === 'status' ? [event.state] : []));
    await waitFor(() => states().includes('listening'), 'the first acknowledgement');
    server.dropListenStreams();
    await waitFor(() => states().includes('reconnecting'), 'the drop to be noticed');
    await waitFor(() => states().lastIndexOf('listening') > states().indexOf('reconnecting'), 'the stream to be re-established');
    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => events.some((event) => event.type === 'updated'), 'an update on the new stream');
    stop();
    await client.close();
  });

  it('keeps the listen stream open past the request timeout', async () => {
    const server = createDemoServer();
    servers.push(server);
    const client = await connectInEra(server, 'modern', { requestTimeoutMs: 300 });
    const events: WatchEvent[] = [];
    const stop = client.watch({ uris: [DEMO_URIS.live] }, (event) => events.push(event));
    await waitFor(() => events.some((event) => event.type === 'status' && event.state === 'listening'), 'the acknowledgement');
    await new Promise((resolve) => setTimeout(resolve, 900));
    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => events.some((event) => event.type === 'updated'), 'an update after three timeouts have passed');
    expect(events.filter((event) => event.type === 'status').map((event) => (event as { state: string }).state)).not.toContain('reconnecting');
    stop();
    await client.close();
  });

  it('surfaces input_required as needs-input, then continues with the answers', async () => {
    const server = createDemoServer();
    servers.push(server);
    const client = await connectInEra(server, 'modern');
    const error = await rejection(client.readResource(DEMO_URIS.inputRequired));
    expect(error.kind).toBe('needs-input');
    const data = error.data as { inputRequests: Record<string, { method: string; params: { requestedSchema: { properties: Record<string, unknown> } } }>; requestState?: string };
    const [key, request] = Object.entries(data.inputRequests)[0] ?? [];
    expect(request?.method).toBe('elicitation/create');
    const fields = Object.keys(request?.params.requestedSchema.properties ?? {});
    expect(fields.length).toBeGreaterThan(0);

    const answers = Object.fromEntries(fields.map((field) => [field, answerFor(request?.params.requestedSchema.properties[field])]));
    const result = await client.readResource(DEMO_URIS.inputRequired, {
      input: { inputResponses: { [key as string]: { action: 'accept', content: answers } }, requestState: data.requestState },
    });
    expect(result.viaInputRequired).toBe(true);
    expect(result.contents.length).toBeGreaterThan(0);
    await client.close();
  });

  it('answers input_required through onInputRequired when the host provides it', async () => {
    const server = createDemoServer();
    servers.push(server);
    let asked = 0;
    const client = await connectInEra(server, 'modern', {
      onInputRequired: async ({ inputRequests }) => {
        asked += 1;
        return Object.fromEntries(
          Object.entries(inputRequests).map(([key, request]) => {
            const properties = (request.params as { requestedSchema: { properties: Record<string, unknown> } }).requestedSchema.properties;
            return [key, { action: 'accept' as const, content: Object.fromEntries(Object.keys(properties).map((field) => [field, answerFor(properties[field])])) }];
          }),
        );
      },
    });
    const result = await client.readResource(DEMO_URIS.inputRequired);
    expect(asked).toBe(1);
    expect(result.viaInputRequired).toBe(true);
    await client.close();
  });

  it('reports HTTP 401 as unauthorized', async () => {
    const server = createDemoServer({ bearerToken: 'secret' });
    servers.push(server);
    const rejected = await rejection(
      connectResourceClient({
        url: 'http://in-page.invalid/mcp',
        fetch: (url, init) => server.fetch(new Request(url, init)),
      }),
    );
    expect(rejected.kind).toBe('unauthorized');
    const accepted = await connectResourceClient({
      url: 'http://in-page.invalid/mcp',
      headers: { Authorization: 'Bearer secret' },
      fetch: (url, init) => server.fetch(new Request(url, init)),
    });
    expect(accepted.era).toBe('modern');
    await accepted.close();
  });
});

function answerFor(schema: unknown): string | number | boolean {
  const property = schema as { type?: string; enum?: string[]; oneOf?: Array<{ const: string }> };
  if (property.enum?.[0] !== undefined) return property.enum[0];
  if (property.oneOf?.[0] !== undefined) return property.oneOf[0].const;
  if (property.type === 'number' || property.type === 'integer') return 1;
  if (property.type === 'boolean') return true;
  return 'testing';
}

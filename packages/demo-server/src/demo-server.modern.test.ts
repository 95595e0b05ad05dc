import {
  Client,
  ProtocolError,
  ResourceNotFoundError,
  StreamableHTTPClientTransport,
  SUBSCRIPTION_ID_META_KEY,
  type ListResourcesResult,
  type ResourceUpdatedNotification,
} from '@modelcontextprotocol/client';
import { afterEach, describe, expect, test } from 'vitest';
import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS, type DemoServer } from './index.js';

/** A scheme, then only unreserved, reserved and percent-encoded characters (RFC 3986 §2-3). */
const RFC_3986_URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

const servers: DemoServer[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function startServer(options?: Parameters<typeof createDemoServer>[0]): DemoServer {
  const server = createDemoServer(options);
  servers.push(server);
  return server;
}

async function connectModern(server: DemoServer): Promise<Client> {
  const client = new Client(
    { name: 'demo-server-test', version: '1.0.0' },
    { versionNegotiation: { mode: 'auto' }, capabilities: { elicitation: { form: {} } } },
  );
  clients.push(client);
  const transport = new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), {
    fetch: (url, init) => server.fetch(new Request(url, init)),
  });
  await client.connect(transport);
  return client;
}

/** Walks resources/list page by page (listResources() without a cursor would aggregate). */
async function walkPages(client: Client): Promise<ListResourcesResult[]> {
  const pages: ListResourcesResult[] = [await client.request({ method: 'resources/list', params: {} })];
  for (let cursor = pages[0]?.nextCursor; cursor !== undefined; cursor = pages.at(-1)?.nextCursor) {
    pages.push(await client.listResources({ cursor }));
    if (pages.length > 10_000) throw new Error('pagination did not end');
  }
  return pages;
}

function nextEvent<T>(register: (resolve: (value: T) => void) => void, timeoutMs = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for an event')), timeoutMs);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe('modern era (2026-07-28) over the in-page fetch endpoint', () => {
  test('negotiates 2026-07-28 and advertises resources, subscribe, listChanged and completions', async () => {
    const client = await connectModern(startServer());
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(client.getServerCapabilities()).toMatchObject({ resources: { subscribe: true, listChanged: true }, completions: {} });
  });

  test('list pages carry opaque cursors, cache hints and every item exactly once', async () => {
    const client = await connectModern(startServer({ pageSize: 7 }));
    const pages = await walkPages(client);
    expect(pages.length).toBeGreaterThan(3);
    const uris = pages.flatMap((page) => page.resources.map((resource) => resource.uri));
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toEqual(expect.arrayContaining([DEMO_URIS.readme, DEMO_URIS.directory, DEMO_URIS.png, DEMO_URIS.live, DEMO_URIS.schema]));
    expect(uris).not.toContain(DEMO_URIS.missing);
    for (const page of pages) {
      expect(page.resources.length).toBeLessThanOrEqual(7);
      expect(page).toMatchObject({ ttlMs: 30_000, cacheScope: 'public' });
    }
  });

  test('a bulk catalog of 1000 with page size 50 takes more than 20 pages', async () => {
    const client = await connectModern(startServer({ bulkResources: 1_000, pageSize: 50 }));
    const pages = await walkPages(client);
    expect(pages.length).toBeGreaterThanOrEqual(21);
    const uris = pages.flatMap((page) => page.resources.map((resource) => resource.uri));
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris.filter((uri) => uri.startsWith('file:///bulk/'))).toHaveLength(1_000);
    expect(uris).toContain('file:///bulk/dir-009/item-00999.txt');
    const read = await client.readResource({ uri: 'file:///bulk/dir-004/item-00417.txt' });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/plain', text: expect.stringContaining('Generated item 417') });
  });

  test('a generated blob is readable by its URI at the size it names, and never listed', async () => {
    const client = await connectModern(startServer({ bulkResources: 10 }));
    const read = await client.readResource({ uri: 'file:///bulk/blob-2mb.bin' });
    const bytes = Buffer.from((read.contents[0] as { blob: string }).blob, 'base64');
    expect(read.contents[0]).toMatchObject({ uri: 'file:///bulk/blob-2mb.bin', mimeType: 'application/octet-stream' });
    expect(bytes.byteLength).toBe(2_000_000);
    expect(new Set(bytes.subarray(0, 1024)).size).toBeGreaterThan(200);
    const uris = (await walkPages(client)).flatMap((page) => page.resources.map((resource) => resource.uri));
    expect(uris.filter((uri) => uri.includes('blob-'))).toEqual([]);
    for (const uri of ['file:///bulk/blob-65mb.bin', 'file:///bulk/blob-0mb.bin', 'file:///bulk/blob-02mb.bin']) {
      await expect(client.readResource({ uri })).rejects.toBeInstanceOf(ResourceNotFoundError);
    }
  });

  test('listed metadata is realistic: exact sizes, data: icons, annotations', async () => {
    const client = await connectModern(startServer());
    const { resources } = await client.listResources();
    const readme = resources.find((resource) => resource.uri === DEMO_URIS.readme);
    expect(readme).toMatchObject({ mimeType: 'text/markdown', title: 'README', annotations: { audience: ['user', 'assistant'], priority: 1 } });
    const read = await client.readResource({ uri: DEMO_URIS.readme });
    const text = (read.contents[0] as { text: string }).text;
    expect(readme?.size).toBe(new TextEncoder().encode(text).byteLength);
    for (const resource of resources) {
      for (const icon of resource.icons ?? []) expect(icon.src).toMatch(/^data:image\//);
      const priority = resource.annotations?.priority;
      if (priority !== undefined) expect(priority).toBeGreaterThanOrEqual(0);
      if (priority !== undefined) expect(priority).toBeLessThanOrEqual(1);
    }
    const unicode = resources.find((resource) => resource.uri === DEMO_URIS.unicode);
    expect(unicode?.size).toBeGreaterThan(unicode?.title?.length ?? 0);
  });

  test('reads text with its cache hint, a PNG blob and a multi-content directory', async () => {
    const client = await connectModern(startServer());
    const readme = await client.readResource({ uri: DEMO_URIS.readme });
    expect(readme).toMatchObject({ ttlMs: 60_000, cacheScope: 'public' });
    expect(readme.contents).toEqual([{ uri: DEMO_URIS.readme, mimeType: 'text/markdown', text: expect.stringContaining('# harbor-api') }]);

    const png = await client.readResource({ uri: DEMO_URIS.png });
    const blob = (png.contents[0] as { blob: string }).blob;
    expect(Buffer.from(blob, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');

    const directory = await client.readResource({ uri: DEMO_URIS.directory });
    expect(directory.contents.length).toBeGreaterThanOrEqual(4);
    expect(new Set(directory.contents.map((content) => content.uri)).size).toBe(directory.contents.length);
    expect(directory.contents.map((content) => content.mimeType)).toEqual(expect.arrayContaining(['text/markdown', 'application/pdf']));

    const live = await client.readResource({ uri: DEMO_URIS.live });
    expect(live).toMatchObject({ ttlMs: 0, cacheScope: 'private' });
  });

  test('lists only RFC 3986 URIs and URI templates made of RFC 3986 characters, outside hostile mode', async () => {
    const client = await connectModern(startServer({ bulkResources: 250, listChangeIntervalMs: 0 }));
    const uris = (await walkPages(client)).flatMap((page) => page.resources.map((resource) => resource.uri));
    const templates = (await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate);
    expect(uris).toContain(DEMO_URIS.unicode);
    expect(uris.filter((uri) => !RFC_3986_URI.test(uri))).toEqual([]);
    expect(templates.filter((template) => !RFC_3986_URI.test(template.replace(/\{[^}]*\}/g, 'x')))).toEqual([]);
  });

  test('reads a percent-encoded URI exactly as listed', async () => {
    const client = await connectModern(startServer());
    const read = await client.readResource({ uri: DEMO_URIS.unicode });
    expect(read.contents[0]).toMatchObject({ uri: DEMO_URIS.unicode, text: expect.stringContaining('café') });
  });

  test('reads template URIs, including the repo template with optional path and query', async () => {
    const client = await connectModern(startServer());
    const file = await client.readResource({ uri: 'repo://acme/widgets/contents/src/index.ts?ref=main' });
    expect(file.contents[0]).toMatchObject({ mimeType: 'text/x-typescript', text: "export * from './widgets';\n" });
    const root = await client.readResource({ uri: 'repo://acme/widgets/contents' });
    const listing = JSON.parse((root.contents[0] as { text: string }).text) as { entries: { name: string }[] };
    expect(listing.entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['src', 'README.md']));
    const tagged = await client.readResource({ uri: 'repo://acme/widgets/contents/package.json?ref=v1.0.0' });
    expect((tagged.contents[0] as { text: string }).text).toContain('"version": "1.0.0"');
    const forecast = await client.readResource({ uri: 'weather://forecast/Paris/2026-11-03' });
    expect(JSON.parse((forecast.contents[0] as { text: string }).text)).toMatchObject({ city: 'Paris', country: 'FR', date: '2026-11-03' });
    await expect(client.readResource({ uri: 'repo://acme/widgets/contents?ref=no-such-branch' })).rejects.toBeInstanceOf(ResourceNotFoundError);
  });

  test('input_required: the elicitation answers shape the report', async () => {
    const client = await connectModern(startServer());
    const requests: unknown[] = [];
    client.setRequestHandler('elicitation/create', (request) => {
      requests.push(request.params);
      return { action: 'accept', content: { reason: 'quarterly audit', format: 'detailed' } };
    });
    const read = await client.readResource({ uri: DEMO_URIS.inputRequired }, { cacheMode: 'bypass' });
    expect(requests).toEqual([expect.objectContaining({ mode: 'form', requestedSchema: expect.objectContaining({ required: ['reason', 'format'] }) })]);
    const text = (read.contents[0] as { text: string }).text;
    expect(text).toContain('Access reason: quarterly audit');
    expect(text).toContain('## Findings');
  });

  test('errors: -32602 with data.uri for a miss, -32603 for a failure, bare -32002 for the legacy fault', async () => {
    const client = await connectModern(startServer());
    const miss = await client.readResource({ uri: DEMO_URIS.missing }).catch((error: unknown) => error);
    expect(miss).toBeInstanceOf(ResourceNotFoundError);
    expect(miss).toMatchObject({ code: -32602, data: { uri: DEMO_URIS.missing } });
    await expect(client.readResource({ uri: DEMO_URIS.failing })).rejects.toMatchObject({ code: -32603 });
    const legacy = await client.readResource({ uri: DEMO_URIS.legacyNotFound }).catch((error: unknown) => error);
    expect(legacy).toBeInstanceOf(ProtocolError);
    expect(legacy).toMatchObject({ code: -32002 });
  });

  test('empty contents, an undecodable blob and a slow read that can be cancelled', async () => {
    const client = await connectModern(startServer());
    expect((await client.readResource({ uri: DEMO_URIS.empty })).contents).toEqual([]);
    await expect(client.readResource({ uri: DEMO_URIS.invalidBase64 })).rejects.toThrow(/base64/i);
    const controller = new AbortController();
    const started = Date.now();
    const slow = client.readResource({ uri: DEMO_URIS.slow }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(slow).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('completion uses context.arguments', async () => {
    const client = await connectModern(startServer());
    const complete = (template: string, name: string, value: string, context?: Record<string, string>) =>
      client.complete({ ref: { type: 'ref/resource', uri: template }, argument: { name, value }, ...(context && { context: { arguments: context } }) });

    expect((await complete(DEMO_TEMPLATES.forecast, 'city', 'Par')).completion.values).toEqual(expect.arrayContaining(['Paris', 'Parma']));
    const broad = await complete(DEMO_TEMPLATES.forecast, 'city', '');
    expect(broad.completion).toMatchObject({ hasMore: true });
    expect(broad.completion.values).toHaveLength(100);
    expect(broad.completion.total).toBeGreaterThan(150);
    expect((await complete(DEMO_TEMPLATES.forecast, 'date', '', { city: 'Paris' })).completion.values).toHaveLength(7);
    expect((await complete(DEMO_TEMPLATES.forecast, 'date', '', { city: 'Atlantis' })).completion.values).toEqual([]);
    expect((await complete(DEMO_TEMPLATES.repository, 'repo', '', { owner: 'acme' })).completion.values).toEqual(['widgets', 'gadgets', 'docs-site']);
    expect((await complete(DEMO_TEMPLATES.repository, 'repo', '', { owner: 'globex' })).completion.values).toEqual(['billing-service', 'infra']);
    expect((await complete(DEMO_TEMPLATES.repository, 'ref', 'v', { owner: 'acme', repo: 'widgets' })).completion.values).toEqual(['v1.0.0', 'v1.1.0']);
    expect((await complete(DEMO_TEMPLATES.repository, 'path', 'src/', { owner: 'acme', repo: 'widgets' })).completion.values).toContain('src/index.ts');
    expect((await complete(DEMO_TEMPLATES.table, 'table', 'ses', { schema: 'auth' })).completion.values).toEqual(['sessions']);
  });

  test('templates/list pages with its own cursors', async () => {
    const client = await connectModern(startServer({ pageSize: 2 }));
    const first = await client.request({ method: 'resources/templates/list', params: {} });
    expect(first.resourceTemplates.map((template) => template.uriTemplate)).toEqual([DEMO_TEMPLATES.forecast, DEMO_TEMPLATES.repository]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await client.listResourceTemplates({ cursor: first.nextCursor ?? '' });
    expect(second.resourceTemplates.map((template) => template.uriTemplate)).toEqual([DEMO_TEMPLATES.table]);
    expect(second.nextCursor).toBeUndefined();
    await expect(client.listResources({ cursor: first.nextCursor ?? '' })).rejects.toMatchObject({ code: -32602 });
  });

  test('listen + notify.resourceUpdated delivers notifications/resources/updated, and the clock moves', async () => {
    const server = startServer();
    const client = await connectModern(server);
    const before = (await client.readResource({ uri: DEMO_URIS.live })).contents[0];
    const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live], resourcesListChanged: true });
    expect(subscription.honoredFilter).toEqual({ resourceSubscriptions: [DEMO_URIS.live], resourcesListChanged: true });
    const updated = nextEvent<ResourceUpdatedNotification>((resolve) => client.setNotificationHandler('notifications/resources/updated', resolve));
    server.notify.resourceUpdated(DEMO_URIS.live);
    const notification = await updated;
    expect(notification.params.uri).toBe(DEMO_URIS.live);
    expect(notification.params._meta?.[SUBSCRIPTION_ID_META_KEY]).toEqual(expect.any(String));
    const after = (await client.readResource({ uri: DEMO_URIS.live })).contents[0];
    expect(after).not.toEqual(before);

    const listChanged = nextEvent((resolve) => client.setNotificationHandler('notifications/resources/list_changed', resolve));
    server.notify.resourcesChanged();
    await listChanged;
    await subscription.close();
    expect(await subscription.closed).toBe('local');
  });

  test('dropListenStreams makes the subscription end as "remote"', async () => {
    const server = startServer();
    const client = await connectModern(server);
    const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live] });
    server.dropListenStreams();
    expect(await subscription.closed).toBe('remote');
  });

  test('updateIntervalMs ticks the live clock and listChangeIntervalMs churns the list', async () => {
    const server = startServer({ updateIntervalMs: 40, listChangeIntervalMs: 250 });
    const client = await connectModern(server);
    const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live], resourcesListChanged: true });
    const updated = nextEvent((resolve) => client.setNotificationHandler('notifications/resources/updated', resolve));
    const listChanged = nextEvent((resolve) => client.setNotificationHandler('notifications/resources/list_changed', resolve));
    await Promise.all([updated, listChanged]);
    const { resources } = await client.listResources({}, { cacheMode: 'bypass' });
    expect(resources.some((resource) => resource.uri.startsWith('file:///project/tmp/build-'))).toBe(true);
    await subscription.close();
  });
});

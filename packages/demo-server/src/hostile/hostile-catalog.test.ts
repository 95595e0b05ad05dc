import { Client, ProtocolError, StreamableHTTPClientTransport, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, test } from 'vitest';
import {
  CANARY_GLOBAL,
  CANARY_SCRIPT,
  createDemoServer,
  DEMO_TEMPLATES,
  DEMO_URIS,
  HOSTILE_COMPLETION_COUNT,
  HOSTILE_TEMPLATES,
  HOSTILE_URIS,
  type DemoServer,
  type HostileOptions,
} from '../index.js';

type Era = 'modern' | 'legacy';
type WireResult = Record<string, unknown>;

const servers: DemoServer[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A real SDK client in one era, plus every message the server sent it, recorded before the SDK validated it. */
async function connect(era: Era, hostile: true | HostileOptions = true, pageSize?: number): Promise<{ client: Client; wire: JSONRPCMessage[] }> {
  const server = createDemoServer({ hostile, ...(pageSize !== undefined && { pageSize }) });
  servers.push(server);
  const client =
    era === 'modern'
      ? new Client({ name: 'hostile-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } })
      : new Client({ name: 'hostile-test', version: '1.0.0' });
  clients.push(client);
  const transport: Transport =
    era === 'modern'
      ? new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), { fetch: (url, init) => server.fetch(new Request(url, init)) })
      : await server.connectLegacy();
  await client.connect(transport);
  expect(client.getProtocolEra()).toBe(era);
  const wire: JSONRPCMessage[] = [];
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    wire.push(message);
    deliver?.(message, extra);
  };
  return { client, wire };
}

/** Sends `method` through the SDK client and returns the raw result from the wire, whether or not the SDK accepted it. */
async function rawRequest(client: Client, wire: JSONRPCMessage[], method: string, params: Record<string, unknown> = {}) {
  const before = wire.length;
  const outcome = await client.request({ method, params } as never).then(
    (result: unknown) => ({ accepted: true as const, result }),
    (error: unknown) => ({ accepted: false as const, error }),
  );
  const response = wire.slice(before).find((message) => 'id' in message && ('result' in message || 'error' in message));
  if (!response || !('result' in response)) throw new Error(`no result on the wire for ${method}: ${JSON.stringify(response)}`);
  return { ...outcome, wire: response.result as WireResult };
}

function itemsOf(result: WireResult, key: 'resources' | 'resourceTemplates'): Array<Record<string, unknown>> {
  return result[key] as Array<Record<string, unknown>>;
}

function textOf(result: { contents: unknown[] }): string {
  const [content] = result.contents as Array<{ text?: string }>;
  if (typeof content?.text !== 'string') throw new Error('expected one text content');
  return content.text;
}

function decodedBlobOf(result: { contents: unknown[] }): string {
  const [content] = result.contents as Array<{ blob?: string }>;
  return Buffer.from(content?.blob ?? '', 'base64').toString('utf8');
}

describe.each(['modern', 'legacy'] as const)('hostile catalog, %s era', (era) => {
  test('page 1 on the wire: hostile items first, one malformed item among valid ones, a duplicate URI twice', async () => {
    const { client, wire } = await connect(era);
    const page1 = await rawRequest(client, wire, 'resources/list');
    const items = itemsOf(page1.wire, 'resources');
    expect(items).toHaveLength(51);

    const malformed = items.filter((item) => typeof item['uri'] !== 'string' || typeof item['name'] !== 'string');
    expect(malformed).toEqual([expect.objectContaining({ uri: 42 })]);
    expect(items.indexOf(malformed[0] as Record<string, unknown>)).toBe(2);
    // One bad item costs the SDK client the whole page; the kit has to quarantine it.
    expect(page1.accepted).toBe(false);

    const uris = items.map((item) => item['uri']);
    expect(uris.filter((uri) => uri === HOSTILE_URIS.duplicate)).toHaveLength(2);
    expect(uris.filter((uri) => uri === DEMO_URIS.readme)).toHaveLength(2);
    for (const uri of Object.values(HOSTILE_URIS)) {
      if (uri === HOSTILE_URIS.floodUnknownPrefix || uri === HOSTILE_URIS.legacyNotFound) continue;
      expect(uris, uri).toContain(uri);
    }

    const rest: unknown[] = [];
    for (let cursor = page1.wire['nextCursor'] as string | undefined; cursor !== undefined; ) {
      const page = await client.listResources({ cursor });
      rest.push(...page.resources.map((resource) => resource.uri));
      cursor = page.nextCursor;
      if (rest.length > 1_000) throw new Error('the list did not end');
    }
    const all = [...uris, ...rest];
    for (const uri of Object.values(DEMO_URIS)) {
      if (uri === DEMO_URIS.missing || uri === DEMO_URIS.firstBulkItem) continue;
      expect(all, uri).toContain(uri);
    }
  });

  test('names, titles and descriptions carry script payloads; icons carry javascript:, file:, http: and mislabelled data URLs', async () => {
    const { client, wire } = await connect(era);
    const items = itemsOf((await rawRequest(client, wire, 'resources/list')).wire, 'resources');
    const item = (uri: string) => items.find((candidate) => candidate['uri'] === uri) as { name: string; title: string; description: string; icons?: Array<{ src: string; mimeType?: string }> };

    const html = item(HOSTILE_URIS.html);
    expect(html.name).toContain(`onerror=${CANARY_SCRIPT}`);
    expect(html.title).toContain(`<script>${CANARY_SCRIPT}</script>`);
    expect(html.description).toContain(`href="javascript:${CANARY_SCRIPT}"`);
    expect(item(HOSTILE_URIS.markdown).description).toContain(`](javascript:${CANARY_SCRIPT})`);
    expect(CANARY_SCRIPT).toContain(`window.${CANARY_GLOBAL}=true`);

    const sources = (uri: string) => (item(uri).icons ?? []).map((icon) => icon.src);
    expect(sources(HOSTILE_URIS.iconJavascript)).toHaveLength(4);
    for (const src of sources(HOSTILE_URIS.iconJavascript)) expect(src.replace(/[\s]/g, '').toLowerCase()).toMatch(/^(javascript|&#106;avascript):/);
    expect(sources(HOSTILE_URIS.iconFile).every((src) => src.startsWith('file:'))).toBe(true);
    expect(sources(HOSTILE_URIS.iconHttp)[0]).toMatch(/^http:\/\//);
    const [htmlIcon, pngIcon] = item(HOSTILE_URIS.iconMislabelledDataUrl).icons ?? [];
    expect(htmlIcon).toMatchObject({ src: expect.stringMatching(/^data:text\/html;base64,/), mimeType: 'image/png' });
    expect(Buffer.from(htmlIcon?.src.split(',')[1] ?? '', 'base64').toString()).toContain('<script>');
    expect(Buffer.from(pngIcon?.src.split(',')[1] ?? '', 'base64').toString()).toContain('<script>');
    const [svgIcon] = item(HOSTILE_URIS.iconSvgScript).icons ?? [];
    const svgIconText = Buffer.from(svgIcon?.src.split(',')[1] ?? '', 'base64').toString();
    expect(svgIconText).toContain(`onload="${CANARY_SCRIPT}"`);
    expect(svgIconText).toContain(`<script>${CANARY_SCRIPT}</script>`);

    const long = item(HOSTILE_URIS.longName);
    expect([long.name.length, long.title.length, long.description.length]).toEqual([10_000, 10_000, 10_000]);
    expect(HOSTILE_URIS.longUri).toHaveLength(10_000);
    expect(item(HOSTILE_URIS.rightToLeftOverride).name).toContain('\u202E');
    expect(item(HOSTILE_URIS.zeroWidth).name).toMatch(/\u200B/);
    expect(HOSTILE_URIS.zeroWidth.replace('\u200B', '')).toBe(DEMO_URIS.readme);
    expect(item(HOSTILE_URIS.sizeLies)).toMatchObject({ size: 7 });
  });

  test('reads: HTML, markdown and SVG keep their scripts; blobs are mislabelled or not base64; odd URIs read exactly', async () => {
    const { client, wire } = await connect(era);
    expect(textOf(await client.readResource({ uri: HOSTILE_URIS.html }))).toContain(`<body onload=${CANARY_SCRIPT}>`);
    expect(textOf(await client.readResource({ uri: HOSTILE_URIS.markdown }))).toContain(`[appendix]: javascript:${CANARY_SCRIPT}`);
    const svg = await client.readResource({ uri: HOSTILE_URIS.svgText });
    expect(svg.contents[0]).toMatchObject({ mimeType: 'image/svg+xml' });
    expect(textOf(svg)).toContain(`onload="${CANARY_SCRIPT}"`);
    expect(textOf(svg)).toContain(`<script>${CANARY_SCRIPT}</script>`);
    expect(decodedBlobOf(await client.readResource({ uri: HOSTILE_URIS.svgBlob }))).toBe(textOf(svg));
    const mislabelled = await client.readResource({ uri: HOSTILE_URIS.mislabelledBlob });
    expect(mislabelled.contents[0]).toMatchObject({ mimeType: 'image/png' });
    expect(decodedBlobOf(mislabelled)).toMatch(/^<!doctype html>/);

    const invalid = await rawRequest(client, wire, 'resources/read', { uri: HOSTILE_URIS.invalidBase64 });
    expect(invalid.accepted).toBe(false);
    const [invalidContent] = (invalid.wire as { contents: Array<{ blob: string }> }).contents;
    expect(() => atob(invalidContent?.blob ?? '')).toThrow();

    for (const uri of [HOSTILE_URIS.javascriptUri, HOSTILE_URIS.dataHtmlUri, HOSTILE_URIS.longUri, HOSTILE_URIS.rightToLeftOverride, HOSTILE_URIS.zeroWidth]) {
      const read = await client.readResource({ uri });
      expect(read.contents[0]?.uri).toBe(uri);
    }
    expect(textOf(await client.readResource({ uri: HOSTILE_URIS.zeroWidth }))).not.toBe(textOf(await client.readResource({ uri: DEMO_URIS.readme })));
    expect(textOf(await client.readResource({ uri: HOSTILE_URIS.duplicate }))).toContain('Two list items share this URI');
    expect(textOf(await client.readResource({ uri: HOSTILE_URIS.sizeLies }))).toHaveLength(256 * 1024);
    expect((await client.readResource({ uri: HOSTILE_URIS.empty })).contents).toEqual([]);
    expect(textOf(await client.readResource({ uri: DEMO_URIS.readme }))).toContain('# harbor-api');
  });

  test('errors and time: legacy -32002, a configurable slow read, a read that never answers, unknown flood URIs are not found', async () => {
    const { client } = await connect(era, { slowMs: 150 });
    const legacy = await client.readResource({ uri: HOSTILE_URIS.legacyNotFound }).catch((error: unknown) => error);
    expect(legacy).toBeInstanceOf(ProtocolError);
    expect(legacy).toMatchObject({ code: -32002 });

    let started = Date.now();
    expect(textOf(await client.readResource({ uri: HOSTILE_URIS.slow }))).toBe('Finished after 150 ms.\n');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    started = Date.now();
    await expect(client.readResource({ uri: HOSTILE_URIS.neverAnswers }, { timeout: 200 })).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(client.readResource({ uri: `${HOSTILE_URIS.floodUnknownPrefix}7` })).rejects.toMatchObject({ code: -32602 });
  });

  test('templates: hostile ones first, one malformed, a broken URI template; normal templates still listed and completing', async () => {
    const { client, wire } = await connect(era);
    const page = await rawRequest(client, wire, 'resources/templates/list');
    expect(page.accepted).toBe(false);
    const templates = itemsOf(page.wire, 'resourceTemplates');
    expect(templates[2]).toMatchObject({ uriTemplate: 42 });
    expect(templates.map((template) => template['uriTemplate'])).toEqual([
      HOSTILE_TEMPLATES.reflect,
      HOSTILE_TEMPLATES.completeSdk,
      42,
      HOSTILE_TEMPLATES.completeRaw,
      HOSTILE_TEMPLATES.slowCompletion,
      HOSTILE_TEMPLATES.broken,
      DEMO_TEMPLATES.forecast,
      DEMO_TEMPLATES.repository,
      DEMO_TEMPLATES.table,
    ]);
    expect(templates[0]).toMatchObject({ title: expect.stringContaining('<script>'), icons: [{ src: expect.stringMatching(/^javascript:/) }] });

    const reflected = await client.readResource({ uri: 'hostile://reflect/%3Cimg%20src%3Dx%3E' });
    expect(reflected.contents[0]).toMatchObject({ mimeType: 'text/html', text: expect.stringContaining('<h1>Hello <img src=x></h1>') });
    const cities = await client.complete({ ref: { type: 'ref/resource', uri: DEMO_TEMPLATES.forecast }, argument: { name: 'city', value: 'Par' } });
    expect(cities.completion.values).toContain('Paris');
  });

  test('completion: McpServer sends 100 of 10,000 with total; the raw handler really sends 10,000; the slow one waits', async () => {
    const { client, wire } = await connect(era, { slowMs: 150 });
    const complete = (uri: string, value = 'x') => rawRequest(client, wire, 'completion/complete', { ref: { type: 'ref/resource', uri }, argument: { name: 'value', value } });

    const sdk = await complete(HOSTILE_TEMPLATES.completeSdk);
    expect(sdk.wire['completion']).toMatchObject({ total: HOSTILE_COMPLETION_COUNT, hasMore: true, values: expect.any(Array) });
    expect((sdk.wire['completion'] as { values: string[] }).values).toHaveLength(100);
    expect(sdk.accepted).toBe(true);

    const raw = await complete(HOSTILE_TEMPLATES.completeRaw, 'ab');
    const values = (raw.wire['completion'] as { values: string[] }).values;
    expect(values).toHaveLength(HOSTILE_COMPLETION_COUNT);
    expect(values.every((value) => value.startsWith('ab'))).toBe(true);
    expect(values.filter((value) => value.includes('onerror='))).toHaveLength(10);
    // The spec caps values at 100, and the SDK client's schema enforces it.
    expect(raw.accepted).toBe(false);

    const started = Date.now();
    const slow = await complete(HOSTILE_TEMPLATES.slowCompletion);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((slow.wire['completion'] as { values: string[] }).values).toHaveLength(100);
  });
});

test('the 20 MiB text is generated on read, with an exact size', async () => {
  const { client, wire } = await connect('modern');
  const items = itemsOf((await rawRequest(client, wire, 'resources/list')).wire, 'resources');
  const listed = items.find((item) => item['uri'] === HOSTILE_URIS.hugeText);
  expect(listed).toMatchObject({ size: 20 * 1024 * 1024 });
  const text = textOf(await client.readResource({ uri: HOSTILE_URIS.hugeText }));
  expect(text.length).toBe(listed?.['size']);
  expect(new TextEncoder().encode(text).byteLength).toBe(listed?.['size']);
  expect(text.match(/<script>/g)).toHaveLength(163);
});

describe('list options', () => {
  test("by default resources/list ends; cursor: 'endless' never ends; cursor: 'repeat' hands back page 1's cursor", async () => {
    const endless = await connect('modern', { cursor: 'endless', malformedItems: false }, 10);
    const seen = new Set<string>();
    let cursor = (await endless.client.request({ method: 'resources/list', params: {} })).nextCursor;
    for (let page = 0; page < 30; page++) {
      expect(cursor).toEqual(expect.any(String));
      expect(seen.has(cursor ?? '')).toBe(false);
      seen.add(cursor ?? '');
      cursor = (await endless.client.listResources({ cursor: cursor ?? '' })).nextCursor;
    }

    const repeat = await connect('legacy', { cursor: 'repeat', malformedItems: false }, 10);
    const first = await repeat.client.request({ method: 'resources/list', params: {} });
    const second = await repeat.client.listResources({ cursor: first.nextCursor ?? '' });
    expect(second.nextCursor).toBe(first.nextCursor);
  });

  test('malformedItems: false gives pages the SDK client accepts; listDelayMs delays every list', async () => {
    const { client } = await connect('modern', { malformedItems: false, listDelayMs: 120 });
    const started = Date.now();
    const page = await client.request({ method: 'resources/list', params: {} });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(page.resources.map((resource) => resource.uri)).toContain(HOSTILE_URIS.html);
    const templates = await client.request({ method: 'resources/templates/list', params: {} });
    expect(templates.resourceTemplates).toHaveLength(8);
  });

  test('invalid options are rejected', () => {
    expect(() => createDemoServer({ hostile: { slowMs: -1 } })).toThrow(RangeError);
    expect(() => createDemoServer({ hostile: { notificationFlood: { perSecond: 0 } } })).toThrow(RangeError);
  });
});

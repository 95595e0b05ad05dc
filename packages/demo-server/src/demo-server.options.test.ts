import { Client, SdkError, StreamableHTTPClientTransport, type ListResourcesResult } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, test } from 'vitest';
import { createDemoServer, DEMO_URIS, type DemoServer, type DemoServerOptions } from './index.js';

const servers: DemoServer[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function connect(options: DemoServerOptions, headers?: Record<string, string>): Promise<Client> {
  const server = createDemoServer(options);
  servers.push(server);
  const client = new Client({ name: 'demo-server-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  clients.push(client);
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), {
      fetch: (url, init) => server.fetch(new Request(url, init)),
      ...(headers && { requestInit: { headers } }),
    }),
  );
  return client;
}

const firstPage = (client: Client): Promise<ListResourcesResult> => client.request({ method: 'resources/list', params: {} });

describe('pagination faults', () => {
  test("emptyStringCursor: page 1's nextCursor is '' and it leads to page 2", async () => {
    const client = await connect({ pageSize: 10, emptyStringCursor: true });
    const page1 = await firstPage(client);
    expect(page1.nextCursor).toBe('');
    const page2 = await client.listResources({ cursor: '' });
    expect(page2.resources[0]?.uri).not.toBe(page1.resources[0]?.uri);
    expect(page2.nextCursor).toEqual(expect.stringMatching(/.+/));
    const all = await client.listResources();
    expect(all.resources.length).toBeGreaterThan(20);
  });

  test("cursorFault 'repeat': page 2 hands back page 1's cursor", async () => {
    const client = await connect({ pageSize: 5, cursorFault: 'repeat' });
    const page1 = await firstPage(client);
    const page2 = await client.listResources({ cursor: page1.nextCursor ?? '' });
    expect(page2.nextCursor).toBe(page1.nextCursor);
  });

  test("cursorFault 'endless': every page has a fresh cursor; the SDK's aggregate walk gives up", async () => {
    const client = await connect({ pageSize: 5, cursorFault: 'endless' });
    const seen = new Set<string>();
    let cursor = (await firstPage(client)).nextCursor;
    for (let page = 0; page < 30; page++) {
      expect(cursor).toEqual(expect.any(String));
      expect(seen.has(cursor ?? '')).toBe(false);
      seen.add(cursor ?? '');
      const result = await client.listResources({ cursor: cursor ?? '' });
      expect(result.resources).toHaveLength(5);
      cursor = result.nextCursor;
    }
    await expect(client.listResources()).rejects.toBeInstanceOf(SdkError);
  });

  test('malformedListItem: page 1 carries one schema-violating item, which the SDK client rejects', async () => {
    const server = createDemoServer({ malformedListItem: true, pageSize: 5 });
    servers.push(server);
    const response = await server.fetch(
      new Request('http://in-page.invalid/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'resources/list' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'resources/list',
          params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
        }),
      }),
    );
    const body = (await response.json()) as { result: ListResourcesResult & { nextCursor: string } };
    expect(body.result.resources).toHaveLength(6);
    expect(body.result.resources.filter((resource) => (resource.annotations?.priority ?? 0) > 1)).toHaveLength(1);

    const client = await connect({ malformedListItem: true, pageSize: 5 });
    await expect(firstPage(client)).rejects.toMatchObject({ code: 'INVALID_RESULT' });
    const page2 = await client.listResources({ cursor: body.result.nextCursor });
    expect(page2.resources).toHaveLength(5);
  });

  test('an invalid cursor is -32602', async () => {
    const client = await connect({ pageSize: 5 });
    await expect(client.listResources({ cursor: 'not-a-cursor' })).rejects.toMatchObject({ code: -32602 });
    await expect(client.listResources({ cursor: '' })).rejects.toMatchObject({ code: -32602 });
  });
});

describe('capability switches', () => {
  test('completions, subscribe and listChanged can be turned off', async () => {
    const client = await connect({ completions: false, subscribe: false, listChanged: false });
    const capabilities = client.getServerCapabilities();
    expect(capabilities?.completions).toBeUndefined();
    expect(capabilities?.resources).toEqual({ subscribe: false, listChanged: false });
    const subscription = await client.listen({ resourceSubscriptions: [DEMO_URIS.live] });
    expect(subscription.honoredFilter).toEqual({});
    await subscription.close();
  });
});

describe('bearerToken', () => {
  test('answers 401 without the token', async () => {
    const server = createDemoServer({ bearerToken: 's3cret' });
    servers.push(server);
    const response = await server.fetch(new Request('http://in-page.invalid/mcp', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    await expect(connect({ bearerToken: 's3cret' }, { authorization: 'Bearer wrong' })).rejects.toBeInstanceOf(SdkError);
  });

  test('serves with the token', async () => {
    const client = await connect({ bearerToken: 's3cret' }, { authorization: 'Bearer s3cret' });
    expect(client.getProtocolEra()).toBe('modern');
    expect((await client.readResource({ uri: DEMO_URIS.readme })).contents).toHaveLength(1);
  });
});

test('pageSize must be a positive integer', () => {
  expect(() => createDemoServer({ pageSize: 0 })).toThrow(RangeError);
});

describe('conformanceFixtures', () => {
  test("serves the conformance harness's fixtures only when asked", async () => {
    const plain = await connect({});
    expect((await plain.listResources()).resources.some((resource) => resource.uri.startsWith('test://'))).toBe(false);
    await expect(plain.readResource({ uri: 'test://static-text' })).rejects.toThrow();

    const client = await connect({ conformanceFixtures: true });
    expect(await client.readResource({ uri: 'test://static-text' })).toMatchObject({
      contents: [{ uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' }],
    });
    const binary = await client.readResource({ uri: 'test://static-binary' });
    expect(Buffer.from((binary.contents[0] as { blob: string }).blob, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    const templates = (await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate);
    expect(templates).toContain('test://template/{id}/data');
    const data = await client.readResource({ uri: 'test://template/123/data' });
    expect(JSON.parse((data.contents[0] as { text: string }).text)).toEqual({ id: '123', templateTest: true, data: 'Data for ID: 123' });
  });
});

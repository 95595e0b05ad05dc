import { createDemoServer, type DemoServer } from '@mcp-resource-kit/demo-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient, encodeBase64, ResourceError, type ResourceClient } from '../src/index.js';
import { guardAnswerStreams } from '../src/client/answer-stream-guard.js';
import { connectInEra } from '../../../test-support/connect-in-era.js';

/*
 * Large `resources/read` answers: the kit's guard hands them to the answer worker (here, outside a
 * page, the same code runs in place), which decodes their blobs; the SDK then parses and validates
 * the answer with short tokens in their place. What a caller gets must not change.
 */

const BLOB_URI = 'file:///bulk/blob-2mb.bin';
const servers: DemoServer[] = [];
const clients: ResourceClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close().catch(() => undefined);
  for (const server of servers.splice(0)) await server.close();
});

function demo(): DemoServer {
  const server = createDemoServer();
  servers.push(server);
  return server;
}

async function connect(fetch: (url: string | URL, init?: RequestInit) => Promise<Response>): Promise<ResourceClient> {
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch });
  clients.push(client);
  return client;
}

/** The blob as the server sends it, read by a plain SDK client (no guard, no answer worker). */
async function serverBase64(server: DemoServer, uri: string): Promise<string> {
  const plain = await connectInEra(server, 'modern');
  clients.push(plain);
  const { contents } = await plain.client.readResource({ uri });
  return (contents[0] as { blob: string }).blob;
}

describe('large read answers', () => {
  it('reach readResource decoded, byte for byte as the server sent them', async () => {
    const server = demo();
    const client = await connect((url, init) => server.fetch(new Request(url, init)));
    const { contents } = await client.readResource(BLOB_URI);
    const [content] = contents;
    expect(content?.kind).toBe('blob');
    if (content?.kind !== 'blob') return;
    expect(content.byteLength).toBe(2_000_000);
    expect(encodeBase64(content.bytes)).toBe(await serverBase64(server, BLOB_URI));
  });

  it('go through the SDK with a token in place of each large blob, held for the kit', async () => {
    const server = demo();
    const seen: string[] = [];
    const guarded = guardAnswerStreams((url, init) => server.fetch(new Request(url, init)), { decodeLargeBlobs: true });
    const client = await connect(async (url, init) => {
      const response = await guarded(url, init);
      if (!init?.body?.toString().includes('"resources/read"')) return response;
      seen.push(await response.clone().text());
      return response;
    });
    await client.readResource(BLOB_URI);
    // Guarded twice (by this test and by the client): the inner guard already took the blob out.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.length).toBeLessThan(1000);
    expect(JSON.parse(seen[0]!).result.contents[0].blob).toMatch(/^[0-9a-f]{48}$/);
  });

  it('give a host reading through the SDK client underneath the base64, not the token', async () => {
    const server = demo();
    const client = await connect((url, init) => server.fetch(new Request(url, init)));
    const { contents } = await client.client.readResource({ uri: BLOB_URI });
    expect((contents[0] as { blob: string }).blob).toBe(await serverBase64(server, BLOB_URI));
  });

  it("stay whole for an SDK client of the host's own whose guard was not asked to decode them", async () => {
    const server = demo();
    const sdk = new Client({ name: 'host', version: '0.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await sdk.connect(
      new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), {
        fetch: guardAnswerStreams((url, init) => server.fetch(new Request(url, init))),
      }),
    );
    try {
      const { contents } = await sdk.readResource({ uri: BLOB_URI });
      expect((contents[0] as { blob: string }).blob).toBe(await serverBase64(server, BLOB_URI));
    } finally {
      await sdk.close();
    }
  });

  it('that are not base64 fail as before, with the error that says so', async () => {
    const server = demo();
    const notBase64 = `${encodeBase64(new Uint8Array(600_000)).slice(0, -4)}%%%!`;
    const client = await connect(async (url, init) => {
      const request = new Request(url, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const message = body.startsWith('{') ? (JSON.parse(body) as { id?: unknown; method?: string }) : undefined;
      if (message?.method !== 'resources/read') return server.fetch(request);
      const result = { resultType: 'complete', contents: [{ uri: 'test://broken.bin', blob: notBase64 }] };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }), { headers: { 'content-type': 'application/json' } });
    });
    const error = await client.readResource('test://broken.bin').then(
      () => undefined,
      (cause: unknown) => cause,
    );
    expect(error).toBeInstanceOf(ResourceError);
    expect(error).toMatchObject({ kind: 'invalid-response' });
    expect((error as Error).message).toMatch(/base64/i);
  });

  describe('on an SSE answer stream', () => {
    /** The demo server's answers, with each read answered instead as one SSE event (as 2025-era servers stream them). */
    function streamingReads(server: DemoServer, answerId: (id: unknown) => unknown = (id) => id) {
      return async (url: string | URL, init?: RequestInit) => {
        const request = new Request(url, init);
        const body = request.method === 'POST' ? await request.clone().text() : '';
        const message = body.startsWith('{') ? (JSON.parse(body) as { id?: unknown; method?: string }) : undefined;
        const response = await server.fetch(request);
        if (message?.method !== 'resources/read') return response;
        const answer = (await response.json()) as Record<string, unknown>;
        const data = JSON.stringify({ ...answer, id: answerId(message.id) });
        return new Response(`event: message\ndata: ${data}\n\n`, { headers: { 'content-type': 'text/event-stream' } });
      };
    }

    it('reach readResource decoded, with a token in the event the transport parses', async () => {
      const server = demo();
      const seen: string[] = [];
      const guarded = guardAnswerStreams(streamingReads(server), { decodeLargeBlobs: true });
      const client = await connect(async (url, init) => {
        const response = await guarded(url, init);
        if (init?.body?.toString().includes('"resources/read"')) seen.push(await response.clone().text());
        return response;
      });
      const [content] = (await client.readResource(BLOB_URI)).contents;
      expect(content?.kind === 'blob' ? encodeBase64(content.bytes) : undefined).toBe(await serverBase64(server, BLOB_URI));
      expect(seen).toHaveLength(1);
      expect(seen[0]!.length).toBeLessThan(1000);
      expect(seen[0]).toMatch(/"blob":"[0-9a-f]{48}"/);
    });

    it('still fail at once when the large answer is for another request', async () => {
      const server = demo();
      const client = await connect(streamingReads(server, (id) => Number(id) + 1000));
      const error = await client.readResource(BLOB_URI).then(
        () => undefined,
        (cause: unknown) => cause,
      );
      expect(error).toMatchObject({ kind: 'disconnected', code: 'broken-answer-stream' });
      expect((error as Error).message).toMatch(/answered another request/);
    });
  });
});

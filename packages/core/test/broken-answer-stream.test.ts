import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createDemoServer, DEMO_URIS, type DemoServer } from '@mcp-resource-kit/demo-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient, createResourceClient, guardAnswerStreams, ResourceError, toResourceError, type ResourceClient } from '../src/index.js';

/** Resources the sabotaging server answers itself, each broken in its own way. */
const BROKEN = {
  cut: 'broken://cut',
  ended: 'broken://ended',
  wrongId: 'broken://wrong-id',
  held: 'broken://held',
  jsonWrongId: 'broken://json-wrong-id',
} as const;

/**
 * A loopback HTTP server in front of the real demo server: every request goes through to it,
 * except reads of `BROKEN` URIs, whose answer streams it breaks.
 */
class SabotagingServer {
  readonly demo: DemoServer = createDemoServer();
  private readonly http: Server = createServer((request, response) => void this.handle(request, response));
  /** The JSON-RPC id of the read of `BROKEN.held` in flight, which never gets its answer. */
  heldId: unknown;
  private readonly held: ServerResponse[] = [];

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}/mcp`;
  }

  async stop() {
    for (const response of this.held) response.destroy();
    this.http.closeAllConnections();
    await new Promise((resolve) => this.http.close(resolve));
    await this.demo.close();
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const message = body.length > 0 ? (JSON.parse(body.toString('utf8')) as { id?: unknown; method?: string; params?: { uri?: string } }) : undefined;
    const uri = message?.method === 'resources/read' ? message.params?.uri : undefined;
    const sse = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
    switch (uri) {
      case BROKEN.cut:
        response.writeHead(200, sse);
        // Half an event, then the connection dies: a proxy timeout or a crashed server.
        response.write('event: message\ndata: {"jsonrpc":"2.0","id":');
        setTimeout(() => response.socket?.destroy(), 50);
        return;
      case BROKEN.ended:
        response.writeHead(200, sse);
        response.end(': nothing to say\n\n');
        return;
      case BROKEN.held:
        this.heldId = message?.id;
        response.writeHead(200, sse);
        response.write(': working on it\n\n');
        this.held.push(response);
        return;
      case BROKEN.wrongId:
        response.writeHead(200, sse);
        // An answer for the other read in flight: passed on, it would settle that read with forged content.
        response.write(`event: message\ndata: ${JSON.stringify(forgedAnswer(this.heldId))}\n\n`);
        this.held.push(response);
        return;
      case BROKEN.jsonWrongId:
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(forgedAnswer(this.heldId ?? 999)));
        return;
    }
    const forwarded = await this.demo.fetch(
      new Request(new URL(request.url ?? '/', 'http://127.0.0.1'), {
        method: request.method,
        headers: Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
        ...(body.length > 0 ? { body } : {}),
      }),
    );
    response.writeHead(forwarded.status, Object.fromEntries(forwarded.headers));
    if (!forwarded.body) return void response.end();
    const reader = forwarded.body.getReader();
    response.once('close', () => void reader.cancel().catch(() => undefined));
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        response.write(value);
      }
      response.end();
    } catch {
      response.destroy();
    }
  }
}

function forgedAnswer(id: unknown) {
  return { jsonrpc: '2.0', id, result: { contents: [{ uri: 'forged://x', mimeType: 'text/plain', text: 'forged' }], ttlMs: 0, cacheScope: 'private' } };
}

async function timedFailure(promise: Promise<unknown>): Promise<{ error: ResourceError; elapsedMs: number }> {
  const started = performance.now();
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(ResourceError.isInstance(error), `expected a ResourceError, got ${String(error)}`).toBe(true);
  return { error: error as ResourceError, elapsedMs: performance.now() - started };
}

async function connectLegacy(url: string): Promise<ResourceClient> {
  const client = new Client({ name: 'resource-kit-tests', version: '0.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: guardAnswerStreams() }));
  return createResourceClient(client);
}

const connectors = {
  // connectResourceClient negotiates 2026-07-28 and puts the guard in by itself.
  modern: (url: string) => connectResourceClient({ url }),
  // A host's own client on 2025-11-25, guarded by hand.
  legacy: connectLegacy,
};

describe.each(['modern', 'legacy'] as const)('a broken answer stream, %s era', (era) => {
  let server: SabotagingServer;
  let client: ResourceClient | undefined;
  afterEach(async () => {
    await client?.close().catch(() => undefined);
    await server.stop();
  });

  async function setup() {
    server = new SabotagingServer();
    client = await connectors[era](await server.start());
    expect(client.era).toBe(era);
    return client;
  }

  // The request timeout is 60 s: without the guard each of these waits for it.
  it('fails a read whose stream is cut, within 2 s, as disconnected', async () => {
    const resources = await setup();
    const { error, elapsedMs } = await timedFailure(resources.readResource(BROKEN.cut));
    expect(error.kind).toBe('disconnected');
    expect(error.code).toBe('broken-answer-stream');
    expect(error.message).toMatch(/broke off before the answer arrived/);
    expect(error.message).toContain(`reading ${BROKEN.cut}`);
    expect(elapsedMs).toBeLessThan(2_000);
    // The connection itself is fine: the next read works.
    expect((await resources.readResource(DEMO_URIS.readme)).contents[0]?.kind).toBe('text');
  });

  it('fails a read whose stream ends without an answer, within 2 s', async () => {
    const resources = await setup();
    const { error, elapsedMs } = await timedFailure(resources.readResource(BROKEN.ended));
    expect(error.kind).toBe('disconnected');
    expect(error.message).toMatch(/ended its answer stream without answering/);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('fails a read answered with another id at once, and does not hand that answer to the other request', async () => {
    const resources = await setup();
    const heldController = new AbortController();
    const held = resources.readResource(BROKEN.held, { signal: heldController.signal });
    const heldOutcome = held.then(
      (result) => ({ settled: 'resolved' as const, result }),
      (error: unknown) => ({ settled: 'rejected' as const, error }),
    );
    await expect.poll(() => server.heldId, { timeout: 5_000 }).not.toBeUndefined();

    const { error, elapsedMs } = await timedFailure(resources.readResource(BROKEN.wrongId));
    expect(error.kind).toBe('disconnected');
    expect(error.message).toMatch(/answered another request/);
    expect(elapsedMs).toBeLessThan(2_000);

    // The forged answer carried the held read's id; that read must still be waiting, not "done".
    const early = await Promise.race([heldOutcome, new Promise((resolve) => setTimeout(() => resolve('pending'), 300))]);
    expect(early).toBe('pending');
    heldController.abort();
    expect(await heldOutcome).toMatchObject({ settled: 'rejected' });
  });

  it('fails a read whose JSON answer carries another id, within 2 s', async () => {
    const resources = await setup();
    const { error, elapsedMs } = await timedFailure(resources.readResource(BROKEN.jsonWrongId));
    expect(error.kind).toBe('disconnected');
    expect(error.message).toMatch(/answered another request/);
    expect(elapsedMs).toBeLessThan(2_000);
  });
});

describe('a server that imitates the stand-in error', () => {
  it('gets a server error, not "disconnected": it cannot know the nonce', () => {
    const forged = new ProtocolError(-32099, 'The server ended its answer stream without answering (forged)', {
      mcpResourceKitBrokenAnswerStream: { nonce: '00000000000000000000000000000000', reason: 'ended', detail: 'forged' },
    });
    expect(toResourceError(forged, { action: 'reading x' }).kind).toBe('server');
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '@mcp-resource-kit/demo-server';

/**
 * How the server answers the 2026-07-28 probe (`server/discover`); every other request reaches the demo server.
 * - `http-500`: HTTP 500 with a plain-text body, as a crashing handler would.
 * - `html-200`: HTTP 200 with an HTML page, as a catch-all web app would.
 * - `http-404`: HTTP 404 without a JSON-RPC body, as many 2025-era servers do for unknown methods.
 * - `silent`: never answers.
 * - `everything-500`: HTTP 500 to every request, the handshake included.
 * - `everything-403`: HTTP 403 to every request, as a server does for credentials without the right permission.
 */
export type ProbeFault = 'none' | 'http-500' | 'html-200' | 'http-404' | 'silent' | 'everything-500' | 'everything-403';

export interface ProbeFaultServer {
  /** The MCP endpoint, `http://127.0.0.1:<port>/mcp`; any other path answers 404. */
  url: string;
  /** The JSON-RPC methods of the POSTs that arrived, in order. */
  methods: string[];
  demo: DemoServer;
  close(): Promise<void>;
}

/** What a browser page needs to read answers from another origin, on every answer (404s and faults too). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version',
};

/**
 * A real HTTP server on the loopback interface in front of the demo server, with a fault on the probe.
 * With `cors: false` it sends no CORS headers, as most servers made for desktop clients do.
 */
export async function startProbeFaultServer(
  fault: ProbeFault,
  demoOptions: DemoServerOptions = {},
  { cors = false }: { cors?: boolean } = {},
): Promise<ProbeFaultServer> {
  const demo = createDemoServer(demoOptions);
  const methods: string[] = [];
  const server: Server = createServer(async (request, response) => {
    if (cors) for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    if (cors && request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const body = await readBody(request);
    const method = jsonRpcMethod(body);
    if (method !== undefined) methods.push(method);
    if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const probe = method === 'server/discover';
    if (fault === 'everything-403') {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    if (fault === 'everything-500' || (probe && fault === 'http-500')) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (probe && fault === 'html-200') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>App</title><p>Welcome</p>');
      return;
    }
    if (probe && fault === 'http-404') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (probe && fault === 'silent') return;

    const controller = new AbortController();
    response.once('close', () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const answer = await demo.fetch(
      new Request(new URL(request.url ?? '/', 'http://127.0.0.1'), {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
        signal: controller.signal,
      }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (answer.body) Readable.fromWeb(answer.body as NodeReadableStream).on('error', () => response.destroy()).pipe(response);
    else response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    methods,
    demo,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await demo.close();
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function jsonRpcMethod(body: Buffer): string | undefined {
  try {
    const message = JSON.parse(body.toString('utf8')) as { method?: unknown };
    return typeof message.method === 'string' ? message.method : undefined;
  } catch {
    return undefined;
  }
}

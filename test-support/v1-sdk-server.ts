/**
 * A small MCP server on the v1 SDK (`@modelcontextprotocol/sdk`), the SDK most servers in the wild
 * are built on, so the kit is tested against its wire behaviour rather than the v2 server's: 2025-era
 * only, "Resource … not found" as -32602 without `data.uri`, stateful HTTP sessions that answer
 * the 2026-07-28 probe with HTTP 400.
 *
 *   node --import tsx test-support/v1-sdk-server.ts stdio [flags]
 *   node --import tsx test-support/v1-sdk-server.ts http --port <n> [flags]   # http://127.0.0.1:<n>/mcp
 *
 * Flags: `--without-templates-method` removes the `resources/templates/list` handler (the server
 * answers -32601, as hand-written servers do); `--tools-only` declares no resources capability.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { V1_SERVER_README, V1_SERVER_URIS } from './v1-sdk-fixtures.js';

/** The first bytes of a PNG file, enough for the kit to sniff the type. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const TOPICS = ['alpha', 'beta', 'gamma'];

interface Flags {
  withoutTemplatesMethod: boolean;
  toolsOnly: boolean;
}

function createV1Server(flags: Flags): McpServer {
  const server = new McpServer({ name: 'v1-sdk-test-server', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echoes its input' }, async () => ({ content: [{ type: 'text', text: 'echo' }] }));
  if (flags.toolsOnly) return server;

  server.registerResource('readme', V1_SERVER_URIS.readme, { title: 'README', mimeType: 'text/markdown' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/markdown', text: V1_SERVER_README }],
  }));
  server.registerResource('logo', V1_SERVER_URIS.logo, { mimeType: 'image/png' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'image/png', blob: PNG_BYTES.toString('base64') }],
  }));
  server.registerResource('broken', V1_SERVER_URIS.failing, { mimeType: 'text/plain' }, async () => {
    throw new Error('the disk is on fire');
  });
  server.registerResource(
    'topic',
    new ResourceTemplate(V1_SERVER_URIS.topicTemplate, {
      list: undefined,
      complete: { topic: (value) => TOPICS.filter((topic) => topic.startsWith(value)) },
    }),
    { mimeType: 'text/plain' },
    async (uri, { topic }) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: `About ${String(topic)}` }] }),
  );
  if (flags.withoutTemplatesMethod) server.server.removeRequestHandler('resources/templates/list');
  return server;
}

async function serveStdio(flags: Flags): Promise<void> {
  await createV1Server(flags).connect(new StdioServerTransport());
  // stdout carries the protocol; anything for people goes to stderr.
  console.error('v1-sdk-test-server ready on stdio');
}

/** Stateful sessions, as the v1 SDK's own examples (and so most deployed servers) do it. */
async function serveHttp(flags: Flags, port: number): Promise<void> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (request, response) => {
    if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') {
      response.writeHead(404).end('Not Found');
      return;
    }
    const sessionId = request.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing) {
      await existing.handleRequest(request, response, request.method === 'POST' ? await readJson(request) : undefined);
      return;
    }
    const body = request.method === 'POST' ? await readJson(request) : undefined;
    if (!isInitialize(body)) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Bad Request: No valid session ID provided' }, id: null }));
      return;
    }
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await createV1Server(flags).connect(transport);
    await transport.handleRequest(request, response, body);
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  console.error(`v1-sdk-test-server listening on http://127.0.0.1:${port}/mcp`);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function isInitialize(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'initialize';
}

function main(argv: string[]): Promise<void> {
  const [mode, ...rest] = argv;
  const flags: Flags = { withoutTemplatesMethod: rest.includes('--without-templates-method'), toolsOnly: rest.includes('--tools-only') };
  if (mode === 'stdio') return serveStdio(flags);
  const portIndex = rest.indexOf('--port');
  const port = portIndex >= 0 ? Number(rest[portIndex + 1]) : Number.NaN;
  if (mode === 'http' && Number.isInteger(port)) return serveHttp(flags, port);
  throw new Error('usage: v1-sdk-server.ts stdio | http --port <n> [--without-templates-method] [--tools-only]');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

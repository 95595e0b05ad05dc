import { isInitializeRequest } from '@modelcontextprotocol/client';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { STDIO_PATH } from '../../src/dev-server-endpoints.ts';
import { BodyTooLargeError, readBoundedBody } from '../bounded-body.ts';
import { prepareEndpointResponse, sendEndpointError } from '../endpoint-response.ts';
import type { SameOriginGuard } from '../same-origin-guard.ts';
import { StdioServerRegistry, type StdioServer } from './stdio-server-registry.ts';

export interface StdioBridgeOptions {
  /** Command lines given to the dev server at start (`npm start -- --stdio "<command line>"`). */
  commandLines: readonly string[];
  /** Same origin and the start's token: the bridge starts programs, so only the playground's own page may use it. */
  guard: SameOriginGuard;
}

/** JSON-RPC messages are small; a command line is smaller still. */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
const MAX_COMMAND_BYTES = 16 * 1024;

/**
 * The playground's stdio bridge: each server is a command line (from the dev server's command line, or
 * added by the page of this same start). The page speaks Streamable HTTP to
 * `/__stdio/servers/<id>/mcp`; each session runs the command as a process of its own and passes messages
 * through. `GET /__stdio/servers` lists the servers with their stderr, `POST /__stdio/servers` adds one.
 */
export function stdioBridge(options: StdioBridgeOptions): Plugin {
  const registry = new StdioServerRegistry();
  for (const line of options.commandLines) registry.add(line, 'command-line');
  const handler = createBridgeHandler(registry, options.guard);
  const closeAll = () => void registry.closeAll('the dev server stopped');
  return {
    name: 'mcp-resource-kit:stdio-bridge',
    configureServer(server) {
      server.middlewares.use(STDIO_PATH, handler);
      server.httpServer?.once('close', closeAll);
    },
    configurePreviewServer(server) {
      server.middlewares.use(STDIO_PATH, handler);
      server.httpServer.once('close', closeAll);
    },
  };
}

export function createBridgeHandler(registry: StdioServerRegistry, guard: SameOriginGuard): Connect.NextHandleFunction {
  return (request, response) => {
    prepareEndpointResponse(response);
    const refusal = guard.refusal(request, { token: 'required' });
    if (refusal) return sendEndpointError(response, refusal.status, refusal.reason, refusal.message);
    void route(registry, request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (response.headersSent) response.destroy();
      else if (error instanceof BodyTooLargeError) {
        // The rest of the body stays unread: close the connection rather than read it to reuse it.
        response.setHeader('connection', 'close');
        sendJson(response, 413, { error: message });
      } else sendJson(response, 502, { error: message });
    });
  };
}

async function route(registry: StdioServerRegistry, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // Mounted on a path, so the URL is what follows it.
  const { pathname } = new URL(request.url ?? '/', 'http://bridge.invalid');
  const parts = pathname.split('/').filter(Boolean);
  const method = request.method ?? 'GET';

  if (parts.length === 1 && parts[0] === 'servers') {
    if (method === 'GET') return sendJson(response, 200, { servers: registry.list().map((server) => registry.summary(server)) });
    if (method === 'POST') return addServer(registry, request, response);
    return sendJson(response, 405, { error: 'Use GET to list the stdio servers or POST to add one.' });
  }
  const server = parts[0] === 'servers' && parts[1] ? registry.get(decodeURIComponent(parts[1])) : undefined;
  if (!server) return sendJson(response, 404, { error: `No stdio server at ${pathname}. Add it with “--stdio” or “Add a server”.` });
  if (parts.length === 2 && method === 'GET') return sendJson(response, 200, registry.summary(server));
  if (parts.length === 3 && parts[2] === 'mcp') return serveMcp(registry, server, request, response);
  return sendJson(response, 404, { error: `Nothing at ${pathname}.` });
}

async function addServer(registry: StdioServerRegistry, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readJsonBody(request, response, MAX_COMMAND_BYTES);
  if (body === undefined) return;
  const commandLine = typeof body === 'object' && body !== null && 'commandLine' in body ? body.commandLine : undefined;
  if (typeof commandLine !== 'string') return sendJson(response, 400, { error: 'Send { "commandLine": "<program> <arguments>" }.' });
  try {
    sendJson(response, 201, registry.summary(registry.add(commandLine, 'page')));
  } catch (cause) {
    sendJson(response, 400, { error: cause instanceof Error ? cause.message : String(cause) });
  }
}

async function serveMcp(registry: StdioServerRegistry, server: StdioServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const sessionId = request.headers['mcp-session-id'];
  if (typeof sessionId === 'string') {
    const session = registry.session(server, sessionId);
    // A 404 tells an MCP client that its session is gone and that it should initialize a new one.
    if (!session) return sendRpcError(response, 404, -32001, 'Session not found: its server process has ended. Reconnect to start it again.');
    const body = request.method === 'POST' ? await readJsonBody(request, response, MAX_MESSAGE_BYTES) : undefined;
    if (request.method === 'POST' && body === undefined) return;
    return session.handle(request, response, body);
  }
  if (request.method !== 'POST') return sendRpcError(response, 400, -32000, 'Bad request: no session. Send initialize first.');
  const body = await readJsonBody(request, response, MAX_MESSAGE_BYTES);
  if (body === undefined) return;
  // Only an initialize starts a process: a probe of another era, or a stray request, does not.
  if (!isInitializeRequest(body)) return sendRpcError(response, 400, -32000, 'Bad request: no session. Send initialize first.');
  try {
    await registry.open(server, request, response, body);
  } catch (cause) {
    sendRpcError(response, 502, -32603, cause instanceof Error ? cause.message : String(cause));
  }
}

/** The parsed JSON body, or `undefined` once it has answered 400; a body over `limit` throws `BodyTooLargeError`. */
async function readJsonBody(request: IncomingMessage, response: ServerResponse, limit: number): Promise<unknown> {
  const body = await readBoundedBody(request, limit);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    sendRpcError(response, 400, -32700, 'Parse error: the body is not JSON.');
    return undefined;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendRpcError(response: ServerResponse, status: number, code: number, message: string): void {
  if (response.headersSent) return;
  sendJson(response, status, { jsonrpc: '2.0', id: null, error: { code, message } });
}

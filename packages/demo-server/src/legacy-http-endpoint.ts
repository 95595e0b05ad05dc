import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { LegacyConnections } from './legacy-connections.js';
import { createSessionId } from './session-id.js';

const MAX_SESSIONS = 256;

function jsonRpcError(status: number, code: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

function isInitializeRequest(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'method' in body && body.method === 'initialize';
}

/**
 * 2025-11-25 Streamable HTTP with sessions. The SDK's built-in legacy fallback is stateless
 * (GET answers 405), which leaves legacy clients without subscriptions, list_changed or
 * elicitation; a session per client keeps all three working.
 */
export class LegacyHttpEndpoint {
  readonly #sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();

  constructor(private readonly connections: LegacyConnections) {}

  async handle(request: Request, parsedBody: unknown): Promise<Response> {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const transport = this.#sessions.get(sessionId);
      if (!transport) return jsonRpcError(404, -32001, 'Session not found');
      return transport.handleRequest(request, { parsedBody });
    }
    if (request.method !== 'POST') return jsonRpcError(405, -32000, 'Method not allowed.', { allow: 'POST' });
    if (!isInitializeRequest(parsedBody)) return jsonRpcError(400, -32000, 'Bad Request: Mcp-Session-Id header is required');

    this.#evictOldestSessions();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: createSessionId,
      onsessioninitialized: (id) => {
        this.#sessions.set(id, transport);
      },
      onsessionclosed: (id) => {
        this.#sessions.delete(id);
      },
    });
    const server = await this.connections.open(transport);
    const previousOnClose = server.server.onclose;
    server.server.onclose = () => {
      previousOnClose?.();
      if (transport.sessionId) this.#sessions.delete(transport.sessionId);
    };
    return transport.handleRequest(request, { parsedBody });
  }

  async close(): Promise<void> {
    const transports = [...this.#sessions.values()];
    this.#sessions.clear();
    await Promise.allSettled(transports.map((transport) => transport.close()));
  }

  #evictOldestSessions(): void {
    for (const [id, transport] of this.#sessions) {
      if (this.#sessions.size < MAX_SESSIONS) break;
      this.#sessions.delete(id);
      transport.close().catch(() => {});
    }
  }
}

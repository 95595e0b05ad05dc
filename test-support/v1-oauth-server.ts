import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DemoInMemoryAuthProvider } from '@modelcontextprotocol/sdk/examples/server/demoInMemoryOAuthProvider.js';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { getOAuthProtectedResourceMetadataUrl, mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { freePort } from './spawn-server.js';

export const OAUTH_SERVER_RESOURCE = 'file:///private/plans.md';

export interface V1OAuthServer {
  /** The MCP endpoint; it answers 401 with a `WWW-Authenticate` pointing at its resource metadata until signed in. */
  url: string;
  /** The v1 SDK's demo authorization server: it approves every authorization request at once. */
  authorization: DemoInMemoryAuthProvider;
  close(): Promise<void>;
}

/** Lets a browser page reach the MCP endpoint (the SDK's auth router sends its own CORS headers). */
const MCP_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, DELETE, OPTIONS',
  // `*` does not cover Authorization, so it is named.
  'access-control-allow-headers': 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id',
  'access-control-expose-headers': 'www-authenticate, mcp-session-id, mcp-protocol-version',
};

/**
 * An MCP server on the v1 SDK behind OAuth 2.1, authorization server and resource server in one
 * (the SDK's own router, dynamic client registration, PKCE checked at the token endpoint). Runs in
 * the test's process.
 */
export async function startV1OAuthServer(): Promise<V1OAuthServer> {
  const port = await freePort();
  const base = new URL(`http://127.0.0.1:${port}`);
  const mcpUrl = new URL('/mcp', base);
  const authorization = new DemoInMemoryAuthProvider();
  const app = createMcpExpressApp();
  app.use(mcpAuthRouter({ provider: authorization, issuerUrl: base, resourceServerUrl: mcpUrl, scopesSupported: ['mcp:resources'] }));
  app.use('/mcp', (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(MCP_CORS_HEADERS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') response.writeHead(204).end();
    else next();
  });
  const bearer = requireBearerAuth({ verifier: authorization, resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl) });
  app.post('/mcp', bearer, async (request: IncomingMessage & { body?: unknown }, response: ServerResponse) => {
    const server = new McpServer({ name: 'v1-oauth-test-server', version: '1.0.0' });
    server.registerResource('plans', OAUTH_SERVER_RESOURCE, { mimeType: 'text/markdown' }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: '# Plans\n' }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(request, response, request.body);
  });
  const http: Server = await new Promise((resolve) => {
    const listening: Server = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: mcpUrl.href,
    authorization,
    async close() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

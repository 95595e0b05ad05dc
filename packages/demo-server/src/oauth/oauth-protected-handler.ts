import { getOAuthProtectedResourceMetadataUrl, requireBearerAuth } from '@modelcontextprotocol/server';
import { createDemoAuthorizationServer, type DemoAuthorizationServer } from './demo-authorization-server.js';

export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * `mcp` behind OAuth 2.1: the authorization server's endpoints and metadata documents, and a bearer
 * check on `mcpPath` whose 401 points clients at the protected resource metadata (RFC 9728).
 * Any other path is 404.
 */
export function protectWithOAuth(mcp: FetchHandler, mcpPath: string, authorization: DemoAuthorizationServer = createDemoAuthorizationServer(mcpPath)): FetchHandler {
  return async (request) => {
    const answer = await authorization.handle(request);
    if (answer) return answer;
    const url = new URL(request.url);
    if (url.pathname !== mcpPath) {
      return new Response(`Not found. The MCP endpoint is ${mcpPath}; sign in through /authorize.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const resourceMetadataUrl = getOAuthProtectedResourceMetadataUrl(new URL(mcpPath, url.origin));
    const verdict = await requireBearerAuth({ verifier: authorization.verifier, resourceMetadataUrl })(request);
    return verdict instanceof Response ? verdict : mcp(request);
  };
}

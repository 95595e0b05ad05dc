import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOKEN_PATH } from '../src/dev-server-endpoints.ts';
import { prepareEndpointResponse, sendEndpointError } from './endpoint-response.ts';
import type { SameOriginGuard } from './same-origin-guard.ts';

/**
 * `POST /__playground/token`: hands this server start's token to the playground's own page. A POST, because
 * browsers always send `Origin` with one, also from pages that are not a secure context (where they send
 * no `Sec-Fetch-*`), so the guard can always tell where the request comes from. No CORS headers: another
 * origin can neither read the answer nor, with the guard, get one.
 */
export function createTokenEndpoint(guard: SameOriginGuard): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    prepareEndpointResponse(res);
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return sendEndpointError(res, 405, 'method', `Use POST ${TOKEN_PATH} from the playground page.`);
    }
    const refusal = guard.refusal(req, { token: 'not-required' });
    if (refusal) return sendEndpointError(res, refusal.status, refusal.reason, refusal.message);
    // The body is unused; read it to the end so the connection can carry the next request.
    req.resume();
    res.statusCode = 200;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify({ token: guard.token }));
  };
}

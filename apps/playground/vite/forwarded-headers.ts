import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { TOKEN_HEADER } from '../src/dev-server-endpoints.ts';

/** Headers that describe one hop (RFC 9110 §7.6.1), not the request or answer being forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers the proxy never forwards besides hop-by-hop ones: the browser page's identity and cookies
 * for the playground's origin (they are not the target's), the playground's token, and what the proxy
 * sets itself (`host`, `content-length` of the buffered body). `expect` is answered by the proxy (Node sends
 * `100 Continue` itself) rather than forwarded to a server that may not support it; `accept-encoding` is
 * dropped so that the answer streams through unencoded.
 */
const DROPPED_REQUEST = new Set([
  'host',
  'content-length',
  'expect',
  'accept-encoding',
  'origin',
  'referer',
  'cookie',
  TOKEN_HEADER,
]);

/**
 * The upstream response headers the page may see: what HTTP framing and MCP need (content type, caching,
 * the session and protocol headers, authentication challenges, back-off). Anything else (Set-Cookie,
 * Clear-Site-Data, CORS, Refresh, Link, Location, …) would act on the playground's own origin.
 */
const ALLOWED_RESPONSE = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'cache-control',
  'expires',
  'etag',
  'last-modified',
  'date',
  'mcp-session-id',
  'mcp-protocol-version',
  'www-authenticate',
  'retry-after',
]);

/** The browser's request headers as the proxy forwards them to the target. */
export function forwardedRequestHeaders(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = connectionTokens(incoming.connection);
  const outgoing: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || DROPPED_REQUEST.has(lower) || named.has(lower) || lower.startsWith('sec-')) {
      continue;
    }
    outgoing[lower] = value;
  }
  return outgoing;
}

/** The target's response headers the proxy passes on to the page (an allow-list). */
export function forwardedResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = connectionTokens(upstream.connection);
  const outgoing: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    const lower = name.toLowerCase();
    if (value === undefined || !ALLOWED_RESPONSE.has(lower) || named.has(lower)) continue;
    outgoing[lower] = value;
  }
  return outgoing;
}

/** Headers every answer of a dev-server endpoint carries, so that none can act as a page of the playground's origin. */
export const ENDPOINT_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/** The header names a `Connection` header lists: they belong to this hop too. */
function connectionTokens(connection: string | undefined): Set<string> {
  return new Set(
    (connection ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

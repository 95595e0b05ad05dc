import { PROXY_ERROR_HEADER, PROXY_PATH, TOKEN_HEADER } from './dev-server-endpoints.ts';
import { playgroundToken } from './playground-token.ts';

/**
 * `fetch`, but sent to the playground's own `/proxy?target=…`, which forwards it to the real URL, with the
 * dev server's per-start token. When the proxy itself fails (it refused the request, or could not reach the
 * target) this rejects with the proxy's message as a network error, the way an unreachable server fails
 * without the proxy, instead of returning a bare 4xx/5xx that would read as the MCP server's own answer.
 */
export async function proxiedFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set(TOKEN_HEADER, await playgroundToken());
  const response = await fetch(`${PROXY_PATH}?target=${encodeURIComponent(String(url))}`, { ...init, headers });
  if (!response.headers.has(PROXY_ERROR_HEADER)) return response;
  const message = (await response.text()).trim() || `The playground proxy answered HTTP ${response.status}.`;
  throw new TypeError(message);
}

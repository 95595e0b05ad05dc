import { PROXY_ERROR_HEADER, PROXY_PATH, TOKEN_HEADER, TOKEN_PATH } from './dev-server-endpoints.ts';

let token: Promise<string> | undefined;

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

/** This dev server start's token, fetched once per page from the page's own origin. */
function playgroundToken(): Promise<string> {
  token ??= fetchToken().catch((error: unknown) => {
    // Not kept: the next request asks again (the dev server may have been started meanwhile).
    token = undefined;
    throw error;
  });
  return token;
}

async function fetchToken(): Promise<string> {
  const response = await fetch(TOKEN_PATH, { method: 'POST', cache: 'no-store', credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('application/json')) {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') return body.token;
  }
  if (response.headers.has(PROXY_ERROR_HEADER)) throw new TypeError((await response.text()).trim());
  throw new TypeError(
    `The playground proxy is not available here (POST ${TOKEN_PATH} answered HTTP ${response.status}): the proxy runs only in the playground's dev and preview servers (npm start). Connect to the server directly, without the proxy.`,
  );
}

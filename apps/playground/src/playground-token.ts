import { PROXY_ERROR_HEADER, TOKEN_PATH } from './dev-server-endpoints.ts';

let token: Promise<string> | undefined;

/** This dev server start's token, fetched once per page from the page's own origin. */
export function playgroundToken(): Promise<string> {
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
    `The playground's own endpoints are not available here (POST ${TOKEN_PATH} answered HTTP ${response.status}): the proxy and the stdio bridge run only in the playground's dev and preview servers (npm start). Connect to the server directly, without the proxy.`,
  );
}

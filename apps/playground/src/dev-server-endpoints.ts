/**
 * The playground's dev-server endpoints, shared by the page (`src/`) and the Vite plugin that serves them
 * (`vite/`). They answer the playground's own page only: same origin, with this server start's token.
 */

/** The same-origin forwarder for servers that send no CORS headers: `/proxy?target=<url-encoded URL>`. */
export const PROXY_PATH = '/proxy';

/** The stdio bridge: `GET|POST /servers`, `GET /servers/<id>` (with its stderr), `/servers/<id>/mcp` (Streamable HTTP). */
export const STDIO_PATH = '/__stdio';

/** `POST` here (from the page itself) answers `{ "token": "…" }`, this server start's token. */
export const TOKEN_PATH = '/__playground/token';

/** The request header that carries the token on every request to a dev-server endpoint. */
export const TOKEN_HEADER = 'x-playground-token';

/**
 * Set on answers the proxy gives itself (refusals, upstream failures) as opposed to answers it forwards,
 * so that the page can tell "the proxy could not reach the server" from "the server said 502".
 */
export const PROXY_ERROR_HEADER = 'x-playground-proxy-error';

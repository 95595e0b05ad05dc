/** Ports the e2e web servers listen on (see playwright.config.ts). */
export const PLAYGROUND_PORT = 4173;
export const EVERYTHING_PORT = 4181;
export const EVERYTHING_URL = `http://127.0.0.1:${EVERYTHING_PORT}/mcp`;
/** `npm run demo-server` over HTTP, in the 2026-07-28 era, ticking its live clock every second. */
export const DEMO_HTTP_PORT = 4182;
export const DEMO_HTTP_URL = `http://127.0.0.1:${DEMO_HTTP_PORT}/mcp`;
export const DEMO_HTTP_UPDATE_MS = 1000;
/** `npm start -- --stdio "<server-everything in stdio mode>"`: the dev server, with its stdio bridge. */
export const PLAYGROUND_STDIO_PORT = 4184;
/** `npm run demo-server -- --auth`: the demo server behind its OAuth 2.1 authorization server (consent page, PKCE). */
export const DEMO_AUTH_PORT = 4187;
export const DEMO_AUTH_URL = `http://127.0.0.1:${DEMO_AUTH_PORT}/mcp`;
/** `@modelcontextprotocol/server-basic-react`, the MCP Apps example server, over Streamable HTTP (its CLI answers at /mcp). */
export const MCP_APPS_PORT = 4185;
export const MCP_APPS_URL = `http://127.0.0.1:${MCP_APPS_PORT}/mcp`;

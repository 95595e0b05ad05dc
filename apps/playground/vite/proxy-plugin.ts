import type { Connect, Plugin } from 'vite';
import { PROXY_PATH, TOKEN_PATH } from '../src/dev-server-endpoints.ts';
import { DEFAULT_MAX_BODY_BYTES, parseByteSize } from './bounded-body.ts';
import { warnWhenReachableFromNetwork } from './network-exposure-warning.ts';
import { createProxyForwarder } from './proxy-forwarder.ts';
import { createSameOriginGuard, type SameOriginGuard } from './same-origin-guard.ts';
import { createTokenEndpoint } from './token-endpoint.ts';

export interface McpProxyOptions {
  /** Where the proxy listens on the dev and preview servers. Default `/proxy`. */
  path?: string;
  /**
   * Host names (as `URL.hostname` spells them) the proxy may forward to besides loopback;
   * `'*'` allows any host. Default: the comma-separated `PLAYGROUND_PROXY_ALLOW` environment variable.
   */
  allowHosts?: readonly string[];
  /**
   * The largest request body the proxy forwards, in bytes; larger ones get 413.
   * Default: the `PLAYGROUND_PROXY_MAX_BODY` environment variable (bytes, or e.g. `32MiB`), else 16 MiB.
   */
  maxBodyBytes?: number;
  /** The guard (and so the token) this start's other endpoints share, e.g. the stdio bridge. Default: a new one. */
  guard?: SameOriginGuard;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A same-origin forwarder for the playground: `/proxy?target=<url-encoded URL>` lets the page reach MCP
 * servers that send no CORS headers. Only the playground's own page may use it: each server start makes a
 * random token that the page fetches from `POST /__playground/token` and sends with every request, and
 * requests from other origins or as navigations are refused (see `same-origin-guard.ts`). Only loopback
 * targets are allowed unless more hosts are allowed explicitly.
 */
export function mcpProxy(options: McpProxyOptions = {}): Plugin {
  const path = options.path ?? PROXY_PATH;
  const allowHosts = new Set(
    options.allowHosts ??
      (process.env.PLAYGROUND_PROXY_ALLOW ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
  );
  const maxBodyBytes =
    options.maxBodyBytes ??
    (process.env.PLAYGROUND_PROXY_MAX_BODY ? parseByteSize(process.env.PLAYGROUND_PROXY_MAX_BODY) : DEFAULT_MAX_BODY_BYTES);
  const guard = options.guard ?? createSameOriginGuard();
  const tokenEndpoint: Connect.NextHandleFunction = createTokenEndpoint(guard);
  const proxy: Connect.NextHandleFunction = createProxyForwarder({
    guard,
    isAllowedHost: (hostname) => LOOPBACK_HOSTS.has(hostname) || allowHosts.has('*') || allowHosts.has(hostname),
    maxBodyBytes,
  });
  const endpoints = [path, TOKEN_PATH];
  return {
    name: 'mcp-resource-kit:proxy',
    configureServer(server) {
      server.middlewares.use(TOKEN_PATH, tokenEndpoint);
      server.middlewares.use(path, proxy);
      warnWhenReachableFromNetwork(server.httpServer, server.config.logger, endpoints);
    },
    configurePreviewServer(server) {
      server.middlewares.use(TOKEN_PATH, tokenEndpoint);
      server.middlewares.use(path, proxy);
      warnWhenReachableFromNetwork(server.httpServer, server.config.logger, endpoints);
    },
  };
}

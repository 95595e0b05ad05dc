import { connectResourceClient, createBrowserOAuthProvider, createMemoryOAuthStore, redactUrl, type BrowserOAuthProvider, type ResourceClient } from '@mcp-resource-kit/core';
import type { ServerConfig } from '@mcp-resource-kit/react';
import { proxiedFetch } from './proxied-fetch.ts';
import { bridgeHeaders, stdioEndpoint, type StdioServerSummary } from './stdio-servers.ts';

/** The MCP endpoint URL the in-page demo server answers on. Nothing leaves the page. */
export const IN_PAGE_URL = 'http://in-page.invalid/mcp';

/** The id of the embedded demo server, always first in the list. */
export const DEMO_SERVER_ID = 'demo';

/** The resource the playground previews first on the demo server: it changes every few seconds. */
export const DEMO_LIVE_URI = 'demo://live/clock';

/** A server the playground connects to. */
export type ServerEntry =
  | { kind: 'demo'; id: typeof DEMO_SERVER_ID; label: string }
  | { kind: 'remote'; id: string; label: string; url: string; proxy: boolean; headers: Record<string, string> }
  /** A command the dev server runs for the page and bridges over Streamable HTTP (`npm start -- --stdio "…"`). */
  | { kind: 'stdio'; id: string; label: string; bridgeId: string; commandLine: string };

const CLIENT_INFO = { name: 'mcp-resource-kit-playground', version: '0.1.0' };

/** Smaller than the demo server's default page, so its catalog spans pages and "load more" has work to do. */
const DEMO_PAGE_SIZE = 20;

/** How often the demo server's live clock changes, so that live refresh is visible. */
const DEMO_UPDATE_MS = 2000;

export const DEMO_ENTRY: ServerEntry = { kind: 'demo', id: DEMO_SERVER_ID, label: 'Demo server (in page)' };

/** A remote entry for `url`, after checking that it is an absolute http(s) URL. */
export function remoteEntry(input: string, options: { proxy: boolean; headers?: Record<string, string> }): ServerEntry {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new Error(`“${redactUrl(input)}” is not an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Only http: and https: servers are supported.');
  // The endpoint is kept as typed: it is an opaque address, not something to normalize. Its label
  // is what the page shows, so it has no `user:password@`.
  return { kind: 'remote', id: `${options.proxy ? 'proxy:' : ''}${input}`, label: redactUrl(input), url: input, proxy: options.proxy, headers: options.headers ?? {} };
}

/** The entry of a server of the dev server's stdio bridge; it is labelled by its command until it says its name. */
export function stdioEntry(server: StdioServerSummary): ServerEntry {
  return { kind: 'stdio', id: `stdio:${server.id}`, label: server.commandLine, bridgeId: server.id, commandLine: server.commandLine };
}

/**
 * Makes the kit's server configuration for an entry: connecting starts when the provider first needs it.
 * An entry that changes only its label keeps its connect function, so that relabelling it (or adding
 * another server) does not reconnect it.
 */
export function serverConfigMaker(): (entry: ServerEntry) => ServerConfig {
  const connectors = new Map<string, () => Promise<ResourceClient>>();
  return (entry) => {
    const key = JSON.stringify({ ...entry, label: undefined });
    let client = connectors.get(key);
    if (!client) {
      // One sign-in per server, kept for its reconnects; tokens stay in memory and go with the page.
      const auth = entry.kind === 'remote' && !hasAuthorizationHeader(entry.headers) ? signIn() : undefined;
      client = () => connect(entry, auth?.forThisConnect());
      connectors.set(key, client);
    }
    return { id: entry.id, label: entry.label, client };
  };
}

interface SignIn {
  /** The provider for this connect: a popup from a click, none without one. */
  forThisConnect(): BrowserOAuthProvider;
}

/**
 * Signs in to servers behind OAuth: a popup, opened from the "Sign in" button (or the "Connect" click),
 * returns to oauth-callback.html, which hands the answer back to this page. A connect nobody clicked for
 * (the page loading with `?endpoint=`) opens no window at all: it fails as needing a sign-in, so the
 * server shows "Sign in". Popup blockers would stop most such windows, but not all browsers have one on.
 * Both providers share one store (in memory): registration and tokens are kept once.
 */
function signIn(): SignIn {
  const store = createMemoryOAuthStore();
  const options = { redirectUrl: new URL('oauth-callback.html', document.baseURI), clientName: 'MCP Resource Kit playground', store };
  const popup = createBrowserOAuthProvider(options);
  const withoutWindow = createBrowserOAuthProvider({ ...options, mode: 'redirect', openAuthorization: () => undefined });
  return { forThisConnect: () => (navigator.userActivation?.isActive === false ? withoutWindow : popup) };
}

/** A typed Authorization header is the user's own credential: no sign-in then, and a refusal says to check it. */
function hasAuthorizationHeader(headers: Record<string, string>): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
}

async function connect(entry: ServerEntry, authProvider?: BrowserOAuthProvider): Promise<ResourceClient> {
  if (entry.kind === 'demo') {
    // Its own chunk: a page pointed at another server never downloads the demo server.
    const { createDemoServer } = await import('@mcp-resource-kit/demo-server');
    const demo = createDemoServer({ pageSize: DEMO_PAGE_SIZE, updateIntervalMs: DEMO_UPDATE_MS });
    return connectResourceClient({ url: IN_PAGE_URL, fetch: (url, init) => demo.fetch(new Request(url, init)), clientInfo: CLIENT_INFO });
  }
  if (entry.kind === 'stdio') {
    // The bridge serves each stdio server as a 2025-11-25 session: no 2026-07-28 probe to refuse.
    return connectResourceClient({ url: stdioEndpoint(entry.bridgeId), headers: await bridgeHeaders(), protocol: 'legacy', transport: 'streamable-http', clientInfo: CLIENT_INFO });
  }
  return connectResourceClient({
    url: entry.url,
    headers: entry.headers,
    ...(entry.proxy ? { fetch: proxiedFetch } : {}),
    ...(authProvider ? { authProvider } : {}),
    clientInfo: CLIENT_INFO,
  });
}

/** Parses "Name: value" lines into headers; blank lines and lines without a colon are ignored. */
export function parseHeaderLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) headers[name] = value;
  }
  return headers;
}

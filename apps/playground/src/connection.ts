import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { signInProviderFor } from './oauth-sign-in.ts';
import type { ServerConfig } from '@mcp-resource-kit/react';

/** The MCP endpoint URL the in-page demo server answers on. Nothing leaves the page. */
export const IN_PAGE_URL = 'http://in-page.invalid/mcp';

/** The playground's own same-origin forwarder for servers that send no CORS headers. */
export const PROXY_PATH = '/proxy';

/** The id of the embedded demo server, always first in the list. */
export const DEMO_SERVER_ID = 'demo';

/** The resource the playground previews first on the demo server: it changes every few seconds. */
export const DEMO_LIVE_URI = 'demo://live/clock';

/** A server the playground connects to. */
export type ServerEntry =
  | { kind: 'demo'; id: typeof DEMO_SERVER_ID; label: string }
  | { kind: 'remote'; id: string; label: string; url: string; proxy: boolean; headers: Record<string, string>; oauth?: boolean };

const CLIENT_INFO = { name: 'mcp-resource-kit-playground', version: '0.1.0' };

/** Smaller than the demo server's default page, so its catalog spans pages and "load more" has work to do. */
const DEMO_PAGE_SIZE = 20;

/** How often the demo server's live clock changes, so that live refresh is visible. */
const DEMO_UPDATE_MS = 2000;

export const DEMO_ENTRY: ServerEntry = { kind: 'demo', id: DEMO_SERVER_ID, label: 'Demo server (in page)' };

/** A remote entry for `url`, after checking that it is an absolute http(s) URL. */
export function remoteEntry(input: string, options: { proxy: boolean; headers?: Record<string, string>; oauth?: boolean }): ServerEntry {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new Error(`“${input}” is not an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Only http: and https: servers are supported.');
  // The endpoint is kept as typed: it is an opaque address, not something to normalize.
  const entry: ServerEntry = { kind: 'remote', id: `${options.proxy ? 'proxy:' : ''}${input}`, label: input, url: input, proxy: options.proxy, headers: options.headers ?? {} };
  return options.oauth ? { ...entry, id: `oauth:${entry.id}`, oauth: true } : entry;
}

/** The kit's server configuration for an entry: connecting starts when the provider first needs it. */
export function toServerConfig(entry: ServerEntry): ServerConfig {
  return { id: entry.id, label: entry.label, client: () => connect(entry) };
}

async function connect(entry: ServerEntry): Promise<ResourceClient> {
  if (entry.kind === 'demo') {
    // Its own chunk: a page pointed at another server never downloads the demo server.
    const { createDemoServer } = await import('@mcp-resource-kit/demo-server');
    const demo = createDemoServer({ pageSize: DEMO_PAGE_SIZE, updateIntervalMs: DEMO_UPDATE_MS });
    return connectResourceClient({ url: IN_PAGE_URL, fetch: (url, init) => demo.fetch(new Request(url, init)), clientInfo: CLIENT_INFO });
  }
  return connectResourceClient({
    url: entry.url,
    headers: entry.headers,
    ...(entry.proxy ? { fetch: proxiedFetch } : {}),
    ...(entry.oauth ? { authProvider: signInProviderFor(entry.id) } : {}),
    clientInfo: CLIENT_INFO,
  });
}

/** `fetch`, but sent to the playground's `/proxy?target=…`, which forwards it to the real URL. */
function proxiedFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  return fetch(`${PROXY_PATH}?target=${encodeURIComponent(String(url))}`, init);
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

import { connectResourceClient } from '@mcp-resource-kit/core';

/** The MCP endpoint URL the in-page demo server answers on. Nothing leaves the page. */
export const IN_PAGE_URL = 'http://in-page.invalid/mcp';

/** The playground's own same-origin forwarder for servers that send no CORS headers. */
export const PROXY_PATH = '/proxy';

export type Target =
  | { kind: 'demo' }
  | { kind: 'remote'; url: string; proxy: boolean }
  | { kind: 'invalid'; input: string; reason: string };

export type ResourceClient = Awaited<ReturnType<typeof connectResourceClient>>;

const CLIENT_INFO = { name: 'mcp-resource-kit-playground', version: '0.1.0' };

/** Smaller than the demo server's default page, so its catalog spans pages and "Load more" has work to do. */
const DEMO_PAGE_SIZE = 20;

/** How often the demo server's live clock changes, so that live refresh is visible. */
const DEMO_UPDATE_MS = 2000;

/** The resource the playground previews first on the demo server: it changes every few seconds. */
export const DEMO_LIVE_URI = 'demo://live/clock';

/**
 * Reads the page's query string: `?server=<url>` connects to that Streamable HTTP endpoint,
 * `&proxy=1` routes it through the playground's `/proxy`; no `server` means the in-page demo server.
 */
export function readTarget(search: string): Target {
  const params = new URLSearchParams(search);
  const input = params.get('server')?.trim();
  if (!input) return { kind: 'demo' };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { kind: 'invalid', input, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'invalid', input, reason: 'only http: and https: servers are supported' };
  }
  const proxy = params.get('proxy');
  // The URL is kept as typed: the server's endpoint is an opaque address, not something to normalize.
  return { kind: 'remote', url: input, proxy: proxy !== null && proxy !== '0' && proxy !== 'false' };
}

export function targetKey(target: Target): string {
  switch (target.kind) {
    case 'demo':
      return 'demo';
    case 'remote':
      return `${target.proxy ? 'proxy:' : ''}${target.url}`;
    case 'invalid':
      return `invalid:${target.input}`;
  }
}

export async function connect(target: Target): Promise<ResourceClient> {
  switch (target.kind) {
    case 'demo': {
      // Its own chunk: a page pointed at another server never downloads the demo server.
      const { createDemoServer } = await import('@mcp-resource-kit/demo-server');
      const demo = createDemoServer({ pageSize: DEMO_PAGE_SIZE, updateIntervalMs: DEMO_UPDATE_MS });
      return connectResourceClient({
        url: IN_PAGE_URL,
        fetch: (url, init) => demo.fetch(new Request(url, init)),
        clientInfo: CLIENT_INFO,
      });
    }
    case 'remote':
      return connectResourceClient({
        url: target.url,
        ...(target.proxy ? { fetch: proxiedFetch } : {}),
        clientInfo: CLIENT_INFO,
      });
    case 'invalid':
      throw new Error(`Cannot connect to “${target.input}”: ${target.reason}.`);
  }
}

/** `fetch`, but sent to the playground's `/proxy?target=…`, which forwards it to the real URL. */
function proxiedFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  return fetch(`${PROXY_PATH}?target=${encodeURIComponent(String(url))}`, init);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { Connect, Plugin } from 'vite';

export interface McpProxyOptions {
  /** Where the proxy listens on the dev and preview servers. Default `/proxy`. */
  path?: string;
  /**
   * Host names (as `URL.hostname` spells them) the proxy may forward to besides loopback;
   * `'*'` allows any host. Default: the comma-separated `PLAYGROUND_PROXY_ALLOW` environment variable.
   */
  allowHosts?: readonly string[];
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Request headers that describe this hop or the browser page, not the forwarded request. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'origin',
  'referer',
  'cookie',
]);

/** Response headers that fetch has already acted on (decompression, framing) or that belong to this hop. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
]);

/**
 * A same-origin forwarder for the playground: `GET|POST|DELETE /proxy?target=<url-encoded URL>` sends the
 * request (method, headers, body) to `target` and streams the answer back, Server-Sent Events included.
 * It lets the browser reach MCP servers that send no CORS headers. Only loopback targets are allowed
 * unless more hosts are allowed explicitly.
 */
export function mcpProxy(options: McpProxyOptions = {}): Plugin {
  const path = options.path ?? '/proxy';
  const allowHosts = new Set(
    options.allowHosts ??
      (process.env.PLAYGROUND_PROXY_ALLOW ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
  );
  const handler = createProxyHandler((hostname) => LOOPBACK_HOSTS.has(hostname) || allowHosts.has('*') || allowHosts.has(hostname));
  return {
    name: 'mcp-resource-kit:proxy',
    configureServer(server) {
      server.middlewares.use(path, handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(path, handler);
    },
  };
}

function createProxyHandler(isAllowed: (hostname: string) => boolean): Connect.NextHandleFunction {
  return (req, res) => {
    void forward(req, res, isAllowed).catch((error: unknown) => {
      if (!res.headersSent) {
        sendText(res, 502, `Proxy error: ${describeError(error)}`);
      } else {
        res.destroy();
      }
    });
  };
}

async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  isAllowed: (hostname: string) => boolean,
): Promise<void> {
  // Mounted on a path, so req.url is what follows it: `/?target=…` (or `?target=…`).
  const params = new URL(req.url ?? '/', 'http://proxy.invalid').searchParams;
  const rawTarget = params.get('target');
  if (!rawTarget) return sendText(res, 400, 'Missing ?target=<url-encoded URL>.');
  let target: URL;
  try {
    target = new URL(rawTarget);
  } catch {
    return sendText(res, 400, 'The target is not an absolute URL.');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return sendText(res, 400, 'Only http: and https: targets can be proxied.');
  }
  if (!isAllowed(target.hostname.toLowerCase())) {
    return sendText(
      res,
      403,
      `The proxy only forwards to loopback hosts; allow ${target.hostname} with PLAYGROUND_PROXY_ALLOW.`,
    );
  }

  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(lower) || lower.startsWith('sec-')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);

  // Stop the upstream request (an open SSE stream, typically) as soon as the browser goes away.
  const controller = new AbortController();
  res.on('close', () => controller.abort());

  const upstream = await fetch(target, {
    method,
    headers,
    ...(body && body.length > 0 ? { body } : {}),
    redirect: 'manual',
    signal: controller.signal,
  });

  res.statusCode = upstream.status;
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) res.setHeader(name, value);
  });
  res.setHeader('cache-control', upstream.headers.get('cache-control') ?? 'no-store');
  res.flushHeaders();

  if (!upstream.body || method === 'HEAD') {
    res.end();
    return;
  }
  const reader = upstream.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await once(res, 'drain');
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    reader.releaseLock();
  }
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's fetch says "fetch failed" and keeps the reason (ECONNREFUSED, …) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}

/**
 * The `/proxy` request handler: `GET|POST|DELETE|HEAD /proxy?target=<url-encoded URL>` forwards the request
 * to `target` and streams the answer back, Server-Sent Events included.
 *
 * Written on `node:http` rather than a proxy library (Vite's `server.proxy`, http-proxy-3) because what this
 * proxy is for is what it refuses: the target comes from the query and must be checked per request, the
 * body is bounded before anything is sent, response headers pass an allow-list, and failures are named for
 * a person. A library would leave all four to us and add its own defaults (timeouts, header rewriting)
 * to undo. `node:http` instead of `fetch` (undici) because undici cuts an idle body after 300 s (an open
 * SSE stream is idle most of the time), refuses `Expect`, and hides the network error code under `cause`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { BodyTooLargeError, readBoundedBody } from './bounded-body.ts';
import { prepareEndpointResponse, sendEndpointError } from './endpoint-response.ts';
import { forwardedRequestHeaders, forwardedResponseHeaders } from './forwarded-headers.ts';
import type { SameOriginGuard } from './same-origin-guard.ts';
import { ConnectTimeoutError, describeUpstreamFailure } from './upstream-failure.ts';

export interface ProxyForwarderOptions {
  guard: SameOriginGuard;
  /** Whether the proxy may forward to `hostname` (as `URL.hostname` spells it, lower case). */
  isAllowedHost: (hostname: string) => boolean;
  maxBodyBytes: number;
  /** How long the target may take to accept the connection. Default 10 s. */
  connectTimeoutMs?: number;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'DELETE']);

/** A Connect/Node request handler for the proxy (mounted on a path: `req.url` is what follows it). */
export function createProxyForwarder(options: ProxyForwarderOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void forward(req, res, options).catch((error: unknown) => {
      // Only reached for failures after the answer started (the target broke off mid-stream): cut it too.
      if (!res.headersSent) sendEndpointError(res, 502, 'upstream', `The proxy failed: ${error instanceof Error ? error.message : String(error)}`);
      else res.destroy();
    });
  };
}

async function forward(req: IncomingMessage, res: ServerResponse, options: ProxyForwarderOptions): Promise<void> {
  prepareEndpointResponse(res);
  const refusal = options.guard.refusal(req, { token: 'required' });
  if (refusal) return sendEndpointError(res, refusal.status, refusal.reason, refusal.message);

  const method = req.method ?? 'GET';
  if (!METHODS.has(method)) {
    res.setHeader('allow', [...METHODS].join(', '));
    return sendEndpointError(res, 405, 'method', `The proxy forwards ${[...METHODS].join(', ')} requests, not ${method}.`);
  }
  const rawTarget = new URL(req.url ?? '/', 'http://proxy.invalid').searchParams.get('target');
  if (!rawTarget) return sendEndpointError(res, 400, 'target', 'Missing ?target=<url-encoded URL>.');
  let target: URL;
  try {
    target = new URL(rawTarget);
  } catch {
    return sendEndpointError(res, 400, 'target', 'The target is not an absolute URL.');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return sendEndpointError(res, 400, 'target', 'Only http: and https: targets can be proxied.');
  }
  if (!options.isAllowedHost(target.hostname.toLowerCase())) {
    return sendEndpointError(
      res,
      403,
      'host',
      `The proxy only forwards to loopback hosts; allow ${target.hostname} with PLAYGROUND_PROXY_ALLOW.`,
    );
  }

  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = await readBoundedBody(req, options.maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      // The rest of the body is never read: close the connection instead of draining it.
      res.setHeader('connection', 'close');
      return sendEndpointError(res, 413, 'body-too-large', error.message);
    }
  }

  // An open SSE stream may stay silent for a long time: no idle timeout on this socket.
  req.socket.setTimeout(0);
  const headers = forwardedRequestHeaders(req.headers);
  if (body) headers['content-length'] = String(body.length);
  const upstream = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { method, headers });

  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  upstream.on('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => upstream.destroy(new ConnectTimeoutError(connectTimeoutMs)), connectTimeoutMs);
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
  // Stop the upstream request (an open SSE stream, typically) as soon as the browser goes away.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });

  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, {
      'cache-control': 'no-store',
      ...forwardedResponseHeaders(answer.headers),
    });
    res.flushHeaders();
    pipeline(answer, res, () => {
      // Errors here mean one side went away; pipeline has already destroyed both streams.
    });
  });
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (res.destroyed) return;
    const failure = describeUpstreamFailure(error, target);
    sendEndpointError(res, failure.status, failure.reason, failure.message);
  });
  upstream.end(body);
}

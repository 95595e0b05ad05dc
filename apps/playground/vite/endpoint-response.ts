import type { ServerResponse } from 'node:http';
import { PROXY_ERROR_HEADER } from '../src/dev-server-endpoints.ts';
import { ENDPOINT_RESPONSE_HEADERS } from './forwarded-headers.ts';

/**
 * Prepares an answer of a dev-server endpoint: no CORS headers (Vite's own CORS middleware runs first and
 * would let other localhost origins read it) and the headers that keep it from acting as a page.
 */
export function prepareEndpointResponse(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) {
    if (name.startsWith('access-control-')) res.removeHeader(name);
  }
  for (const [name, value] of Object.entries(ENDPOINT_RESPONSE_HEADERS)) res.setHeader(name, value);
}

/** Ends `res` with an answer the endpoint gives itself, marked as such so the page can tell it from a forwarded one. */
export function sendEndpointError(res: ServerResponse, status: number, reason: string, message: string): void {
  res.statusCode = status;
  res.setHeader(PROXY_ERROR_HEADER, reason);
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(message);
}

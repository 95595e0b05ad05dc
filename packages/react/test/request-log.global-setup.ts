/*
 * A loopback HTTP server that records every request it gets, for browser tests that must prove a
 * page made no request to outside. A test puts a token of its own first in each URL it plants and
 * reads back, from `/log?token=…`, the paths that were requested under it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the request log. */
    requestLogOrigin: string;
  }
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect id="a" width="1" height="1"/></svg>';

export default async function setup(project: TestProject) {
  const requested = new Map<string, string[]>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://request-log.invalid');
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (url.pathname === '/log') {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      response.end(JSON.stringify(requested.get(url.searchParams.get('token') ?? '') ?? []));
      return;
    }
    const [, token = '', ...path] = url.pathname.split('/');
    const name = path.join('/');
    requested.set(token, [...(requested.get(token) ?? []), name]);
    // Real content of the kind asked for, so that nothing fails before a later request is made.
    if (name.endsWith('.css')) {
      response.writeHead(200, { ...headers, 'content-type': 'text/css' });
      response.end('rect { stroke: black }');
    } else if (name.endsWith('.svg')) {
      response.writeHead(200, { ...headers, 'content-type': 'image/svg+xml' });
      response.end(SVG);
    } else {
      response.writeHead(200, { ...headers, 'content-type': 'image/png' });
      response.end(PNG);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('requestLogOrigin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

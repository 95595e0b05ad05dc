import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on a free loopback port, for the dev-server endpoint tests. */
export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

export async function startTestServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TestAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends a request with exactly these headers (unlike `fetch`, which adds and forbids some) and reads the answer. */
export function send(url: string, options: { method?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer } = {}): Promise<TestAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

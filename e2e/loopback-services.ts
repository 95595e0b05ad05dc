import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on a free loopback port that counts the requests it received, by path. */
export interface LoopbackService {
  origin: string;
  url(path: string): string;
  /** How many requests reached `path` (any method). */
  hits(path: string): number;
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse, service: LoopbackService) => void;

/** Starts a loopback service whose paths answer as `routes` say (404 elsewhere); every request is counted. */
export async function startLoopbackService(routes: Record<string, Route>): Promise<LoopbackService> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://service.invalid').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    route(req, res, service);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service: LoopbackService = {
    origin,
    url: (path) => `${origin}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return service;
}

/** A loopback port that nothing listens on (it was just released). */
export async function closedLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

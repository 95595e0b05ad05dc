import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_HTTP_URL } from './servers.ts';

/** The JSON-RPC message of a POST, as far as a test needs it. */
export interface InterceptedMessage {
  id?: number | string;
  method?: string;
  params?: { uri?: string };
}

/**
 * A loopback server in front of the demo server over HTTP: every request goes through to it, except
 * those `intercept` answers itself (it returns true when it did). Lets a test break or watch the
 * wire from the server's side, with a real browser on the other end.
 */
export async function startInterceptingServer(intercept: (message: InterceptedMessage, response: ServerResponse) => boolean) {
  const server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let message: InterceptedMessage | undefined;
    try {
      message = body.length > 0 ? (JSON.parse(body.toString('utf8')) as InterceptedMessage) : undefined;
    } catch {
      message = undefined;
    }
    if (message && intercept(message, response)) return;
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name) ? [[name, value] as [string, string]] : [],
    );
    const controller = new AbortController();
    response.once('close', () => controller.abort());
    try {
      const forwarded = await fetch(DEMO_HTTP_URL, { method: request.method, headers, ...(body.length > 0 ? { body } : {}), signal: controller.signal });
      const answerHeaders: Record<string, string> = {};
      forwarded.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) answerHeaders[name] = value;
      });
      response.writeHead(forwarded.status, answerHeaders);
      response.flushHeaders();
      if (forwarded.body) for await (const chunk of forwarded.body) response.write(chunk);
      response.end();
    } catch {
      response.destroy();
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

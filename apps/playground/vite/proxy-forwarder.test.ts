import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from './closed-port.ts';
import { createProxyForwarder } from './proxy-forwarder.ts';
import { createSameOriginGuard } from './same-origin-guard.ts';
import { send, startTestServer, type TestServer } from './test-servers.ts';

const guard = createSameOriginGuard();
const MAX_BODY = 1024;
let upstream: TestServer;
let proxy: TestServer;
let lastUpstreamHeaders: IncomingHttpHeaders = {};
let upstreamHits = 0;

beforeAll(async () => {
  upstream = await startTestServer((req, res) => {
    upstreamHits += 1;
    lastUpstreamHeaders = req.headers;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'mcp-session-id': 'abc',
        'set-cookie': 'planted=1',
        'clear-site-data': '"*"',
        'access-control-allow-origin': '*',
        connection: 'x-hop',
        'x-hop': 'named in Connection',
      });
      res.end(JSON.stringify({ received: Buffer.concat(chunks).toString() }));
    });
  });
  proxy = await startTestServer(createProxyForwarder({ guard, isAllowedHost: () => true, maxBodyBytes: MAX_BODY }));
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const through = (target: string) => `${proxy.origin}/proxy?target=${encodeURIComponent(target)}`;
const pageHeaders = () => ({ origin: proxy.origin, 'sec-fetch-site': 'same-origin', 'x-playground-token': guard.token });

describe('the proxy forwarder', () => {
  it('forwards the request without hop headers, page identity or token, and passes only allowed answer headers', async () => {
    const answer = await send(through(`${upstream.origin}/mcp`), {
      method: 'POST',
      headers: { ...pageHeaders(), connection: 'keep-alive, x-private-hop', 'x-private-hop': '1', 'x-api-key': 'kept', cookie: 'a=b', referer: proxy.origin, 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0"}',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: '{"jsonrpc":"2.0"}' });
    expect(lastUpstreamHeaders).toMatchObject({ 'x-api-key': 'kept', 'content-type': 'application/json', 'content-length': '17' });
    for (const name of ['x-private-hop', 'cookie', 'referer', 'origin', 'sec-fetch-site', 'x-playground-token']) expect(lastUpstreamHeaders).not.toHaveProperty(name);

    expect(answer.headers['mcp-session-id']).toBe('abc');
    expect(answer.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['set-cookie', 'clear-site-data', 'access-control-allow-origin', 'x-hop']) expect(answer.headers).not.toHaveProperty(name);
  });

  it('refuses a request without the token before reaching the target', async () => {
    const before = upstreamHits;
    const answer = await send(through(`${upstream.origin}/mcp`), { headers: { origin: proxy.origin } });
    expect(answer.status).toBe(403);
    expect(answer.headers['x-playground-proxy-error']).toBe('missing-token');
    expect(upstreamHits).toBe(before);
  });

  it('answers 413 for a body over the limit, declared or chunked, without reaching the target', async () => {
    const before = upstreamHits;
    const declared = await send(through(`${upstream.origin}/mcp`), { method: 'POST', headers: pageHeaders(), body: Buffer.alloc(MAX_BODY + 1) });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain('1 KiB');
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(through(`${upstream.origin}/mcp`), { method: 'POST', headers: { ...pageHeaders(), 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(MAX_BODY));
      req.write(Buffer.alloc(1));
      // Never ended: the proxy must answer without waiting for the rest.
    });
    expect(chunked).toBe(413);
    expect(upstreamHits).toBe(before);
  });

  it('answers Expect: 100-continue itself instead of forwarding it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(through(`${upstream.origin}/mcp`), { method: 'POST', headers: { ...pageHeaders(), expect: '100-continue', 'content-length': '2' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.on('continue', () => req.end('{}'));
    });
    expect(status).toBe(200);
    expect(lastUpstreamHeaders).not.toHaveProperty('expect');
  });

  it('names a target nobody listens on', async () => {
    const target = `http://127.0.0.1:${await closedPort()}`;
    const answer = await send(through(`${target}/mcp`), { headers: pageHeaders() });
    expect(answer.status).toBe(502);
    expect(answer.headers['x-playground-proxy-error']).toBe('connection-refused');
    expect(answer.body).toBe(`Nothing is listening at ${target} (connection refused). Start the MCP server, or check the port in its URL.`);
  });

  it('refuses targets that are not http(s) URLs', async () => {
    expect((await send(through('file:///etc/passwd'), { headers: pageHeaders() })).status).toBe(400);
    expect((await send(`${proxy.origin}/proxy`, { headers: pageHeaders() })).status).toBe(400);
  });
});

import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSameOriginGuard } from './same-origin-guard.ts';
import { send, startTestServer, type TestServer } from './test-servers.ts';

const guard = createSameOriginGuard();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const token = new URL(req.url ?? '/', 'http://test.invalid').searchParams.get('token') === 'required' ? 'required' : 'not-required';
    const refusal = guard.refusal(req, { token });
    res.writeHead(refusal ? refusal.status : 204, refusal ? { 'x-reason': refusal.reason } : {}).end(refusal?.message);
  });
});
afterAll(() => server.close());

async function verdict(headers: OutgoingHttpHeaders, token: 'required' | 'not-required' = 'required') {
  const answer = await send(`${server.origin}/?token=${token}`, { headers });
  return answer.status === 204 ? 'accepted' : `${answer.status} ${String(answer.headers['x-reason'])}`;
}

describe('createSameOriginGuard', () => {
  it('makes a different, unguessable token each time', () => {
    const tokens = new Set(Array.from({ length: 5 }, () => createSameOriginGuard().token));
    expect(tokens.size).toBe(5);
    for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(43);
  });

  it("accepts the page's own fetch with the token", async () => {
    const own = { origin: server.origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    expect(await verdict({ ...own, 'x-playground-token': guard.token })).toBe('accepted');
    // A same-origin GET from a page that is not a secure context carries neither header: the token decides.
    expect(await verdict({ 'x-playground-token': guard.token })).toBe('accepted');
  });

  it('refuses other origins, also on another port of the same host, whatever the token', async () => {
    const other = server.origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);
    expect(await verdict({ origin: other, 'x-playground-token': guard.token })).toBe('403 cross-origin');
    expect(await verdict({ origin: 'null', 'x-playground-token': guard.token })).toBe('403 cross-origin');
    expect(await verdict({ 'sec-fetch-site': 'same-site', 'x-playground-token': guard.token })).toBe('403 cross-origin');
    expect(await verdict({ 'sec-fetch-site': 'cross-site', origin: server.origin, 'x-playground-token': guard.token })).toBe('403 cross-origin');
  });

  it('refuses navigations and embeddings', async () => {
    const token = { 'x-playground-token': guard.token, 'sec-fetch-site': 'same-origin' };
    expect(await verdict({ ...token, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toBe('403 navigation');
    expect(await verdict({ ...token, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' })).toBe('403 navigation');
    expect(await verdict({ ...token, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' })).toBe('403 navigation');
  });

  it('refuses a missing or wrong token', async () => {
    const own = { origin: server.origin, 'sec-fetch-site': 'same-origin' };
    expect(await verdict(own)).toBe('403 missing-token');
    expect(await verdict({ ...own, 'x-playground-token': `${guard.token}x` })).toBe('403 wrong-token');
    expect(await verdict({ ...own, 'x-playground-token': createSameOriginGuard().token })).toBe('403 wrong-token');
  });

  it('hands out the token only to requests that say they come from the same origin', async () => {
    expect(await verdict({ origin: server.origin }, 'not-required')).toBe('accepted');
    expect(await verdict({ 'sec-fetch-site': 'same-origin' }, 'not-required')).toBe('accepted');
    expect(await verdict({}, 'not-required')).toBe('403 unknown-origin');
  });
});

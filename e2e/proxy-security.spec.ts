import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closedLoopbackPort, startLoopbackService, type LoopbackService } from './loopback-services.ts';
import { PLAYGROUND_PORT } from './servers.ts';

// The playground's /proxy serves the playground's own page only. These tests run real loopback services
// (a "secret" one, one that serves a page with a script), an attacker page on another loopback port, and the
// built playground under `vite preview`, all in real Chromium, with no request interception.

const PLAYGROUND = `http://127.0.0.1:${PLAYGROUND_PORT}`;
const SECRET = 'the-secret-of-a-loopback-service';

// Refused requests are logged by Chromium as failed loads or CORS errors, and the sandbox of a refusal opened
// as a page blocks the script of Chromium's own text viewer; that is what these tests cause.
test.use({
  // One pattern: `test.use` reads a longer array as a [value, options] pair.
  expectedConsoleErrors: [/Failed to load resource|CORS policy|net::ERR_|Blocked script execution in '[^']*\/proxy\?target=/],
});

let services: LoopbackService;
let attacker: LoopbackService;

test.beforeAll(async () => {
  services = await startLoopbackService({
    '/secret': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ secret: SECRET }));
    },
    '/form': (req, res) => {
      req.resume().on('end', () => res.writeHead(204).end());
    },
    '/echo': (req, res) => {
      req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    },
    '/sink': (req, res) => {
      req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    },
    '/page': (_req, res, self) => {
      // If this ever runs as the playground's origin, it writes to its storage and calls home.
      res.writeHead(200, { 'content-type': 'text/html' }).end(
        `<!doctype html><title>proxied</title><script>localStorage.setItem('proxied-script-ran', '1'); fetch(${JSON.stringify(self.url('/ran'))}, { mode: 'no-cors' });</script>`,
      );
    },
    '/ran': (_req, res) => {
      res.writeHead(204).end();
    },
    '/hostile-headers': (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'mcp-session-id': 'session-from-upstream',
        'clear-site-data': '"storage", "cookies", "cache"',
        'set-cookie': 'planted=1; Path=/',
        'access-control-allow-origin': '*',
        refresh: '0; url=https://example.invalid/',
        link: '<https://example.invalid/x.js>; rel=preload; as=script',
        'x-upstream-private': 'leak',
      }).end('{"ok":true}');
    },
  });
  attacker = await startLoopbackService({
    '/': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><link rel="icon" href="data:,"><title>another local app</title>');
    },
  });
});

test.afterAll(async () => {
  await services?.close();
  await attacker?.close();
});

const proxyUrl = (target: string) => `${PLAYGROUND}/proxy?target=${encodeURIComponent(target)}`;

/** Opens the playground and returns this server start's token, the way its own page gets it. */
async function openPlayground(page: Page): Promise<string> {
  await page.goto('/');
  return page.evaluate(async () => {
    const response = await fetch('/__playground/token', { method: 'POST' });
    const body = (await response.json()) as { token: string };
    return body.token;
  });
}

test('a page on another loopback port cannot read a loopback service through the proxy', async ({ page }) => {
  await page.goto(attacker.url('/'));
  const outcomes = await page.evaluate(
    async ({ secretUrl, formUrl, tokenUrl }) => {
      const attempt = async (label: string, run: () => Promise<Response>) => {
        try {
          const response = await run();
          return `${label}: ${response.type} ${response.status} ${await response.text()}`;
        } catch (error) {
          return `${label}: rejected ${String(error)}`;
        }
      };
      return [
        await attempt('cors GET', () => fetch(secretUrl)),
        await attempt('no-cors GET', () => fetch(secretUrl, { mode: 'no-cors' })),
        await attempt('cors GET with a guessed token', () => fetch(secretUrl, { headers: { 'x-playground-token': 'guess' } })),
        await attempt('token', () => fetch(tokenUrl, { method: 'POST' })),
        await attempt('no-cors token', () => fetch(tokenUrl, { method: 'POST', mode: 'no-cors' })),
        await attempt('text/plain POST', () =>
          fetch(formUrl, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' }),
        ),
      ];
    },
    { secretUrl: proxyUrl(services.url('/secret')), formUrl: proxyUrl(services.url('/form')), tokenUrl: `${PLAYGROUND}/__playground/token` },
  );

  expect(outcomes).toHaveLength(6);
  for (const outcome of outcomes) expect(outcome, outcome).not.toContain(SECRET);
  // The token never reached the other page either.
  for (const outcome of outcomes.filter((line) => line.startsWith('token') || line.startsWith('no-cors token'))) {
    expect(outcome, outcome).not.toMatch(/"token"/);
  }
  // Nothing reached the services: not the reads, and not the blind text/plain POST.
  expect(services.hits('/secret')).toBe(0);
  expect(services.hits('/form')).toBe(0);
});

test('a proxied page is neither opened nor embedded, and its script never runs as the playground', async ({ page }) => {
  const opened = await page.goto(proxyUrl(services.url('/page')));
  expect(opened?.status()).toBe(403);
  expect(await opened?.text()).toMatch(/cannot be opened as a page/);

  // Embedded in a frame by another local page.
  await page.goto(attacker.url('/'));
  await page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  }, proxyUrl(services.url('/page')));

  await openPlayground(page);
  // Generous: a script that ran would have called home long before this.
  await page.waitForTimeout(1000);
  expect(services.hits('/page')).toBe(0);
  expect(services.hits('/ran')).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('proxied-script-ran'))).toBeNull();
});

test('what the playground fetches through the proxy cannot act as a page: sandboxed, nosniff', async ({ page }) => {
  const token = await openPlayground(page);
  const headers = await page.evaluate(
    async ({ url, token }) => {
      const response = await fetch(url, { headers: { 'x-playground-token': token } });
      await response.text();
      return { status: response.status, csp: response.headers.get('content-security-policy'), nosniff: response.headers.get('x-content-type-options') };
    },
    { url: proxyUrl(services.url('/page')), token },
  );
  expect(headers).toEqual({ status: 200, csp: expect.stringMatching(/^sandbox\b/), nosniff: 'nosniff' });
});

test('only allowed upstream headers reach the page: Clear-Site-Data, Set-Cookie and CORS headers do not', async ({ page }) => {
  const token = await openPlayground(page);
  await page.evaluate(() => localStorage.setItem('playground-kept', 'yes'));
  const answer = page.waitForResponse((response) => response.url().includes(encodeURIComponent('/hostile-headers')));
  const sessionId = await page.evaluate(
    async ({ url, token }) => {
      const response = await fetch(url, { headers: { 'x-playground-token': token } });
      await response.text();
      return response.headers.get('mcp-session-id');
    },
    { url: proxyUrl(services.url('/hostile-headers')), token },
  );
  const received = await (await answer).allHeaders();

  expect(services.hits('/hostile-headers')).toBe(1);
  expect(sessionId).toBe('session-from-upstream');
  for (const name of ['clear-site-data', 'set-cookie', 'access-control-allow-origin', 'refresh', 'link', 'x-upstream-private']) {
    expect(received, name).not.toHaveProperty(name);
  }
  expect(await page.evaluate(() => localStorage.getItem('playground-kept'))).toBe('yes');
  expect(await page.context().cookies(PLAYGROUND)).toEqual([]);
});

test('the playground page itself needs the token', async ({ page }) => {
  await openPlayground(page);
  const status = await page.evaluate(async (url) => (await fetch(url)).status, proxyUrl(services.url('/secret')));
  expect(status).toBe(403);
  expect(services.hits('/secret')).toBe(0);
});

test('a 64 MiB body gets 413 and never reaches the target', async ({ page }) => {
  // Chromium takes many seconds to hand 64 MiB to fetch on a loaded machine.
  test.slow();
  const token = await openPlayground(page);
  const answer = await page.evaluate(
    async ({ url, token }) => {
      const body = new Uint8Array(64 * 1024 * 1024).fill(0x20);
      const response = await fetch(url, { method: 'POST', headers: { 'x-playground-token': token, 'content-type': 'application/json' }, body });
      return { status: response.status, text: await response.text() };
    },
    { url: proxyUrl(services.url('/sink')), token },
  );
  expect(answer.status).toBe(413);
  expect(answer.text).toContain('PLAYGROUND_PROXY_MAX_BODY');
  expect(services.hits('/sink')).toBe(0);

  // The connection was closed, not poisoned: the next request goes through.
  const next = await page.evaluate(
    async ({ url, token }) => (await fetch(url, { method: 'POST', headers: { 'x-playground-token': token }, body: '{}' })).status,
    { url: proxyUrl(services.url('/sink')), token },
  );
  expect(next).toBe(200);
  expect(services.hits('/sink')).toBe(1);
});

test('a server that is not running is named as such in the playground', async ({ page }) => {
  const url = `http://127.0.0.1:${await closedLoopbackPort()}/mcp`;
  await page.goto(`/?${new URLSearchParams({ endpoint: url, proxy: '1' })}`);
  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: url });
  await expect(server.getByRole('alert')).toContainText(`Nothing is listening at ${new URL(url).origin}`);
});

test('the proxy refuses hosts that are not loopback', async ({ page }) => {
  const token = await openPlayground(page);
  const answer = await page.evaluate(
    async ({ url, token }) => {
      const response = await fetch(url, { headers: { 'x-playground-token': token } });
      return { status: response.status, text: await response.text() };
    },
    { url: proxyUrl('http://example.invalid/mcp'), token },
  );
  expect(answer).toEqual({ status: 403, text: expect.stringContaining('PLAYGROUND_PROXY_ALLOW') });
});

test('Expect: 100-continue is answered by the proxy, not passed on', async ({ request }) => {
  // Browsers never send Expect; a command-line client with the page's origin and token does.
  const tokenAnswer = await request.post('/__playground/token', { headers: { origin: PLAYGROUND } });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const response = await request.post(proxyUrl(services.url('/echo')), {
    headers: { origin: PLAYGROUND, 'x-playground-token': token, expect: '100-continue', 'content-type': 'application/json' },
    data: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

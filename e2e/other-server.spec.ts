import { expect, test } from './fixtures.ts';
import { EVERYTHING_URL } from './servers.ts';

// server-everything is a real third-party server that speaks 2025-11-25 only.
// The client probes for 2026-07-28 first; the legacy server answers that probe with a 400, which
// Chromium logs as a failed resource load before the client falls back.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 400 \(Bad Request\)/],
});

for (const proxy of [false, true]) {
  test(`?endpoint= connects to server-everything${proxy ? ' through the playground proxy' : ''}`, async ({ page }) => {
    const search = new URLSearchParams({ endpoint: EVERYTHING_URL, ...(proxy ? { proxy: '1' } : {}) });
    await page.goto(`/?${search}`);

    const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: EVERYTHING_URL });
    await expect(server.locator('dt:text-is("Era") + dd')).toHaveText('legacy');
    await expect(server.locator('dt:text-is("Protocol") + dd')).toHaveText('2025-11-25');
    await expect(server.locator('dt:text-is("Endpoint") + dd')).toContainText(EVERYTHING_URL);

    // Its resources appear in the browser next to the demo server's.
    await expect(page.getByRole('treeitem', { name: new RegExp(EVERYTHING_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) })).toBeVisible();
  });
}

test('the proxy refuses hosts that are not loopback', async ({ request }) => {
  const response = await request.get(`/proxy?target=${encodeURIComponent('http://example.invalid/mcp')}`);
  expect(response.status()).toBe(403);
});

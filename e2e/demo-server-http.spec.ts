import type { Page, Request } from '@playwright/test';
import { escapeRegExp } from './escape-reg-exp.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_HTTP_URL } from './servers.ts';

/** JSON-RPC requests the page sent to the demo server over HTTP, by method. */
function recordRequests(page: Page) {
  const sent: Array<{ method: string; params: Record<string, unknown> }> = [];
  page.on('request', (request: Request) => {
    if (request.url() !== DEMO_HTTP_URL || request.method() !== 'POST') return;
    try {
      const body = JSON.parse(request.postData() ?? 'null') as { method?: string; params?: Record<string, unknown> } | null;
      if (body?.method) sent.push({ method: body.method, params: body.params ?? {} });
    } catch {
      // Not JSON-RPC: nothing to count.
    }
  });
  return {
    count: (method: string, match: (params: Record<string, unknown>) => boolean = () => true) =>
      sent.filter((request) => request.method === method && match(request.params)).length,
  };
}

const uriIs = (uri: string) => (params: Record<string, unknown>) => params.uri === uri;

test('the demo server over HTTP (2026-07-28): connect, browse, search, filter, template, previews, attach, budget, live change', async ({ page }, testInfo) => {
  test.slow();
  const requests = recordRequests(page);
  await page.goto(`/?${new URLSearchParams({ endpoint: DEMO_HTTP_URL })}`);

  // Connect: the era, version and live feed of the HTTP server.
  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: DEMO_HTTP_URL });
  await expect(server.locator('dt:text-is("Status") + dd')).toHaveText('ready');
  await expect(server.locator('dt:text-is("Era") + dd')).toHaveText('modern');
  await expect(server.locator('dt:text-is("Protocol") + dd')).toHaveText('2026-07-28');
  await expect(server.locator('dt:text-is("Live updates") + dd')).toHaveText('listening');

  // Filter to that server, then by text: only its README is left in the tree.
  const resources = page.getByRole('region', { name: 'Resources' });
  await resources.getByRole('group', { name: 'Server' }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(DEMO_HTTP_URL)}`) }).check();
  await resources.getByPlaceholder('Filter…').fill('README');
  await expect(page.getByRole('treeitem', { name: /README/ })).toHaveCount(1);
  // Double-click opens (the first click selects, which must not move the row away from the pointer).
  await page.getByRole('treeitem', { name: /README/ }).dblclick();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('[data-slot="resource-preview-markdown"], [data-slot="resource-preview-text"]').first()).toContainText('harbor-api');
  expect(requests.count('resources/read', uriIs('file:///project/README.md'))).toBeGreaterThan(0);
  await resources.getByRole('button', { name: 'Clear filters' }).click();

  // Search: the result from the HTTP server's group opens its highlighted TypeScript.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill('server.ts');
  await palette.getByRole('group', { name: DEMO_HTTP_URL }).getByRole('option').first().click();
  await expect(palette).toBeHidden();
  await expect(preview.locator('[data-slot="resource-preview-text"] [data-highlighted], [data-slot="resource-preview-text"][data-highlighted]').first()).toBeVisible();
  expect(requests.count('resources/read', uriIs('file:///project/src/server.ts'))).toBe(1);

  // An image, decoded from its base64 blob.
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('logo.png');
  await palette.getByRole('group', { name: DEMO_HTTP_URL }).getByRole('option').first().click();
  const image = preview.locator('[data-slot="resource-preview-image"] img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([64, 48]);

  // A template filled with the server's completion.
  const templates = page.getByRole('region', { name: 'Templates' });
  await templates.getByRole('button', { name: /Weather forecast/ }).click();
  const city = templates.getByRole('combobox', { name: /city/i });
  await city.fill('Ber');
  await templates.getByRole('listbox', { name: /city/i }).getByRole('option', { name: 'Berlin', exact: true }).click();
  await expect(city).toHaveValue('Berlin');
  expect(requests.count('completion/complete')).toBeGreaterThan(0);

  // Attach the clock and README; the budget adds up; the clock ticks every second and is flagged.
  await page.goto(`/?${new URLSearchParams({ endpoint: DEMO_HTTP_URL, resource: 'demo://live/clock' })}`);
  const text = preview.locator('[data-slot="resource-preview-text"]');
  await expect(text).toContainText('tick:');
  const first = await text.textContent();
  await expect(text).not.toHaveText(first ?? '');
  await preview.getByRole('button', { name: 'Attach' }).click();
  const context = page.getByRole('region', { name: 'Context' });
  await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(1);
  const meter = context.getByRole('meter', { name: 'Context budget' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(context.getByText('Changed since attached')).toBeVisible();

  const screenshot = testInfo.outputPath('demo-server-over-http.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('demo server over HTTP', { path: screenshot, contentType: 'image/png' });
});

import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { escapeRegExp } from './escape-reg-exp.ts';
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
    await expect(page.getByRole('treeitem', { name: new RegExp(escapeRegExp(EVERYTHING_URL)) })).toBeVisible();
  });
}

test('server-everything (2025-11-25): filter, open, search, fill its template with completion, attach, budget', async ({ page }) => {
  test.slow();
  await page.goto(`/?${new URLSearchParams({ endpoint: EVERYTHING_URL })}`);
  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: EVERYTHING_URL });
  await expect(server.locator('dt:text-is("Status") + dd')).toHaveText('ready');

  // Filter to this server and a name; double-click opens the Markdown document.
  const resources = page.getByRole('region', { name: 'Resources' });
  await resources.getByRole('group', { name: 'Server' }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(EVERYTHING_URL)}`) }).check();
  await resources.getByPlaceholder('Filter…').fill('architecture');
  await expect(page.getByRole('treeitem', { name: /architecture\.md/ })).toHaveCount(1);
  await page.getByRole('treeitem', { name: /architecture\.md/ }).dblclick();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('demo://resource/static/document/architecture.md').first()).toBeVisible();
  await expect(preview.locator('[data-slot="resource-preview-markdown"], [data-slot="resource-preview-text"]').first()).not.toBeEmpty();
  await preview.getByRole('button', { name: 'Attach' }).click();

  // Search in its group of the palette.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill('features');
  await palette.getByRole('group', { name: EVERYTHING_URL }).getByRole('option').first().click();
  await expect(preview.getByText('demo://resource/static/document/features.md').first()).toBeVisible();

  // Its dynamic text template, with the resourceId offered by completion/complete.
  const templates = page.getByRole('region', { name: 'Templates' });
  await templates.getByRole('button', { name: /Dynamic Text Resource/ }).click();
  const resourceId = templates.getByRole('combobox', { name: /resourceId/i });
  await resourceId.fill('7');
  await templates.getByRole('listbox', { name: /resourceId/i }).getByRole('option', { name: '7', exact: true }).click();
  await templates.getByRole('button', { name: 'Attach' }).click();
  await templates.getByRole('button', { name: 'Open' }).click();
  await expect(preview.locator('[data-slot="resource-preview-text"]')).toContainText('Resource 7: This is a plaintext resource');

  const context = page.getByRole('region', { name: 'Context' });
  await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(2);
  const meter = context.getByRole('meter', { name: 'Context budget' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await context.getByRole('spinbutton', { name: /Budget/ }).fill('10');
  await expect(context.getByRole('status').filter({ hasText: 'Over the context budget' })).toBeVisible();
});

test('server-everything: an update sent after calling toggle-subscriber-updates through the SDK shows in the preview', async ({ page }) => {
  test.slow();
  const uri = 'demo://resource/static/document/architecture.md';
  // The tool starts updates for the session that calls it, so the test calls it in the page's session.
  const sessions = new Set<string>();
  let reads = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith(EVERYTHING_URL)) return;
    const session = request.headers()['mcp-session-id'];
    if (session) sessions.add(session);
    if (request.method() === 'POST' && request.postData()?.includes('"resources/read"') && request.postData()?.includes(uri)) reads += 1;
  });
  await page.goto(`/?${new URLSearchParams({ endpoint: EVERYTHING_URL, resource: uri })}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('[data-slot="resource-preview-markdown"], [data-slot="resource-preview-text"]').first()).toBeVisible();
  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: EVERYTHING_URL });
  await expect(server.locator('dt:text-is("Live updates") + dd')).toHaveText('listening');
  expect(sessions.size).toBe(1);
  const readsBefore = reads;

  const client = new Client({ name: 'e2e-test', version: '1.0.0' });
  // An existing session: the SDK skips `initialize` and speaks in it.
  await client.connect(new StreamableHTTPClientTransport(new URL(EVERYTHING_URL), { sessionId: [...sessions][0]!, protocolVersion: '2025-11-25' }));
  try {
    await client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    await expect(preview.getByText(/updated just now/i)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => reads, { message: 'the update re-reads the resource' }).toBeGreaterThan(readsBefore);
  } finally {
    await client.callTool({ name: 'toggle-subscriber-updates', arguments: {} }).catch(() => undefined);
    await client.close();
  }
});

test("server-everything's docs link to each other: a link opens the document it names in the preview", async ({ page }) => {
  const features = 'demo://resource/static/document/features.md';
  await page.goto(`/?${new URLSearchParams({ endpoint: EVERYTHING_URL, resource: features, at: EVERYTHING_URL })}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(features).first()).toBeVisible();
  const link = preview.locator('[data-slot="resource-preview-markdown-body"]').getByRole('button', { name: 'Architecture' }).first();
  await expect(link).toHaveAttribute('title', 'demo://resource/static/document/architecture.md');
  await link.click();
  await expect(preview.getByText('demo://resource/static/document/architecture.md').first()).toBeVisible();
  await expect(page).toHaveURL(/resource=demo%3A%2F%2Fresource%2Fstatic%2Fdocument%2Farchitecture\.md/);
});

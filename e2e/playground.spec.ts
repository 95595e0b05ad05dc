import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tree')).toBeVisible();
});

test('connects to the embedded demo server in the 2026-07-28 era and lists its resources', async ({ page }, testInfo) => {
  const servers = page.getByRole('region', { name: 'Servers' });
  await expect(servers.locator('dt:text-is("Era") + dd')).toHaveText('modern');
  await expect(servers.locator('dt:text-is("Protocol") + dd')).toHaveText('2026-07-28');
  await expect(servers.locator('dt:text-is("Live updates") + dd')).toHaveText('listening');
  await expect(page.getByRole('treeitem').first()).toBeVisible();

  const screenshot = testInfo.outputPath('playground.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('playground', { path: screenshot, contentType: 'image/png' });
});

test("the demo server's live resource updates in the preview without a reload", async ({ page }) => {
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('demo://live/clock').first()).toBeVisible();
  const text = preview.locator('[data-slot="resource-preview-text"]');
  await expect(text).toContainText('tick:');
  const before = await text.textContent();
  await expect(text).not.toHaveText(before ?? '', { timeout: 10_000 });
  await expect(preview.getByText(/updated just now/i)).toBeVisible();
});

test('fills the weather template with completion, keyboard only, and opens the forecast', async ({ page }) => {
  const templates = page.getByRole('region', { name: 'Templates' });
  await templates.getByRole('button', { name: /Weather forecast/ }).click();
  const city = templates.getByRole('combobox', { name: /city/i });
  await city.click();
  await city.pressSequentially('Par');
  const suggestions = templates.getByRole('listbox', { name: /city/i });
  await expect(suggestions.getByRole('option', { name: 'Paris', exact: true })).toBeVisible();
  const options = await suggestions.getByRole('option').allTextContents();
  for (let index = 0; index <= options.indexOf('Paris'); index += 1) await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Paris');

  await city.press('Tab');
  const date = templates.getByRole('combobox', { name: /date/i });
  await expect(date).toBeFocused();
  await date.press('ArrowDown');
  await expect(templates.getByRole('listbox', { name: /date/i }).getByRole('option')).toHaveCount(7);
  await date.press('ArrowDown');
  await date.press('Enter');
  await expect(date).not.toHaveValue('');
  await date.press('Enter');

  await expect(templates.getByText(/^Opened weather:\/\/forecast\/Paris\//)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Paris');

  const axe = await new AxeBuilder({ page }).include('.template-panel').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});

test('previews highlighted TypeScript, a decoded PNG and a directory of several contents', async ({ page }) => {
  const preview = page.getByRole('region', { name: 'Preview' });
  await page.goto('/?resource=' + encodeURIComponent('file:///project/src/server.ts'));
  await expect(preview.locator('[data-slot="resource-preview-text"][data-highlighted]')).toBeVisible({ timeout: 15_000 });
  await expect(preview.locator('span[style*="--mcp-code-token-keyword"]').first()).toBeVisible();

  await page.goto('/?resource=' + encodeURIComponent('file:///project/assets/logo.png'));
  const image = preview.getByRole('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.goto('/?resource=' + encodeURIComponent('file:///project/docs/'));
  await expect(preview.getByRole('tab')).toHaveCount(5);
});

test('attaches three resources, adds up the budget, warns past a small one, and flags a live change', async ({ page }) => {
  const context = page.getByRole('region', { name: 'Context' });
  const preview = page.getByRole('region', { name: 'Preview' });
  const items = context.locator('[data-slot="attach-tray-item"]');

  // 1. The live clock, from the preview.
  await expect(preview.getByText('demo://live/clock').first()).toBeVisible();
  await preview.getByRole('button', { name: 'Attach' }).click();
  await expect(items).toHaveCount(1);

  // 2 and 3. From the search palette, with the keyboard: Ctrl+Enter attaches the active result.
  for (const query of ['README', 'server.ts']) {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await palette.getByRole('combobox').fill(query);
    await expect(palette.getByRole('option').first()).toBeVisible();
    await palette.getByRole('combobox').press('Control+Enter');
    if (await palette.isVisible()) await page.keyboard.press('Escape');
  }
  await expect(items).toHaveCount(3);
  await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(3);

  const meter = context.getByRole('meter', { name: 'Context budget' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByTestId('message-output')).toContainText('"type": "resource"');

  await context.getByRole('spinbutton', { name: /Budget/ }).fill('50');
  await expect(context.getByRole('status').filter({ hasText: 'Over the context budget' })).toBeVisible();

  // The clock changes every 2 s: the attachment is flagged and keeps what was read until asked.
  await expect(context.getByText('Changed since attached')).toBeVisible({ timeout: 10_000 });
});

test('has no serious or critical accessibility violations in its main view', async ({ page }) => {
  await expect(page.getByRole('region', { name: 'Servers' }).locator('dt:text-is("Status") + dd').first()).toHaveText('ready');
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('finds a resource by search, filters by MIME family, selects three with the keyboard and attaches them', async ({ page }) => {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill('server.ts');
  await expect(palette.getByRole('option').first()).toContainText('server.ts');
  await palette.getByRole('combobox').press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('treeitem', { name: /server\.ts/ }).first()).toBeFocused();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('file:///project/src/server.ts').first()).toBeVisible();

  await page.getByRole('checkbox', { name: /^Code/ }).check();
  await expect(page).toHaveURL(/mime=code/);
  await expect(page.getByRole('treeitem', { name: /README/ })).toHaveCount(0);

  const tree = page.getByRole('tree');
  await tree.getByRole('treeitem', { name: /config\.ts/ }).first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('3 selected').first()).toBeVisible();
  await page.keyboard.press('Control+Enter');

  const context = page.getByRole('region', { name: 'Context' });
  await expect(context.locator('[data-slot="attach-tray-item"]')).toHaveCount(3);
  await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(3);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Code/ })).toBeChecked();
});

test("shows a tool result's resource link and embedded resource as cards that open in the preview and attach", async ({ page }) => {
  const tools = page.getByRole('region', { name: 'Tool results' });
  await tools.getByRole('combobox', { name: 'Tool' }).selectOption({ label: 'Find the entry point' });
  await tools.getByRole('button', { name: 'Call' }).click();
  const link = tools.getByRole('article', { name: 'Resource link: src/index.ts' });
  const embedded = tools.getByRole('article', { name: 'Embedded resource: package.json' });
  await expect(link).toContainText('Primary application entry point');
  await expect(embedded).toContainText('For the assistant · Priority 0.7');
  await expect(embedded.locator('pre')).toContainText('"name": "harbor-api"');

  await link.getByRole('button', { name: 'Open' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('file:///project/src/index.ts').first()).toBeVisible();

  const items = page.getByRole('region', { name: 'Context' }).locator('[data-slot="attach-tray-item"]');
  await link.getByRole('button', { name: 'Attach' }).click();
  await embedded.getByRole('button', { name: 'Attach' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Context' }).locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(2);
  await expect(page.getByTestId('message-output')).toContainText('file:///project/package.json');
});

test('a minified file scrolls inside the preview: the page keeps its width and Refresh and Copy stay in view', async ({ page }) => {
  await page.goto('/?resource=' + encodeURIComponent('file:///project/public/openapi.min.json'));
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'As sent' }).click();
  await expect(preview.locator('[data-slot="resource-preview-line"]')).toHaveCount(1);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const scroller = preview.locator('[data-slot="resource-preview-text-scroller"]');
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth * 4)).toBe(true);
  for (const name of ['Refresh', 'Copy text']) await expect(preview.getByRole('button', { name })).toBeInViewport();
});

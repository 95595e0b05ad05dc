import { expect, test } from './fixtures.ts';

test('the playground connects to the embedded demo server and pages through its resources', async ({
  page,
}, testInfo) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'MCP Resource Kit' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();

  const server = page.getByRole('region', { name: 'Server' });
  await expect(server.locator('dt:text-is("Era") + dd')).toHaveText('modern');
  await expect(server.locator('dt:text-is("Protocol") + dd')).toHaveText('2026-07-28');

  const resources = page.getByRole('list', { name: 'Resources' });
  await expect(resources.getByText('file:///project/README.md', { exact: true })).toBeVisible();

  const items = resources.getByRole('listitem');
  const firstPage = await items.count();
  expect(firstPage).toBeGreaterThan(0);

  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeEnabled();
  await loadMore.click();
  await expect.poll(() => items.count()).toBeGreaterThan(firstPage);

  // Kept in test-results/ and attached to the report.
  const screenshot = testInfo.outputPath('playground.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('playground', { path: screenshot, contentType: 'image/png' });
});

test('the demo server\'s live resource updates in the preview without a reload', async ({ page }) => {
  await page.goto('/');
  const server = page.getByRole('region', { name: 'Server' });
  await expect(server.locator('dt:text-is("Live updates") + dd')).toHaveText('listening');

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('demo://live/clock').first()).toBeVisible();
  const text = preview.getByTestId('preview-text');
  await expect(text).not.toBeEmpty();
  const before = await text.textContent();
  await expect(text).not.toHaveText(before ?? '', { timeout: 10_000 });
  await expect(preview.getByText('updated just now')).toBeVisible();
});

test('selecting a resource previews it', async ({ page }) => {
  await page.goto('/');
  const resources = page.getByRole('list', { name: 'Resources' });
  await resources.getByRole('button', { name: /file:\/\/\/project\/README\.md/ }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('preview-text')).toContainText('#');
});

test('the playground reports a server it cannot reach instead of crashing', async ({ page }) => {
  await page.goto('/?server=not-a-url');
  await expect(page.getByRole('alert')).toContainText('not an absolute URL');
});

import { expect, test } from './fixtures.ts';
import { DEMO_HTTP_URL } from './servers.ts';

const WITH_CREDENTIALS = DEMO_HTTP_URL.replace('http://', 'http://alice:s3cret@');

async function expectNoCredentialsInThePage(page: import('@playwright/test').Page) {
  // The markup, attributes (aria-labels) included, not only the visible text.
  expect(await page.content()).not.toMatch(/alice|s3cret/);
}

test('a server URL typed with user:password@ is shown, and fails, without them', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Add a server' });
  await form.getByLabel('Streamable HTTP URL').fill(WITH_CREDENTIALS);
  await form.getByRole('button', { name: 'Connect' }).click();

  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: DEMO_HTTP_URL });
  await expect(server.getByRole('button', { name: DEMO_HTTP_URL, exact: true })).toBeVisible();
  await expect(server.locator('dt:text-is("Endpoint") + dd')).toHaveText(DEMO_HTTP_URL);
  // The browser's fetch refuses a URL with credentials; the error quotes the URL, without them.
  await expect(server.locator('dt:text-is("Status") + dd')).toHaveText('error');
  await expect(server.getByRole('alert')).toContainText(DEMO_HTTP_URL);
  await expectNoCredentialsInThePage(page);
});

test('?endpoint= with user:password@ is shown without them', async ({ page }) => {
  await page.goto(`/?${new URLSearchParams({ endpoint: WITH_CREDENTIALS })}`);
  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: DEMO_HTTP_URL });
  await expect(server.locator('dt:text-is("Status") + dd')).toHaveText('error');
  await expect(server.getByRole('alert')).toContainText(DEMO_HTTP_URL);
  await expectNoCredentialsInThePage(page);
});

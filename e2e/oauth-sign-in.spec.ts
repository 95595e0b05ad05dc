import { startV1OAuthServer, type V1OAuthServer } from '../test-support/v1-oauth-server.ts';
import { escapeRegExp } from './escape-reg-exp.ts';
import { expect, test } from './fixtures.ts';

// A v1-SDK server behind OAuth 2.1 whose authorization page approves at once, in this test's process.
// Chromium logs each 4xx as a failed resource load: the 401 before signing in, then, signed in, the 400
// with which this 2025-era server answers the 2026-07-28 probe and the 404 for the optional GET stream.
test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|401|404) /] });

let server: V1OAuthServer;
test.beforeAll(async () => {
  server = await startV1OAuthServer();
});
test.afterAll(async () => {
  await server.close();
});

test('a server behind OAuth: "Add a server" with OAuth signs in in a popup, then the server is browsable', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Add a server' });
  await form.getByLabel('Streamable HTTP URL').fill(server.url);
  await form.getByLabel(/sign in with OAuth/).check();

  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Connect' }).click();
  // The authorization page approves and sends the popup to the playground's callback page, which closes it.
  await (await popup).waitForEvent('close');

  const item = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: server.url });
  await expect(item.locator('dt:text-is("Status") + dd')).toHaveText('ready');
  await expect(item.locator('dt:text-is("Endpoint") + dd')).toContainText('(OAuth)');
  await expect(page.getByRole('treeitem', { name: new RegExp(escapeRegExp(server.url)) })).toBeVisible();
});

import { chromiumLaunchOptions } from '../test-support/chromium.ts';
import { escapeRegExp } from './escape-reg-exp.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_AUTH_URL } from './servers.ts';

test.use({
  // Until signed in, the server answers 401; Chromium logs every refused request as a failed load.
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401\b/],
  // Playwright turns Chromium's popup blocker off; a user's browser has it on: the popup must come from the click.
  launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--disable-popup-blocking'] },
});

const serverCard = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: DEMO_AUTH_URL });

test('a server behind OAuth: 401 → "Sign in" → consent page → Allow → the tree lists its resources', async ({ page }) => {
  await page.goto(`/?${new URLSearchParams({ endpoint: DEMO_AUTH_URL })}`);
  const card = serverCard(page);

  // Nobody clicked yet, so no sign-in window opens: the card and the tree offer "Sign in".
  const signIn = card.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(card.getByRole('alert')).toContainText('unauthorized');
  await expect(card.getByRole('alert')).toContainText('press “Sign in” to open its sign-in page');
  await expect(card.getByRole('alert')).not.toContainText(/try again/i);
  await expect(card.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const treeRow = page.locator('[data-slot="resource-tree-item"][data-status="sign-in"]');
  await expect(treeRow).toContainText('Sign in');

  const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);
  await expect(popup.getByRole('heading', { name: 'Sign in to the demo server' })).toBeVisible();
  await expect(popup.getByText('MCP Resource Kit playground')).toBeVisible();
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);

  await expect(card.locator('dt:text-is("Status") + dd')).toHaveText('ready');
  await expect(card.locator('dt:text-is("Protocol") + dd')).toHaveText('2026-07-28');
  await expect(treeRow).toHaveCount(0);
  await expect(page.getByRole('treeitem', { name: new RegExp(escapeRegExp(DEMO_AUTH_URL)) })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: 'file:///project' })).toHaveCount(2);
});

test('a wrong bearer token: a clear unauthorized message, no sign-in, and the selection and attachments stay', async ({ page }) => {
  await page.goto('/');
  const preview = page.getByRole('region', { name: 'Preview' });
  const context = page.getByRole('region', { name: 'Context' });
  const items = context.locator('[data-slot="attach-tray-item"]');

  // A selected resource (open in the preview, kept in the address) and an attachment, on the demo server.
  await expect(preview.getByText('demo://live/clock').first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill('README');
  await expect(palette.getByRole('option').first()).toBeVisible();
  await palette.getByRole('combobox').press('Enter');
  await expect(preview.getByText('file:///project/README.md').first()).toBeVisible();
  await preview.getByRole('button', { name: 'Attach' }).click();
  await expect(items).toHaveCount(1);
  const selected = new URL(page.url()).searchParams.get('resource');
  expect(selected).toBe('file:///project/README.md');

  const form = page.getByRole('form', { name: 'Add a server' });
  await form.getByLabel('Streamable HTTP URL').fill(DEMO_AUTH_URL);
  await form.getByLabel('Bearer token (optional)').fill('not-the-right-token');
  await form.getByRole('button', { name: 'Connect' }).click();

  const alert = serverCard(page).getByRole('alert');
  await expect(alert).toContainText('unauthorized');
  await expect(alert).toContainText(/token/i);
  await expect(alert).not.toContainText(/try again/i);
  await expect(serverCard(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(serverCard(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('[data-slot="resource-tree-item"][data-status="sign-in"]')).toHaveCount(0);

  await expect(preview.getByText('file:///project/README.md').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('resource')).toBe(selected);
  await expect(items).toHaveCount(1);
  await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(1);
});

test('"Connect" in "Add a server" signs in from that click; Deny leaves the server needing a sign-in', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Add a server' });
  await form.getByLabel('Streamable HTTP URL').fill(DEMO_AUTH_URL);
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Connect' }).click()]);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Deny' }).click()]);

  const alert = serverCard(page).getByRole('alert');
  await expect(alert).toContainText('access_denied');
  await expect(alert).not.toContainText(/try again/i);
  await expect(serverCard(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-slot="resource-tree-item"][data-status="sign-in"]')).toContainText('Signing in was refused');
});

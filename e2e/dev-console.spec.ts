import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_HTTP_URL, PLAYGROUND_STDIO_PORT } from './servers.ts';

/*
 * `npm start` runs the playground in development mode, where TanStack Query reports misuse on the
 * console ("Attempted to invoke queryFn when set to skipToken"); the production build of the other
 * specs stays silent about it. So this journey runs against the dev server: start, Load all before
 * the list has settled, switch servers, add a server, remove it, and reconnect.
 */
const PLAYGROUND = `http://127.0.0.1:${PLAYGROUND_STDIO_PORT}`;

/** The skipToken errors the page logs, each with the stack that logged it (TanStack's message has none). */
async function collectSkipTokenErrors(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const log = console.error.bind(console);
    console.error = (...parts: unknown[]) => log(...parts, /skipToken/.test(String(parts[0])) ? new Error('logged from').stack : '');
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /skipToken/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** "Load all" is disabled until a first page says more is left, and again once nothing is. */
async function clickWhenEnabled(button: Locator) {
  await button.click({ timeout: 5_000 }).catch(() => undefined);
}

test('the dev playground logs no skipToken error through start, Load all, switching, adding and removing servers', async ({ page }) => {
  test.slow();
  const skipTokenErrors = await collectSkipTokenErrors(page);
  const servers = page.getByRole('region', { name: 'Servers' });
  const resources = page.getByRole('region', { name: 'Resources' });
  const loadAll = resources.getByRole('button', { name: 'Load all' });
  const demo = servers.getByRole('button', { name: 'Demo server (in page)' });
  const stdio = servers.getByRole('listitem').filter({ hasText: 'stdio:' });

  for (let start = 0; start < 2; start += 1) {
    await page.goto(PLAYGROUND);
    // As early as the buttons exist: before the first page of every server has landed.
    await demo.click();
    await clickWhenEnabled(loadAll);
    await expect(page.getByRole('treeitem').first()).toBeVisible();
  }

  await expect(stdio.locator('dt:text-is("Status") + dd')).toHaveText('ready');
  await stdio.getByRole('button', { pressed: false }).first().click();
  await demo.click();

  const form = page.getByRole('form', { name: 'Add a server' });
  for (let round = 0; round < 2; round += 1) {
    await form.getByLabel('Streamable HTTP URL').fill(DEMO_HTTP_URL);
    await form.getByRole('button', { name: 'Connect' }).click();
    const added = servers.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove / }) }).last();
    await clickWhenEnabled(loadAll);
    await expect(added.locator('dt:text-is("Status") + dd')).toHaveText('ready');
    await demo.click();
    await added.getByRole('button', { name: /^Remove / }).click();
  }
  await expect(page.getByRole('treeitem').first()).toBeVisible();
  expect(skipTokenErrors).toEqual([]);
});

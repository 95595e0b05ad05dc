import { escapeRegExp } from './escape-reg-exp.ts';
import { expect, test } from './fixtures.ts';
import { startInterceptingServer } from './intercepting-server.ts';

const SLOW = 'demo://faults/slow';

test('opening another resource during a slow read cancels that read on the wire (2026-07-28: its stream is closed)', async ({ page }) => {
  test.slow();
  const slowReads: Array<{ closedEarly: boolean }> = [];
  const server = await startInterceptingServer((message, response) => {
    if (message.method === 'resources/read' && message.params?.uri === SLOW) {
      const read = { closedEarly: false };
      slowReads.push(read);
      // Closed before the server finished answering: the browser gave up on it.
      response.once('close', () => (read.closedEarly = !response.writableFinished));
    }
    return false;
  });
  try {
    await page.goto(`/?${new URLSearchParams({ endpoint: server.url })}`);
    const card = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: server.url });
    await expect(card.locator('dt:text-is("Status") + dd')).toHaveText('ready');
    const resources = page.getByRole('region', { name: 'Resources' });
    await resources.getByRole('group', { name: 'Server' }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(server.url)}`) }).check();
    const filter = resources.getByPlaceholder('Filter…');

    await filter.fill('30-second');
    await page.getByRole('treeitem', { name: /30-second read/ }).dblclick();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Reading the resource…')).toBeVisible();
    await expect.poll(() => slowReads.length).toBe(1);

    await filter.fill('README');
    await page.getByRole('treeitem', { name: /README/ }).dblclick();
    await expect(preview.locator('[data-slot="resource-preview-markdown"], [data-slot="resource-preview-text"]').first()).toContainText('harbor-api');
    // The slow read answers after 30 s; its stream closes long before that.
    await expect.poll(() => slowReads[0]!.closedEarly, { timeout: 10_000 }).toBe(true);
    expect(slowReads).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

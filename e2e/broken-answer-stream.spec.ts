import { escapeRegExp } from './escape-reg-exp.ts';
import { expect, test } from './fixtures.ts';
import { startInterceptingServer } from './intercepting-server.ts';

const README = 'file:///project/README.md';

/**
 * The demo server over HTTP, but every read of the README has its answer stream cut: the headers
 * and half an event go out, then the connection dies, which Chromium reports as
 * ERR_INCOMPLETE_CHUNKED_ENCODING.
 */
async function startCuttingServer() {
  const readTimes: number[] = [];
  const server = await startInterceptingServer((message, response) => {
    if (message.method !== 'resources/read' || message.params?.uri !== README) return false;
    readTimes.push(Date.now());
    response.writeHead(200, { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' });
    response.write('event: message\ndata: {"jsonrpc":"2.0","id":');
    setTimeout(() => response.socket?.destroy(), 50);
    return true;
  });
  return { ...server, readTimes };
}

test.use({ expectedConsoleErrors: [/ERR_INCOMPLETE_CHUNKED_ENCODING/] });

test('a cut answer stream fails the read at once in Chromium, and the server card says the server is lost', async ({ page }) => {
  test.slow();
  const cutting = await startCuttingServer();
  try {
    await page.goto(`/?${new URLSearchParams({ endpoint: cutting.url })}`);
    const card = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: cutting.url });
    await expect(card.locator('dt:text-is("Status") + dd')).toHaveText('ready');

    const resources = page.getByRole('region', { name: 'Resources' });
    await resources.getByRole('group', { name: 'Server' }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(cutting.url)}`) }).check();
    await resources.getByPlaceholder('Filter…').fill('README');
    await expect(page.getByRole('treeitem', { name: /README/ })).toHaveCount(1);
    await page.getByRole('treeitem', { name: /README/ }).dblclick();

    // The read and its two retries (1 s, then 2 s later) each fail as soon as the stream breaks,
    // instead of after the 60 s request timeout each.
    const preview = page.getByRole('region', { name: 'Preview' });
    const alert = preview.locator('[data-slot="resource-preview-error"]');
    await expect(alert).toHaveAttribute('data-kind', 'disconnected', { timeout: 15_000 });
    await expect(alert.locator('[data-slot="resource-preview-error-detail"]')).toContainText('broke off before the answer arrived');
    expect(cutting.readTimes).toHaveLength(3);
    expect(cutting.readTimes[2]! - cutting.readTimes[0]!).toBeLessThan(8_000);

    await expect(card.locator('dt:text-is("Status") + dd')).toHaveText('lost');
    await expect(card.getByRole('alert')).toContainText('disconnected');
    await expect(card.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  } finally {
    await cutting.stop();
  }
});

import { escapeRegExp } from './escape-reg-exp.ts';
import { expect, test } from './fixtures.ts';
import { MCP_APPS_URL } from './servers.ts';

const APP_URI = 'ui://get-time/mcp-app.html';

// The example server answers the client's 2026-07-28 probe with a 400 (the client then falls back to 2025-11-25), and
// the example app logs the refusal of its tool call with console.error, inside its frame. One pattern: Playwright
// would read a second array element as fixture options.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 400 \(Bad Request\)|does not let apps call tools, so "get-time" was not called/],
});

test('an MCP App from the official example server: filed as an app, run in a sandbox, attached as a link', async ({ page }) => {
  test.slow();
  await page.goto(`/?${new URLSearchParams({ endpoint: MCP_APPS_URL })}`);
  const server = page.getByRole('region', { name: 'Servers' }).getByRole('listitem').filter({ hasText: MCP_APPS_URL });
  await expect(server.locator('dt:text-is("Status") + dd')).toHaveText('ready', { timeout: 30_000 });

  // Filed under "Apps (UI)", not "Code".
  const resources = page.getByRole('region', { name: 'Resources' });
  await resources.getByRole('group', { name: 'Server' }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(MCP_APPS_URL)}`) }).check();
  await resources.getByRole('checkbox', { name: /^Apps \(UI\)/ }).check();
  const row = page.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(APP_URI)}`) });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toHaveAttribute('data-mime-family', 'app');
  await row.dblclick();

  // Rendered by the ext-apps host in a sandboxed frame: the React view inside shows its own UI.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(APP_URI).first()).toBeVisible();
  const app = preview.locator('[data-slot="resource-preview-app"]');
  await expect(app).toHaveAttribute('data-status', 'running', { timeout: 20_000 });
  const frame = app.locator('iframe[data-slot="resource-preview-frame"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame.contentFrame().getByRole('button').first()).toBeVisible({ timeout: 20_000 });

  // Its tool call is refused (the playground passes no handler), and the app is told so.
  await frame.contentFrame().getByRole('button', { name: 'Get Server Time' }).click();
  await expect(frame.contentFrame().getByText('[ERROR]')).toBeVisible();
  await expect(app).toHaveAttribute('data-status', 'running');

  // Attached as UI: a link of a few dozen tokens, not 400 kB of HTML.
  await preview.getByRole('button', { name: 'Attach' }).click();
  const context = page.getByRole('region', { name: 'Context' });
  const item = context.locator('[data-slot="attach-tray-item"][data-role="ui"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('It goes as a link, without its HTML');
  const meter = context.getByRole('meter', { name: 'Context budget' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeLessThan(200);
  const message = page.getByTestId('message-output');
  await expect(message).toContainText('"type": "resource_link"');
  await expect(message).toContainText(APP_URI);
  await expect(message).not.toContainText('"type": "resource"');
});

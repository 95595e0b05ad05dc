import { expect, test } from './fixtures.ts';
import { PLAYGROUND_STDIO_PORT } from './servers.ts';

const PLAYGROUND = `http://127.0.0.1:${PLAYGROUND_STDIO_PORT}`;

test('npm start -- --stdio "<server-everything>" shows its resources, named by the server, and reads one', async ({ page }) => {
  test.slow();
  await page.goto(PLAYGROUND);
  const servers = page.getByRole('region', { name: 'Servers' });
  const server = servers.getByRole('listitem').filter({ hasText: 'stdio:' });
  await expect(server.locator('dt:text-is("Status") + dd')).toHaveText('ready');
  await expect(server.locator('dt:text-is("Era") + dd')).toHaveText('legacy');
  // Labelled by the name the server gave, not by its command line.
  await expect(server.getByRole('button', { pressed: true })).toHaveText(/everything/i);

  const resources = page.getByRole('region', { name: 'Resources' });
  await resources.getByPlaceholder('Filter…').fill('architecture');
  await page.getByRole('treeitem', { name: /architecture\.md/ }).dblclick();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('demo://resource/static/document/architecture.md').first()).toBeVisible();
  await expect(preview.locator('[data-slot="resource-preview-markdown"], [data-slot="resource-preview-text"]').first()).not.toBeEmpty();

  // The card shows what the process wrote to stderr, and the bridge's note that it started it.
  await server.getByText(/Server output \(stderr\)/).click();
  await expect(server.getByLabel(/^stderr of /)).toContainText('[playground] started');
});

test.describe('a command line that needs a shell', () => {
  // The bridge refuses it with a 400, which Chromium logs as a failed load.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 400 \(Bad Request\)/] });

  test('"Add a server" says why a command line that needs a shell cannot run', async ({ page }) => {
    await page.goto(PLAYGROUND);
    const form = page.getByRole('form', { name: 'Add a server' });
    await form.getByRole('radio', { name: 'Command (stdio)' }).check();
    await form.getByRole('textbox', { name: 'Command line' }).fill('cat /etc/passwd | head');
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(form.getByRole('alert')).toContainText('needs a shell');
  });
});

test('another page cannot start programs through the bridge', async ({ request }) => {
  const response = await request.post(`${PLAYGROUND}/__stdio/servers`, {
    headers: { origin: 'http://127.0.0.1:9', 'content-type': 'text/plain' },
    data: JSON.stringify({ commandLine: 'touch /tmp/pwned' }),
  });
  expect(response.status()).toBe(403);
});

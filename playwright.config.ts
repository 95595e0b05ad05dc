import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, defineConfig, devices } from '@playwright/test';
import { EVERYTHING_PORT, PLAYGROUND_PORT } from './e2e/servers.ts';

const BASE_URL = `http://127.0.0.1:${PLAYGROUND_PORT}`;

/** Flags that let Chromium run headless in containers and CI without reaching outside hosts. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Which Chromium to launch: `CHROMIUM_PATH`, else the system's Chromium, else Playwright's own download.
 * `undefined` means Playwright's own browser.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to "${fromEnv}", but no file is there.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), ' +
      'point CHROMIUM_PATH at a Chromium binary, or run `npx playwright install chromium`.',
  );
}

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      // The production build, exactly as shipped, served with the playground's /proxy.
      command: `npm run build -w @mcp-resource-kit/playground && npm run preview -w @mcp-resource-kit/playground -- --host 127.0.0.1 --port ${PLAYGROUND_PORT} --strictPort`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real third-party server (2025-11-25 only) for the ?server= and proxy journeys.
      command: 'npx --no-install mcp-server-everything streamableHttp',
      env: { PORT: String(EVERYTHING_PORT) },
      port: EVERYTHING_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

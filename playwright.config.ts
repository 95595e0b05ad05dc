import { defineConfig, devices } from '@playwright/test';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEMO_AUTH_PORT, DEMO_HTTP_PORT, DEMO_HTTP_UPDATE_MS, EVERYTHING_PORT, MCP_APPS_PORT, PLAYGROUND_PORT, PLAYGROUND_STDIO_PORT } from './e2e/servers.ts';
import { chromiumLaunchOptions } from './test-support/chromium.ts';

const BASE_URL = `http://127.0.0.1:${PLAYGROUND_PORT}`;

const launchOptions = chromiumLaunchOptions();

const everythingEntry = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');

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
        launchOptions,
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
    {
      // The kit's own demo server over Streamable HTTP, exactly as `npm run demo-server` starts it.
      command: `npm run demo-server -- --port ${DEMO_HTTP_PORT} --update-ms ${DEMO_HTTP_UPDATE_MS}`,
      port: DEMO_HTTP_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The demo server behind OAuth 2.1 (`--auth`), for the sign-in journey: 401, consent page, tokens.
      command: `npm run demo-server -- --port ${DEMO_AUTH_PORT} --auth`,
      port: DEMO_AUTH_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The official MCP Apps example server (a `ui://` app built with React), started by its own CLI.
      command: 'npx --no-install mcp-server-basic-react',
      env: { PORT: String(MCP_APPS_PORT) },
      port: MCP_APPS_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The dev server exactly as a user starts it for a stdio server: `npm start -- --stdio "…"`.
      command: `npm start -- --host 127.0.0.1 --port ${PLAYGROUND_STDIO_PORT} --strictPort --stdio ${JSON.stringify(`node ${everythingEntry} stdio`)}`,
      env: { BROWSER: 'none' },
      url: `http://127.0.0.1:${PLAYGROUND_STDIO_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { NEXT_EXAMPLE_PORT, VITE_EXAMPLE_PORT } from './examples/e2e/ports.ts';
import { chromiumLaunchOptions } from './test-support/chromium.ts';

/*
 * The example host apps (`examples/`), built for production from the built packages, each checked
 * with the browser in the light and in the dark OS scheme. `npm run test:examples` builds the
 * packages first.
 */
const launchOptions = chromiumLaunchOptions();

export default defineConfig({
  testDir: 'examples/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/examples',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'os-light', use: { ...devices['Desktop Chrome'], headless: true, launchOptions, colorScheme: 'light' } },
    { name: 'os-dark', use: { ...devices['Desktop Chrome'], headless: true, launchOptions, colorScheme: 'dark' } },
  ],
  webServer: [
    {
      command: `npm run build -w @mcp-resource-kit/example-vite && npm run preview -w @mcp-resource-kit/example-vite -- --host 127.0.0.1 --port ${VITE_EXAMPLE_PORT} --strictPort`,
      url: `http://127.0.0.1:${VITE_EXAMPLE_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npm run build -w @mcp-resource-kit/example-next && npm run start -w @mcp-resource-kit/example-next -- --hostname 127.0.0.1 --port ${NEXT_EXAMPLE_PORT}`,
      url: `http://127.0.0.1:${NEXT_EXAMPLE_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

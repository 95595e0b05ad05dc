import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test-support/chromium.ts';

const sourceCondition = '@mcp-resource-kit/source';

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions], externalConditions: [sourceCondition] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          root: 'packages/react',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // The lowest @tanstack/react-query the peer range admits, installed under an npm alias:
        // the hooks and components that use it, run against that version instead of the latest.
        resolve: { alias: [{ find: /^@tanstack\/react-query$/, replacement: '@tanstack/react-query-lowest' }] },
        test: {
          name: 'react-query-lowest',
          root: 'packages/react',
          environment: 'jsdom',
          include: [
            'test/react-query-lowest.check.ts',
            'test/hooks.test.tsx',
            'src/resource-browser/*.test.tsx',
            'src/attachments/*.test.tsx',
            'src/template-form/*.test.tsx',
            'src/resource-preview/*.test.tsx',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.performance.*', '**/node_modules/**'],
          setupFiles: ['test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          root: 'packages/react',
          include: ['src/**/*.browser.test.{ts,tsx}', 'test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
          // A request log (sanitize-svg.browser.test.tsx) and real servers for test/reachability.browser.test.ts, started in Node.
          globalSetup: ['test/request-log.global-setup.ts', '../../test-support/reachability-servers.ts'],
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        // Every story is a test: it renders in Chromium, runs its `play` function, then axe.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          // The playground's dev-server endpoints (the proxy, its guard, the stdio bridge), against real loopback servers and processes.
          name: 'playground',
          root: 'apps/playground',
          environment: 'node',
          include: ['vite/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'demo-server',
          root: 'packages/demo-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

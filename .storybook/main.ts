import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Channel } from 'storybook/internal/channels';
import { REQUEST_WHATS_NEW_DATA, RESULT_WHATS_NEW_DATA } from 'storybook/internal/core-events';
import { defaultClientConditions } from 'vite';

/** Workspace packages are read from their TypeScript sources, as in the playground: no build step first. */
const SOURCE_CONDITION = '@mcp-resource-kit/source';

const config: StorybookConfig & { experimental_serverChannel: (channel: Channel) => Promise<Channel> } = {
  stories: ['../packages/react/src/**/*.stories.@(ts|tsx)', './docs/**/*.mdx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: {
    // Storybook must never reach outside hosts: no telemetry and no "what's new" feed. The scripts
    // also pass `--disable-telemetry`, and `storybook dev` `--no-version-updates` (the version check).
    // `enableCrashReports` stays unset: Storybook 10.6 reads any value of it before `disableTelemetry`
    // and then sends error reports.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // The dev server fetches its "what's new" post from the Storybook site whenever the manager
  // opens, whatever `disableWhatsNewNotifications` says (10.6.7); answer "unavailable" locally instead.
  async experimental_serverChannel(channel) {
    channel.removeAllListeners(REQUEST_WHATS_NEW_DATA);
    channel.on(REQUEST_WHATS_NEW_DATA, () => channel.emit(RESULT_WHATS_NEW_DATA, { data: { status: 'ERROR' } }));
    return channel;
  },
  // Without an icon the browser asks for /favicon.ico, and the 404 shows up as a console error in e2e runs.
  previewHead: (head) => `${head}<link rel="icon" href="data:,">`,
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // The preview bundles the MCP SDK and the demo server for every story; a big chunk is expected.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 },
      plugins: [...(viteConfig.plugins ?? []), react()],
      resolve: { ...viteConfig.resolve, conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    };
  },
};

export default config;

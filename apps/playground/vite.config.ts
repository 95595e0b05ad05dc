import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mcpProxy } from './vite/proxy-plugin.ts';

export default defineConfig({
  plugins: [react(), mcpProxy()],
  resolve: {
    // Workspace packages are used from their TypeScript sources: no build step before `npm start`.
    conditions: ['@mcp-resource-kit/source', ...defaultClientConditions],
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The OAuth callback page is a second entry: the sign-in popup lands there.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        'oauth-callback': fileURLToPath(new URL('oauth-callback.html', import.meta.url)),
      },
    },
  },
  // ES module workers, so that the highlighter's grammars stay lazy chunks instead of one inlined bundle.
  worker: { format: 'es' },
});

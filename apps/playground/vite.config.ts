import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mcpProxy } from './vite/proxy-plugin.ts';
import { createSameOriginGuard } from './vite/same-origin-guard.ts';
import { stdioCommandLines } from './vite/stdio/stdio-commands-env.ts';
import { stdioBridge } from './vite/stdio/stdio-bridge-plugin.ts';

// One token per start, shared by every endpoint that serves the playground's own page only.
const guard = createSameOriginGuard();

export default defineConfig({
  plugins: [react(), mcpProxy({ guard }), stdioBridge({ guard, commandLines: stdioCommandLines() })],
  resolve: {
    // Workspace packages are used from their TypeScript sources: no build step before `npm start`.
    conditions: ['@mcp-resource-kit/source', ...defaultClientConditions],
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // oauth-callback.html: where the sign-in popup returns (the OAuth redirect URL).
    rolldownOptions: { input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), 'oauth-callback': fileURLToPath(new URL('./oauth-callback.html', import.meta.url)) } },
  },
  // ES module workers, so that the highlighter's grammars stay lazy chunks instead of one inlined bundle.
  worker: { format: 'es' },
});

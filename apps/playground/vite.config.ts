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
  build: { target: 'es2022', sourcemap: true },
  // The kit's sources are bundled here, highlight worker included: as an ES module it loads shiki's core as a
  // chunk. (A host needs no such setting: the built package ships its worker self-contained.)
  worker: { format: 'es' },
});

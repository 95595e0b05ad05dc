import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

/*
 * The benchmark page, always measured as a production build (`vite build`, served by `vite preview`):
 * minified React in production mode, the kit from its TypeScript sources as the playground uses it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The kit's sources are bundled here, highlight worker included: as an ES module it loads shiki's core as a
  // chunk. (A host needs no such setting: the built package ships its worker self-contained.)
  worker: { format: 'es' },
  resolve: { conditions: ['@mcp-resource-kit/source', ...defaultClientConditions] },
  // A CPU profile (`BENCH_PROFILE_DIR`) keeps function names, so that it can be read.
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 10_000, minify: process.env.BENCH_PROFILE_DIR ? false : 'esbuild' },
  logLevel: 'warn',
});

/*
 * Replaces the workers that `tsc` emitted (the catalog worker, and the answer worker that parses large
 * MCP answers) with one self-contained file each: the worker with what it imports (the catalog's store
 * and matcher; the answer parser and the base64 decoder), with no import left in it. Bundlers differ in what they do with
 * `new Worker(new URL(…, import.meta.url))` in a dependency: Vite bundles it again, Next.js copies
 * the file as it is (its imports then fail to load, and the engine falls back to the page). A file
 * that imports nothing works the same in all of them. It holds only the kit's own code.
 */
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${packageDirectory}dist/catalog`) || !existsSync(`${packageDirectory}dist/client`)) throw new Error('dist/catalog or dist/client is missing: run tsc -b first.');

await build({
  absWorkingDir: packageDirectory,
  entryPoints: { 'catalog/catalog-worker': 'src/catalog/catalog-worker.ts', 'client/answer-worker': 'src/client/answer-worker.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // Without this, tsc's output would be bundled over itself on a second build.
  allowOverwrite: true,
  logLevel: 'warning',
});

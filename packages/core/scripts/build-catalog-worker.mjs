/*
 * Replaces the catalog worker that `tsc` emitted with one self-contained file: the worker with the
 * store and matcher it imports, with no import left in it. Bundlers differ in what they do with
 * `new Worker(new URL(…, import.meta.url))` in a dependency: Vite bundles it again, Next.js copies
 * the file as it is (its imports then fail to load, and the engine falls back to the page). A file
 * that imports nothing works the same in all of them. It holds only the kit's own code.
 */
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${packageDirectory}dist/catalog`)) throw new Error('dist/catalog is missing: run tsc -b first.');

await build({
  absWorkingDir: packageDirectory,
  entryPoints: ['src/catalog/catalog-worker.ts'],
  outfile: 'dist/catalog/catalog-worker.js',
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

/*
 * Replaces the highlight worker that `tsc` emitted with one self-contained file: the worker and
 * shiki's core and JavaScript regex engine, with no import left in it. Bundlers differ in what they
 * do with `new Worker(new URL(…, import.meta.url))` in a dependency: some bundle it again, some
 * (Vite's default `iife` format) inline every dynamic import, some copy the file as it is. A file
 * that imports nothing works the same in all of them. Grammars are not in it: the page loads them
 * from the host's shiki and sends them over (see `highlighter.ts`).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: packageDirectory,
  entryPoints: ['src/resource-preview/highlight/highlight-worker.ts'],
  outfile: 'dist/resource-preview/highlight/highlight-worker.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  legalComments: 'eof',
  // Without this, tsc's output would be bundled over itself on a second build.
  allowOverwrite: true,
  logLevel: 'warning',
});

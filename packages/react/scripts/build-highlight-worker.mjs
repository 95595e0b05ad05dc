/*
 * Replaces the highlight worker that `tsc` emitted with one self-contained file: the worker and
 * shiki's core and JavaScript regex engine, with no import left in it. Bundlers differ in what they
 * do with `new Worker(new URL(…, import.meta.url))` in a dependency: some bundle it again, some
 * (Vite's default `iife` format) inline every dynamic import, some copy the file as it is. A file
 * that imports nothing works the same in all of them. Grammars are not in it: the page loads them
 * from the host's shiki and sends them over (see `highlighter.ts`).
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

const { metafile } = await build({
  absWorkingDir: packageDirectory,
  entryPoints: ['src/resource-preview/highlight/highlight-worker.ts'],
  outfile: 'dist/resource-preview/highlight/highlight-worker.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  // The kit's own sources ship in the package; shiki's are in the host's node_modules.
  sourcesContent: false,
  legalComments: 'eof',
  // Without this, tsc's output would be bundled over itself on a second build.
  allowOverwrite: true,
  logLevel: 'warning',
  metafile: true,
});

// The bundled packages' licences travel with the file that contains their code.
const packageDirectories = new Set();
const [output] = Object.values(metafile.outputs).filter((candidate) => candidate.entryPoint);
for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
  if (bytesInOutput === 0) continue;
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match) packageDirectories.add(join(packageDirectory, match[1]));
}
const notices = [...packageDirectories].sort().map((directory) => {
  const { name, version, license } = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  const licenseFile = readdirSync(directory).find((file) => /^licen[cs]e/i.test(file));
  const text = licenseFile ? readFileSync(join(directory, licenseFile), 'utf8').trim() : `${license} (no licence file in the package)`;
  return `${name} ${version}\n\n${text}\n`;
});
const noticeFile = join(packageDirectory, 'dist/resource-preview/highlight/highlight-worker.licenses.txt');
if (!existsSync(dirname(noticeFile))) throw new Error(`${dirname(noticeFile)} is missing: run tsc -b first.`);
writeFileSync(noticeFile, `Third-party code bundled into highlight-worker.js:\n\n${notices.join('\n---\n\n')}`);

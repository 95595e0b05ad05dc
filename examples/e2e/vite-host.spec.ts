import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../e2e/fixtures.ts';
import { hostSmokeTests } from './host-smoke.ts';
import { VITE_EXAMPLE_PORT } from './ports.ts';

hostSmokeTests('Vite host', `http://127.0.0.1:${VITE_EXAMPLE_PORT}`);

test('the highlight worker that Vite builds with its default settings stays small', () => {
  const assets = fileURLToPath(new URL('../vite/dist/assets/', import.meta.url));
  const workers = readdirSync(assets).filter((name) => name.startsWith('highlight-worker'));
  expect(workers).toHaveLength(1);
  // About 180 kB: the worker with shiki's core and regex engine. Inlining the grammars made it about 1 MB.
  expect(statSync(assets + workers[0]).size).toBeLessThan(300_000);
});

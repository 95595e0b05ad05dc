import { readFileSync } from 'node:fs';
import * as inUse from '@tanstack/react-query';
import * as lowest from '@tanstack/react-query-lowest';
import { expect, test } from 'vitest';

/*
 * Run only by the `react-query-lowest` project, which points `@tanstack/react-query` at the oldest
 * version the peer range admits (an npm alias in the root package.json).
 */

function readJson(relative: string): { version?: string; peerDependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { version?: string; peerDependencies?: Record<string, string> };
}

test('the hooks here run on the aliased, oldest @tanstack/react-query', () => {
  expect(inUse.QueryClient).toBe(lowest.QueryClient);
});

test('the aliased version is the lowest the published peer range admits', () => {
  const range = readJson('../package.json').peerDependencies?.['@tanstack/react-query'];
  const installed = readJson('../../../node_modules/@tanstack/react-query-lowest/package.json').version;
  const [major, minor] = installed!.split('.');
  expect(range).toBe(`^${major}.${minor}.0`);
});

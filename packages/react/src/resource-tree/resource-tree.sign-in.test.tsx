import { resourceKey } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { inPageOAuthServer } from '../../test/in-page-oauth-server.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function selectedNames() {
  return screen
    .getAllByRole('treeitem')
    .filter((item) => item.getAttribute('aria-selected') === 'true')
    .map((item) => item.querySelector('[data-slot="resource-tree-item-label"]')?.textContent);
}

async function openToggle(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await waitFor(() => screen.getAllByRole('treeitem', { name })[0]!);
  if (item.getAttribute('aria-expanded') === 'false') await user.click(item.querySelector('[data-slot="resource-tree-item-toggle"]')!);
}

function statusRow(kind: string) {
  return screen.queryAllByRole('treeitem').find((item) => item.getAttribute('data-status') === kind);
}

it('shows "Sign in" on a server that needs it; Enter signs in, and the selection made meanwhile stays', async () => {
  let decision: 'allow' | 'deny' = 'deny';
  const { connect, consentPages } = inPageOAuthServer(() => decision, cleanups);
  const open = createDemoServer();
  const openClient = await connectInEra(open, 'modern');
  cleanups.push(async () => {
    await openClient.close().catch(() => undefined);
    await open.close();
  });
  const onSelectionChange = vi.fn();
  const user = userEvent.setup();
  renderWithKit(<ResourceTree.Root onSelectionChange={onSelectionChange} />, [
    { id: 'open', label: 'Open server', client: openClient },
    { id: 'private', label: 'Private server', client: connect },
  ]);

  const signIn = await waitFor(
    () => {
      const found = statusRow('sign-in');
      if (!found) throw new Error('no sign-in row yet');
      return found;
    },
    { timeout: 10_000 },
  );
  expect(signIn.textContent).toMatch(/^Sign-in needed: Signing in was refused \(access_denied.*\)\..* Sign in$/);
  expect(signIn.textContent).not.toMatch(/try again/i);
  expect(statusRow('error')).toBeUndefined();

  // A selection on the other server, made while this one waits for its sign-in.
  await openToggle(user, 'file:///project');
  await user.click(await waitFor(() => screen.getByRole('treeitem', { name: 'README' })));
  expect(selectedNames()).toEqual(['README']);

  decision = 'allow';
  signIn.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getAllByRole('treeitem', { name: 'file:///project' })).toHaveLength(2), { timeout: 10_000 });
  expect(statusRow('sign-in')).toBeUndefined();
  expect(consentPages).toHaveLength(2);
  expect(selectedNames()).toEqual(['README']);
  expect(onSelectionChange.mock.lastCall?.[0]).toEqual([resourceKey('open', DEMO_URIS.readme)]);
}, 30_000);

import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceTree } from './index.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function renderTree(wrap: (tree: ReactNode) => ReactNode, props: Partial<ResourceTree.RootProps> = {}) {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await demo.close();
  });
  renderWithKit(
    wrap(
      <ResourceTree.Root {...props}>
        <ResourceTree.List style={{ height: 600 }} />
      </ResourceTree.Root>,
    ),
    [{ id: 'demo', label: 'Demo server', client }],
  );
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file:///project' })).toHaveAttribute('aria-expanded', 'false'), { timeout: 20_000 });
  return userEvent.setup();
}

function row(name: string) {
  return screen.getByRole('treeitem', { name });
}

function focusedName() {
  const active = document.activeElement as HTMLElement | null;
  if (active?.getAttribute('role') !== 'treeitem') return undefined;
  return active.querySelector('[data-slot="resource-tree-item-label"]')?.textContent ?? undefined;
}

/** Walks a keyboard user through file:///project (file:// and project/ compacted into one row) with the arrows of `direction`: open, enter, back to the parent, close. */
async function walkFolder(user: ReturnType<typeof userEvent.setup>, direction: 'ltr' | 'rtl') {
  const [inward, outward] = direction === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
  row('file:///project').focus();
  expect(row('file:///project').getAttribute('aria-expanded')).toBe('false');
  await user.keyboard(outward);
  expect(row('file:///project').getAttribute('aria-expanded')).toBe('false');
  expect(focusedName()).toBe('Demo server');
  row('file:///project').focus();
  await user.keyboard(inward);
  await waitFor(() => expect(row('file:///project').getAttribute('aria-expanded')).toBe('true'));
  expect(focusedName()).toBe('file:///project');
  await user.keyboard(inward);
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-level')).toBe('3'));
  await user.keyboard(outward);
  await waitFor(() => expect(focusedName()).toBe('file:///project'));
  await user.keyboard(outward);
  await waitFor(() => expect(row('file:///project').getAttribute('aria-expanded')).toBe('false'));
}

describe('ResourceTree keyboard in right-to-left text', () => {
  it('opens and enters a folder with ArrowLeft, and closes it and goes to the parent with ArrowRight, under dir="rtl" on the root', async () => {
    const user = await renderTree((tree) => tree, { dir: 'rtl' });
    await walkFolder(user, 'rtl');
  });

  it('follows dir="rtl" on an ancestor of the tree', async () => {
    const user = await renderTree((tree) => <div dir="rtl">{tree}</div>);
    await walkFolder(user, 'rtl');
  });

  it('follows the CSS direction the page gives the tree', async () => {
    const user = await renderTree((tree) => <div style={{ direction: 'rtl' }}>{tree}</div>);
    await walkFolder(user, 'rtl');
  });

  it('keeps ArrowRight for opening in left-to-right text, even inside a right-to-left page', async () => {
    const user = await renderTree((tree) => <div dir="rtl">{tree}</div>, { dir: 'ltr' });
    await walkFolder(user, 'ltr');
  });
});

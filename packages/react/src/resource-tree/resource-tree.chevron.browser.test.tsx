import { DEFAULT_FILTERS, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import '../styles.css';
import { ResourceTree } from './index.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The rows whose chevron started turning since the last call. */
function turningChevrons() {
  const rows: Array<Element | null> = [];
  const record = (event: Event) => {
    const target = event.target as Element;
    if (target.closest('[data-slot="resource-tree-item-toggle"]')) rows.push(target.closest('[role="treeitem"]'));
  };
  document.addEventListener('transitionrun', record, true);
  cleanups.push(async () => document.removeEventListener('transitionrun', record, true));
  return () => rows.splice(0);
}

function row(name: string) {
  return screen.getByRole('treeitem', { name });
}

it('turns the chevron of the folder the user toggles, and not of those the filter opens or closes', async () => {
  const server = createDemoServer();
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  const servers = [{ id: 'demo', label: 'Demo', client }];
  const tree = (filters: ResourceFilterValue) => <ResourceTree.Root filters={filters} rowHeight={44} style={{ ['--resource-tree-height' as string]: '600px' }} />;
  const view = renderWithKit(tree(DEFAULT_FILTERS), servers);
  await waitFor(() => expect(row('file:///project')).toBeInTheDocument());
  const turned = turningChevrons();

  // The filter opens the folders down to its match, then closes them again: no chevron turns.
  view.rerenderWith(tree({ ...DEFAULT_FILTERS, query: 'architecture' }), servers);
  await waitFor(() => expect(row('docs/')).toHaveAttribute('aria-expanded', 'true'));
  view.rerenderWith(tree(DEFAULT_FILTERS), servers);
  await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'docs/' })).not.toBeInTheDocument());
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(turned()).toEqual([]);

  // The user opens a folder with the pointer, then closes it from the keyboard (the pointer away): its chevron turns each time.
  const project = row('file:///project');
  expect(project).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(project.querySelector('[data-slot="resource-tree-item-toggle"]')!);
  await waitFor(() => expect(project).toHaveAttribute('aria-expanded', 'true'));
  await waitFor(() => expect(turned()).toEqual([project]));
  await userEvent.unhover(project);
  project.focus();
  await userEvent.keyboard('{ArrowLeft}');
  await waitFor(() => expect(project).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(turned()).toEqual([project]));
});

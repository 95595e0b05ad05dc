import { DEFAULT_FILTERS, connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceTree } from './index.js';

// The tree's query is matched in the catalog engine's worker: typing over 100,000 listed resources
// must leave the page's main thread free, and a keystroke's result that a later one superseded must
// never replace the later one's.

function FilteredTree() {
  const [query, setQuery] = useState('');
  // In the engine from the first listed resource, below the default threshold the page would match.
  const catalog = useResourceCatalog({ matchInWorkerFrom: 0 });
  return (
    <>
      <input aria-label="Filter" value={query} onChange={(event) => setQuery(event.target.value)} />
      <ResourceTree.Root catalog={catalog} autoLoadLimit={0} filters={{ ...DEFAULT_FILTERS, query }}>
        <ResourceTree.LoadAll maxPages={100} />
        <ResourceTree.Summary />
        <ResourceTree.List style={{ height: 600 }} />
      </ResourceTree.Root>
    </>
  );
}

function itemNames(): string[] {
  return [...document.querySelectorAll('[role="treeitem"][data-kind="resource"]')].map((row) => row.getAttribute('aria-label') ?? row.textContent ?? '');
}

/** The tree over 100,000 listed resources, every page in, and a first query answered (the engine then holds them all). */
async function listedTree() {
  const demo = createDemoServer({ bulkResources: 100_000, pageSize: 5000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const user = userEvent.setup();
  renderWithKit(<FilteredTree />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file://' })).toBeInTheDocument(), { timeout: 20_000 });
  await user.click(screen.getByRole('button', { name: 'Load all' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^100,0\d\d resources · 3 templates · Loaded/), { timeout: 200_000, interval: 250 });
  const input = screen.getByRole('textbox', { name: 'Filter' });
  const tree = screen.getByRole('tree');
  await user.type(input, 'item-00001');
  await waitFor(() => expect(itemNames().some((name) => name.includes('item-00001.txt'))).toBe(true), { timeout: 60_000 });
  await waitFor(() => expect(tree).not.toHaveAttribute('aria-busy'), { timeout: 60_000 });
  await user.clear(input);
  await waitFor(() => expect(tree).not.toHaveAttribute('aria-busy'), { timeout: 60_000 });
  const close = async () => {
    await client.close();
    await demo.close();
  };
  return { user, input, tree, close };
}

/** Types "item-04210" (one match), clears it and types "item-07777" (another one), and waits for the last one's row. */
async function typeTwoQueries({ user, input, tree }: Awaited<ReturnType<typeof listedTree>>) {
  await user.type(input, 'item-04210');
  await user.clear(input);
  await user.type(input, 'item-07777');
  await waitFor(() => expect(itemNames().some((name) => name.includes('item-07777.txt'))).toBe(true), { timeout: 60_000 });
  await waitFor(() => expect(tree).not.toHaveAttribute('aria-busy'), { timeout: 60_000 });
}

it('never shows a superseded query\'s matches after the latest query\'s', { timeout: 300_000 }, async () => {
  const listed = await listedTree();
  // Every state of the rows, to find a superseded query's rows shown after the latest query's.
  const snapshots: string[][] = [];
  const recorder = new MutationObserver(() => snapshots.push(itemNames()));
  recorder.observe(listed.tree, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  await typeTwoQueries(listed);
  await new Promise((resolve) => setTimeout(resolve, 300));
  recorder.disconnect();

  expect(itemNames().some((name) => name.includes('item-07777.txt'))).toBe(true);
  expect(itemNames().some((name) => name.includes('item-04210.txt'))).toBe(false);
  const latestShown = snapshots.findIndex((names) => names.some((name) => name.includes('item-07777.txt')));
  expect(latestShown).toBeGreaterThanOrEqual(0);
  expect(snapshots.slice(latestShown).filter((names) => names.some((name) => name.includes('item-04210.txt')))).toEqual([]);
  await listed.close();
});

it('shows the templates the page matches beside the resources the engine matches, keystroke after keystroke', { timeout: 120_000 }, async () => {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const user = userEvent.setup();
  renderWithKit(<FilteredTree />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/templates/), { timeout: 20_000 });
  const input = screen.getByRole('textbox', { name: 'Filter' });
  const tree = screen.getByRole('tree');
  const rows = (kind: string) => [...document.querySelectorAll(`[role="treeitem"][data-kind="${kind}"]`)].map((row) => row.getAttribute('aria-label') ?? row.textContent ?? '');
  for (const query of ['tab', 'table']) {
    await user.clear(input);
    await user.type(input, query);
    await waitFor(() => expect(tree).not.toHaveAttribute('aria-busy'), { timeout: 60_000 });
    await waitFor(() => expect(rows('template').some((name) => /Table definition/.test(name))).toBe(true), { timeout: 60_000 });
    expect(rows('resource').length).toBeGreaterThan(0);
    expect(rows('template').some((name) => /forecast/i.test(name))).toBe(false);
  }
  await client.close();
  await demo.close();
});

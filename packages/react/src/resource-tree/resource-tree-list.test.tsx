import { DEFAULT_FILTERS, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

const ROWS_IN_VIEW = 5;
const OVERSCAN = 8;
layOutTreeInJsdom(ROWS_IN_VIEW * 44);

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The demo server with 300 bulk resources, connected, as the tree's servers; closed after the test. */
async function demoServers(pageSize?: number) {
  const server = createDemoServer({ bulkResources: 300, ...(pageSize && { pageSize }) });
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  return [{ id: 'demo', label: 'Demo', client }];
}

function rowCount() {
  return screen.queryAllByRole('treeitem').length;
}

it('renders only the rows in view in the first commit after the filters change, and the overscan right after', { timeout: 30_000 }, async () => {
  const servers = await demoServers();
  const tree = (filters: ResourceFilterValue) => <ResourceTree.Root filters={filters} rowHeight={44} />;
  // Filtered, the tree opens the folders that hold matches: far more rows than the view and the overscan.
  const resourcesOnly: ResourceFilterValue = { ...DEFAULT_FILTERS, kinds: ['resource'] };
  const view = renderWithKit(tree(resourcesOnly), servers);
  await waitFor(() => expect(rowCount()).toBe(ROWS_IN_VIEW + OVERSCAN), { timeout: 10_000 });

  const textOnly: ResourceFilterValue = { ...DEFAULT_FILTERS, mimeFamilies: ['text'] };
  act(() => view.rerenderWith(tree(textOnly), servers));
  expect(screen.getByRole('tree').closest('[data-filtered]')).toBeInTheDocument();
  expect(rowCount()).toBe(ROWS_IN_VIEW);
  await waitFor(() => expect(rowCount()).toBe(ROWS_IN_VIEW + OVERSCAN), { timeout: 10_000 });

  // Equal filters in a new object are no change: the overscan stays.
  act(() => view.rerenderWith(tree({ ...textOnly }), servers));
  expect(rowCount()).toBe(ROWS_IN_VIEW + OVERSCAN);
});

it('keeps the overscan away while the user types, and brings it back once typing pauses', { timeout: 30_000 }, async () => {
  const servers = await demoServers();
  const tree = (query: string) => <ResourceTree.Root filters={{ ...DEFAULT_FILTERS, query }} rowHeight={44} />;
  const view = renderWithKit(tree('item'), servers);
  await waitFor(() => expect(rowCount()).toBe(ROWS_IN_VIEW + OVERSCAN), { timeout: 10_000 });

  const type = (query: string) =>
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: query.at(-1) }));
      view.rerenderWith(tree(query), servers);
    });
  type('item-');
  expect(rowCount()).toBe(ROWS_IN_VIEW);
  // Made after each keystroke's paint, they would be dropped by the next one.
  await new Promise((resolve) => setTimeout(resolve, 50));
  type('item-0');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(rowCount()).toBe(ROWS_IN_VIEW);
  await waitFor(() => expect(rowCount()).toBe(ROWS_IN_VIEW + OVERSCAN), { timeout: 10_000 });
});

it('paints its first rows counted only as far as they go, and counts the rest after that paint', { timeout: 30_000 }, async () => {
  // All in one page: the tree lists no more pages as its rows come into view.
  const servers = await demoServers(500);
  const heights: string[] = [];
  const watch = new MutationObserver(() => heights.push((screen.getByRole('tree').firstElementChild as HTMLElement).style.height));
  // Filtered, the tree opens the folders that hold matches: the 300 resources and their folders, more than 256 rows.
  renderWithKit(<ResourceTree.Root filters={{ ...DEFAULT_FILTERS, kinds: ['resource'] }} rowHeight={44} />, servers);
  watch.observe(screen.getByRole('tree').firstElementChild!, { attributes: true, attributeFilter: ['style'] });
  await waitFor(() => expect(Number.parseFloat(heights.at(-1) ?? '0')).toBeGreaterThan(256 * 44), { timeout: 10_000 });
  watch.disconnect();
  expect(heights).toContain(`${256 * 44}px`);
  expect(heights.indexOf(`${256 * 44}px`)).toBeLessThan(heights.length - 1);
});

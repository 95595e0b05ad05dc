import { ResourceTreeView, connectResourceClient, serverNodeId, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, type DemoServer } from '@mcp-resource-kit/demo-server';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useFormatters } from '../messages/use-formatters.js';
import { kitWrapper } from '../../test/render-with-kit.js';
import { useTreeStatusRows } from './use-tree-status-rows.js';
import { useTreeView } from './use-tree-view.js';

const open: Array<{ demo: DemoServer; client: ResourceClient }> = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const { demo, client } of open.splice(0)) {
    await client.close();
    await demo.close();
  }
});

it("does not place a listing server's rows to count them: only whether it shows none decides a row, once it is done", async () => {
  const demo = createDemoServer({ bulkResources: 2_000, pageSize: 500 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  open.push({ demo, client });
  const server = serverNodeId('demo');
  const children = vi.spyOn(ResourceTreeView.prototype, 'children');
  const childCount = vi.spyOn(ResourceTreeView.prototype, 'childCount');
  const { result } = renderHook(
    () => {
      const catalog = useResourceCatalog();
      const tree = useTreeView(catalog, undefined, useFormatters());
      return { catalog, rows: useTreeStatusRows(catalog, tree.view, [], tree.active) };
    },
    { wrapper: kitWrapper([{ id: 'demo', label: 'Demo', client }]) },
  );
  // One page listed, more on the server (nothing here loads them): the row that says so.
  await waitFor(() => expect([...result.current.rows.rows.values()].map((row) => row.kind)).toEqual(['more']));
  expect(result.current.catalog.model.childCount(server)).toBeGreaterThan(0);
  children.mockClear();
  childCount.mockClear();
  await result.current.catalog.servers[0]!.resources.fetchNextPage();
  await waitFor(() => expect(result.current.catalog.servers[0]!.resources.count).toBeGreaterThan(500));
  expect(children.mock.calls.filter(([id]) => id === server)).toEqual([]);
  expect(childCount.mock.calls.filter(([id]) => id === server)).toEqual([]);
});

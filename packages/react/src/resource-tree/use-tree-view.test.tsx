import { DEFAULT_FILTERS, connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, type DemoServer } from '@mcp-resource-kit/demo-server';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useFormatters } from '../messages/use-formatters.js';
import { kitWrapper } from '../../test/render-with-kit.js';
import { useTreeView } from './use-tree-view.js';

const open: Array<{ demo: DemoServer; client: ResourceClient }> = [];

afterEach(async () => {
  for (const { demo, client } of open.splice(0)) {
    await client.close();
    await demo.close();
  }
});

it('keeps the view while typing on in the engine matches the very same resources, and makes a new one when they change', { timeout: 60_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 2_000, pageSize: 5_000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  open.push({ demo, client });
  const { result, rerender } = renderHook(
    ({ query }: { query: string }) => {
      // In the engine from the first listed resource.
      const catalog = useResourceCatalog({ matchInWorkerFrom: 0 });
      return { catalog, tree: useTreeView(catalog, { ...DEFAULT_FILTERS, query }, useFormatters()) };
    },
    { wrapper: kitWrapper([{ id: 'demo', label: 'Demo', client }]), initialProps: { query: '' } },
  );
  await waitFor(() => expect(result.current.catalog.engine.size()).toBeGreaterThan(2_000), { timeout: 20_000 });
  await waitFor(() => expect(result.current.catalog.engine.behind).toBe(false), { timeout: 20_000 });

  const settled = async (query: string) => {
    rerender({ query });
    await waitFor(() => expect(result.current.tree.filters.query === query && !result.current.tree.pending).toBe(true), { timeout: 20_000 });
    return result.current.tree.view;
  };
  const bulk = await settled('item-');
  // Every bulk item is `item-0…`: the same matches, so the same view.
  expect(await settled('item-0')).toBe(bulk);
  const one = await settled('item-00001');
  expect(one).not.toBe(bulk);
  expect(await settled('item-0000')).not.toBe(one);
});

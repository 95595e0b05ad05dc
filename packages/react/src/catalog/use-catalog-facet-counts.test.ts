import { DEFAULT_FILTERS, connectResourceClient, countFacets, type FacetCounts, type ResourceClient, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { kitWrapper } from '../../test/render-with-kit.js';
import { recountIntervalMs, useCatalogFacetCounts } from './use-catalog-facet-counts.js';
import { useResourceCatalog } from './use-resource-catalog.js';

/**
 * The demo server's bulk catalog (3,000 resources in pages of 100), each answer 40 ms late, as over
 * a network: the pages reach the engine one by one. `close` ends both.
 */
async function lateBulkServer(): Promise<{ client: ResourceClient; close: () => Promise<void> }> {
  const demo = createDemoServer({ bulkResources: 3_000, pageSize: 100 });
  const late = async (url: RequestInfo | URL, init?: RequestInit) => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    return demo.fetch(new Request(url, init));
  };
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: late });
  const close = async () => {
    await client.close();
    await demo.close();
  };
  return { client, close };
}

/** A catalog matched and counted in the engine from its first resource, and its counts under `filters`, each render's also given to `seen`. */
function renderCounts(client: ResourceClient, filters: ResourceFilterValue, seen: (counts: FacetCounts | undefined) => void = () => undefined) {
  return renderHook(
    () => {
      const catalog = useResourceCatalog({ matchInWorkerFrom: 0, facetsInWorkerFrom: 0 });
      const counts = useCatalogFacetCounts(catalog, filters);
      seen(counts);
      return { catalog, counts };
    },
    { wrapper: kitWrapper([{ id: 'demo', label: 'Demo', client }]) },
  );
}

describe('recountIntervalMs', () => {
  it('recounts a changing catalog every half second up to 250,000 entries, and more seldom the larger it is past that', () => {
    expect([0, 10_000, 250_000].map(recountIntervalMs)).toEqual([500, 500, 500]);
    expect(recountIntervalMs(500_000)).toBe(1000);
    expect(recountIntervalMs(1_000_000)).toBe(2000);
  });
});

describe('useCatalogFacetCounts', () => {
  it('counts a catalog in the engine without a query, again only as often as the throttle lets it while pages arrive, without copying its entries', { timeout: 60_000 }, async () => {
    const { client, close } = await lateBulkServer();
    try {
      const { result } = renderCounts(client, DEFAULT_FILTERS);
      await waitFor(() => expect(result.current.counts?.total).toBeGreaterThan(0), { timeout: 20_000 });
      const entries = vi.spyOn(result.current.catalog.model, 'entries');
      const counted = vi.spyOn(result.current.catalog.engine.engine!, 'facetCounts');
      const started = performance.now();
      await act(() => result.current.catalog.loadAll());
      await waitFor(() => expect(result.current.catalog.engine.size() >= 3_000 && !result.current.catalog.engine.behind).toBe(true), { timeout: 20_000 });
      const elapsed = performance.now() - started;
      // About 30 pages, each a new version of the engine: counted at each, that is 30 times;
      // throttled, once per half second and once more at the end.
      await waitFor(() => expect(result.current.counts?.total).toBe(result.current.catalog.model.entryCount), { timeout: 5_000 });
      expect(counted.mock.calls.length).toBeGreaterThan(0);
      expect(counted.mock.calls.length).toBeLessThanOrEqual(Math.ceil(elapsed / recountIntervalMs(3_000)) + 2);
      expect(entries).not.toHaveBeenCalled();
      // What the page counts over the catalog's entries (templates and all).
      expect(result.current.counts).toEqual(countFacets(result.current.catalog.entries, DEFAULT_FILTERS));
    } finally {
      await close();
    }
  });

  it.each([
    ['without a query', DEFAULT_FILTERS],
    ['with a query', { ...DEFAULT_FILTERS, query: 'item 1' }],
  ])('keeps the counts it made while pages arrive, %s: the engine lags the catalog at each page, and the counts stay until newer ones are made', { timeout: 60_000 }, async (_, filters) => {
    const { client, close } = await lateBulkServer();
    const totals: Array<number | undefined> = [];
    try {
      const { result } = renderCounts(client, filters, (counts) => totals.push(counts?.total));
      await waitFor(() => expect(result.current.counts?.total).toBeGreaterThan(0), { timeout: 20_000 });
      totals.length = 0;
      await act(() => result.current.catalog.loadAll());
      await waitFor(() => expect(result.current.catalog.engine.size() >= 3_000 && !result.current.catalog.engine.behind).toBe(true), { timeout: 20_000 });
      await waitFor(() => expect(result.current.counts).toEqual(countFacets(result.current.catalog.entries, filters)), { timeout: 5_000 });
      // Dozens of renders while about 30 pages arrive, and the total only ever grows.
      expect(totals.length).toBeGreaterThan(30);
      expect(totals).not.toContain(undefined);
      expect(totals).toEqual([...(totals as number[])].sort((a, b) => a - b));
      expect(new Set(totals).size).toBeGreaterThan(1);
    } finally {
      await close();
    }
  });

  it("takes a URI listed twice away from the engine's counts, as the catalog's entries hold it once", { timeout: 60_000 }, async () => {
    const demo = createDemoServer({ hostile: true });
    const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
    try {
      const { result } = renderCounts(client, DEFAULT_FILTERS);
      await waitFor(() => expect(result.current.catalog.engine.size()).toBeGreaterThan(0), { timeout: 20_000 });
      await act(() => result.current.catalog.loadAll());
      const { catalog } = result.current;
      // The engine holds every item listed; the catalog's entries one per URI.
      await waitFor(() => expect(catalog.engine.size() > catalog.model.entryCount - catalog.model.unlistedEntries().length && !catalog.engine.behind).toBe(true), { timeout: 20_000 });
      await waitFor(() => expect(result.current.counts).toEqual(countFacets(result.current.catalog.entries, DEFAULT_FILTERS)), { timeout: 5_000 });
    } finally {
      await client.close();
      await demo.close();
    }
  });
});

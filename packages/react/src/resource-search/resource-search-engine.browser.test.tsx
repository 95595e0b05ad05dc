import { connectResourceClient, type ResourceEntry } from '@mcp-resource-kit/core';
import type { CatalogEngine, CatalogEngineMatch } from '@mcp-resource-kit/core/catalog';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo } from 'react';
import { expect, it } from 'vitest';
// The prepared list is internal to core; the test reads it to see what the page folded for matching.
import { preparedListOf } from '../../../core/src/search/prepared-list.js';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceSearch } from './index.js';
import '../styles.css';

/** The query whose answer the engine hands back late, after the query typed next has shown its results. */
const HELD = 'item 4';

/** What the palette asked of the engine. */
interface Watch {
  calls: Array<{ query: string; limit: number | undefined; ranked: number }>;
  held: { signal: AbortSignal | undefined; release: () => void; answered: Promise<CatalogEngineMatch> } | undefined;
  entries: () => readonly ResourceEntry[];
}

/**
 * The catalog's own engine, seen through a wrapper that records each match and
 * holds back the answer to `HELD`: it is matched in full (not cancelled), and resolves only once
 * released, as an answer overtaken by the next keystroke would arrive.
 */
function watchEngine(engine: CatalogEngine, watch: Watch): CatalogEngine {
  return {
    get thread() {
      return engine.thread;
    },
    appendPage: (serverId, resources) => engine.appendPage(serverId, resources),
    clear: (serverId) => engine.clear(serverId),
    facetCounts: (query, filters, options) => engine.facetCounts(query, filters, options),
    get: (ids, options) => engine.get(ids, options),
    stats: () => engine.stats(),
    moveToWorker: () => engine.moveToWorker(),
    close: () => engine.close(),
    async match(query, filters, options = {}) {
      if (query !== HELD || watch.held) {
        const match = await engine.match(query, filters, options);
        watch.calls.push({ query, limit: options.limit, ranked: match.ranked.length });
        return match;
      }
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const answered = engine.match(query, filters, { ...(options.limit !== undefined && { limit: options.limit }) });
      watch.held = { signal: options.signal, release, answered };
      const match = await answered;
      await released;
      watch.calls.push({ query, limit: options.limit, ranked: match.ranked.length });
      return match;
    },
  };
}

function WatchedSearch({ watch }: { watch: Watch }) {
  // In the engine from the first listed resource, below the default threshold the page would match.
  const catalog = useResourceCatalog({ matchInWorkerFrom: 0 });
  const { loadAll } = catalog;
  const ready = catalog.servers.every((server) => server.resources.status === 'success');
  useEffect(() => {
    if (ready) void loadAll({ maxPages: 100 });
  }, [ready, loadAll]);
  const { engine } = catalog.engine;
  const watched = useMemo(() => engine && watchEngine(engine, watch), [engine, watch]);
  watch.entries = () => catalog.entries;
  return <ResourceSearch.Root catalog={{ ...catalog, engine: { ...catalog.engine, engine: watched } }} limit={50} />;
}

function firstLabel(): string | undefined {
  return screen.queryAllByRole('option')[0]?.querySelector('[data-slot="resource-search-item-label"]')?.textContent ?? undefined;
}

it('ranks 100,000 listed resources in the catalog engine, and never shows the results of a superseded query', { timeout: 240_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 100_000, pageSize: 5000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const watch: Watch = { calls: [], held: undefined, entries: () => [] };
  renderWithKit(<WatchedSearch watch={watch} />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getByText(/^Search 100,0\d\d resources and templates/)).toBeInTheDocument(), { timeout: 180_000, interval: 250 });
  const palette = document.querySelector('[data-slot="resource-search"]')!;
  await waitFor(() => expect(palette).not.toHaveAttribute('data-pending'));

  const user = userEvent.setup({ delay: 20 });
  const input = screen.getByRole('combobox');
  await user.type(input, HELD);
  await waitFor(() => expect(watch.held).toBeDefined());
  // The next keystroke supersedes it: the palette aborts it, and shows the new query's results.
  await user.type(input, '2');
  await waitFor(() => expect(firstLabel()).toBe('Generated item 42'), { timeout: 30_000 });
  await waitFor(() => expect(palette).not.toHaveAttribute('data-pending'));
  expect(watch.held!.signal?.aborted).toBe(true);
  const shown = screen.getAllByRole('option').map((option) => option.textContent);
  const status = screen.getByRole('status').textContent;
  expect(status).toMatch(/^Showing the best 50 of [\d,]+ matches/);

  // The superseded answer arrives now, and differs from what is shown; nothing changes.
  const late = await watch.held!.answered;
  expect(late.total).toBeGreaterThan(Number(/of ([\d,]+) matches/.exec(status!)![1]!.replace(/,/g, '')));
  watch.held!.release();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(shown);
  expect(screen.getByRole('status').textContent).toBe(status);
  expect(palette).not.toHaveAttribute('data-pending');

  // The engine ranked it, and handed back only what the palette shows (and the one after, to check ties).
  const final = watch.calls.find((call) => call.query === 'item 42');
  expect(final).toEqual({ query: 'item 42', limit: 51, ranked: 51 });
  // The page folded none of the listed resources for matching: the engine holds them.
  const entries = watch.entries();
  expect(entries.length).toBeGreaterThan(100_000);
  expect(preparedListOf(entries).prepared).toBeLessThan(entries.length / 10);
  await client.close();
  await demo.close();
});

import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceBrowser } from '../resource-browser/index.js';
import { ResourceSearch } from '../resource-search/index.js';
import { ResourceTree } from '../resource-tree/index.js';
import type { CatalogEngine } from '@mcp-resource-kit/core/catalog';
import { useState } from 'react';
import { useResourceCatalog, type UseResourceCatalogOptions } from './use-resource-catalog.js';

// A catalog engine holds a store of its own, and in a worker a thread and a heap. The page starts
// one only for a catalog that grows towards `matchInWorkerFrom`, never for the catalogs a tree or a
// palette makes for themselves when they are given a shared one; it starts on the page and moves to
// one worker once the catalog lists `engineInWorkerFrom`.

const CATALOG_WORKER = 'mcp-resource-kit-catalog';
const RealWorker = globalThis.Worker;
let started: string[] = [];

beforeEach(() => {
  started = [];
  // The real worker starts; its name is noted on the way.
  globalThis.Worker = class extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      started.push(options?.name ?? '');
    }
  };
});

afterEach(() => {
  globalThis.Worker = RealWorker;
});

const catalogWorkers = () => started.filter((name) => name === CATALOG_WORKER).length;

/** Long enough for an engine started at the first commit to be running: its client chunk loaded, its worker made. */
async function afterEngineWouldStart() {
  await import('@mcp-resource-kit/core/catalog');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

it('starts no catalog worker for a browser over a catalog of a few dozen resources, its palette open', { timeout: 30_000 }, async () => {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  try {
    renderWithKit(<ResourceBrowser.Root style={{ height: 600 }} />, [{ id: 'demo', label: 'Demo', client }]);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file:///project' })).toBeInTheDocument(), { timeout: 20_000 });
    await userEvent.setup().keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    await afterEngineWouldStart();
    expect(catalogWorkers()).toBe(0);
  } finally {
    await client.close();
    await demo.close();
  }
});

function SharedCatalog({ options, onEngine }: { options?: UseResourceCatalogOptions; onEngine?: (engine: CatalogEngine) => void }) {
  const catalog = useResourceCatalog({ matchInWorkerFrom: 4_000, ...options });
  const [best, setBest] = useState('');
  const { engine } = catalog.engine;
  if (engine) onEngine?.(engine);
  const findBest = () => {
    const epoch = catalog.engine.epoch();
    void engine!.match('item 4217', {}, { limit: 1, ids: false }).then((match) => setBest(match.epoch === epoch ? (catalog.engine.resourceOf(match.ranked[0]!)?.resource.uri ?? 'none') : 'stale'));
  };
  return (
    <>
      <ResourceTree.Root catalog={catalog} autoLoadLimit={0}>
        <ResourceTree.LoadAll />
        <ResourceTree.Summary />
        <ResourceTree.List style={{ height: 400 }} />
      </ResourceTree.Root>
      <ResourceSearch.Root catalog={catalog}>
        <ResourceSearch.Input />
      </ResourceSearch.Root>
      <output data-testid="engine">{engine && !catalog.engine.behind ? `engine holds ${catalog.engine.size()} on the ${engine.thread}` : 'no engine'}</output>
      <button type="button" onClick={findBest} disabled={!engine}>
        Find the best
      </button>
      <output data-testid="best">{best}</output>
    </>
  );
}

it('starts the engine on the page, and no catalog worker, once a shared catalog lists half of matchInWorkerFrom; none for the tree’s and palette’s own', { timeout: 60_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 6_000, pageSize: 1_000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  try {
    renderWithKit(<SharedCatalog />, [{ id: 'demo', label: 'Demo', client }]);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file://' })).toBeInTheDocument(), { timeout: 20_000 });
    // One page of 1,000 listed: below 2,000.
    await afterEngineWouldStart();
    expect(screen.getByTestId('engine').textContent).toBe('no engine');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load all' }));
    await waitFor(() => expect(screen.getByTestId('engine').textContent).toMatch(/^engine holds 6,?0\d\d on the page$/), { timeout: 40_000 });
    await afterEngineWouldStart();
    expect(catalogWorkers()).toBe(0);
  } finally {
    await client.close();
    await demo.close();
  }
});

it('moves the engine into one worker once the catalog lists engineInWorkerFrom, with the same ids', { timeout: 60_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 6_000, pageSize: 1_000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const engines: Array<{ engine: CatalogEngine; thread: string }> = [];
  const onEngine = (engine: CatalogEngine) => {
    if (!engines.some((seen) => seen.engine === engine && seen.thread === engine.thread)) engines.push({ engine, thread: engine.thread });
  };
  try {
    renderWithKit(<SharedCatalog options={{ engineInWorkerFrom: 3_000 }} onEngine={onEngine} />, [{ id: 'demo', label: 'Demo', client }]);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file://' })).toBeInTheDocument(), { timeout: 20_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    await waitFor(() => expect(screen.getByTestId('engine').textContent).toMatch(/^engine holds 6,?0\d\d on the worker$/), { timeout: 40_000 });
    await afterEngineWouldStart();
    expect(catalogWorkers()).toBe(1);
    // One engine: on the page from 2,000 listed resources, in the worker from 3,000, holding everything listed.
    expect(engines.map(({ thread }) => thread)).toEqual(['page', 'worker']);
    expect(engines[1]!.engine).toBe(engines[0]!.engine);
    const stats = await engines[0]!.engine.stats();
    expect(stats.resources).toBe(Number(screen.getByTestId('engine').textContent!.replace(/\D/g, '')));
    // The ids the page handed out before the move still read the resources the worker matches.
    await user.click(screen.getByRole('button', { name: 'Find the best' }));
    await waitFor(() => expect(screen.getByTestId('best').textContent).toMatch(/\/item-04217\.txt$/));
  } finally {
    await client.close();
    await demo.close();
  }
});

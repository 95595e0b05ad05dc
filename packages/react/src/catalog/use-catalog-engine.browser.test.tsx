import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceBrowser } from '../resource-browser/index.js';
import { ResourceSearch } from '../resource-search/index.js';
import { ResourceTree } from '../resource-tree/index.js';
import { useResourceCatalog } from './use-resource-catalog.js';

// A catalog engine is a worker of its own: a thread and a heap. The page starts one only for a
// catalog that grows towards `matchInWorkerFrom`, never for the catalogs a tree or a palette makes
// for themselves when they are given a shared one.

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

function SharedCatalog() {
  const catalog = useResourceCatalog({ matchInWorkerFrom: 4_000 });
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
      <output data-testid="engine">{catalog.engine.engine && !catalog.engine.behind ? `engine holds ${catalog.engine.size()}` : 'no engine'}</output>
    </>
  );
}

it('starts one catalog worker for a shared catalog once it lists half of matchInWorkerFrom, and none for the tree’s and palette’s own', { timeout: 60_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 6_000, pageSize: 1_000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  try {
    renderWithKit(<SharedCatalog />, [{ id: 'demo', label: 'Demo', client }]);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file://' })).toBeInTheDocument(), { timeout: 20_000 });
    // One page of 1,000 listed: below 2,000.
    await afterEngineWouldStart();
    expect(catalogWorkers()).toBe(0);
    expect(screen.getByTestId('engine').textContent).toBe('no engine');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load all' }));
    await waitFor(() => expect(screen.getByTestId('engine').textContent).toMatch(/^engine holds 6,?0\d\d$/), { timeout: 40_000 });
    await afterEngineWouldStart();
    expect(catalogWorkers()).toBe(1);
  } finally {
    await client.close();
    await demo.close();
  }
});

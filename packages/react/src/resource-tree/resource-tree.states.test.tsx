import { DEFAULT_FILTERS, resourceKey, type ResourceClient, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInEra, RequestLog } from '../../../../test-support/connect-in-era.js';
import type { ServerConfig } from '../provider/server-registry.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';
import { connectSdkServer } from '../../test/in-memory-sdk-server.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function demo(options: DemoServerOptions = {}, log = new RequestLog()) {
  const server = createDemoServer(options);
  const client = await connectInEra(server, 'modern', { log });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  return { server, client, log };
}

/** A real MCP server that lists no resources and no templates. */
async function emptyServer(): Promise<ResourceClient> {
  const { client, close } = await connectSdkServer('empty', (server) => {
    server.server.setRequestHandler('resources/list', () => ({ resources: [] }));
    server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  });
  cleanups.push(close);
  return client;
}

/** A real MCP server that lists what a hostile or careless server might. */
async function hostileServer(): Promise<ResourceClient> {
  const { client, close } = await connectSdkServer('hostile', (server) => {
    const resources = [
      { uri: 'javascript:alert(1)', name: '<img src=x onerror=alert(1)>', icons: [{ src: 'javascript:alert(1)' }] },
      { uri: 'file:///etc/passwd', name: 'passwd', icons: [{ src: 'file:///etc/passwd' }, { src: 'http://tracker.example/x.png' }] },
      { uri: `x://host/${'deep/'.repeat(300)}leaf.txt`, name: 'deep' },
      { uri: `x://host/${'a'.repeat(20_000)}`, name: 'long', description: 'd'.repeat(100_000) },
      { uri: 'x://host/a//b/%E0%A4%A', name: 'odd segments' },
      { uri: '\u0000\u202e', name: '\u202eright-to-left' },
      { uri: 'x://host/same', name: 'first' },
      { uri: 'x://host/same', name: 'duplicate' },
    ];
    server.server.setRequestHandler('resources/list', () => ({ resources }));
    server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  });
  cleanups.push(close);
  return client;
}

const SCHEMA_ROW = 'postgres://demo-db/public/demo-db: public schema';

function row(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

async function waitForStatus(kind: string) {
  return waitFor(() => {
    const item = statusRow(kind);
    if (!item) throw new Error(`no ${kind} row yet`);
    return item;
  });
}

function statusRow(kind: string, container: HTMLElement = document.body) {
  return within(container)
    .getAllByRole('treeitem')
    .find((item) => item.getAttribute('data-status') === kind);
}

function selectedNames() {
  return screen
    .getAllByRole('treeitem')
    .filter((item) => item.getAttribute('aria-selected') === 'true')
    .map((item) => item.querySelector('[data-slot="resource-tree-item-label"]')?.textContent);
}

async function openToggle(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await waitFor(() => row(name));
  if (item.getAttribute('aria-expanded') === 'false') await user.click(item.querySelector('[data-slot="resource-tree-item-toggle"]')!);
}

describe('ResourceTree states', () => {
  it('shows a loading row while a server connects, and its resources once it has', async () => {
    const { client } = await demo();
    let connect!: (client: ResourceClient) => void;
    const pending = new Promise<ResourceClient>((resolve) => (connect = resolve));
    renderWithKit(<ResourceTree.Root />, [{ id: 'demo', label: 'Demo server', client: pending }]);
    const loading = await waitForStatus('loading');
    expect(loading.textContent).toBe('Connecting…');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('tree').getAttribute('aria-busy')).toBe('true');
    connect(client);
    await waitFor(() => expect(row('file:///project')).toBeInTheDocument());
    expect(statusRow('loading')).toBeUndefined();
  });

  it('shows a failing server’s error with a retry that works, without hiding the other server', async () => {
    const { client } = await demo();
    const second = await demo();
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection refused');
      return second.client;
    };
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root />, [
      { id: 'demo', label: 'Demo server', client },
      { id: 'flaky', label: 'Flaky server', client: flaky },
    ]);
    const error = await waitForStatus('error');
    expect(error.textContent).toMatch(/Could not list resources: .*connection refused.*Retry/);
    expect(row('file:///project')).toBeInTheDocument();
    expect(row('Flaky server').getAttribute('aria-expanded')).toBe('true');
    // Enter on the error row retries.
    error.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('treeitem', { name: 'file:///project' })).toHaveLength(2));
    expect(statusRow('error')).toBeUndefined();
    expect(attempts).toBe(2);
  });

  it('says a server has no resources', async () => {
    renderWithKit(<ResourceTree.Root />, [{ id: 'empty', label: 'Empty server', client: await emptyServer() }]);
    const empty = await waitForStatus('empty');
    expect(empty.textContent).toBe('No resources on this server');
    expect(empty.getAttribute('aria-level')).toBe('2');
  });

  it('streams pages in with a counted "loading more" row, up to the auto-load limit, then loads more on Enter', async () => {
    const { log } = await demo({ pageSize: 10 });
    const user = userEvent.setup();
    const servers: ServerConfig[] = [{ id: 'demo', label: 'Demo server', client: (await demo({ pageSize: 10 }, log)).client }];
    renderWithKit(<ResourceTree.Root autoLoadLimit={20} />, servers);
    const more = await waitFor(() => {
      const item = statusRow('more');
      expect(item?.textContent).toBe('20 loaded · Load more');
      return item!;
    });
    expect(log.count('resources/list')).toBe(2);
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusRow('more')?.textContent).toBe('30 loaded · Load more'));
    expect(log.count('resources/list')).toBe(3);
    await user.click(statusRow('more')!);
    await waitFor(() => expect(statusRow('more')).toBeUndefined());
  });

  it('loads everything with Load all, which it caps and can stop', async () => {
    const log = new RequestLog();
    const { client } = await demo({ bulkResources: 2000, pageSize: 50 }, log);
    const user = userEvent.setup();
    renderWithKit(
      <ResourceTree.Root autoLoadLimit={0}>
        <ResourceTree.LoadAll maxPages={5} />
        <ResourceTree.Summary />
        <ResourceTree.List />
      </ResourceTree.Root>,
      [{ id: 'demo', label: 'Demo server', client }],
    );
    await waitFor(() => expect(statusRow('more')?.textContent).toBe('50 loaded · Load more'));
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Stopped at the limit of 5 pages/));
    expect(statusRow('more')?.textContent).toBe('300 loaded · Load more');
    expect(log.count('resources/list')).toBe(6);
    expect(screen.getByRole('status').textContent).toMatch(/^300 resources · 3 templates · more on the server/);
  });

  it('says how many invalid list items it left out, and shows the rest', async () => {
    const { client } = await demo({ malformedListItem: true });
    renderWithKit(
      <ResourceTree.Root autoLoadLimit={0}>
        <ResourceTree.Summary />
        <ResourceTree.List />
      </ResourceTree.Root>,
      [{ id: 'demo', label: 'Demo server', client }],
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/ · invalid items left out: 1$/));
    expect(screen.getByRole('treeitem', { name: 'file:///project' })).toBeInTheDocument();
  });

  it('keeps the selection across list refreshes and new pages', async () => {
    const { server, client, log } = await demo({ pageSize: 10 });
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithKit(<ResourceTree.Root autoLoadLimit={10} onSelectionChange={onSelectionChange} />, [{ id: 'demo', label: 'Demo server', client }]);
    await openToggle(user, 'file:///project');
    await user.click(await waitFor(() => row('README')));
    expect(selectedNames()).toEqual(['README']);
    // A new page lands.
    await user.click(statusRow('more')!);
    await waitFor(() => expect(statusRow('more')?.textContent).toBe('20 loaded · Load more'));
    expect(selectedNames()).toEqual(['README']);
    // The server says its list changed: the list is fetched again from the first page.
    const listsBefore = log.count('resources/list');
    server.notify.resourcesChanged();
    await waitFor(() => expect(log.count('resources/list')).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(row('README')).toBeInTheDocument());
    expect(selectedNames()).toEqual(['README']);
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
  });

  it('is controllable: selectedKeys wins, onSelectionChange proposes', async () => {
    const { client } = await demo();
    const user = userEvent.setup();
    const proposals: Array<readonly string[]> = [];
    function Controlled() {
      const [keys, setKeys] = useState<readonly string[]>([resourceKey('demo', DEMO_URIS.schema)]);
      return (
        <>
          <output data-testid="keys">{keys.length}</output>
          <ResourceTree.Root
            selectedKeys={keys}
            onSelectionChange={(next) => {
              proposals.push(next);
              // The host only accepts up to two resources.
              setKeys(next.slice(0, 2));
            }}
          />
        </>
      );
    }
    renderWithKit(<Controlled />, [{ id: 'demo', label: 'Demo server', client }]);
    // The schema is public/'s only resource, and public/ postgres://demo-db's only folder: one row, the resource's.
    expect((await waitFor(() => row(SCHEMA_ROW))).getAttribute('aria-selected')).toBe('true');
    await openToggle(user, 'file:///project');
    await user.keyboard('{Control>}');
    await user.click(row('README'));
    await user.click(row('package.json'));
    await user.keyboard('{/Control}');
    expect(proposals.at(-1)).toHaveLength(3);
    expect(screen.getByTestId('keys').textContent).toBe('2');
    expect(selectedNames().sort()).toEqual(['README', SCHEMA_ROW]);
  });

  it('selects one at a time in single mode, without checkboxes or aria-multiselectable', async () => {
    const { client } = await demo();
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root selectionMode="single" />, [{ id: 'demo', label: 'Demo server', client }]);
    await openToggle(user, 'file:///project');
    expect(screen.getByRole('tree').hasAttribute('aria-multiselectable')).toBe(false);
    expect(document.querySelector('[data-slot="resource-tree-item-checkbox"]')).toBeNull();
    await user.click(row('README'));
    await user.keyboard('{Control>}');
    await user.click(row('package.json'));
    await user.keyboard('{/Control}');
    expect(selectedNames()).toEqual(['package.json']);
    await user.keyboard('{ArrowDown} ');
    expect(selectedNames()).toEqual(['README']);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(selectedNames()).toEqual(['README']);
  });

  it('filters rows, opens the folders holding matches, and offers to clear filters when nothing matches', async () => {
    const { client } = await demo();
    const user = userEvent.setup();
    function Filtered() {
      const [filters, setFilters] = useState<ResourceFilterValue>({ ...DEFAULT_FILTERS, mimeFamilies: ['image'] });
      return (
        <>
          <button type="button" onClick={() => setFilters({ ...DEFAULT_FILTERS, query: 'no such thing anywhere' })}>
            impossible
          </button>
          <ResourceTree.Root filters={filters} onClearFilters={() => setFilters(DEFAULT_FILTERS)} />
        </>
      );
    }
    renderWithKit(<Filtered />, [{ id: 'demo', label: 'Demo server', client }]);
    await waitFor(() => expect(row('Logo (PNG, 64×48)')).toBeInTheDocument());
    expect(row('App icon (SVG)')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: 'README' })).toBeNull();
    // Filtered to images, project/ holds only assets/: file://, project/ and assets/ make one open row.
    expect(screen.getByRole('treeitem', { name: 'file:///project/assets' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'impossible' }));
    const noMatches = await waitFor(() => screen.getByText('No resources match the filters.'));
    expect(statusRow('no-matches')?.textContent).toBe('Nothing here matches the filters');
    await user.click(within(noMatches.parentElement!).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(row('file:///project')).toBeInTheDocument());
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('No resources match the filters.')).toBeNull();
  });

  it('marks the matched characters of a query', async () => {
    const { client } = await demo();
    renderWithKit(<ResourceTree.Root filters={{ ...DEFAULT_FILTERS, query: 'arch' }} />, [{ id: 'demo', label: 'Demo server', client }]);
    const architecture = await waitFor(() => row('Architecture'));
    expect(architecture.querySelector('[data-slot="resource-tree-item-label"] mark')?.textContent).toBe('Arch');
    expect(architecture.querySelector('[data-slot="resource-tree-item-uri"] mark')?.textContent).toBe('arch');
  });

  it('lights the live indicator on a selected resource that changed', async () => {
    const { server, client } = await demo();
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root />, [{ id: 'demo', label: 'Demo server', client }]);
    // demo://live holds one resource, shown in the group's row.
    const live = 'demo://live/Live clock';
    await user.click(await waitFor(() => row(live)));
    expect(row(live).querySelector('[data-slot="resource-tree-item-live"]')).toBeNull();
    // The selection is watched; once the watch is acknowledged, a change lights the row.
    await waitFor(
      async () => {
        server.notify.resourceUpdated(DEMO_URIS.live);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(row(live).querySelector('[data-slot="resource-tree-item-live"]')?.textContent).toMatch(/^Changed /);
      },
      { timeout: 5000 },
    );
  });

  it('shows hostile and odd URIs without crashing, injecting markup or loading unsafe icons', async () => {
    const user = userEvent.setup();
    const view = renderWithKit(<ResourceTree.Root />, [{ id: 'hostile', label: 'Hostile server', client: await hostileServer() }]);
    const script = await waitFor(() => row('<img src=x onerror=alert(1)>'));
    expect(script.querySelector('img')).toBeNull();
    // The override cannot reorder the name: it is shown, as �, instead of acting.
    expect(row('\ufffdright-to-left')).toBeInTheDocument();
    // file://, etc/ and passwd hold one thing each: one row, named by the path.
    expect(row('file:///etc/passwd').querySelector('img')).toBeNull();
    await openToggle(user, 'x://host');
    expect(row('first')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: 'duplicate' })).toBeNull();
    expect(row('long').querySelector('[data-slot="resource-tree-item-uri"]')!.textContent!.length).toBeLessThanOrEqual(501);
    // `a//b`: the empty segment is a folder of its own, named so it can be seen even inside a compacted row.
    expect(row('a/(empty)/b/odd segments')).toBeInTheDocument();
    expect(view.container.querySelectorAll('img')).toHaveLength(0);
  });

  it('counts a URI listed twice once in its summary', async () => {
    renderWithKit(
      <ResourceTree.Root>
        <ResourceTree.Summary />
        <ResourceTree.List />
      </ResourceTree.Root>,
      [{ id: 'hostile', label: 'Hostile server', client: await hostileServer() }],
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('7 resources · 0 templates'));
  });

  it('never puts an unsafe icon source in the page', async () => {
    const { client } = await demo();
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root />, [{ id: 'demo', label: 'Demo server', client }]);
    await openToggle(user, 'file:///project');
    await openToggle(user, 'assets');
    const logo = row('Logo (PNG, 64×48)');
    expect(logo.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^(https:|data:image\/)/);
  });
});

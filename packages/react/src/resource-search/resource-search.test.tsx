import type { ResourceEntry, ResourceItemEntry } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import type { ServerConfig } from '../provider/server-registry.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { stubScrollAndResize } from '../../test/scroll-and-resize-in-jsdom.js';
import { ResourceSearch } from './index.js';

// cmdk measures its list and scrolls the highlighted item into view; jsdom has neither.
beforeAll(stubScrollAndResize);

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function demoServers(count = 1, options: Parameters<typeof createDemoServer>[0] = {}): Promise<ServerConfig[]> {
  const servers: ServerConfig[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = createDemoServer(options);
    const client = await connectInEra(server, 'modern');
    cleanups.push(async () => {
      await client.close().catch(() => undefined);
      await server.close();
    });
    servers.push({ id: index === 0 ? 'demo' : `demo-${index + 1}`, label: index === 0 ? 'Demo server' : `Demo server ${index + 1}`, client });
  }
  return servers;
}

function options() {
  return screen.queryAllByRole('option');
}

function optionLabels() {
  return options().map((option) => option.querySelector('[data-slot="resource-search-item-label"]')?.textContent);
}

async function waitForCatalog() {
  await waitFor(() => expect(screen.getByText(/^Search \d+ resources and templates on \d servers?$/).textContent).toMatch(/^Search 3[0-9] /));
}

describe('ResourceSearch', () => {
  it('ranks title, name, URI and description matches and marks the matched characters', async () => {
    const user = userEvent.setup();
    renderWithKit(<ResourceSearch.Root />, await demoServers());
    await waitForCatalog();
    await user.type(screen.getByRole('combobox'), 'arch');
    await waitFor(() => expect(optionLabels()[0]).toBe('Architecture'));
    const first = options()[0]!;
    expect(first.querySelector('[data-slot="resource-search-item-label"] mark')?.textContent).toBe('Arch');
    expect(first.querySelector('[data-slot="resource-search-item-uri"] mark')?.textContent).toBe('arch');
    // Also found through the description ("harbor-api is a single stateless…" is the doc; the README describes the project).
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'quick start');
    await waitFor(() => expect(optionLabels()).toContain('README'));
    const readme = options().find((option) => option.textContent?.includes('README'))!;
    expect(readme.querySelector('mark')).toBeNull();
  });

  it('shows what a resource result will cost, outside its accessible name', async () => {
    const user = userEvent.setup();
    renderWithKit(<ResourceSearch.Root />, await demoServers());
    await waitForCatalog();
    await user.type(screen.getByRole('combobox'), 'readme');
    const readme = await waitFor(() => screen.getByRole('option', { name: /README/ }));
    const badge = readme.querySelector('[data-slot="resource-search-item-size"] [data-slot="size-badge"]');
    expect(badge?.getAttribute('data-source')).toBe('listed');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toMatch(/^≈ [\d.]+ kB · ≈ [\d,]+ tokens$/);
    expect(badge?.closest('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('groups results by server, best server first', async () => {
    const user = userEvent.setup();
    renderWithKit(<ResourceSearch.Root />, await demoServers(2));
    await waitFor(() => expect(screen.getByText(/on 2 servers/)).toBeInTheDocument());
    await user.type(screen.getByRole('combobox'), 'readme');
    await waitFor(() => expect(options()).toHaveLength(2));
    const groups = document.querySelectorAll('[data-slot="resource-search-group"]');
    expect([...groups].map((group) => group.getAttribute('data-server'))).toEqual(['demo', 'demo-2']);
    expect(within(groups[0] as HTMLElement).getByText('Demo server')).toBeInTheDocument();
    // The arrows move the highlight across groups, and the combobox follows it.
    await user.keyboard('{ArrowDown}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(options()[1]!.id));
  });

  it('opens the highlighted result with Enter and attaches it with Ctrl/⌘+Enter', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn<(entry: ResourceEntry) => void>();
    const onAttach = vi.fn<(resources: ResourceItemEntry[]) => void>();
    renderWithKit(<ResourceSearch.Root onOpen={onOpen} onAttach={onAttach} />, await demoServers());
    await waitForCatalog();
    await user.type(screen.getByRole('combobox'), 'readme');
    await waitFor(() => expect(optionLabels()[0]).toBe('README'));
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    // Results arrive after the query; the combobox must still point at the highlighted option.
    await waitFor(() => expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(options()[0]!.id));
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ kind: 'resource', serverId: 'demo', resource: expect.objectContaining({ uri: DEMO_URIS.readme }) }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(onAttach.mock.calls[0]![0].map((entry) => entry.resource.uri)).toEqual([DEMO_URIS.readme]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Templates cannot be attached as they are.
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'forecast');
    await waitFor(() => expect(options()[0]?.getAttribute('data-kind')).toBe('template'));
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onAttach).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'template' }));
  });

  it('updates results in place when the query brings others, with the highlight and Enter on the new first one', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn<(entry: ResourceEntry) => void>();
    renderWithKit(<ResourceSearch.Root onOpen={onOpen} />, await demoServers());
    await waitForCatalog();
    await user.type(screen.getByRole('combobox'), 'readme');
    await waitFor(() => expect(optionLabels()[0]).toBe('README'));
    const firstRow = options()[0]!;
    // Typed over the selected query, so that it is never empty and the results never go away.
    await user.keyboard('{Control>}a{/Control}schema');
    await waitFor(() => expect(optionLabels()[0]).toBe('demo-db: public schema'));
    // The row is the same element with other content: cmdk must know it by its new value.
    expect(options()[0]).toBe(firstRow);
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toEqual([firstRow]);
    await waitFor(() => expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(firstRow.id));
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.schema }) }));
  });

  it('shows at most `limit` results over 2,000 resources and says how many matched', async () => {
    const user = userEvent.setup();
    renderWithKit(<ResourceSearch.Root limit={5} />, await demoServers(1, { bulkResources: 2000, pageSize: 2500 }));
    await waitFor(() => expect(screen.getByText(/^Search 2,03\d resources/)).toBeInTheDocument());
    await user.type(screen.getByRole('combobox'), 'item 19');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Showing the best 5 of \d{3} matches/));
    expect(options()).toHaveLength(5);
    // The shortest, exact-prefix names rank first.
    expect(optionLabels()[0]).toMatch(/19/);
  });

  it('renders the first results, each with its place in its group, and the rest once a key goes past them', async () => {
    // The rest also follow when the list is scrolled near them: an IntersectionObserver that never
    // reports keeps them back here (jsdom has none, and the palette then renders every result).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    cleanups.push(async () => void vi.unstubAllGlobals());
    const user = userEvent.setup();
    renderWithKit(<ResourceSearch.Root />, await demoServers(2, { bulkResources: 40, pageSize: 100 }));
    await waitFor(() => expect(screen.getByText(/^Search 1\d\d resources and templates on 2 servers$/)).toBeInTheDocument());
    await user.type(screen.getByRole('combobox'), 'item');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Showing the best 50 of \d+ matches/));
    const first = options();
    expect(first).toHaveLength(16);
    const groupSize = Number(first[0]!.getAttribute('aria-setsize'));
    expect(groupSize).toBeGreaterThan(16);
    expect(first.map((option) => option.getAttribute('aria-posinset'))).toEqual(first.map((_, place) => String(place + 1)));
    expect(document.querySelector('[data-slot="resource-search-more"]')).toBeInTheDocument();
    // ⌥↓ goes to the next server's results, which were not rendered yet.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(options()).toHaveLength(50);
    expect(document.querySelector('[data-slot="resource-search-more"]')).toBeNull();
    const groups = [...document.querySelectorAll<HTMLElement>('[data-slot="resource-search-group"]')];
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([groupSize, 50 - groupSize]);
    const secondFirst = within(groups[1]!).getAllByRole('option')[0]!;
    expect(secondFirst.getAttribute('aria-selected')).toBe('true');
    expect(secondFirst.getAttribute('aria-posinset')).toBe('1');
    expect(secondFirst.getAttribute('aria-setsize')).toBe(String(50 - groupSize));
    // A new query starts again from its first results; ↑ from the first goes round to the last.
    await user.type(screen.getByRole('combobox'), '-0');
    await waitFor(() => expect(options()).toHaveLength(16));
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(options()).toHaveLength(50);
    expect(options()[49]!.getAttribute('aria-selected')).toBe('true');
  });

  it('highlights results that arrive after a pasted query, and Enter pressed before they arrive opens the first of them', async () => {
    const onOpen = vi.fn<(entry: ResourceEntry) => void>();
    renderWithKit(<ResourceSearch.Root onOpen={onOpen} />, await demoServers());
    await waitForCatalog();
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'readme' } });
    // Enter before the results: it waits for them rather than acting on what was shown before.
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.readme }) })));
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: 'schema' } });
    await waitFor(() => expect(optionLabels()[0]).toBe('demo-db: public schema'));
    await waitFor(() => {
      expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
      expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    });
  });

  it("offers only what a host's filter passes, the best of them, counting every match that passes", async () => {
    const user = userEvent.setup();
    const secondOnly = (entry: ResourceEntry) => entry.serverId === 'demo-2';
    renderWithKit(
      <>
        <ResourceSearch.Root label="Filtered" limit={5} filter={secondOnly} />
        <ResourceSearch.Root label="Everything" limit={5} />
      </>,
      await demoServers(2, { bulkResources: 40, pageSize: 100 }),
    );
    await waitFor(() => expect(screen.getAllByText(/^Search 1\d\d resources and templates on 2 servers$/)).toHaveLength(2));
    const [filtered, everything] = ['Filtered', 'Everything'].map((name) => screen.getAllByRole('combobox', { name })[0]!.closest<HTMLElement>('[data-slot="resource-search"]')!);
    for (const palette of [filtered!, everything!]) await user.type(within(palette).getByRole('combobox'), 'item');
    const total = async (palette: HTMLElement) => {
      await waitFor(() => expect(within(palette).getByRole('status').textContent).toMatch(/^Showing the best 5 of [\d,]+ matches/));
      return Number(/of ([\d,]+) matches/.exec(within(palette).getByRole('status').textContent!)![1]!.replace(/,/g, ''));
    };
    // Both servers list the same resources: the filter passes half of what matches.
    expect(2 * (await total(filtered!))).toBe(await total(everything!));
    expect(within(filtered!).getAllByRole('option')).toHaveLength(5);
    expect([...filtered!.querySelectorAll('[data-slot="resource-search-group"]')].map((group) => group.getAttribute('data-server'))).toEqual(['demo-2']);
    // Without the filter the first server's ties rank first.
    expect(everything!.querySelector('[data-slot="resource-search-group"]')?.getAttribute('data-server')).toBe('demo');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithKit(<ResourceSearch.Root />, await demoServers());
    await waitForCatalog();
    await user.type(screen.getByRole('combobox'), 'zzzqqq');
    await waitFor(() => expect(screen.getByText('No resources or templates match.')).toBeInTheDocument());
    expect(options()).toHaveLength(0);
  });

  it('opens in a dialog with Ctrl+K or ⌘K, closes with Escape and after a pick, with no axe violations', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const view = renderWithKit(
      <>
        <button type="button">before</button>
        <ResourceSearch.Dialog onOpen={onOpen} />
      </>,
      await demoServers(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'before' }).focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await waitFor(() => screen.getByRole('dialog'));
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'before' })));
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => screen.getByRole('dialog'));
    await user.type(screen.getByRole('combobox'), 'schema');
    await waitFor(() => expect(optionLabels()[0]).toBe('demo-db: public schema'));
    await expectNoAxeViolations(view.baseElement);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.schema }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no axe violations inline, empty and with results', async () => {
    const user = userEvent.setup();
    const view = renderWithKit(<ResourceSearch.Root />, await demoServers());
    await waitForCatalog();
    await expectNoAxeViolations(view.container);
    await user.type(screen.getByRole('combobox'), 'doc');
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    await expectNoAxeViolations(view.container);
  });
});

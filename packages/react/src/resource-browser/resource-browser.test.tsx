import { parseFilters, serializeFilters, type ResourceEntry, type ResourceFilterValue, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceBrowser } from './index.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function renderBrowser(props: Partial<ResourceBrowser.RootProps> = {}) {
  const server = createDemoServer();
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  const onOpen = vi.fn<(entry: ResourceEntry) => void>();
  const onAttach = vi.fn<(resources: ResourceItemEntry[]) => void>();
  const onFiltersChange = vi.fn<(filters: ResourceFilterValue) => void>();
  const view = renderWithKit(
    <ResourceBrowser.Root onOpen={onOpen} onAttach={onAttach} onFiltersChange={onFiltersChange} {...props} />,
    [{ id: 'demo', label: 'Demo server', client }],
  );
  await waitFor(() => expect(screen.getByRole('treeitem', { name: props.defaultFilters ? 'Demo server' : 'file:///project' })).toBeInTheDocument());
  return { view, onOpen, onAttach, onFiltersChange, user: userEvent.setup() };
}

function row(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

function focusedName() {
  const active = document.activeElement as HTMLElement | null;
  return active?.getAttribute('role') === 'treeitem' ? active.querySelector('[data-slot="resource-tree-item-label"]')?.textContent : undefined;
}

describe('ResourceBrowser', () => {
  it('finds a resource with ⌘K, reveals it in the tree and opens it', async () => {
    const { user, onOpen } = await renderBrowser();
    expect(screen.queryByRole('treeitem', { name: 'Architecture' })).toBeNull();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await waitFor(() => screen.getByRole('dialog'));
    await user.type(within(dialog).getByRole('combobox'), 'architecture');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]!.textContent).toMatch(/^Architecture/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.architecture }) }));
    // The tree opened the folders above it and moved focus there.
    await waitFor(() => expect(focusedName()).toBe('Architecture'));
    expect(row('docs/').getAttribute('aria-expanded')).toBe('true');
  });

  it('filters by MIME family, selects three with the keyboard and attaches them', async () => {
    const { user, onAttach, onFiltersChange } = await renderBrowser();
    await user.click(screen.getByRole('checkbox', { name: /^Code/ }));
    expect(serializeFilters(onFiltersChange.mock.lastCall![0]).toString()).toBe('mime=code');
    await waitFor(() => expect(row('src/server.ts')).toBeInTheDocument());
    expect(screen.queryByRole('treeitem', { name: 'README' })).toBeNull();
    row('src/config.ts').focus();
    await user.keyboard(' {Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    const selected = screen.getAllByRole('treeitem').filter((item) => item.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Selection' }).textContent).toMatch(/^3 selected/);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(onAttach.mock.calls[0]![0].map((entry) => entry.resource.uri)).toEqual([
      'file:///project/src/config.ts',
      'file:///project/src/database.ts',
      'file:///project/src/index.ts',
    ]);
    await user.click(screen.getByRole('button', { name: 'Attach 3' }));
    expect(onAttach).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('group', { name: 'Selection' }).textContent).toMatch(/^Nothing selected/);
  });

  it('starts from filters in the URL and clears them from the "no matches" message', async () => {
    const { user, onFiltersChange } = await renderBrowser({ defaultFilters: parseFilters('q=nothing-like-this&sort=size') });
    const message = await waitFor(() => screen.getByText('No resources match the filters.'));
    await user.click(within(message.parentElement!).getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(parseFilters('sort=size'));
    await waitFor(() => expect(row('file:///project')).toBeInTheDocument());
  });

  it('has no axe violations', async () => {
    const { view, user } = await renderBrowser();
    await user.click(row('file:///project').querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await waitFor(() => expect(row('README')).toBeInTheDocument());
    await expectNoAxeViolations(view.container);
  });
});

import { resourceKey, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSdkServer } from '../../test/in-memory-sdk-server.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

// Tall enough that every row of these trees is in the document, so rows can be counted.
layOutTreeInJsdom(100_000);

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Listed = { uri: string; name: string };

/** A real MCP server listing `pages`, one page per `resources/list` call after the first, by cursor. */
async function pagedServer(pages: readonly (readonly Listed[])[]) {
  const { client, close } = await connectSdkServer('compact', (server) => {
    server.server.setRequestHandler('resources/list', (request) => {
      const page = Number(request.params?.cursor ?? 0);
      return { resources: [...pages[page]!], ...(page + 1 < pages.length && { nextCursor: String(page + 1) }) };
    });
    server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  });
  cleanups.push(close);
  return [{ id: 'db', label: 'Database', client }];
}

const TABLES = Array.from({ length: 201 }, (_, index) => `table_${String(index).padStart(3, '0')}`);
const tableResources = TABLES.map((table) => ({ uri: `postgres://db/${table}/schema`, name: `${table} schema` }));

function row(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

function rowCount() {
  return screen.getAllByRole('treeitem').length;
}

function focusedName() {
  const active = document.activeElement as HTMLElement | null;
  return active?.getAttribute('role') === 'treeitem' ? active.querySelector('[data-slot="resource-tree-item-label"]')?.textContent : undefined;
}

describe('ResourceTree compact folders', () => {
  it('shows 201 tables of postgres://db/<table>/schema as one row each, each row the schema resource', async () => {
    const servers = await pagedServer([tableResources]);
    const onAttach = vi.fn<(resources: ResourceItemEntry[]) => void>();
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root autoLoadLimit={1000} onAttach={onAttach} />, servers);
    const group = await waitFor(() => row('postgres://db'));
    expect(rowCount()).toBe(2);
    await user.click(group.querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await waitFor(() => expect(rowCount()).toBe(2 + 201));
    const first = row('table_000/table_000 schema');
    expect(first).toHaveAttribute('data-kind', 'resource');
    expect(first).toHaveAttribute('aria-level', '3');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '201');
    expect(first).not.toHaveAttribute('aria-expanded');
    // The merged row is the resource's own: it selects and attaches like any resource row.
    await user.click(first);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(onAttach.mock.calls[0]![0].map((entry) => resourceKey(entry.serverId, entry.resource.uri))).toEqual([resourceKey('db', 'postgres://db/table_000/schema')]);
  });

  it('gives one row per folder with compactFolders={false}', async () => {
    const servers = await pagedServer([tableResources]);
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root autoLoadLimit={1000} compactFolders={false} />, servers);
    await user.click((await waitFor(() => row('postgres://db'))).querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await waitFor(() => expect(rowCount()).toBe(2 + 201));
    const folder = row('table_000');
    expect(folder).toHaveAttribute('aria-expanded', 'false');
    folder.focus();
    // `*` opens every table folder: each shows its schema, twice the rows of the compacted tree.
    await user.keyboard('*');
    await waitFor(() => expect(rowCount()).toBe(2 + 201 * 2));
    expect(row('table_000 schema')).toHaveAttribute('aria-level', '4');
  });

  it.each(['ltr', 'rtl'] as const)('opens a merged folder row with the inward arrow, and closes it and goes to its parent with the outward one (%s)', async (dir) => {
    const servers = await pagedServer([[
      { uri: 'file:///repo/src/lib/a.ts', name: 'a.ts' },
      { uri: 'file:///repo/src/lib/b.ts', name: 'b.ts' },
      { uri: 'x://other/c.txt', name: 'c.txt' },
      { uri: 'x://other/d.txt', name: 'd.txt' },
    ]]);
    const [inward, outward] = dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root dir={dir} />, servers);
    const chain = await waitFor(() => row('file:///repo/src/lib'));
    expect(chain).toHaveAttribute('aria-level', '2');
    expect(chain).toHaveAttribute('aria-expanded', 'false');
    chain.focus();
    await user.keyboard(inward);
    expect(chain).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(inward);
    expect(focusedName()).toBe('a.ts');
    expect(row('a.ts')).toHaveAttribute('aria-level', '3');
    await user.keyboard(outward);
    expect(focusedName()).toBe('file:///repo/src/lib');
    await user.keyboard(outward);
    expect(chain).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'a.ts' })).toBeNull();
    // Outward from a closed merged row goes to the row above it, the server: none of the folders it stands for has a row.
    await user.keyboard(outward);
    expect(focusedName()).toBe('Database');
    // Type-ahead matches the joined label.
    await user.keyboard('file:///repo/s');
    expect(focusedName()).toBe('file:///repo/src/lib');
  });

  it('keeps a merged row open, folder by folder, when a later page breaks its chain', async () => {
    const servers = await pagedServer([
      [
        { uri: 'file:///repo/src/lib/a.ts', name: 'a.ts' },
        { uri: 'file:///repo/src/lib/b.ts', name: 'b.ts' },
      ],
      [{ uri: 'file:///repo/README.md', name: 'README.md' }],
    ]);
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root autoLoadLimit={0} />, servers);
    const chain = await waitFor(() => row('file:///repo/src/lib'));
    await user.click(chain.querySelector('[data-slot="resource-tree-item-toggle"]')!);
    expect(row('a.ts')).toHaveAttribute('aria-level', '3');
    const more = screen.getAllByRole('treeitem').find((item) => item.getAttribute('data-status') === 'more')!;
    await user.click(more);
    // README.md splits the chain at repo/: repo/ and src/lib/ get rows of their own, both still open.
    const repo = await waitFor(() => row('file:///repo'));
    expect(repo).toHaveAttribute('aria-expanded', 'true');
    expect(row('src/lib')).toHaveAttribute('aria-expanded', 'true');
    expect(row('src/lib')).toHaveAttribute('aria-level', '3');
    expect(row('a.ts')).toHaveAttribute('aria-level', '4');
    expect(within(screen.getByRole('tree')).getByRole('treeitem', { name: 'README.md' })).toHaveAttribute('aria-level', '3');
  });
});

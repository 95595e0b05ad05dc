import { resourceKey, type ResourceEntry, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function renderTree(props: Partial<ResourceTree.RootProps> = {}) {
  const server = createDemoServer();
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  const onOpen = vi.fn<(entry: ResourceEntry) => void>();
  const onAttach = vi.fn<(resources: ResourceItemEntry[]) => void>();
  const onSelectionChange = vi.fn<(keys: readonly string[]) => void>();
  const view = renderWithKit(
    <ResourceTree.Root onOpen={onOpen} onAttach={onAttach} onSelectionChange={onSelectionChange} {...props} />,
    [{ id: 'demo', label: 'Demo server', client }],
  );
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file:///project' })).toBeInTheDocument());
  // Wait until templates are in too, so rows stop moving.
  await waitFor(() => expect(screen.getAllByRole('treeitem').filter((item) => item.getAttribute('data-kind') === 'template')).toHaveLength(3));
  const user = userEvent.setup();
  return { view, user, onOpen, onAttach, onSelectionChange, server };
}

function row(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

function focusedName() {
  const active = document.activeElement as HTMLElement | null;
  if (active?.getAttribute('role') !== 'treeitem') return undefined;
  return active.querySelector('[data-slot="resource-tree-item-label"]')?.textContent ?? undefined;
}

function focusedLevel() {
  return document.activeElement?.getAttribute('aria-level') ?? undefined;
}

function selectedNames() {
  return screen
    .getAllByRole('treeitem')
    .filter((item) => item.getAttribute('aria-selected') === 'true')
    .map((item) => item.querySelector('[data-slot="resource-tree-item-label"]')?.textContent);
}

/** Focuses the tree's tab stop with Tab, as a keyboard user would. */
async function tabIntoTree(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement?.getAttribute('role')).toBe('treeitem');
}

/** Moves focus to the row named `name` with the arrow keys only. */
async function arrowTo(user: ReturnType<typeof userEvent.setup>, name: string) {
  for (let step = 0; step < 80 && focusedName() !== name; step += 1) await user.keyboard('{ArrowDown}');
  expect(focusedName()).toBe(name);
}

describe('ResourceTree keyboard', () => {
  it('takes one tab stop and moves it with ArrowDown and ArrowUp', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    expect(focusedName()).toBe('Demo server');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('demo://empty/Empty resource');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedName()).toBe('Demo server');
    // Tab leaves the tree and Shift+Tab comes back to the same row.
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('treeitem');
    await user.tab({ shift: true });
    expect(focusedName()).toBe('demo://empty/Empty resource');
  });

  it('opens with ArrowRight, enters with ArrowRight, goes to the parent and closes with ArrowLeft', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    // file:// holds only project/: one compacted row, named by the joined path, at the depth of its row.
    await arrowTo(user, 'file:///project');
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('false');
    expect(row('file:///project').getAttribute('aria-level')).toBe('2');
    await user.keyboard('{ArrowRight}');
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('true');
    expect(focusedName()).toBe('file:///project');
    await user.keyboard('{ArrowRight}');
    expect(focusedLevel()).toBe('3');
    await user.keyboard('{ArrowLeft}');
    expect(focusedName()).toBe('file:///project');
    await user.keyboard('{ArrowLeft}');
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowLeft}');
    expect(focusedName()).toBe('Demo server');
    await user.keyboard('{ArrowLeft}');
    expect(row('Demo server').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
  });

  it('in right-to-left text, opens and enters with ArrowLeft, goes to the parent and closes with ArrowRight', async () => {
    const { user } = await renderTree({ dir: 'rtl' });
    await tabIntoTree(user);
    await arrowTo(user, 'file:///project');
    await user.keyboard('{ArrowLeft}');
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('true');
    expect(focusedName()).toBe('file:///project');
    await user.keyboard('{ArrowLeft}');
    expect(focusedLevel()).toBe('3');
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('file:///project');
    await user.keyboard('{ArrowRight}');
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Demo server');
  });

  it('goes to the first and last rows with Home and End', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    await user.keyboard('{End}');
    const rows = screen.getAllByRole('treeitem');
    expect(document.activeElement).toBe(rows[rows.length - 1]);
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Demo server');
  });

  it('opens every sibling folder with *', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    await arrowTo(user, 'demo://faults');
    const siblingsClosed = screen.getAllByRole('treeitem').filter((item) => item.getAttribute('aria-level') === '2' && item.getAttribute('aria-expanded') === 'false');
    expect(siblingsClosed.length).toBeGreaterThan(1);
    await user.keyboard('*');
    expect(screen.getAllByRole('treeitem').filter((item) => item.getAttribute('aria-level') === '2' && item.getAttribute('aria-expanded') === 'false')).toHaveLength(0);
    expect(focusedName()).toBe('demo://faults');
    // Deeper folders stay as they were.
    expect(row('src').getAttribute('aria-expanded')).toBe('false');
  });

  it('moves to the next row starting with the typed characters', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    await user.keyboard('p');
    expect(focusedName()).toBe('postgres://demo-db/public/demo-db: public schema');
    await user.keyboard('{Home}');
    await arrowTo(user, 'file:///project');
    await user.keyboard('{ArrowRight}');
    // A compacted row is found by the start of its joined label.
    await user.keyboard('{Home}');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await user.keyboard('file:///p');
    expect(focusedName()).toBe('file:///project');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await user.keyboard('pa');
    expect(focusedName()).toBe('package.json');
    await new Promise((resolve) => setTimeout(resolve, 800));
    // Typing the same letter again cycles through the rows starting with it.
    await user.keyboard('d');
    const first = focusedName();
    await user.keyboard('d');
    expect(focusedName()).not.toBe(first);
    expect(focusedName()?.toLowerCase().startsWith('d')).toBe(true);
  });

  it('opens a resource or template with Enter and toggles a folder', async () => {
    const { user, onOpen } = await renderTree();
    await tabIntoTree(user);
    await arrowTo(user, 'file:///project');
    await user.keyboard('{Enter}');
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('true');
    await arrowTo(user, 'README');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0]).toMatchObject({ kind: 'resource', serverId: 'demo', resource: { uri: DEMO_URIS.readme } });
    await user.keyboard('{End}');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen.mock.calls[1]![0]).toMatchObject({ kind: 'template', serverId: 'demo' });
    expect(Object.values(DEMO_TEMPLATES)).toContain((onOpen.mock.calls[1]![0] as { template: { uriTemplate: string } }).template.uriTemplate);
  });

  it('toggles selection with Space, clears it with Escape', async () => {
    const { user, onSelectionChange } = await renderTree();
    await tabIntoTree(user);
    // postgres://demo-db holds public/, which holds one resource: one row, the resource's, to select.
    const schema = 'postgres://demo-db/public/demo-db: public schema';
    await arrowTo(user, schema);
    expect(row(schema).getAttribute('aria-level')).toBe('2');
    await user.keyboard(' ');
    expect(row(schema).getAttribute('aria-selected')).toBe('true');
    expect(onSelectionChange).toHaveBeenLastCalledWith([resourceKey('demo', DEMO_URIS.schema)]);
    await user.keyboard(' ');
    expect(row(schema).getAttribute('aria-selected')).toBe('false');
    await user.keyboard(' ');
    await user.keyboard('{Escape}');
    expect(selectedNames()).toEqual([]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    // Space on a folder selects nothing.
    await user.keyboard('{Home}');
    await arrowTo(user, 'file:///project');
    await user.keyboard(' ');
    expect(selectedNames()).toEqual([]);
  });

  it('selects a range with Shift+Arrow, skipping folders, and shrinks it going back', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    await arrowTo(user, 'file:///project');
    await user.keyboard('{ArrowRight}');
    // Folders come first, then package.json, README and tsconfig.json.
    await arrowTo(user, 'package.json');
    await user.keyboard(' ');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedNames()).toEqual(['package.json', 'README', 'tsconfig.json']);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(selectedNames()).toEqual(['package.json', 'README']);
    // Going on up into the folders shrinks the range to its anchor and selects no folder.
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}');
    expect(selectedNames()).toEqual(['package.json']);
    expect(focusedName()).toBe('src');
  });

  it('selects every resource of the focused row’s folder with Ctrl+A, and deselects them with Ctrl+A again', async () => {
    const { user } = await renderTree();
    await tabIntoTree(user);
    await arrowTo(user, 'file:///project');
    await user.keyboard('{ArrowRight}');
    await arrowTo(user, 'README');
    await user.keyboard('{Control>}a{/Control}');
    const selected = selectedNames();
    // README, package.json, tsconfig.json and the docs/ directory live directly in project/; its subfolders do not count.
    expect(selected).toEqual(expect.arrayContaining(['README', 'package.json', 'tsconfig.json', 'docs/']));
    expect(selected).not.toContain('src');
    expect(selected).not.toContain('Demo server');
    await user.keyboard('{Control>}a{/Control}');
    expect(selectedNames()).toEqual([]);
  });

  it('attaches the selection with Ctrl+Enter, or the focused resource when nothing is selected', async () => {
    const { user, onAttach, onOpen } = await renderTree();
    await tabIntoTree(user);
    await arrowTo(user, 'file:///project');
    await user.keyboard('{ArrowRight}');
    await arrowTo(user, 'README');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(onAttach.mock.calls[0]![0].map((entry) => entry.resource.uri)).toEqual([DEMO_URIS.readme]);
    await user.keyboard(' {ArrowDown} {ArrowDown}{Meta>}{Enter}{/Meta}');
    expect(onAttach).toHaveBeenCalledTimes(2);
    expect(onAttach.mock.calls[1]![0]).toHaveLength(2);
    expect(onAttach.mock.calls[1]![0][0]!.resource.uri).toBe(DEMO_URIS.readme);
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('ResourceTree mouse', () => {
  it('selects one on click, toggles with Ctrl/⌘+click, ranges with Shift+click, toggles with the checkbox', async () => {
    const { user } = await renderTree({ defaultExpandedKeys: undefined });
    await user.click(row('file:///project').querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await user.click(row('README'));
    expect(selectedNames()).toEqual(['README']);
    await user.click(row('package.json'));
    expect(selectedNames()).toEqual(['package.json']);
    await user.keyboard('{Control>}');
    await user.click(row('README'));
    await user.keyboard('{/Control}');
    expect(selectedNames().sort()).toEqual(['README', 'package.json']);
    await user.keyboard('{Meta>}');
    await user.click(row('README'));
    await user.keyboard('{/Meta}');
    expect(selectedNames()).toEqual(['package.json']);
    await user.click(row('package.json'));
    await user.keyboard('{Shift>}');
    await user.click(row('tsconfig.json'));
    await user.keyboard('{/Shift}');
    expect(selectedNames()).toEqual(['package.json', 'README', 'tsconfig.json']);
    await user.click(row('package.json').querySelector('[data-slot="resource-tree-item-checkbox"]')!);
    expect(selectedNames()).toEqual(['README', 'tsconfig.json']);
    expect(row('README').querySelector('[data-slot="resource-tree-item-checkbox"]')!.hasAttribute('data-checked')).toBe(true);
  });

  it('opens on double-click and toggles folders on click', async () => {
    const { user, onOpen } = await renderTree();
    await user.click(row('file:///project'));
    expect(row('file:///project').getAttribute('aria-expanded')).toBe('true');
    await user.dblClick(row('postgres://demo-db/public/demo-db: public schema'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ kind: 'resource', resource: expect.objectContaining({ uri: DEMO_URIS.schema }) }));
  });
});

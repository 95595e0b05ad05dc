import { describe, expect, it, vi } from 'vitest';
import type { Resource } from '../client/types.js';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { filterEntries } from '../search/facets.js';
import { ROOT_NODE_ID, folderNodeId, serverNodeId } from './node-id.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeRows, type ResourceTreeRowPlace } from './resource-tree-rows.js';
import { ResourceTreeView } from './resource-tree-view.js';

/** Every row, depth first, as a tree widget that lists them all would make them. */
function flatten(view: ResourceTreeView, expanded: ReadonlySet<string>, extras: ReadonlyMap<string, readonly string[]>): ResourceTreeRowPlace[] {
  const rows: ResourceTreeRowPlace[] = [];
  const childrenOf = (id: string) => [...(id === ROOT_NODE_ID || view.node(id) ? view.children(id) : []), ...(extras.get(id) ?? [])];
  const add = (id: string, parentId: string, level: number, posInSet: number, setSize: number) => {
    rows.push({ id, index: rows.length, level, posInSet, setSize, parentId });
    if (!expanded.has(id)) return;
    const children = childrenOf(id);
    children.forEach((child, position) => add(child, id, level + 1, position + 1, children.length));
  };
  const top = childrenOf(ROOT_NODE_ID);
  top.forEach((child, position) => add(child, ROOT_NODE_ID, 1, position + 1, top.length));
  return rows;
}

function model(): ResourceTreeModel {
  const tree = new ResourceTreeModel();
  tree.setServers([
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ]);
  const resources: Resource[] = [];
  for (let index = 0; index < 300; index += 1) {
    const mimeType = index % 7 === 0 ? 'text/x-typescript' : index % 5 === 0 ? 'image/png' : 'text/plain';
    resources.push({ uri: `file:///p/d${index % 4}/e${index % 3}/f${index}.txt`, name: `f${index}`, mimeType });
  }
  resources.push({ uri: 'file:///p/d1/', name: 'd1', mimeType: 'inode/directory' }, { uri: 'other:thing', name: 'thing' });
  tree.setResources('a', resources);
  tree.setTemplates('a', [{ uriTemplate: 'file:///p/{path}', name: 'any file' }]);
  tree.setResources('b', [{ uri: 'x://h/1', name: 'one' }]);
  return tree;
}

const folders = (prefixes: string[]) => prefixes.map((prefix) => folderNodeId('a', prefix));

/** 100,000 resources in 1,000 folders of 100 below `file:///bulk/`, and the ids that open every folder. */
function bulkTree(): { tree: ResourceTreeModel; open: string[] } {
  const tree = new ResourceTreeModel();
  tree.setServers([{ id: 'a', label: 'A' }]);
  tree.setResources('a', Array.from({ length: 100_000 }, (_, index) => ({ uri: `file:///bulk/dir-${Math.floor(index / 100)}/item-${index}.txt`, name: `item-${index}.txt` })));
  const open = [serverNodeId('a'), ...folders(['file://', 'file:///bulk/'])];
  for (let folder = 0; folder < 1000; folder += 1) open.push(folderNodeId('a', `file:///bulk/dir-${folder}/`));
  return { tree, open };
}

describe('ResourceTreeRows', () => {
  const cases: Array<[string, (tree: ResourceTreeModel) => ResourceTreeView, string[]]> = [
    ['everything open', (tree) => new ResourceTreeView(tree, { compactFolders: false }), [serverNodeId('a'), serverNodeId('b'), ...folders(['file://', 'file:///p/', 'file:///p/d0/', 'file:///p/d0/e1/', 'file:///p/d1/', 'file:///p/d1/e2/', 'file:///p/d3/'])]],
    ['a closed folder hides what it holds', (tree) => new ResourceTreeView(tree, { compactFolders: false }), [serverNodeId('a'), ...folders(['file:///p/', 'file:///p/d0/', 'file:///p/d0/e1/'])]],
    [
      'filtered by a facet, by size',
      (tree) => new ResourceTreeView(tree, { compactFolders: false, matches: filterEntries(tree.entries(), { ...DEFAULT_FILTERS, mimeFamilies: ['code'] }).groups, sort: 'size' }),
      [serverNodeId('a'), serverNodeId('b'), ...folders(['file://', 'file:///p/', 'file:///p/d0/', 'file:///p/d0/e1/', 'file:///p/d2/', 'file:///p/d3/', 'file:///p/d3/e0/'])],
    ],
    ['filtered by a predicate', (tree) => new ResourceTreeView(tree, { compactFolders: false, filter: (entry) => entry.kind === 'template' || entry.serverId === 'b' }), [serverNodeId('a'), serverNodeId('b'), ...folders(['file://'])]],
    // Compacted: file:// and p make one row (p's id), and b's x://h with its one resource make the resource's row.
    ['compacted folders, open', (tree) => new ResourceTreeView(tree), [serverNodeId('a'), serverNodeId('b'), ...folders(['file://', 'file:///p/', 'file:///p/d0/', 'file:///p/d1/', 'file:///p/d1/e2/'])]],
    ['compacted folders, the merged row closed', (tree) => new ResourceTreeView(tree), [serverNodeId('a'), ...folders(['file://', 'file:///p/d0/'])]],
  ];

  it.each(cases)('lists the rows of a full flattening, all of them or counted only as far as the first ones: %s', (_, makeView, open) => {
    const view = makeView(model());
    const expanded = new Set(open);
    const extras = new Map([
      [serverNodeId('b'), ['x\u0000more\u0000b']],
      [folderNodeId('a', 'file:///p/d1/'), ['x\u0000loading\u0000d1']],
    ]);
    const expected = flatten(view, expanded, extras);
    const rows = new ResourceTreeRows(view, { expanded, extraChildren: extras });
    expect(rows.count).toBe(expected.length);
    expect(expected.map((row) => rows.at(row.index))).toEqual(expected);
    expect(expected.map((row) => rows.indexOf(row.id))).toEqual(expected.map((row) => row.index));
    expect(rows.ids(2, 5)).toEqual(expected.slice(2, 5).map((row) => row.id));

    for (const upTo of [1, 2, 7, 30, expected.length - 1, expected.length, expected.length + 1]) {
      const first = new ResourceTreeRows(view, { expanded, extraChildren: extras, upTo });
      const shown = expected.slice(0, upTo);
      expect(first.count).toBe(shown.length);
      expect(first.complete).toBe(expected.length < upTo);
      expect(shown.map((row) => first.at(row.index))).toEqual(shown);
      expect(expected.map((row) => first.indexOf(row.id))).toEqual(expected.map((row) => (row.index < upTo ? row.index : -1)));
      expect(() => first.at(first.count)).toThrow(RangeError);
    }
  });

  it('finds no row for what a closed folder or the filter hides', () => {
    const tree = model();
    const view = new ResourceTreeView(tree, { compactFolders: false, matches: filterEntries(tree.entries(), { ...DEFAULT_FILTERS, mimeFamilies: ['image'] }).groups });
    const rows = new ResourceTreeRows(view, { expanded: new Set([serverNodeId('a'), ...folders(['file://'])]) });
    expect(rows.indexOf(folderNodeId('a', 'file:///p/d0/'))).toBe(-1);
    expect(rows.indexOf(folderNodeId('a', 'file:///p/'))).toBeGreaterThan(0);
    expect(rows.indexOf('nothing')).toBe(-1);
    expect(() => rows.at(rows.count)).toThrow(RangeError);
  });

  it('follows the merged chains of the rows it reads and of the open ones only', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 'a', label: 'A' }]);
    const resources: Resource[] = Array.from({ length: 3000 }, (_, index) => ({ uri: `file:///bulk/dir-${Math.floor(index / 3)}/item-${index}.txt`, name: `item-${index}.txt` }));
    resources.push({ uri: 'file:///bulk/dir-700/more/extra.txt', name: 'extra.txt' });
    tree.setResources('a', resources);
    // One match in each of 1,000 folders, each compacted with it into one row; dir-700 holds two, and is open.
    const matches = (name: string) => name === 'extra.txt' || Number(/\d+/.exec(name)![0]) % 3 === 0;
    const view = new ResourceTreeView(tree, { filter: (entry) => entry.kind === 'resource' && matches(entry.resource.name) });
    const open = [serverNodeId('a'), ...folders(['file://', 'file:///bulk/', 'file:///bulk/dir-700/'])];
    const onlyChildLookUps = vi.spyOn(view as unknown as { onlyChildOf: (node: unknown) => unknown }, 'onlyChildOf');
    const rows = new ResourceTreeRows(view, { expanded: new Set(open) });
    const read = Array.from({ length: 20 }, (_, index) => rows.at(index));
    expect(onlyChildLookUps.mock.calls.length).toBeLessThan(100);
    onlyChildLookUps.mockRestore();
    const expected = flatten(view, new Set(open), new Map());
    expect(read).toEqual(expected.slice(0, 20));
    expect(rows.count).toBe(expected.length);
    expect(expected.map((row) => rows.at(row.index))).toEqual(expected);
    expect(expected.map((row) => rows.indexOf(row.id))).toEqual(expected.map((row) => row.index));
  });

  it('counts 100,000 open rows without listing them', () => {
    const { tree, open } = bulkTree();
    const rows = new ResourceTreeRows(new ResourceTreeView(tree, { compactFolders: false }), { expanded: new Set(open) });
    expect(rows.count).toBe(1 + 1 + 1 + 1000 + 100_000);
    expect(rows.at(4)).toMatchObject({ id: expect.stringContaining('item-0.txt'), level: 5, posInSet: 1, setSize: 100 });
    expect(rows.at(rows.count - 1).id).toContain('item-99999.txt');
  });

  it('counts the first rows of 100,000 open ones without counting the other folders', () => {
    const { tree, open } = bulkTree();
    const view = new ResourceTreeView(tree, { compactFolders: false });
    const counts = vi.spyOn(view, 'childCount');
    const listings = vi.spyOn(view, 'nodeChildren');
    const rows = new ResourceTreeRows(view, { expanded: new Set(open), upTo: 250 });
    expect(rows).toMatchObject({ count: 250, complete: false });
    expect(counts).not.toHaveBeenCalled();
    const listed = () => new Set(listings.mock.calls.map(([id]) => id));
    // The root, the server, file://, bulk and the three dir-… folders the 250 rows reach.
    expect(listed().size).toBe(7);
    expect(rows.at(4)).toMatchObject({ id: expect.stringContaining('item-0.txt'), level: 5, posInSet: 1, setSize: 100 });
    expect(rows.at(249).id).toContain('item-243.txt');
    expect(rows.indexOf(folderNodeId('a', 'file:///bulk/dir-3/'))).toBe(-1);
    listings.mockClear();
    const toFolder = new ResourceTreeRows(view, { expanded: new Set(open), upTo: 105 });
    // dir-1 is the last row counted: what it holds is not listed.
    expect(listed()).toEqual(new Set([ROOT_NODE_ID, serverNodeId('a'), ...folders(['file://', 'file:///bulk/', 'file:///bulk/dir-0/'])]));
    expect(toFolder.at(104).id).toBe(folderNodeId('a', 'file:///bulk/dir-1/'));
  });
});

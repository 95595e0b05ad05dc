import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterEntries } from '../search/facets.js';
import { createFilterPredicate, DEFAULT_FILTERS } from '../search/filters.js';
import { labels, outline, resource } from './__fixtures__/tree-outline.js';
import { folderNodeId, resourceNodeId, ROOT_NODE_ID, serverNodeId, templateNodeId } from './node-id.js';
import { ListedResourceLeaf } from './resource-leaf-node.js';
import { ResourceNodeIndexes } from './resource-node-indexes.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeView } from './resource-tree-view.js';

describe('ResourceTreeView', () => {
  const tree = new ResourceTreeModel();
  tree.setServers([
    { id: 's', label: 'S' },
    { id: 'empty', label: 'Empty' },
  ]);
  tree.setResources('s', [
    resource('x://h/src/item-10.ts', { mimeType: 'text/x-typescript', size: 10, annotations: { priority: 0.1 } }),
    resource('x://h/src/item-9.ts', { mimeType: 'text/x-typescript', size: 900, annotations: { priority: 0.9 } }),
    resource('x://h/src/Item-100.ts', { mimeType: 'text/x-typescript', size: 50 }),
    resource('x://h/img/logo.png', { mimeType: 'image/png' }),
    resource('x://h/zz.txt'),
  ]);
  tree.setTemplates('s', [{ uriTemplate: 'x://h/{a}', name: 'aaa template' }]);

  it('orders folders first, then resources, then templates, naturally by name', () => {
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual([
      'S',
      '  x://h',
      '    img',
      '      logo.png',
      '    src',
      '      item-9.ts',
      '      item-10.ts',
      '      Item-100.ts',
      '    zz.txt',
      '  aaa template',
      'Empty',
    ]);
  });

  it('sorts leaves by priority or size, folders still first', () => {
    expect(labels(new ResourceTreeView(tree, { compactFolders: false, sort: 'priority' }), folderNodeId('s', 'x://h/src/'))).toEqual(['item-9.ts', 'item-10.ts', 'Item-100.ts']);
    expect(labels(new ResourceTreeView(tree, { compactFolders: false, sort: 'size' }), folderNodeId('s', 'x://h/src/'))).toEqual(['item-9.ts', 'Item-100.ts', 'item-10.ts']);
  });

  it('hides what does not match and the folders left empty, but keeps every server', () => {
    const view = new ResourceTreeView(tree, { compactFolders: false, filter: createFilterPredicate({ ...DEFAULT_FILTERS, mimeFamilies: ['image'] }) });
    expect(outline(view)).toEqual(['S', '  x://h', '    img', '      logo.png', 'Empty']);
    expect(view.matchCount).toBe(1);
    expect(view.foldersWithMatches(10)).toEqual([serverNodeId('s'), folderNodeId('s', 'x://h'), folderNodeId('s', 'x://h/img/')]);
    expect(view.foldersWithMatches(2)).toHaveLength(2);
  });

  it('counts the visible children of a folder as it lists them, stopping at a limit when given one', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'c', label: 'C' }]);
    model.setResources('c', [
      ...Array.from({ length: 6 }, (_, index) => resource(`x://h/dir/item-${index}.txt`)),
      resource('x://h/dir/sub/deep.txt'),
      resource('x://h/dir/other/far.txt'),
      resource('x://h/none/away.txt'),
    ]);
    const nodeOf = (uri: string) => model.node(model.nodeIdOfResource('c', uri)!)!.index;
    const view = new ResourceTreeView(model, {
      compactFolders: false,
      matchNodes: [nodeOf('x://h/dir/item-1.txt'), nodeOf('x://h/dir/item-4.txt'), nodeOf('x://h/dir/sub/deep.txt')],
    });
    const dir = folderNodeId('c', 'x://h/dir/');
    expect(view.childCount(dir, 2)).toBe(2);
    expect(view.childCount(dir)).toBe(3);
    expect(view.childCount(dir)).toBe(view.children(dir).length);
    expect(view.childCount(folderNodeId('c', 'x://h'))).toBe(1);
    expect(view.childCount(folderNodeId('c', 'x://h/none/'))).toBe(0);
    expect(view.childCount(folderNodeId('c', 'x://h/dir/other/'))).toBe(0);
    expect(view.childCount(folderNodeId('c', 'x://h/dir/sub/'))).toBe(1);
  });

  it('shows the matched nodes of each view of a version, and the children a later page adds to a folder', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'm', label: 'M' }]);
    const first = Array.from({ length: 8 }, (_, index) => resource(`x://h/dir/item-${index}.txt`));
    model.setResources('m', first);
    const dir = folderNodeId('m', 'x://h/dir/');
    const nodeOf = (uri: string) => model.node(model.nodeIdOfResource('m', uri)!)!.index;
    const unfiltered = new ResourceTreeView(model, { compactFolders: false });
    expect(labels(unfiltered, dir)).toHaveLength(8);
    // Views of the same version read the same lists of children: each shows only its own matches.
    const two = new ResourceTreeView(model, { compactFolders: false, matchNodes: [nodeOf('x://h/dir/item-6.txt'), nodeOf('x://h/dir/item-2.txt')] });
    const one = new ResourceTreeView(model, { compactFolders: false, matchNodes: [nodeOf('x://h/dir/item-5.txt')] });
    expect(labels(two, dir)).toEqual(['item-2.txt', 'item-6.txt']);
    expect(labels(one, dir)).toEqual(['item-5.txt']);
    const compacted = new ResourceTreeView(model, { matchNodes: [nodeOf('x://h/dir/item-5.txt')] });
    expect(compacted.children(serverNodeId('m')).map((row) => compacted.label(row))).toEqual(['x://h/dir/item-5.txt']);
    model.appendResources('m', [resource('x://h/dir/item-10.txt'), resource('x://h/dir/sub/deep.txt')], first.length);
    const later = new ResourceTreeView(model, { compactFolders: false, matchNodes: [nodeOf('x://h/dir/item-10.txt'), nodeOf('x://h/dir/item-2.txt'), nodeOf('x://h/dir/sub/deep.txt')] });
    expect(labels(later, dir)).toEqual(['sub', 'item-2.txt', 'item-10.txt']);
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), dir)).toEqual(['sub', ...Array.from({ length: 8 }, (_, index) => `item-${index}.txt`), 'item-10.txt']);
  });

  it('prepares a folder of many folders over many short slices, and its views sort them as without preparing', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'w', label: 'W' }]);
    const items = Array.from({ length: 3000 }, (_, index) => resource(`x://h/top/dir-${(index * 7919) % 1500}/item-${index}.txt`));
    model.setResources('w', items);
    const top = folderNodeId('w', 'x://h/top/');
    const clock = vi.spyOn(performance, 'now');
    let now = 0;
    // Every reading of the clock is a millisecond later: a slice of 3 ms sees few entries.
    clock.mockImplementation(() => (now += 1));
    let slices = 1;
    while (!ResourceTreeView.prepare(model, [model.entries()], 3)) slices += 1;
    clock.mockRestore();
    expect(slices).toBeGreaterThan(10);
    const fresh = new ResourceTreeModel();
    fresh.setServers([{ id: 'w', label: 'W' }]);
    fresh.setResources('w', items);
    const sorted = labels(new ResourceTreeView(fresh, { compactFolders: false }), top);
    expect(sorted).toHaveLength(1500);
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), top)).toEqual(sorted);
    const matched = [model.nodeOfEntry(model.entries()[5]!)!.index, model.nodeOfEntry(model.entries()[2999]!)!.index];
    expect(labels(new ResourceTreeView(model, { compactFolders: false, matchNodes: matched }), top)).toEqual(sorted.filter((label) => [`dir-${(5 * 7919) % 1500}`, `dir-${(2999 * 7919) % 1500}`].includes(label)));
  });

  it('keeps what it prepared for the next version that only added resources, and looks again only at the folders that gained some', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'v', label: 'V' }]);
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => resource(`x://h/top/dir-${(from + index) % 40}/item-${from + index}.txt`));
    const pages = [page(0, 400)];
    model.setResourcePages('v', [...pages]);
    while (!model.prepare(Number.POSITIVE_INFINITY));
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    // A page that adds to one folder and makes another.
    pages.push([resource('x://h/top/dir-7/item-late.txt'), resource('x://h/top/dir-0a/new.txt')]);
    model.setResourcePages('v', [...pages]);
    while (!model.prepare(Number.POSITIVE_INFINITY));
    const lookUps = vi.spyOn(model, 'node');
    const childLookUps = vi.spyOn(model, 'childNodes');
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    // The 42 folders and their 402 resources again would be hundreds of look-ups; the new ones and the folders sorted again are few.
    expect(lookUps.mock.calls.length).toBeLessThan(100);
    // Only the folders that gained children are looked at again: the root (to see that the servers stayed), `top/`, `dir-7/`, and the new `dir-0a/`.
    expect(new Set(childLookUps.mock.calls.map(([id]) => id))).toEqual(new Set([ROOT_NODE_ID, folderNodeId('v', 'x://h/top/'), folderNodeId('v', 'x://h/top/dir-7/'), folderNodeId('v', 'x://h/top/dir-0a/')]));
    lookUps.mockRestore();
    childLookUps.mockRestore();
    const fresh = new ResourceTreeModel();
    fresh.setServers([{ id: 'v', label: 'V' }]);
    fresh.setResourcePages('v', [...pages]);
    const top = folderNodeId('v', 'x://h/top/');
    const dir7 = folderNodeId('v', 'x://h/top/dir-7/');
    for (const sort of ['name', 'size'] as const) {
      expect(labels(new ResourceTreeView(model, { compactFolders: false, sort }), top)).toEqual(labels(new ResourceTreeView(fresh, { compactFolders: false, sort }), top));
      expect(labels(new ResourceTreeView(model, { compactFolders: false, sort }), dir7)).toEqual(labels(new ResourceTreeView(fresh, { compactFolders: false, sort }), dir7));
    }
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), top).slice(0, 2)).toEqual(['dir-0', 'dir-0a']);
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), dir7)).toContain('item-late.txt');
  });

  it('goes on with the folders prepared so far when a page comes in the middle of preparing', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'p', label: 'P' }]);
    // The second page adds to folders of the first and makes as many again.
    const page = (from: number, count: number, folders: number) => Array.from({ length: count }, (_, index) => resource(`x://h/top/dir-${((from + index) * 7919) % folders}/sub-${(from + index) % 3}/item-${from + index}.txt`));
    const pages = [page(0, 1500, 900)];
    model.setResourcePages('p', [...pages]);
    while (!model.prepare(Number.POSITIVE_INFINITY));
    const clock = vi.spyOn(performance, 'now');
    let now = 0;
    clock.mockImplementation(() => (now += 1));
    let slices = 1;
    while (!ResourceTreeView.prepare(model, [], 3)) {
      slices += 1;
      if (slices === 20) {
        pages.push(page(1500, 1500, 1800));
        model.setResourcePages('p', [...pages]);
        while (!model.prepare(Number.POSITIVE_INFINITY));
      }
    }
    clock.mockRestore();
    expect(slices).toBeGreaterThan(20);
    const fresh = new ResourceTreeModel();
    fresh.setServers([{ id: 'p', label: 'P' }]);
    fresh.setResourcePages('p', [...pages]);
    const sorted = vi.spyOn(Array.prototype, 'sort');
    const prepared = outline(new ResourceTreeView(model, { compactFolders: false }));
    // Every folder's folders were sorted by then, those of the page too: the view sorts only resources.
    const sortedFolders = (sorted.mock.contexts as Array<Array<{ node?: { folder?: boolean } }>>).filter((array) => array.some((child) => child.node?.folder));
    sorted.mockRestore();
    expect(sortedFolders).toEqual([]);
    expect(prepared).toEqual(outline(new ResourceTreeView(fresh, { compactFolders: false })));
  });

  it('puts the children a later page adds to a sorted folder in their places, sorting only those', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'm', label: 'M' }]);
    const folder = (label: string) => resource(`x://h/top/${label}/a.txt`);
    const file = (label: string, size: number) => resource(`x://h/top/${label}`, { size });
    const pages = [Array.from({ length: 300 }, (_, index) => [folder(`dir-${index * 3}`), file(`file-${index * 3}.txt`, index % 7)]).flat()];
    model.setResourcePages('m', [...pages]);
    const top = folderNodeId('m', 'x://h/top/');
    const sorts = ['name', 'size'] as const;
    for (const sort of sorts) expect(labels(new ResourceTreeView(model, { compactFolders: false, sort }), top)).toHaveLength(600);
    // First, between and last; `dir-00` sorts as `dir-0` does (then by id), and sizes tie with those listed.
    const added = [folder('dir-1'), folder('dir-1000'), folder('dir-00'), folder('dir-448'), file('file-1.txt', 3), file('file-0.txt.bak', 0), file('file-9999.txt', 6)];
    pages.push(added);
    model.setResourcePages('m', [...pages]);
    const fresh = new ResourceTreeModel();
    fresh.setServers([{ id: 'm', label: 'M' }]);
    fresh.setResourcePages('m', [...pages]);
    const sorted = vi.spyOn(Array.prototype, 'sort');
    const merged = sorts.map((sort) => labels(new ResourceTreeView(model, { compactFolders: false, sort }), top));
    const longest = Math.max(...(sorted.mock.contexts as unknown[][]).map((array) => array.length));
    sorted.mockRestore();
    expect(longest).toBeLessThanOrEqual(4);
    expect(merged).toEqual(sorts.map((sort) => labels(new ResourceTreeView(fresh, { compactFolders: false, sort }), top)));
    expect(merged[0]!.slice(0, 4)).toEqual(['dir-0', 'dir-00', 'dir-1', 'dir-3']);
    expect(merged[0]).toHaveLength(607);
  });

  it('sorts again the folders whose labels a later page changed', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'l', label: 'L' }]);
    const pages = [[resource('x://h/b/one.txt'), resource('x://h/c/two.txt'), resource('x://h/d/three.txt')]];
    model.setResourcePages('l', [...pages]);
    const host = folderNodeId('l', 'x://h');
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), host)).toEqual(['b', 'c', 'd']);
    // The folder `b/` is a directory resource titled `zz`: its row says so, and sorts by it.
    pages.push([resource('x://h/b/', { title: 'zz', mimeType: 'inode/directory' })]);
    model.setResourcePages('l', [...pages]);
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), host)).toEqual(['c', 'd', 'zz']);
  });

  it('looks up only the entries a facet group gained since the last version, and all again once nodes were removed', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'g', label: 'G' }]);
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => resource(`x://h/dir-${Math.floor((from + index) / 100)}/item-${from + index}.txt`, { mimeType: 'text/plain' }));
    const pages = [page(0, 5000)];
    model.setResourcePages('g', [...pages]);
    const textOnly = { ...DEFAULT_FILTERS, mimeFamilies: ['text' as const] };
    expect(ResourceTreeView.prepare(model, filterEntries(model.entries(), textOnly).groups, Number.POSITIVE_INFINITY)).toBe(true);

    pages.push(page(5000, 10));
    model.setResourcePages('g', [...pages]);
    const lookUps = vi.spyOn(model, 'nodeOfEntry');
    const grown = new ResourceTreeView(model, { compactFolders: false, matches: filterEntries(model.entries(), textOnly).groups });
    expect(lookUps).toHaveBeenCalledTimes(10);
    const byFilter = new ResourceTreeView(model, { compactFolders: false, filter: createFilterPredicate(textOnly) });
    expect(outline(grown)).toEqual(outline(byFilter));
    expect(grown.matchCount).toBe(5010);

    // A list that does not extend the last one rebuilds the server: every node is new.
    lookUps.mockClear();
    model.setResources('g', [...page(0, 4999), ...page(6000, 2)]);
    const rebuilt = new ResourceTreeView(model, { compactFolders: false, matches: filterEntries(model.entries(), textOnly).groups });
    expect(lookUps.mock.calls.length).toBeGreaterThanOrEqual(5001);
    expect(outline(rebuilt)).toEqual(outline(new ResourceTreeView(model, { compactFolders: false, filter: createFilterPredicate(textOnly) })));
    lookUps.mockRestore();
  });

  it('looks a facet group up again from where a later version put an entry before its last one', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'g', label: 'G' }]);
    const pages = [[resource('x://h/a.txt'), resource('x://h/b.txt'), resource('x://h/c.txt')]];
    model.setResourcePages('g', [...pages]);
    const [a, b, c] = model.entries();
    const group = [a!, c!];
    expect(outline(new ResourceTreeView(model, { compactFolders: false, matches: [group] }))).toEqual(['G', '  x://h', '    a.txt', '    c.txt']);
    // The same array, as a catalog's facet group grows: an entry put before the last one looked up.
    pages.push([resource('x://h/d.txt')]);
    model.setResourcePages('g', [...pages]);
    group.splice(1, 0, b!);
    expect(outline(new ResourceTreeView(model, { compactFolders: false, matches: [group] }))).toEqual(['G', '  x://h', '    a.txt', '    b.txt', '    c.txt']);
    pages.push([resource('x://h/e.txt')]);
    model.setResourcePages('g', [...pages]);
    group.push(model.entries()[3]!);
    expect(outline(new ResourceTreeView(model, { compactFolders: false, matches: [group] }))).toEqual(['G', '  x://h', '    a.txt', '    b.txt', '    c.txt', '    d.txt']);
  });

  it('gives a folder of resources alone, prepared or not, the children of each version as pages add to it', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'g', label: 'G' }]);
    const dir = folderNodeId('g', 'x://h/dir/');
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => resource(`x://h/dir/item-${from + index}.txt`));
    const pages = [page(0, 5)];
    model.setResourcePages('g', [...pages]);
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    const first = new ResourceTreeView(model, { compactFolders: false });
    const firstChildren = first.children(dir);
    const firstArrival = first.nodeChildren(dir);
    expect(firstChildren).toHaveLength(5);
    pages.push(page(5, 3));
    model.setResourcePages('g', [...pages]);
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    const second = new ResourceTreeView(model, { compactFolders: false });
    expect(labels(second, dir)).toEqual(Array.from({ length: 8 }, (_, index) => `item-${index}.txt`));
    // What a view gave before the page stays as it was: the model's growing lists are not handed out.
    expect(firstChildren).toHaveLength(5);
    expect(firstArrival.ids).toHaveLength(firstArrival.indexes.length);
    const matched = model.nodeOfResource('g', 'x://h/dir/item-6.txt')!.index;
    expect(labels(new ResourceTreeView(model, { compactFolders: false, matchNodes: [matched] }), dir)).toEqual(['item-6.txt']);
    pages.push([resource('x://h/dir/sub/deep.txt'), ...page(8, 1)]);
    model.setResourcePages('g', [...pages]);
    expect(labels(new ResourceTreeView(model, { compactFolders: false }), dir)).toEqual(['sub', ...Array.from({ length: 9 }, (_, index) => `item-${index}.txt`)]);
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    expect(labels(new ResourceTreeView(model, { compactFolders: false, sort: 'size' }), dir)).toEqual(['sub', ...Array.from({ length: 9 }, (_, index) => `item-${index}.txt`)]);
  });

  it('sorts and filters the children of folders without looking a resource up by its id', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 's', label: 'S' }]);
    model.setResources('s', Array.from({ length: 60 }, (_, index) => resource(`x://h/dir-${index % 4}/item-${index}.txt`)));
    const folders = [0, 1, 2, 3].map((dir) => folderNodeId('s', `x://h/dir-${dir}/`));
    const lookUps = vi.spyOn(model, 'node');
    const resourceLookUps = () => lookUps.mock.calls.filter(([id]) => id.startsWith('r\u0000')).length;
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    const all = new ResourceTreeView(model, { compactFolders: false });
    const filtered = new ResourceTreeView(model, { compactFolders: false, filter: (entry) => entry.kind === 'resource' && entry.resource.uri.endsWith('7.txt') });
    expect(folders.map((id) => all.children(id).length)).toEqual([15, 15, 15, 15]);
    expect(folders.map((id) => filtered.children(id).length)).toEqual([0, 3, 0, 3]);
    expect(resourceLookUps()).toBe(0);
    lookUps.mockRestore();
    expect(outline(filtered)).toEqual(['S', '  x://h', '    dir-1', '      item-17.txt', '      item-37.txt', '      item-57.txt', '    dir-3', '      item-7.txt', '      item-27.txt', '      item-47.txt']);
  });

  it("makes the ids of a folder's resources only when its rows are read, once", () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 's', label: 'S' }]);
    model.setResources('s', Array.from({ length: 60 }, (_, index) => resource(`x://h/dir-${index % 4}/item-${index}.txt`)));
    const folders = [0, 1, 2, 3].map((dir) => folderNodeId('s', `x://h/dir-${dir}/`));
    const idReads = vi.spyOn(ListedResourceLeaf.prototype, 'id', 'get');
    expect(ResourceTreeView.prepare(model, [], Number.POSITIVE_INFINITY)).toBe(true);
    const all = new ResourceTreeView(model, { compactFolders: false });
    const filtered = new ResourceTreeView(model, { compactFolders: false, filter: (entry) => entry.kind === 'resource' && entry.resource.uri.endsWith('7.txt') });
    expect(folders.map((id) => [all.childCount(id), filtered.childCount(id)])).toEqual([
      [15, 0],
      [15, 3],
      [15, 0],
      [15, 3],
    ]);
    expect(all.foldersWithMatches(10)).toEqual([]);
    expect(filtered.foldersWithMatches(10)).toEqual([serverNodeId('s'), folderNodeId('s', 'x://h'), folders[1], folders[3]]);
    expect(idReads).not.toHaveBeenCalled();

    expect(filtered.children(folders[1]!)).toEqual(['17', '37', '57'].map((number) => resourceNodeId('s', `x://h/dir-1/item-${number}.txt`)));
    expect(idReads).toHaveBeenCalledTimes(3);
    expect(all.children(folders[0]!)).toHaveLength(15);
    expect(idReads).toHaveBeenCalledTimes(18);
    all.children(folders[0]!);
    filtered.children(folders[1]!);
    expect(idReads).toHaveBeenCalledTimes(18);
    idReads.mockRestore();
  });

  describe('made from the view before it (`previous`)', () => {
    const listed = narrowingListing();
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'n', label: 'N' }]);
    model.setResources('n', listed);
    const templates = ['x://h/{one}', 'x://h/{two}', 'x://h/{three}'];
    model.setTemplates('n', templates.map((uriTemplate) => ({ uriTemplate, name: uriTemplate })));
    const [one, two, three] = templates.map((uriTemplate) => model.node(templateNodeId('n', uriTemplate))!.index);
    const indexes = new ResourceNodeIndexes(model, (id) => (id < listed.length ? { serverId: 'n', resource: listed[id]! } : undefined));
    const every = Int32Array.from(listed.keys());
    const folders = [serverNodeId('n'), ...['x://h/a/', 'x://h/b/', 'x://h/c/', 'x://h/d/', 'x://h/d/sub/', 'x://h/r/'].map((prefix) => folderNodeId('n', prefix))];
    /** What a view shows, every folder's count too (exact, and up to two), with folders merged and without. */
    const shown = (view: ResourceTreeView) => ({
      outline: outline(view),
      count: view.matchCount,
      children: folders.map((id) => [view.childCount(id), view.childCount(id, 2)]),
    });
    afterEach(() => vi.restoreAllMocks());
    const viewsOf = (ids: Int32Array, previous: ResourceTreeView | undefined, compactFolders: boolean, after?: number[], subsetOf?: Int32Array) =>
      new ResourceTreeView(model, { compactFolders, matchIds: { ids, indexes, after, subsetOf }, previous });

    it.each([
      ['two of a folder of six', ['item-1.txt', 'item-4.txt'], 2],
      ['all but one of a folder of six', ['item-0.txt', 'item-1.txt', 'item-2.txt', 'item-4.txt', 'item-5.txt'], 5],
      ['one of a folder of two, and one beside a folder', ['one.txt', 'near.txt'], 2],
      ['the only child of a folder', ['only.txt'], 1],
      ['both children of a folder', ['one.txt', 'two.txt'], 2],
      ['the only child of a folder in a folder with another', ['deep.txt'], 1],
      ['a directory that holds other matches', ['x://h/r/'], 1],
      ['a directory and what it holds', ['x://h/r/', 'in.txt', 'in2.txt'], 3],
      ['what a matching directory holds', ['in.txt', 'in2.txt'], 2],
    ])('takes out the ids it lost (%s) and shows what a view made afresh shows, told they are a subset or not', (_, lost, looked) => {
      for (const compactFolders of [false, true]) {
        for (const told of [false, true]) {
          const before = viewsOf(every, undefined, compactFolders);
          const ids = every.filter((id) => !lost.some((name) => listed[id]!.uri.endsWith(name)));
          const reads = vi.spyOn(indexes, 'reader');
          reads.mockClear();
          const narrowed = viewsOf(ids, before, compactFolders, undefined, told ? every : undefined);
          // Only the lost ids are read as nodes, not every id again.
          expect(reads.mock.calls.map(([read]) => read.length)).toEqual([looked]);
          expect(shown(narrowed)).toEqual(shown(viewsOf(ids, undefined, compactFolders)));
        }
      }
    });

    it('reads both lists through when told the ids are a subset of others than the view before was of', () => {
      // The view before lacks an id these hold, as many as they lack: taken for a subset of it, nothing would change.
      const before = viewsOf(every.filter((id) => id !== 3), undefined, false);
      const ids = every.filter((id) => id !== 0);
      const narrowed = viewsOf(ids, before, false, undefined, every);
      expect(shown(narrowed)).toEqual(shown(viewsOf(ids, undefined, false)));
      expect(shown(narrowed)).not.toEqual(shown(before));
    });

    it.each([
      ['an id the view before lacks', every],
      ['more than a quarter of the ids', every.filter((id) => !listed[id]!.uri.includes('/f/'))],
    ])('marks afresh what it cannot take out (%s), and shows the same', (_, ids) => {
      const before = viewsOf(every.filter((id) => id !== 3 || ids !== every), undefined, false);
      const reads = vi.spyOn(indexes, 'reader');
      const narrowed = viewsOf(ids, before, false);
      expect(reads.mock.calls.at(-1)![0]).toBe(ids);
      expect(shown(narrowed)).toEqual(shown(viewsOf(ids, undefined, false)));
    });

    it('takes out the nodes found otherwise that it lost, and marks those it gained', () => {
      const before = viewsOf(every, undefined, false, [one!, two!]);
      const ids = every.filter((id) => id !== 0);
      const reads = vi.spyOn(indexes, 'reader');
      reads.mockClear();
      const narrowed = viewsOf(ids, before, false, [two!, three!]);
      expect(reads.mock.calls.map(([read]) => read.length)).toEqual([1]);
      expect(shown(narrowed)).toEqual(shown(viewsOf(ids, undefined, false, [two!, three!])));
      expect(outline(narrowed)).toContain('  x://h/{three}');
      expect(outline(narrowed)).not.toContain('  x://h/{one}');
    });

    it('marks afresh for another model version', () => {
      const before = viewsOf(every, undefined, false);
      model.appendResources('n', [resource('x://h/g/late.txt')], listed.length);
      const ids = every.filter((id) => id !== 0);
      const narrowed = viewsOf(ids, before, false);
      expect(shown(narrowed)).toEqual(shown(viewsOf(ids, undefined, false)));
      expect(narrowed.children(folderNodeId('n', 'x://h/a/'))).toHaveLength(5);
    });
  });

  describe('made from every id matching (`prepareAllMatched`)', () => {
    /** A model, the numbering of its listed resources, and views of ids with and without starting from every id matching. */
    const numbered = () => {
      const listed = narrowingListing();
      const model = new ResourceTreeModel();
      model.setServers([{ id: 'n', label: 'N' }]);
      model.setResources('n', [...listed]);
      model.setTemplates('n', [{ uriTemplate: 'x://h/{one}', name: 'x://h/{one}' }]);
      const indexes = new ResourceNodeIndexes(model, (id) => (id < listed.length ? { serverId: 'n', resource: listed[id]! } : undefined));
      const without = (names: string[]) => Int32Array.from(listed.keys()).filter((id) => !names.some((name) => listed[id]!.uri.endsWith(name)));
      const viewOf = (ids: Int32Array, after: number[] = []) => new ResourceTreeView(model, { compactFolders: true, matchIds: { ids, indexes, after } });
      /** The view marking every match itself: by node indices, which never start from other marks. */
      const afresh = (ids: Int32Array, after: number[] = []) => new ResourceTreeView(model, { compactFolders: true, matchNodes: indexes.nodesOf(ids, after) });
      return { listed, model, indexes, without, viewOf, afresh };
    };
    const shown = (view: ResourceTreeView) => ({ outline: outline(view), count: view.matchCount });
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['nothing', []],
      ['two of a folder of six', ['item-1.txt', 'item-4.txt']],
      ['the only child of a folder', ['only.txt']],
      ['the only child of a folder in a folder with another', ['deep.txt']],
      ['a directory that holds other matches', ['x://h/r/']],
      ['what a matching directory holds', ['in.txt']],
      ['the first and the last', ['item-0.txt', 'fill-19.txt']],
      ['runs of ids', ['item-2.txt', 'item-3.txt', 'two.txt', 'fill-3.txt', 'fill-4.txt']],
    ])('reads only the ids a match lacks (%s), and shows what marking every match shows', (_, lost) => {
      const { listed, indexes, without, viewOf, afresh } = numbered();
      expect(ResourceTreeView.prepareAllMatched(indexes, listed.length, Number.POSITIVE_INFINITY)).toBe(true);
      const ids = without(lost);
      const reads = vi.spyOn(indexes, 'reader');
      const view = viewOf(ids);
      expect(reads.mock.calls.map(([read]) => read.length)).toEqual([lost.length]);
      expect(shown(view)).toEqual(shown(afresh(ids)));
    });

    it('shows the nodes found otherwise, and marks every match itself until the marks are done, or for ids it did not mark', () => {
      const { listed, model, indexes, without, viewOf, afresh } = numbered();
      const template = model.node(templateNodeId('n', 'x://h/{one}'))!.index;
      const ids = without(['near.txt']);
      const clock = vi.spyOn(performance, 'now');
      let now = 0;
      clock.mockImplementation(() => (now += 1));
      // Not done: a view marks every match.
      expect(ResourceTreeView.prepareAllMatched(indexes, 10, 0)).toBe(false);
      clock.mockRestore();
      let reads = vi.spyOn(indexes, 'reader');
      expect(shown(viewOf(ids, [template]))).toEqual(shown(afresh(ids, [template])));
      expect(reads.mock.calls.at(-1)![0]).toBe(ids);

      expect(ResourceTreeView.prepareAllMatched(indexes, listed.length - 1, Number.POSITIVE_INFINITY)).toBe(true);
      reads.mockRestore();
      reads = vi.spyOn(indexes, 'reader');
      // An id at or above the size marked: every match marked again.
      expect(shown(viewOf(ids))).toEqual(shown(afresh(ids)));
      expect(reads.mock.calls.at(-1)![0]).toBe(ids);

      expect(ResourceTreeView.prepareAllMatched(indexes, listed.length, Number.POSITIVE_INFINITY)).toBe(true);
      reads.mockRestore();
      reads = vi.spyOn(indexes, 'reader');
      const view = viewOf(ids, [template]);
      expect(reads.mock.calls.map(([read]) => read.length)).toEqual([1]);
      expect(shown(view)).toEqual(shown(afresh(ids, [template])));
      expect(outline(view)).toContain('  x://h/{one}');

      // Ids out of order: every match marked.
      const shuffled = Int32Array.from([...ids.slice(10), ...ids.slice(0, 10)]);
      expect(shown(viewOf(shuffled))).toEqual(shown(afresh(ids)));
      expect(reads.mock.calls.at(-1)![0]).toBe(shuffled);
    });

    it('marks what later pages add on top, and starts over once the model removed nodes', () => {
      const { listed, model, indexes, without, viewOf, afresh } = numbered();
      expect(ResourceTreeView.prepareAllMatched(indexes, listed.length, Number.POSITIVE_INFINITY)).toBe(true);
      // A stale version's marks are not used.
      listed.push(resource('x://h/c/late.txt'), resource('x://h/g/later.txt'));
      model.appendResources('n', listed.slice(-2), listed.length - 2);
      const ids = without(['only.txt']);
      let reads = vi.spyOn(indexes, 'reader');
      expect(shown(viewOf(ids))).toEqual(shown(afresh(ids)));
      expect(reads.mock.calls.at(-1)![0]).toBe(ids);

      expect(ResourceTreeView.prepareAllMatched(indexes, listed.length, Number.POSITIVE_INFINITY)).toBe(true);
      reads.mockRestore();
      reads = vi.spyOn(indexes, 'reader');
      const view = viewOf(ids);
      expect(reads.mock.calls.map(([read]) => read.length)).toEqual([1]);
      expect(shown(view)).toEqual(shown(afresh(ids)));
      expect(outline(view).join('\n')).toContain('later.txt');

      // Another list for the server: its nodes are made again, with new indices.
      listed.splice(0, 6);
      model.setResources('n', [...listed]);
      expect(ResourceTreeView.prepareAllMatched(indexes, listed.length, Number.POSITIVE_INFINITY)).toBe(true);
      const rest = without(['deep.txt']);
      reads.mockRestore();
      reads = vi.spyOn(indexes, 'reader');
      const rebuilt = viewOf(rest);
      expect(reads.mock.calls.map(([read]) => read.length)).toEqual([1]);
      expect(shown(rebuilt)).toEqual(shown(afresh(rest)));
      expect(outline(rebuilt).join('\n')).not.toContain('item-');
    });
  });
});

/** Folders of one, two and six resources, a nested folder, a directory resource with what it holds, and a folder of twenty: what narrowing views take out of. */
function narrowingListing() {
  return [
    ...Array.from({ length: 6 }, (_, index) => resource(`x://h/a/item-${index}.txt`)),
    resource('x://h/b/one.txt'),
    resource('x://h/b/two.txt'),
    resource('x://h/c/only.txt'),
    resource('x://h/d/sub/deep.txt'),
    resource('x://h/d/near.txt'),
    resource('x://h/e/ee.txt'),
    resource('x://h/r/'),
    resource('x://h/r/in.txt'),
    resource('x://h/r/in2.txt'),
    ...Array.from({ length: 20 }, (_, index) => resource(`x://h/f/fill-${index}.txt`)),
  ];
}

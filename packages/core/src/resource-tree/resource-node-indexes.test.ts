import { describe, expect, it, vi } from 'vitest';
import type { Resource } from '../client/types.js';
import { createFilterPredicate, DEFAULT_FILTERS } from '../search/filters.js';
import { outline, resource } from './__fixtures__/tree-outline.js';
import { ResourceNodeIndexes, type NumberedResource } from './resource-node-indexes.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeView } from './resource-tree-view.js';

/** A model and an outside numbering of its listed resources, in the order they were listed (as the catalog engine numbers them). */
function numbered(pages: Array<readonly Resource[]>) {
  const model = new ResourceTreeModel();
  model.setServers([{ id: 's', label: 'S' }]);
  const table: Array<NumberedResource | undefined> = [];
  const list = (upTo: number) => {
    model.setResourcePages('s', pages.slice(0, upTo));
    table.length = 0;
    for (const page of pages.slice(0, upTo)) for (const item of page) table.push({ serverId: 's', resource: item });
  };
  return { model, table, list, indexes: new ResourceNodeIndexes(model, (id) => table[id]) };
}

describe('ResourceNodeIndexes', () => {
  const first = [resource('x://h/a/one.txt'), resource('x://h/a/two.md'), resource('x://h/b/three.txt')];
  const again = resource('x://h/a/one.txt', { name: 'one again' });

  it('gives a view the same rows as filtering the entries on the page', () => {
    const { model, indexes, list } = numbered([first, [again, resource('x://h/c/four.txt')]]);
    list(2);
    const isText = createFilterPredicate({ ...DEFAULT_FILTERS, query: 'txt' });
    const ids = [0, 1, 2, 3, 4].filter((id) => id !== 1 && id !== 3);
    const byNodes = new ResourceTreeView(model, { compactFolders: false, matchNodes: indexes.nodesOf(ids) });
    const byFilter = new ResourceTreeView(model, { compactFolders: false, filter: isText });
    expect(outline(byNodes)).toEqual(outline(byFilter));
    expect(byNodes.matchCount).toBe(byFilter.matchCount);
  });

  it('stands a URI listed twice for one node, the first listing\'s, and reports the second as without a node', () => {
    const { indexes, list, model } = numbered([first, [again]]);
    list(2);
    const nodes = indexes.nodesOf([0, 3]);
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toBe(model.nodeOfEntry(model.entries()[0]!)!.index);
    expect(indexes.withoutNode(4).map(({ resource: item }) => item)).toEqual([again]);
  });

  it('says nothing of the URIs without a node until it has looked up every id within the time it is given, and goes on from there', () => {
    const items = Array.from({ length: 600 }, (_, index) => resource(`x://h/dir-${index % 30}/item-${index}.txt`));
    const { indexes, list } = numbered([items, [resource('x://h/dir-3/item-3.txt', { name: 'listed again' })]]);
    list(2);
    const clock = vi.spyOn(performance, 'now');
    let now = 0;
    clock.mockImplementation(() => (now += 1));
    let attempts = 1;
    let found = indexes.withoutNodeWithin(601, 2);
    expect(found).toBeUndefined();
    while (found === undefined) {
      found = indexes.withoutNodeWithin(601, 2);
      attempts += 1;
    }
    clock.mockRestore();
    expect(attempts).toBeGreaterThan(2);
    expect(found.map(({ resource: item }) => item.name)).toEqual(['listed again']);
    expect(indexes.withoutNode(601)).toEqual(found);
  });

  it('keeps what it looked up while pages are appended, and looks everything up again once nodes were removed', () => {
    const { indexes, list, model, table } = numbered([first, [resource('x://h/c/four.txt')]]);
    list(1);
    expect(indexes.prepare(3, 1_000)).toBe(true);
    const before = Array.from(indexes.nodesOf([0, 1, 2]));
    list(2);
    expect(Array.from(indexes.nodesOf([0, 1, 2]))).toEqual(before);
    expect(indexes.nodesOf([3])[0]).toBe(model.nodeIdOfResource('s', 'x://h/c/four.txt') && model.node(model.nodeIdOfResource('s', 'x://h/c/four.txt')!)!.index);

    // A list that does not extend the last one rebuilds the server: its nodes get new indices.
    const replaced = [resource('x://h/b/three.txt'), resource('x://h/a/one.txt')];
    model.setResources('s', replaced);
    table.length = 0;
    for (const item of replaced) table.push({ serverId: 's', resource: item });
    const after = indexes.nodesOf([0, 1]);
    expect(Array.from(after)).toEqual([model.node(model.nodeIdOfResource('s', 'x://h/b/three.txt')!)!.index, model.node(model.nodeIdOfResource('s', 'x://h/a/one.txt')!)!.index]);
    expect(after.some((index) => before.includes(index))).toBe(false);
  });

  it('leaves out an id the outside store no longer holds', () => {
    const { indexes, list, table } = numbered([first]);
    list(1);
    table[1] = undefined;
    expect(indexes.nodesOf([0, 1, 2])).toHaveLength(2);
  });

  it('puts node indices found otherwise after those of the ids, also after an id without a node', () => {
    const { indexes, list, table } = numbered([first]);
    list(1);
    const [two, three] = Array.from(indexes.nodesOf([1, 2]));
    expect(Array.from(indexes.nodesOf([2], [two!]))).toEqual([three, two]);
    table[0] = undefined;
    expect(Array.from(indexes.nodesOf([0, 2], [two!, 77]))).toEqual([three, two, 77]);
  });

  it('reads the nodes of ids where it keeps them, for a view that takes the ids themselves', () => {
    const { model, indexes, list, table } = numbered([first, [again, resource('x://h/c/four.txt')]]);
    list(2);
    const ids = [0, 2, 3, 4];
    const nodeOf = indexes.reader(ids);
    expect(ids.map(nodeOf)).toEqual([...indexes.nodesOf([0, 2]), -1, ...indexes.nodesOf([4])]);

    const [two] = Array.from(indexes.nodesOf([1]));
    const byIds = new ResourceTreeView(model, { compactFolders: false, matchIds: { ids, indexes, after: [two!] } });
    const byNodes = new ResourceTreeView(model, { compactFolders: false, matchNodes: indexes.nodesOf(ids, [two!]) });
    expect(outline(byIds)).toEqual(outline(byNodes));
    expect(byIds.matchCount).toBe(4);

    // The same ids after the server's list was replaced: read through the model as it is now.
    const replaced = [resource('x://h/b/three.txt'), resource('x://h/a/one.txt')];
    model.setResources('s', replaced);
    table.length = 0;
    for (const item of replaced) table.push({ serverId: 's', resource: item });
    expect(outline(new ResourceTreeView(model, { compactFolders: false, matchIds: { ids: [1], indexes } }))).toEqual(['S', '  x://h', '    a', '      one.txt']);
  });

  it('reads ids above those prepare looked up, and neither reads nor looks up the others', () => {
    const items = Array.from({ length: 200 }, (_, index) => resource(`x://h/dir-${index % 10}/item-${index}.txt`));
    const { model, indexes, list, table } = numbered([items, [resource('x://h/c/late.txt')]]);
    const looked: number[] = [];
    const counted = new ResourceNodeIndexes(model, (id) => {
      looked.push(id);
      return table[id];
    });
    list(1);
    expect(counted.prepare(200, 1_000)).toBe(true);
    list(2);
    looked.length = 0;
    const ids = Array.from({ length: 201 }, (_, id) => id);
    const read = new Set<number>();
    const recorded = new Proxy(ids, {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
    const nodeOf = counted.reader(recorded);
    expect(looked).toEqual([200]);
    expect(read.size).toBeLessThan(12);
    expect(ids.map(nodeOf)).toEqual(Array.from(indexes.nodesOf(ids)));
  });

  it('prepares in slices after the model has placed what waits in folders nobody opened', () => {
    const items = Array.from({ length: 600 }, (_, index) => resource(`x://h/dir-${index % 30}/item-${index}.txt`));
    const { model, indexes, list } = numbered([items]);
    list(1);
    const clock = vi.spyOn(performance, 'now');
    let now = 0;
    clock.mockImplementation(() => (now += 1));
    const placing = vi.spyOn(model, 'prepare');
    let slices = 1;
    while (!indexes.prepare(600, 2)) slices += 1;
    clock.mockRestore();
    expect(slices).toBeGreaterThan(1);
    expect(placing).toHaveBeenCalled();
    expect(Array.from(indexes.nodesOf([0, 599]))).toEqual([model.nodeOfEntry(model.entries()[0]!)!.index, model.nodeOfEntry(model.entries()[599]!)!.index]);
  });
});

import { describe, expect, it } from 'vitest';
import { resource } from './__fixtures__/tree-outline.js';
import { LeafChildren } from './leaf-children.js';
import { folderNodeId } from './node-id.js';
import { ResourceTreeModel } from './resource-tree-model.js';

describe('LeafChildren', () => {
  it('reads the leaves among the first children it was made with, in order, when first read after the folder grew', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 's', label: 'S' }]);
    const pages = [[resource('x://h/d/a.txt'), resource('x://h/d/sub/x.txt'), resource('x://h/d/b.txt')]];
    model.setResourcePages('s', [...pages]);
    const folder = folderNodeId('s', 'x://h/d/');
    const children = model.children(folder);
    const nodes = model.childNodes(folder);
    const leaves = new LeafChildren(Int32Array.from(nodes.filter((node) => !node.folder), (node) => node.index), children, nodes, children.length);

    pages.push([resource('x://h/d/c.txt')]);
    model.setResourcePages('s', [...pages]);
    expect(model.children(folder)).toBe(children);
    expect(model.children(folder)).toHaveLength(4);

    expect(leaves.nodes.map((node) => node.label)).toEqual(['a.txt', 'b.txt']);
    expect(leaves.ids).toEqual(leaves.nodes.map((node) => node.id));
    expect(Array.from(leaves.indexes)).toEqual(leaves.nodes.map((node) => node.index));
  });
});

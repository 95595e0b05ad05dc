import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { resource } from './__fixtures__/tree-outline.js';
import { serverNodeId } from './node-id.js';
import { ResourceTreeModel } from './resource-tree-model.js';

describe('ResourceTreeModel.childCount', () => {
  function list(): Resource[] {
    const resources: Resource[] = [];
    for (let index = 0; index < 400; index += 1) {
      const depth = index % 5;
      const path = Array.from({ length: depth }, (_, level) => `d${(index >> level) % 3}`).join('/');
      resources.push(resource(`file:///r/${path}${path ? '/' : ''}f${index % 97}.txt`));
    }
    resources.push(
      resource('file:///r/d0/', { mimeType: 'inode/directory' }),
      resource('file:///r/d1/d1/'),
      resource('file:///r/d0/d1/d2/d0/deep/deeper/leaf.txt'),
      resource('file:///r/d2/f1.txt'),
      resource('file:///r/d2/f1.txt', { title: 'listed twice' }),
      resource('file://'),
      resource('x://other/a?b=c'),
      resource('plain'),
    );
    // A folder big enough to be opened in several slices.
    for (let index = 0; index < 3000; index += 1) resources.push(resource(`file:///r/big/${index % 7 === 0 ? `sub${index % 4}/` : ''}item-${index % 2900}.txt`));
    return resources;
  }

  function fresh(slices = 0): ResourceTreeModel {
    const tree = new ResourceTreeModel({ maxDepth: 3 });
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', list());
    for (let slice = 0; slice < slices; slice += 1) tree.prepare(0);
    return tree;
  }

  /** Every group and folder id, from a model opened all the way. */
  function folderIds(): string[] {
    const tree = fresh();
    const ids: string[] = [];
    const walk = (id: string) => {
      for (const child of tree.children(id)) {
        if (!tree.node(child)!.folder) continue;
        ids.push(child);
        walk(child);
      }
    };
    walk(serverNodeId('s'));
    return ids;
  }

  it.each([0, 1, 2, 3, 5, 8])('counts the children of folders nobody opened as opening them would (after %i prepare slices)', (slices) => {
    const ids = folderIds();
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) {
      const tree = fresh(slices);
      const counted = tree.childCount(id);
      expect([id, counted]).toEqual([id, tree.children(id).length]);
    }
    // All of them counted first, then opened.
    const tree = fresh();
    const counts = ids.map((id) => tree.childCount(id));
    expect(counts).toEqual(ids.map((id) => tree.children(id).length));
  });
});

import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { resource } from './__fixtures__/tree-outline.js';
import { folderNodeId, serverNodeId } from './node-id.js';
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

  it('counts leaves listed in increasing order from the list order alone, and still tells apart those listed again', () => {
    // Each folder's names go up; then one is listed again after other folders, a folder's later run
    // goes back, and a leaf beside the folders is placed before they are counted.
    const uris: string[] = [];
    for (let folder = 0; folder < 4; folder += 1) for (let item = 0; item < 50; item += 1) uris.push(`file:///bulk/dir-${folder}/item-${String(item).padStart(3, '0')}.txt`);
    uris.push('file:///bulk/dir-1/item-010.txt', 'file:///bulk/dir-2/item-900.txt', 'file:///bulk/dir-2/item-100.txt', 'file:///bulk/dir-2/item-020.txt', 'file:///bulk/dir-3/item-049.txt', 'file:///bulk/readme.txt');
    const model = () => {
      const tree = new ResourceTreeModel();
      tree.setServers([{ id: 's', label: 'S' }]);
      tree.setResources('s', uris.map((uri) => resource(uri)));
      tree.children(folderNodeId('s', 'file:///bulk/'));
      return tree;
    };
    const folders = [0, 1, 2, 3].map((folder) => folderNodeId('s', `file:///bulk/dir-${folder}/`));
    const opened = folders.map((id) => model().children(id).length);
    expect(opened).toEqual([50, 50, 52, 50]);
    for (const [place, id] of folders.entries()) {
      expect(model().childCount(id)).toBe(opened[place]);
      for (const limit of [1, 2, 5, 51]) expect(Math.min(model().childCount(id, limit), limit)).toBe(Math.min(opened[place]!, limit));
    }
    const tree = model();
    expect(folders.map((id) => tree.childCount(id))).toEqual(opened);
  });

  it('leaves out of a run in increasing order a resource that reading a directory placed elsewhere', () => {
    const directory = resource('x://h/docs/', { mimeType: 'inode/directory' });
    const run = Array.from({ length: 20 }, (_, item) => resource(`file:///bulk/dir-0/item-${String(item).padStart(3, '0')}.txt`));
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', [directory]);
    // Not below the directory's prefix: it goes directly below the directory.
    tree.setDirectoryContents('s', 'x://h/docs/', [{ uri: run[5]!.uri }]);
    tree.appendResources('s', run, 1);
    tree.children(folderNodeId('s', 'file:///bulk/'));
    const folder = folderNodeId('s', 'file:///bulk/dir-0/');
    expect(tree.childCount(folder)).toBe(19);
    expect(tree.children(folder)).toHaveLength(19);
  });
});

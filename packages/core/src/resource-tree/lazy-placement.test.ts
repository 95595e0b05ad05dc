import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { resource } from './__fixtures__/tree-outline.js';
import { folderNodeId, resourceNodeId, serverNodeId } from './node-id.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeView } from './resource-tree-view.js';

describe('ResourceTreeModel placing a long list', () => {
  /** A list of odd and ordinary URIs, the same for a given seed: runs of one folder, queries, directories, duplicates, empty segments, deep paths. */
  function oddList(seed: number, length: number): Resource[] {
    let state = seed;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      // The high bits: the low bits of this generator repeat every few calls.
      return Math.floor(state / 65536) % below;
    };
    const pick = <T>(choices: readonly T[]): T => choices[random(choices.length)]!;
    const origins = ['x://h', 'file://', 'x://h2', 'y://'];
    const segments = ['a', 'b', 'dir-1', '%20c', '%E2%82%AC', '%zz', ''];
    const endings = ['f.txt', 'g.md', '', '?q=1', '#top', 'f.txt?x=/y', 'h#a/b', 'f.txt/'];
    const mimeTypes = [undefined, 'text/plain', 'text/plain', 'inode/directory', 'Inode/Directory; x=1'];
    const resources: Resource[] = [];
    let run: string | undefined;
    for (let index = 0; index < length; index += 1) {
      // Mostly runs of one folder, as listings are.
      if (run === undefined || random(8) === 0) {
        const depth = random(6);
        run = `${pick(origins)}/${Array.from({ length: depth }, () => pick(segments)).map((segment) => `${segment}/`).join('')}`;
      }
      const choice = random(10);
      const uri =
        choice === 0 && resources.length > 0
          ? resources[random(resources.length)]!.uri
          : choice === 1
            ? `${run}${pick(endings)}`
            : choice === 2
              ? pick(['urn:x', 'x://h', 'x://h/', 'x://h?q', 'file:///', `${run}${pick(segments)}`])
              : `${run}item-${random(50)}.txt`;
      const mimeType = choice < 4 ? pick(mimeTypes) : 'text/plain';
      resources.push({ uri, name: `n${index}`, ...(mimeType !== undefined && { mimeType }) });
    }
    return resources;
  }

  /** Every node below the server, with what it shows, in the view's order. */
  function dump(tree: ResourceTreeModel): string[] {
    const view = new ResourceTreeView(tree, { compactFolders: false });
    const lines: string[] = [];
    const walk = (id: string, depth: number) => {
      for (const child of view.children(id)) {
        const node = view.node(child)!;
        const uri = node.entry?.kind === 'resource' ? node.entry.resource.uri : '';
        lines.push(`${' '.repeat(depth)}${node.id} | ${node.type} | ${node.label} | ${uri} | ${node.entry?.kind === 'resource' ? node.entry.resource.name : ''} | ${node.directory}`);
        walk(child, depth + 1);
      }
    };
    walk(serverNodeId('s'), 0);
    return lines;
  }

  /** The tree the items make one at a time, every folder opened after each: nothing ever waits in a closed folder. */
  function oneByOne(resources: Resource[], maxDepth: number): ResourceTreeModel {
    const tree = new ResourceTreeModel({ maxDepth });
    tree.setServers([{ id: 's', label: 'S' }]);
    for (let length = 1; length <= resources.length; length += 1) {
      tree.setResources('s', resources.slice(0, length));
      dump(tree);
    }
    return tree;
  }

  function lazy(resources: Resource[], maxDepth: number): ResourceTreeModel {
    const tree = new ResourceTreeModel({ maxDepth });
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', resources);
    return tree;
  }

  /** Counts each folder's children before listing them, outermost first, expecting as many as it lists; returns how many folders it counted. */
  function countEveryFolder(tree: ResourceTreeModel): number {
    let counted = 0;
    const countAll = (id: string) => {
      const count = tree.childCount(id);
      const children = tree.children(id);
      counted += 1;
      expect([id, count]).toEqual([id, children.length]);
      for (const child of children) if (tree.node(child)!.folder) countAll(child);
    };
    countAll(serverNodeId('s'));
    return counted;
  }

  it.each([1, 2, 3, 4, 5, 6])('places every item where adding them one at a time does (seed %i)', (seed) => {
    const resources = oddList(seed, 160);
    for (const maxDepth of [2, 32]) {
      const expected = dump(oneByOne(resources, maxDepth));
      expect(dump(lazy(resources, maxDepth))).toEqual(expected);
      // Counted before anything below is opened, folder by folder, outermost first.
      const counting = lazy(resources, maxDepth);
      expect(countEveryFolder(counting)).toBeGreaterThan(5);
      expect(dump(counting)).toEqual(expected);
      // Opened ahead in the smallest slices, then counted and listed.
      const sliced = lazy(resources, maxDepth);
      while (!sliced.prepare(0));
      expect(dump(sliced)).toEqual(expected);
    }
  });

  it.each([1, 2, 3, 4])('leaves pages appended to an open tree waiting until a folder is opened, and counts them as placed (seed %i)', (seed) => {
    const resources = oddList(seed, 240);
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    for (let length = 40; length <= resources.length; length += 40) {
      const nodesBefore = tree.size;
      tree.setResources('s', resources.slice(0, length));
      // Every folder was opened before this page (below): the page made no node yet.
      if (length > 40) expect(tree.size).toBe(nodesBefore);
      countEveryFolder(tree);
      expect(dump(tree)).toEqual(dump(lazy(resources.slice(0, length), 32)));
      while (!tree.prepare(0));
    }
  });

  it('opens a folder that was open and got new items when its children are counted, rather than counting what waits in it', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    const first = Array.from({ length: 3 }, (_, index) => resource(`x://h/a/${index}.txt`));
    tree.setResources('s', first);
    while (!tree.prepare(0));
    tree.setResources('s', [...first, resource('x://h/a/3.txt')]);
    const nodes = tree.size;
    // Counting it again at every render while a long list arrives would read what waits in it every time.
    expect(tree.childCount(folderNodeId('s', 'x://h/a/'))).toBe(4);
    expect(tree.size).toBe(nodes + 1);
  });

  it('counts a resource listed again after it was listed as a directory once, as a folder only', () => {
    const lists = [
      [resource('x://h/docs', { mimeType: 'inode/directory' }), resource('x://h/docs', { mimeType: 'text/plain' }), resource('x://h/a.txt')],
      [resource('x://h/a//docs', { mimeType: 'inode/directory' }), resource('x://h/a//docs'), resource('x://h/a//b.txt')],
      [resource('x://h//docs', { mimeType: 'inode/directory' }), resource('x://h//docs')],
    ];
    for (const resources of lists) {
      const expected = dump(oneByOne(resources, 32));
      const tree = lazy(resources, 32);
      countEveryFolder(tree);
      expect(dump(tree)).toEqual(expected);
    }
  });

  it('keeps a group URI listed as a plain resource a leaf when it is listed again as a directory', () => {
    const resources = [resource('x://h', { name: 'plain' }), resource('x://h/a.txt'), resource('x://h', { name: 'directory', mimeType: 'inode/directory' })];
    const expected = dump(oneByOne(resources, 32));
    expect(expected).toContain(` ${resourceNodeId('s', 'x://h')} | resource | plain | x://h | plain | false`);
    const tree = lazy(resources, 32);
    expect(tree.childCount(folderNodeId('s', 'x://h'))).toBe(2);
    expect(dump(tree)).toEqual(expected);
  });

  it('counts and places long runs of one folder as it places each item', () => {
    const resources: Resource[] = [];
    for (let index = 0; index < 3000; index += 1) {
      const folder = Math.floor(index / 100);
      resources.push(resource(`file:///bulk/dir-${folder}/item-${index % 250}.txt`, { mimeType: index % 97 === 0 ? 'inode/directory' : 'text/plain' }));
    }
    for (let index = 0; index < 1500; index += 1) resources.push(resource(`file:///flat/item-${index}.txt`));
    resources.push(resource('file:///bulk/dir-3/item-3.txt', { title: 'again' }), resource('file:///bulk/dir-4/', { mimeType: 'inode/directory' }));
    const sliced = lazy(resources, 32);
    let slices = 0;
    while (!sliced.prepare(0)) slices += 1;
    expect(slices).toBeGreaterThan(3);
    expect(dump(sliced)).toEqual(dump(lazy(resources, 32)));
    const expected = dump(oneByOne(resources.slice(0, 400).concat(resources.slice(-2)), 32));
    const tree = lazy(resources.slice(0, 400).concat(resources.slice(-2)), 32);
    for (let folder = 0; folder < 4; folder += 1) {
      const id = folderNodeId('s', `file:///bulk/dir-${folder}/`);
      tree.node(id);
      expect(tree.childCount(id)).toBe(tree.children(id).length);
    }
    expect(dump(tree)).toEqual(expected);
  });
});

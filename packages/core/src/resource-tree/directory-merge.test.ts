import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { resourceKey } from '../search/entry.js';
import { labels, outline, resource } from './__fixtures__/tree-outline.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeView } from './resource-tree-view.js';

describe('directory merging', () => {
  function model(resources: Resource[]) {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', resources);
    return tree;
  }

  it('gives a directory that is not a path folder its read contents as direct children', () => {
    const tree = model([resource('urn:dir:1', { name: 'Folder', mimeType: 'inode/directory' })]);
    const id = tree.nodeIdOfResource('s', 'urn:dir:1')!;
    expect(tree.node(id)).toMatchObject({ type: 'resource', folder: true, directory: true });
    tree.setDirectoryContents('s', 'urn:dir:1', [{ uri: 'urn:dir:1' }, { uri: 'urn:file:a', mimeType: 'text/plain', size: 12 }, { uri: 'x://h/b/c.md' }]);
    const view = new ResourceTreeView(tree, { compactFolders: false });
    expect(labels(view, id)).toEqual(['c.md', 'urn:file:a']);
    expect(tree.resourceByKey(resourceKey('s', 'urn:file:a'))).toMatchObject({ origin: 'directory', resource: { size: 12, mimeType: 'text/plain' } });
  });

  it('upgrades a resource first seen in a directory once the server lists it', () => {
    const tree = model([resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' })]);
    tree.setDirectoryContents('s', 'x://h/docs/', [{ uri: 'x://h/docs/a.md' }]);
    expect(tree.resourceByKey(resourceKey('s', 'x://h/docs/a.md'))?.origin).toBe('directory');
    const listed = [resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' })];
    tree.setResources('s', [...listed, resource('x://h/docs/a.md', { title: 'Listed A' })]);
    expect(tree.resourceByKey(resourceKey('s', 'x://h/docs/a.md'))).toMatchObject({ origin: 'list', resource: { title: 'Listed A' } });
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['S', '  x://h', '    Docs', '      Listed A']);
  });

  it('shows the listed name of a resource first seen in a directory once a page appended later lists it', () => {
    const tree = model([resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' })]);
    tree.setDirectoryContents('s', 'x://h/docs/', [{ uri: 'x://h/docs/a.md' }, { uri: 'x://h/docs/sub/', mimeType: 'inode/directory' }]);
    const view = () => new ResourceTreeView(tree, { compactFolders: false });
    expect(outline(view())).toEqual(['S', '  x://h', '    Docs', '      sub', '      a.md']);
    tree.appendResources('s', [resource('x://h/docs/a.md', { title: 'Listed A' }), resource('x://h/docs/sub/', { mimeType: 'inode/directory', title: 'Listed sub' })], 1);
    expect(tree.entries().map((entry) => (entry.kind === 'resource' ? entry.origin : ''))).toEqual(['list', 'list', 'list']);
    expect(outline(view())).toEqual(['S', '  x://h', '    Docs', '      Listed sub', '      Listed A']);
    const leaf = tree.node(tree.nodeIdOfResource('s', 'x://h/docs/a.md')!)!;
    expect(leaf).toMatchObject({ type: 'resource', label: 'Listed A', folder: false, directory: false });
    expect(leaf.entry).toBe(tree.resourceByKey(resourceKey('s', 'x://h/docs/a.md')));
  });

  it('takes at most maxDirectoryChildren items of one directory', () => {
    const tree = new ResourceTreeModel({ maxDirectoryChildren: 2 });
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', [resource('urn:dir:1', { name: 'Folder', mimeType: 'inode/directory' })]);
    const id = tree.nodeIdOfResource('s', 'urn:dir:1')!;
    tree.setDirectoryContents('s', 'urn:dir:1', [{ uri: 'urn:file:a' }, { uri: 'urn:file:b' }, { uri: 'urn:file:c' }]);
    expect(labels(new ResourceTreeView(tree, { compactFolders: false }), id)).toEqual(['urn:file:a', 'urn:file:b']);
  });
});

import { describe, expect, it } from 'vitest';
import { createFilterPredicate, DEFAULT_FILTERS } from '../search/filters.js';
import { labels, outline, resource } from './__fixtures__/tree-outline.js';
import { folderNodeId, serverNodeId } from './node-id.js';
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
});

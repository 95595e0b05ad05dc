import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { resource } from './__fixtures__/tree-outline.js';
import { folderNodeId, resourceNodeId, ROOT_NODE_ID, serverNodeId } from './node-id.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeRows } from './resource-tree-rows.js';
import { ResourceTreeView } from './resource-tree-view.js';
import { withRowExpanded } from './row-expansion.js';

function model(resources: Resource[]): ResourceTreeModel {
  const tree = new ResourceTreeModel();
  tree.setServers([{ id: 's', label: 'S' }]);
  tree.setResources('s', resources);
  return tree;
}

/** Every row with every folder open, as `label` shows it, indented by its level. */
function rowOutline(view: ResourceTreeView, id = ROOT_NODE_ID, depth = 0): string[] {
  return view.children(id).flatMap((child) => [`${'  '.repeat(depth)}${view.label(child)}`, ...rowOutline(view, child, depth + 1)]);
}

/** The labels of the visible rows of `rows`. */
function shown(view: ResourceTreeView, rows: ResourceTreeRows): string[] {
  return rows.ids(0, rows.count).map((id) => `${'  '.repeat(rows.at(rows.indexOf(id)).level - 1)}${view.label(id)}`);
}

const tables = (names: readonly string[]) => names.map((name) => resource(`postgres://db/${name}/schema`, { name: `${name} schema` }));

describe('compactFolders', () => {
  it('merges chains of single-child folders into one row labelled with the joined path, its id the deepest folder', () => {
    const tree = model([resource('file:///repo/src/lib/a.ts'), resource('file:///repo/src/lib/b.ts'), resource('x://h/docs/guide/intro.md'), resource('x://h/docs/api.md')]);
    const view = new ResourceTreeView(tree);
    expect(rowOutline(view)).toEqual(['S', '  file:///repo/src/lib', '    a.ts', '    b.ts', '  x://h/docs', '    guide/intro.md', '    api.md']);
    const lib = folderNodeId('s', 'file:///repo/src/lib/');
    expect(view.children(serverNodeId('s'))[0]).toBe(lib);
    expect(view.mergedIds(lib)).toEqual([folderNodeId('s', 'file://'), folderNodeId('s', 'file:///repo/'), folderNodeId('s', 'file:///repo/src/'), lib]);
    expect(view.isRow(folderNodeId('s', 'file:///repo/'))).toBe(false);
    expect(view.rowParentId(lib)).toBe(serverNodeId('s'));
    // A folder whose only child is a resource gives its row to the resource, which stays there to select and open.
    const intro = resourceNodeId('s', 'x://h/docs/guide/intro.md');
    expect(view.children(folderNodeId('s', 'x://h/docs/'))).toContain(intro);
    expect(view.node(intro)?.type).toBe('resource');
    expect(view.rowParentId(intro)).toBe(folderNodeId('s', 'x://h/docs/'));
  });

  it('shows 201 tables of postgres://db/<table>/schema as one row each, about half the rows of the uncompacted tree', () => {
    const names = Array.from({ length: 201 }, (_, index) => `table_${String(index).padStart(3, '0')}`);
    const tree = model(tables(names));
    const group = folderNodeId('s', 'postgres://db');
    const open = new Set([serverNodeId('s'), group, ...names.map((name) => folderNodeId('s', `postgres://db/${name}/`))]);
    const compacted = new ResourceTreeRows(new ResourceTreeView(tree), { expanded: open });
    const plain = new ResourceTreeRows(new ResourceTreeView(tree, { compactFolders: false }), { expanded: open });
    expect(plain.count).toBe(1 + 1 + 201 * 2);
    expect(compacted.count).toBe(1 + 1 + 201);
    const view = new ResourceTreeView(tree);
    expect(view.label(compacted.at(2).id)).toBe('table_000/table_000 schema');
    expect(compacted.at(2)).toMatchObject({ id: resourceNodeId('s', 'postgres://db/table_000/schema'), level: 3, posInSet: 1, setSize: 201, parentId: group });
    // Counts are those of the tree: each child of the group is still one row.
    expect(view.childCount(group)).toBe(201);
    expect(view.children(group)).toHaveLength(201);
  });

  it('gives the rows of today with the option off', () => {
    const tree = model([resource('file:///repo/src/lib/a.ts'), resource('x://h/docs/guide/intro.md')]);
    const view = new ResourceTreeView(tree, { compactFolders: false });
    expect(rowOutline(view)).toEqual(['S', '  file://', '    repo', '      src', '        lib', '          a.ts', '  x://h', '    docs', '      guide', '        intro.md']);
    expect(view.mergedIds(folderNodeId('s', 'file:///repo/src/lib/'))).toEqual([folderNodeId('s', 'file:///repo/src/lib/')]);
    expect(view.isRow(folderNodeId('s', 'file:///repo/'))).toBe(true);
  });

  it('keeps a chain that a later page breaks open, folder by folder, when its row was expanded', () => {
    const first = [resource('file:///repo/src/lib/a.ts'), resource('file:///repo/src/lib/b.ts')];
    const tree = model(first);
    const server = serverNodeId('s');
    const lib = folderNodeId('s', 'file:///repo/src/lib/');
    let view = new ResourceTreeView(tree);
    let expanded = withRowExpanded(new Set([server]), view, lib, true);
    expect(shown(view, new ResourceTreeRows(view, { expanded }))).toEqual(['S', '  file:///repo/src/lib', '    a.ts', '    b.ts']);

    // Page 2 adds a sibling of src: the chain splits at repo.
    tree.setResources('s', [...first, resource('file:///repo/README.md')]);
    view = new ResourceTreeView(tree);
    const rows = new ResourceTreeRows(view, { expanded });
    expect(shown(view, rows)).toEqual(['S', '  file:///repo', '    src/lib', '      a.ts', '      b.ts', '    README.md']);
    // The row of lib keeps its id (selection and focus stay on it); only its label and parent changed.
    expect(rows.at(rows.indexOf(lib))).toMatchObject({ level: 3, parentId: folderNodeId('s', 'file:///repo/') });

    // Closing the outer row closes every folder it stands for.
    expanded = withRowExpanded(expanded, view, folderNodeId('s', 'file:///repo/'), false);
    expect(shown(view, new ResourceTreeRows(view, { expanded }))).toEqual(['S', '  file:///repo']);
    expect(withRowExpanded(expanded, view, folderNodeId('s', 'file:///repo/'), false)).toBe(expanded);
  });

  it('never merges servers, directory resources or templates, and merges by what the filter leaves visible', () => {
    const tree = model([
      resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' }),
      resource('x://h/docs/a.md'),
      resource('y://h/one/image.png', { mimeType: 'image/png' }),
      resource('y://h/one/notes.txt', { mimeType: 'text/plain' }),
    ]);
    tree.setTemplates('s', [{ uriTemplate: 'z://h/{id}', name: 'by id' }]);
    expect(rowOutline(new ResourceTreeView(tree))).toEqual(['S', '  x://h', '    Docs', '      a.md', '  y://h/one', '    image.png', '    notes.txt', '  by id']);
    const images = new ResourceTreeView(tree, { filter: (entry) => entry.kind === 'resource' && entry.resource.mimeType === 'image/png' });
    expect(rowOutline(images)).toEqual(['S', '  y://h/one/image.png']);
  });

  it('merges a folder that the filter leaves one of many children, and not one it leaves two or more', () => {
    const tree = model([
      ...['a', 'b', 'c'].map((name) => resource(`x://h/one/${name}.txt`)),
      ...['a', 'b', 'c', 'd'].map((name) => resource(`x://h/many/sub/${name}.txt`)),
      resource('x://h/many/other.txt'),
    ]);
    const view = new ResourceTreeView(tree, { filter: (entry) => entry.kind === 'resource' && !entry.resource.uri.endsWith('b.txt') && entry.resource.uri !== 'x://h/one/a.txt' });
    // The one child left is not the folder's first: the merge must take the one the filter shows.
    expect(rowOutline(view)).toEqual(['S', '  x://h', '    many', '      sub', '        a.txt', '        c.txt', '        d.txt', '      other.txt', '    one/c.txt']);
    expect(view.childCount(folderNodeId('s', 'x://h/many/sub/'))).toBe(3);
  });

  it('does not repeat the folders of a merged row whose resource is named by its path', () => {
    const tree = model([
      resource('file:///project/.github/workflows/ci.yaml', { name: '.github/workflows/ci.yaml' }),
      resource('file:///project/README.md'),
    ]);
    const view = new ResourceTreeView(tree);
    const ci = resourceNodeId('s', 'file:///project/.github/workflows/ci.yaml');
    expect(view.mergedIds(ci)).toHaveLength(3);
    expect(view.label(ci)).toBe('.github/workflows/ci.yaml');
    const renamed = new ResourceTreeView(model([resource('file:///project/.github/workflows/ci.yaml', { title: 'CI' }), resource('file:///project/README.md')]));
    expect(renamed.label(ci)).toBe('.github/workflows/CI');
  });
});

import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryKey, resourceKey } from '../search/entry.js';
import { knownSharedStart } from '../search/shared-start.js';
import { labels, outline, resource } from './__fixtures__/tree-outline.js';
import { ROOT_NODE_ID, folderNodeId, resourceNodeId, serverNodeId, templateNodeId } from './node-id.js';
import { ResourceTreeModel } from './resource-tree-model.js';
import { ResourceTreeView } from './resource-tree-view.js';
import { StringKeyedMap } from './string-keyed-map.js';

describe('ResourceTreeModel on the demo catalog', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function demoCatalog() {
    const server = createDemoServer();
    const client = await connectInEra(server, 'modern');
    cleanups.push(async () => {
      await client.close();
      await server.close();
    });
    const resources: Resource[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listResources({ cursor });
      resources.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    const templates = (await client.listResourceTemplates()).items;
    return { client, resources, templates };
  }

  it('groups the listed resources by server, scheme and authority, then path', async () => {
    const { resources, templates } = await demoCatalog();
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'demo', label: 'Demo server' }]);
    model.setResources('demo', resources);
    model.setTemplates('demo', templates);
    const view = new ResourceTreeView(model, { compactFolders: false });

    expect(labels(view, ROOT_NODE_ID)).toEqual(['Demo server']);
    const top = labels(view, serverNodeId('demo'));
    expect(top.slice(0, 4)).toEqual(['demo://empty', 'demo://faults', 'demo://live', 'demo://secure']);
    expect(top).toContain('file://');
    expect(top).toContain('postgres://demo-db');
    // Templates are leaves of their server, after the groups.
    expect(top.slice(-3).sort()).toEqual(templates.map((template) => template.title ?? template.name).sort());
    expect(view.children(serverNodeId('demo'))).toContain(templateNodeId('demo', DEMO_TEMPLATES.forecast));

    const project = folderNodeId('demo', 'file:///project/');
    expect(labels(view, project)).toEqual(expect.arrayContaining(['.github', 'assets', 'data', 'docs/', 'logs', 'public', 'src', 'README', 'package.json']));
    // Every listed resource has exactly one node.
    for (const item of resources) expect(model.nodeIdOfResource('demo', item.uri), item.uri).toBeDefined();
    expect(model.entries().filter((entry) => entry.kind === 'resource')).toHaveLength(resources.length);
  });

  it('merges the inode/directory resource with its path folder and adds what reading it returns', async () => {
    const { client, resources } = await demoCatalog();
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'demo', label: 'Demo' }]);
    model.setResources('demo', resources);
    const docs = folderNodeId('demo', DEMO_URIS.directory);
    expect(model.nodeIdOfResource('demo', DEMO_URIS.directory)).toBe(docs);
    const node = model.node(docs)!;
    expect(node).toMatchObject({ type: 'folder', folder: true, directory: true, label: 'docs/' });
    expect(node.entry?.kind === 'resource' && node.entry.resource.mimeType).toBe('inode/directory');
    const before = new ResourceTreeView(model, { compactFolders: false }).children(docs).length;

    const read = await client.readResource(DEMO_URIS.directory);
    model.setDirectoryContents(
      'demo',
      DEMO_URIS.directory,
      read.contents.map((content) => ({ uri: content.uri, mimeType: content.mimeType, size: content.byteLength })),
    );
    const children = new ResourceTreeView(model, { compactFolders: false }).children(docs);
    const uris = children.map((id) => {
      const entry = model.node(id)!.entry!;
      return entry.kind === 'resource' ? entry.resource.uri : '';
    });
    expect(new Set(uris)).toEqual(new Set(read.contents.map((content) => content.uri)));
    expect(children.length).toBeGreaterThanOrEqual(before);
    expect(model.entryCount).toBe(model.entries().length);
    // Listed resources keep their listed metadata; the ones only read get a name from the URI.
    const architecture = model.resourceByKey(resourceKey('demo', DEMO_URIS.architecture))!;
    expect(architecture.origin).toBe('list');
    expect(architecture.resource.title).toBe('Architecture');
  });

  it('keeps node ids stable whatever order the pages arrive in', async () => {
    const { resources } = await demoCatalog();
    const forward = new ResourceTreeModel();
    forward.setServers([{ id: 'demo', label: 'Demo' }]);
    forward.setResources('demo', resources);
    const backward = new ResourceTreeModel();
    backward.setServers([{ id: 'demo', label: 'Demo' }]);
    backward.setResources('demo', [...resources].reverse());
    expect(outline(new ResourceTreeView(backward, { compactFolders: false }))).toEqual(outline(new ResourceTreeView(forward, { compactFolders: false })));
    for (const item of resources) expect(backward.nodeIdOfResource('demo', item.uri)).toBe(forward.nodeIdOfResource('demo', item.uri));
  });
});

describe('ResourceTreeModel', () => {
  function model(resources: Resource[], templates: ResourceTemplate[] = []) {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', resources);
    tree.setTemplates('s', templates);
    return tree;
  }

  it('puts opaque URIs and templates directly under the server', () => {
    const tree = model([resource('urn:isbn:1', { name: 'A book' }), resource('x://h/a.txt')], [{ uriTemplate: 'x://h/{id}', name: 'by id' }]);
    expect(labels(new ResourceTreeView(tree, { compactFolders: false }), serverNodeId('s'))).toEqual(['x://h', 'A book', 'by id']);
  });

  it('gives listed entries that read as resources the server listed, keeping only their server and item', () => {
    const item = resource('x://h/a.txt');
    const [entry] = model([item]).entries();
    expect(entry).toMatchObject({ kind: 'resource', serverId: 's', resource: item, origin: 'list' });
    expect(entryKey(entry!)).toBe(resourceKey('s', 'x://h/a.txt'));
    // The same for every listed resource, so not kept in each: 8 bytes of heap per resource at a million.
    expect(Object.keys(entry!)).toEqual(['serverId', 'resource']);
  });

  it("makes a listed resource's entry its node once placed, and places the same entry again after a rebuild", () => {
    const tree = model([resource('x://h/a.txt'), resource('x://h/docs/b.txt')], [{ uriTemplate: 'x://h/{id}', name: 'by id' }]);
    const [a, b] = tree.entries();
    const node = tree.nodeOfResource('s', 'x://h/docs/b.txt');
    expect(node).toBe(b);
    expect(node).toMatchObject({ type: 'resource', label: 'b.txt', parentId: folderNodeId('s', 'x://h/docs/'), entry: b });
    expect(tree.node(resourceNodeId('s', 'x://h/a.txt'))).toBe(a);
    // Its node's fields are not an entry's own: a copy of the entry is a copy of an entry.
    expect({ ...b }).toEqual({ serverId: 's', resource: b!.kind === 'resource' ? b!.resource : undefined });
    const before = outline(new ResourceTreeView(tree, { compactFolders: false }));
    const { index } = node!;

    // Other templates rebuild the server: its nodes are removed and its list placed again, from the same entries.
    tree.setTemplates('s', [{ uriTemplate: 'x://h/{other}', name: 'by id' }]);
    expect(tree.entries().slice(0, 2)).toEqual([a, b]);
    const again = tree.nodeOfResource('s', 'x://h/docs/b.txt');
    expect(again).toBe(b);
    expect(again!.index).toBeGreaterThan(index);
    expect(tree.childNodes(folderNodeId('s', 'x://h/docs/'))).toEqual([b]);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(before);
  });

  it('decodes the authority in group labels and finds the labels siblings share, with the names they share', () => {
    const tree = model([
      resource('notes://%C3%A1lgebra'),
      resource('x://h/n/1', { name: 'one', title: 'Note by id' }),
      resource('x://h/n/2', { name: 'two', title: 'Note by id' }),
      resource('x://h/n/3', { name: 'two', title: 'Note by id' }),
      resource('x://h/n/4', { name: 'four', title: 'Alone' }),
    ]);
    const view = new ResourceTreeView(tree, { compactFolders: false });
    expect(labels(view, serverNodeId('s'))).toEqual(['notes://álgebra', 'x://h']);
    const folder = folderNodeId('s', 'x://h/n/');
    labels(view, folderNodeId('s', 'x://h'));
    expect(labels(view, folder)).toEqual(['Alone', 'Note by id', 'Note by id', 'Note by id']);
    expect([...view.repeatedLabels(folder)].map(([label, names]) => [label, [...names]])).toEqual([['Note by id', ['two']]]);
  });

  it('adds the new items of an extended list without rebuilding, and notifies once per change', () => {
    const first = [resource('x://h/a/1.txt'), resource('x://h/a/2.txt')];
    const tree = model(first);
    const calls: number[] = [];
    tree.subscribe(() => calls.push(tree.version));
    const folderBefore = tree.node(folderNodeId('s', 'x://h/a/'));
    tree.setResources('s', [...first, resource('x://h/a/3.txt'), resource('x://h/b/4.txt')]);
    expect(calls).toHaveLength(1);
    expect(tree.node(folderNodeId('s', 'x://h/a/'))).toBe(folderBefore);
    expect(labels(new ResourceTreeView(tree, { compactFolders: false }), folderNodeId('s', 'x://h/a/'))).toEqual(['1.txt', '2.txt', '3.txt']);
    tree.setResources('s', tree.entries().map((entry) => (entry.kind === 'resource' ? entry.resource : first[0]!)));
    // The same list again (a new array of the same objects) changes nothing visible.
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['S', '  x://h', '    a', '      1.txt', '      2.txt', '      3.txt', '    b', '      4.txt']);
  });

  it('builds the same tree and entries from pages appended one by one as from the whole list set at once', () => {
    const list = [
      resource('x://h/a/1.txt'),
      resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' }),
      resource('x://h/a/1.txt', { name: 'duplicate' }),
      null as unknown as Resource,
      resource('urn:isbn:1'),
      ...Array.from({ length: 2500 }, (_, index) => resource(`x://g/dir-${index % 7}/item-${index}.txt`)),
    ];
    const pages = Array.from({ length: Math.ceil(list.length / 400) }, (_, index) => list.slice(index * 400, index * 400 + 400));
    const whole = model(list);
    const appended = model([]);
    const paged = model([]);
    let listed = 0;
    const versions: number[] = [];
    paged.subscribe(() => versions.push(paged.version));
    for (const [index, page] of pages.entries()) {
      // Half the pages land before the tree is first read, half after: both placements must agree.
      if (index === Math.floor(pages.length / 2)) {
        outline(new ResourceTreeView(appended, { compactFolders: false }));
        outline(new ResourceTreeView(paged, { compactFolders: false }));
      }
      appended.appendResources('s', page, listed);
      listed += page.length;
      paged.setResourcePages('s', pages.slice(0, index + 1));
    }
    expect(versions).toHaveLength(pages.length);
    const wholeOutline = outline(new ResourceTreeView(whole, { compactFolders: false }));
    expect(wholeOutline.length).toBeGreaterThan(2500);
    expect(outline(new ResourceTreeView(appended, { compactFolders: false }))).toEqual(wholeOutline);
    expect(outline(new ResourceTreeView(paged, { compactFolders: false }))).toEqual(wholeOutline);
    expect(appended.entries()).toEqual(whole.entries());
    expect(paged.entries()).toEqual(whole.entries());
    expect(paged.resourceByKey(resourceKey('s', 'x://h/a/1.txt'))?.resource.name).toBe('1.txt');
  });

  it('appends to a list given to setResources without changing the caller\'s array, and refuses a gap', () => {
    const first = [resource('x://h/a/1.txt')];
    const tree = model(first);
    tree.appendResources('s', [resource('x://h/a/2.txt')], 1);
    expect(first).toHaveLength(1);
    expect(labels(new ResourceTreeView(tree, { compactFolders: false }), folderNodeId('s', 'x://h/a/'))).toEqual(['1.txt', '2.txt']);
    expect(() => tree.appendResources('s', [resource('x://h/a/4.txt')], 3)).toThrow(/given items for index 3, but the server has 2 listed/);
    expect(tree.nodeIdOfResource('s', 'x://h/a/4.txt')).toBeUndefined();
  });

  it('rebuilds from pages that no longer extend the previous ones, keeping the nodes of an append at the end', () => {
    const one = [resource('x://h/a/1.txt'), resource('x://h/b/2.txt')];
    const tree = model([]);
    tree.setResourcePages('s', [one]);
    const folderBefore = tree.node(folderNodeId('s', 'x://h/a/'));
    // A refetch: new page arrays, the same objects plus one more at the end.
    tree.setResourcePages('s', [[...one, resource('x://h/a/3.txt')]]);
    expect(tree.node(folderNodeId('s', 'x://h/a/'))).toBe(folderBefore);
    tree.setResourcePages('s', [[one[1]!]]);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['S', '  x://h', '    b', '      2.txt']);
    expect(tree.nodeIdOfResource('s', 'x://h/a/1.txt')).toBeUndefined();
  });

  it('keeps the nodes listed so far when new pages, cut elsewhere, extend the same items', () => {
    const items = [1, 2, 3, 4, 5].map((n) => resource(`x://h/a/${n}.txt`));
    const tree = model([]);
    tree.setResourcePages('s', [items.slice(0, 2), items.slice(2, 3)]);
    const folderBefore = tree.node(folderNodeId('s', 'x://h/a/'));
    const versionBefore = tree.version;
    // The same objects, cut into pages at other places, then two more: only those are added.
    tree.setResourcePages('s', [items.slice(0, 1), items.slice(1, 4), items.slice(4)]);
    expect(tree.version).toBe(versionBefore + 1);
    expect(tree.entryCountBound).toBe(5);
    expect(tree.node(folderNodeId('s', 'x://h/a/'))).toBe(folderBefore);
    expect(labels(new ResourceTreeView(tree, { compactFolders: false }), folderNodeId('s', 'x://h/a/'))).toEqual(['1.txt', '2.txt', '3.txt', '4.txt', '5.txt']);
    // Pages that differ in the middle rebuild the server from them.
    tree.setResourcePages('s', [items.slice(0, 1), [items[2]!, resource('x://h/b/6.txt')]]);
    expect(tree.node(folderNodeId('s', 'x://h/a/'))).not.toBe(folderBefore);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['S', '  x://h', '    a', '      1.txt', '      3.txt', '    b', '      6.txt']);
  });

  it('rebuilds a server whose list changed and drops what is gone', () => {
    const tree = model([resource('x://h/a/1.txt'), resource('x://h/b/2.txt')]);
    tree.setResources('s', [resource('x://h/b/2.txt')]);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['S', '  x://h', '    b', '      2.txt']);
    expect(tree.nodeIdOfResource('s', 'x://h/a/1.txt')).toBeUndefined();
  });

  it('keeps one failing or empty server from affecting another', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 'one', label: 'One' },
      { id: 'two', label: 'Two' },
    ]);
    tree.setResources('two', [resource('x://h/a.txt')]);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['One', 'Two', '  x://h', '    a.txt']);
    tree.setServers([{ id: 'two', label: 'Second' }]);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['Second', '  x://h', '    a.txt']);
  });

  it('shares no state between models: two built in turn make the trees each makes alone', () => {
    const one = [resource('x://h/a/1.txt'), resource('x://h/a/2.txt'), resource('file:///x/y.md'), resource('x://hh/b.txt')];
    const two = [resource('x://hh/b.txt'), resource('x://h'), resource('x://h/a/3.txt'), resource('file:///x/z.md')];
    const alone = [model(one), model(two)].map((tree) => outline(new ResourceTreeView(tree, { compactFolders: false })));
    const first = new ResourceTreeModel();
    const second = new ResourceTreeModel();
    first.setServers([{ id: 's', label: 'S' }]);
    second.setServers([{ id: 's', label: 'S' }]);
    for (let length = 1; length <= one.length; length += 1) {
      first.setResources('s', one.slice(0, length));
      second.setResources('s', two.slice(0, length));
      outline(new ResourceTreeView(first, { compactFolders: false }));
      outline(new ResourceTreeView(second, { compactFolders: false }));
    }
    expect([outline(new ResourceTreeView(first, { compactFolders: false })), outline(new ResourceTreeView(second, { compactFolders: false }))]).toEqual(alone);
  });

  it('treats the same URI on two servers as two resources', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 'one', label: 'One' },
      { id: 'two', label: 'Two' },
    ]);
    tree.setResources('one', [resource('x://h/a.txt')]);
    tree.setResources('two', [resource('x://h/a.txt')]);
    expect(tree.nodeIdOfResource('one', 'x://h/a.txt')).toBe(resourceNodeId('one', 'x://h/a.txt'));
    expect(tree.nodeIdOfResource('two', 'x://h/a.txt')).toBe(resourceNodeId('two', 'x://h/a.txt'));
  });

  it('finds the node of a resource waiting in a folder nobody opened, and of a directory resource, as a look-up of its id does', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setResources('s', [resource('x://h/docs/', { mimeType: 'inode/directory' }), resource('x://h/docs/deep/a.txt'), resource('x://h/b.txt')]);
    const waiting = tree.nodeOfResource('s', 'x://h/docs/deep/a.txt');
    expect(waiting?.label).toBe('a.txt');
    expect(waiting).toBe(tree.node(tree.nodeIdOfResource('s', 'x://h/docs/deep/a.txt')!));
    expect(tree.nodeOfResource('s', 'x://h/docs/')).toBe(tree.node(folderNodeId('s', 'x://h/docs/')));
    expect(tree.nodeOfEntry(tree.entries()[2]!)).toBe(tree.nodeOfResource('s', 'x://h/b.txt'));
    expect(tree.nodeOfResource('s', 'x://h/none.txt')).toBeUndefined();
    expect(tree.nodeOfResource('other', 'x://h/b.txt')).toBeUndefined();
  });

  it('finds resource nodes by id through their URIs, counts them, and forgets them with their server or a rebuild', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 'one', label: 'One' },
      { id: 'two', label: 'Two' },
    ]);
    tree.setResources('one', [resource('x://h/a.txt'), resource('x://h/docs/', { mimeType: 'inode/directory' }), resource('x://h/b.txt')]);
    tree.setResources('two', [resource('x://h/a.txt')]);
    outline(new ResourceTreeView(tree, { compactFolders: false }));
    // Root, two servers, two groups, the docs folder, three leaves.
    expect(tree.size).toBe(9);
    const leaf = tree.node(resourceNodeId('one', 'x://h/a.txt'));
    expect(leaf).toMatchObject({ type: 'resource', label: 'a.txt', serverId: 'one', id: resourceNodeId('one', 'x://h/a.txt') });
    expect(tree.node(resourceNodeId('two', 'x://h/a.txt'))).not.toBe(leaf);
    expect(tree.children(tree.node(resourceNodeId('one', 'x://h/b.txt'))!.parentId!)).toContain(resourceNodeId('one', 'x://h/b.txt'));
    // A directory resource is its folder: its resource id finds that folder, not a leaf of its own.
    expect(tree.node(resourceNodeId('one', 'x://h/docs/'))).toBe(tree.node(folderNodeId('one', 'x://h/docs/')));
    expect(tree.node(resourceNodeId('one', 'x://h/none.txt'))).toBeUndefined();
    expect(tree.node(resourceNodeId('three', 'x://h/a.txt'))).toBeUndefined();

    tree.setResources('one', [resource('x://h/b.txt')]);
    outline(new ResourceTreeView(tree, { compactFolders: false }));
    expect(tree.node(resourceNodeId('one', 'x://h/a.txt'))).toBeUndefined();
    expect(tree.size).toBe(7);
    tree.setServers([{ id: 'one', label: 'One' }]);
    expect(tree.node(resourceNodeId('two', 'x://h/a.txt'))).toBeUndefined();
    expect(tree.size).toBe(4);
  });

  it('gives the nodes of each list of children at the positions of their ids, through appends, rebuilds and removed servers', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 'one', label: 'One' },
      { id: 'two', label: 'Two' },
      { id: 'three', label: 'Three' },
    ]);
    tree.setResources('one', [resource('x://h/a.txt'), resource('x://h/docs/', { mimeType: 'inode/directory' }), resource('x://h/docs/b.txt')]);
    tree.setResources('two', [resource('y://h/c.txt')]);
    tree.setTemplates('two', [{ uriTemplate: 'y://h/{c}', name: 'c' }]);
    tree.setDirectoryContents('one', 'x://h/docs/', [{ uri: 'x://h/docs/b.txt' }, { uri: 'x://h/docs/read.txt' }]);
    const aligned = () => {
      const ids = [ROOT_NODE_ID];
      for (let next = 0; next < ids.length; next += 1) {
        const id = ids[next]!;
        const children = tree.children(id);
        const nodes = tree.childNodes(id);
        expect(nodes.map((node) => node.id)).toEqual(children);
        children.forEach((child, position) => expect(tree.node(child)).toBe(nodes[position]));
        ids.push(...children);
      }
      return ids.length;
    };
    expect(aligned()).toBeGreaterThan(10);
    tree.appendResources('one', [resource('x://h/docs/later.txt')], 3);
    aligned();
    tree.setResources('one', [resource('x://h/z.txt')]);
    aligned();
    tree.setServers([
      { id: 'three', label: 'Three' },
      { id: 'one', label: 'One' },
    ]);
    expect(tree.children(ROOT_NODE_ID)).toEqual([serverNodeId('three'), serverNodeId('one')]);
    aligned();
  });

  it('gives the entries that are not listed resources, in the order of entries(), the same array while they stay the same', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ]);
    tree.setResources('a', [resource('x://h/docs/', { mimeType: 'inode/directory' }), resource('x://h/docs/listed.txt')]);
    tree.setTemplates('b', [{ uriTemplate: 'y://h/{t}', name: 't' }]);
    tree.setDirectoryContents('a', 'x://h/docs/', [{ uri: 'x://h/docs/listed.txt' }, { uri: 'x://h/docs/read.txt' }, { uri: 'x://h/docs/later.txt' }]);
    const notListed = () => tree.entries().filter((entry) => entry.kind === 'template' || entry.origin !== 'list');
    const first = tree.unlistedEntries();
    expect(first.map((entry) => (entry.kind === 'template' ? entry.template.uriTemplate : entry.resource.uri))).toEqual(['x://h/docs/read.txt', 'x://h/docs/later.txt', 'y://h/{t}']);
    expect(first).toEqual(notListed());

    tree.appendResources('b', [resource('y://h/1')], 0);
    expect(tree.unlistedEntries()).toBe(first);
    // A resource read from a directory and listed since is a listed one.
    tree.appendResources('a', [resource('x://h/docs/later.txt')], 2);
    const after = tree.unlistedEntries();
    expect(after).not.toBe(first);
    expect(after).toEqual(notListed());
    expect(after).toHaveLength(2);
  });

  it('keeps the first of duplicate URIs and survives hostile items', () => {
    const hostile = [
      resource('x://h/a.txt', { name: 'first' }),
      resource('x://h/a.txt', { name: 'second' }),
      { uri: 42, name: 'not a uri' } as unknown as Resource,
      null as unknown as Resource,
      resource(''),
      resource('\u0000\u0001'),
      resource(`x://h/${'/'.repeat(5000)}deep`),
      resource('x://h/../../etc/passwd'),
      resource('javascript:alert(1)'),
    ];
    const tree = model(hostile);
    const view = new ResourceTreeView(tree, { compactFolders: false });
    expect(tree.resourceByKey(resourceKey('s', 'x://h/a.txt'))?.resource.name).toBe('first');
    expect(tree.entryCount).toBe(tree.entries().length);
    tree.setTemplates('s', [{ uriTemplate: 'x://h/{t}', name: 't' }]);
    expect(tree.entryCount).toBe(tree.entries().length);
    expect(() => outline(view)).not.toThrow();
    expect(labels(view, serverNodeId('s'))).toEqual(expect.arrayContaining(['x://h', '\u0000\u0001', 'javascript:alert(1)']));
  });

  it('bounds its entry count from above by what was listed, a URI listed twice counted twice', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 's', label: 'S' },
      { id: 't', label: 'T' },
    ]);
    tree.setResourcePages('s', [[resource('x://h/a.txt'), resource('x://h/b.txt')], [resource('x://h/a.txt', { name: 'again' })]]);
    tree.setTemplates('t', [{ uriTemplate: 'x://h/{t}', name: 't' }]);
    expect(tree.entryCountBound).toBe(4);
    expect(tree.entryCount).toBe(3);
    tree.setServers([{ id: 's', label: 'S' }]);
    expect(tree.entryCountBound).toBe(3);
    expect(tree.entryCount).toBe(2);
  });

  it('counts its entries so far without indexing, exactly once indexed', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    tree.setTemplates('s', [{ uriTemplate: 'x://h/{t}', name: 't' }]);
    const pages = [[resource('x://h/a.txt'), resource('x://h/b.txt')]];
    tree.setResourcePages('s', [...pages]);
    expect(tree.prepare(Number.POSITIVE_INFINITY)).toBe(true);
    expect(tree.indexed).toBe(true);
    expect(tree.entryCountSoFar).toBe(3);
    const indexed = vi.spyOn(StringKeyedMap.prototype, 'getOrSet');
    try {
      pages.push([resource('x://h/c.txt'), resource('x://h/a.txt', { name: 'again' }), null as unknown as Resource]);
      tree.setResourcePages('s', [...pages]);
      expect(tree.indexed).toBe(false);
      // The repeat and the item that is no resource count until they are indexed.
      expect(tree.entryCountSoFar).toBe(6);
      expect(indexed).not.toHaveBeenCalled();
      expect(tree.entryCount).toBe(4);
      expect(tree.indexed).toBe(true);
      expect(tree.entryCountSoFar).toBe(4);
      pages.push([resource('x://h/d.txt'), resource('x://h/b.txt', { name: 'again' })]);
      tree.setResourcePages('s', [...pages]);
      expect(tree.entryCountSoFar).toBe(6);
      expect(tree.prepare(Number.POSITIVE_INFINITY)).toBe(true);
      expect(tree.entryCountSoFar).toBe(5);
      expect(tree.entryCount).toBe(5);
    } finally {
      indexed.mockRestore();
    }
  });

  it('keeps the first entry of each URI in pages indexed as they arrive, before and after a repeat', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    const names = () => tree.entries().map((entry) => (entry.kind === 'resource' ? entry.resource.name : ''));
    const pages = [[resource('x://h/a.txt'), resource('x://h/b.txt')]];
    tree.setResourcePages('s', [...pages]);
    expect(names()).toEqual(['a.txt', 'b.txt']);
    pages.push([resource('x://h/c.txt'), resource('x://h/a.txt', { name: 'again' }), null as unknown as Resource, resource('x://h/d.txt')]);
    tree.setResourcePages('s', [...pages]);
    expect(names()).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt']);
    pages.push([resource('x://h/e.txt')]);
    tree.setResourcePages('s', [...pages]);
    expect(names()).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(tree.entryCount).toBe(5);
    // A list that does not extend the one before: the server is listed again from it.
    tree.setResources('s', [resource('x://h/z.txt'), resource('x://h/z.txt', { name: 'twice' })]);
    expect(names()).toEqual(['z.txt']);
    expect(outline(new ResourceTreeView(tree, { compactFolders: false }))).toEqual(['S', '  x://h', '    z.txt']);
  });

  it('indexes a page listed after the index was made in idle time or at the first look-up, not when it is listed', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([{ id: 's', label: 'S' }]);
    const pages = [Array.from({ length: 100 }, (_, index) => resource(`x://h/a/${index}.txt`))];
    tree.setResourcePages('s', [...pages]);
    expect(tree.prepare(Number.POSITIVE_INFINITY)).toBe(true);
    const indexed = vi.spyOn(StringKeyedMap.prototype, 'getOrSet');
    try {
      pages.push(Array.from({ length: 50 }, (_, index) => resource(`x://h/b/${index}.txt`)));
      tree.setResourcePages('s', [...pages]);
      tree.unlistedEntries();
      expect(indexed).not.toHaveBeenCalled();
      expect(tree.resourceByKey(resourceKey('s', 'x://h/b/49.txt'))?.resource.name).toBe('49.txt');
      expect(indexed).toHaveBeenCalledTimes(50);
      pages.push(Array.from({ length: 30 }, (_, index) => resource(`x://h/c/${index}.txt`)));
      tree.setResourcePages('s', [...pages]);
      expect(tree.prepare(Number.POSITIVE_INFINITY)).toBe(true);
      expect(indexed).toHaveBeenCalledTimes(80);
      expect(tree.entryCount).toBe(180);
    } finally {
      indexed.mockRestore();
    }
  });

  it('keeps the first of duplicate URIs whether their nodes were placed before the list was indexed or after', () => {
    const listed = [
      resource('x://h/docs/a.txt', { name: 'first' }),
      resource('x://h/docs/b.txt'),
      resource('x://h/docs/a.txt', { name: 'second' }),
      resource('x://h/docs', { name: 'docs as a file' }),
      resource('x://h/docs', { name: 'docs as a directory', mimeType: 'inode/directory' }),
    ];
    const placedFirst = model(listed);
    outline(new ResourceTreeView(placedFirst, { compactFolders: false }));
    const indexedFirst = model(listed);
    indexedFirst.entries();
    outline(new ResourceTreeView(indexedFirst, { compactFolders: false }));
    for (const tree of [placedFirst, indexedFirst]) {
      const entries = tree.entries();
      expect(entries.map((entry) => (entry.kind === 'resource' ? entry.resource.name : ''))).toEqual(['first', 'b.txt', 'docs as a file']);
      for (const entry of entries) {
        const node = tree.nodeOfEntry(entry);
        expect(node?.entry).toBe(entry);
        if (entry.kind === 'resource') expect(tree.resourceByKey(resourceKey('s', entry.resource.uri))).toBe(entry);
      }
      expect(tree.node(resourceNodeId('s', 'x://h/docs/a.txt'))?.label).toBe('first');
    }
  });

  it('builds the same tree whether folders are opened on demand or prepared ahead in slices', () => {
    const list = [
      resource('x://h/a/1.txt'),
      resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' }),
      resource('x://h/a/b/2.txt'),
      resource('x://h/a/1.txt', { name: 'duplicate' }),
      resource('urn:isbn:1'),
      ...Array.from({ length: 3000 }, (_, index) => resource(`x://g/dir-${index % 7}/item-${index}.txt`)),
    ];
    const lazy = model(list);
    const prepared = model(list);
    let slices = 0;
    while (!prepared.prepare(0)) slices += 1;
    expect(slices).toBeGreaterThan(0);
    expect(prepared.size).toBeGreaterThan(3000);
    expect(outline(new ResourceTreeView(prepared, { compactFolders: false }))).toEqual(outline(new ResourceTreeView(lazy, { compactFolders: false })));
    expect(prepared.entries()).toEqual(lazy.entries());
    expect(prepared.resourceByKey(resourceKey('s', 'x://h/a/1.txt'))?.resource.name).toBe('1.txt');
  });

  it('notes how much of each entry list the list before it shares, so work per list need not compare them', () => {
    const model = new ResourceTreeModel();
    model.setServers([{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }]);
    const pagesA = [Array.from({ length: 3 }, (_, index) => resource(`x://h/a/${index}.txt`))];
    model.setResourcePages('a', [...pagesA]);
    model.setTemplates('a', [{ uriTemplate: 'x://h/{name}', name: 'by name' }]);
    model.setResourcePages('b', [[resource('y://h/1.txt')]]);
    const lists = [model.entries()];
    model.setResourcePages('a', [...pagesA, [resource('x://h/a/3.txt'), resource('x://h/a/4.txt')]]);
    lists.push(model.entries());
    // Server b's page is replaced: its listed resources are rebuilt, so only a's entries stay.
    model.setResourcePages('b', [[resource('y://h/2.txt')]]);
    lists.push(model.entries());
    model.setServers([{ id: 'b', label: 'B' }, { id: 'a', label: 'A' }]);
    lists.push(model.entries());
    const shared = lists.slice(1).map((list, index) => knownSharedStart(list, lists[index]!));
    // a's three resources (then its template, after which the list grew); a's five and its template (then b's, rebuilt); nothing (b first now).
    expect(shared).toEqual([3, 6, 0]);
    lists.slice(1).forEach((list, index) => expect(list.slice(0, shared[index])).toEqual(lists[index]!.slice(0, shared[index])));
  });
});

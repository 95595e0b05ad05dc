import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import type { Resource, ResourceTemplate } from '../client/types.js';
import { resourceKey } from '../search/entry.js';
import { createFilterPredicate, DEFAULT_FILTERS } from '../search/filters.js';
import { ROOT_NODE_ID, ResourceTreeModel, folderNodeId, resourceNodeId, serverNodeId, templateNodeId } from './resource-tree-model.js';
import { ResourceTreeView } from './resource-tree-view.js';

function labels(view: ResourceTreeView, id: string): string[] {
  return view.children(id).map((child) => view.node(child)!.label);
}

/** The tree as indented text, every folder opened. */
function outline(view: ResourceTreeView, id = ROOT_NODE_ID, depth = 0): string[] {
  return view.children(id).flatMap((child) => [`${'  '.repeat(depth)}${view.node(child)!.label}`, ...outline(view, child, depth + 1)]);
}

function resource(uri: string, extra: Partial<Resource> = {}): Resource {
  return { uri, name: uri.split('/').filter(Boolean).at(-1) ?? uri, ...extra };
}

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
    const view = new ResourceTreeView(model);

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
    const before = new ResourceTreeView(model).children(docs).length;

    const read = await client.readResource(DEMO_URIS.directory);
    model.setDirectoryContents(
      'demo',
      DEMO_URIS.directory,
      read.contents.map((content) => ({ uri: content.uri, mimeType: content.mimeType, size: content.byteLength })),
    );
    const children = new ResourceTreeView(model).children(docs);
    const uris = children.map((id) => {
      const entry = model.node(id)!.entry!;
      return entry.kind === 'resource' ? entry.resource.uri : '';
    });
    expect(new Set(uris)).toEqual(new Set(read.contents.map((content) => content.uri)));
    expect(children.length).toBeGreaterThanOrEqual(before);
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
    expect(outline(new ResourceTreeView(backward))).toEqual(outline(new ResourceTreeView(forward)));
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
    expect(labels(new ResourceTreeView(tree), serverNodeId('s'))).toEqual(['x://h', 'A book', 'by id']);
  });

  it('decodes the authority in group labels and finds the labels siblings share, with the names they share', () => {
    const tree = model([
      resource('notes://%C3%A1lgebra'),
      resource('x://h/n/1', { name: 'one', title: 'Note by id' }),
      resource('x://h/n/2', { name: 'two', title: 'Note by id' }),
      resource('x://h/n/3', { name: 'two', title: 'Note by id' }),
      resource('x://h/n/4', { name: 'four', title: 'Alone' }),
    ]);
    const view = new ResourceTreeView(tree);
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
    expect(labels(new ResourceTreeView(tree), folderNodeId('s', 'x://h/a/'))).toEqual(['1.txt', '2.txt', '3.txt']);
    tree.setResources('s', tree.entries().map((entry) => (entry.kind === 'resource' ? entry.resource : first[0]!)));
    // The same list again (a new array of the same objects) changes nothing visible.
    expect(outline(new ResourceTreeView(tree))).toEqual(['S', '  x://h', '    a', '      1.txt', '      2.txt', '      3.txt', '    b', '      4.txt']);
  });

  it('rebuilds a server whose list changed and drops what is gone', () => {
    const tree = model([resource('x://h/a/1.txt'), resource('x://h/b/2.txt')]);
    tree.setResources('s', [resource('x://h/b/2.txt')]);
    expect(outline(new ResourceTreeView(tree))).toEqual(['S', '  x://h', '    b', '      2.txt']);
    expect(tree.nodeIdOfResource('s', 'x://h/a/1.txt')).toBeUndefined();
  });

  it('keeps one failing or empty server from affecting another', () => {
    const tree = new ResourceTreeModel();
    tree.setServers([
      { id: 'one', label: 'One' },
      { id: 'two', label: 'Two' },
    ]);
    tree.setResources('two', [resource('x://h/a.txt')]);
    expect(outline(new ResourceTreeView(tree))).toEqual(['One', 'Two', '  x://h', '    a.txt']);
    tree.setServers([{ id: 'two', label: 'Second' }]);
    expect(outline(new ResourceTreeView(tree))).toEqual(['Second', '  x://h', '    a.txt']);
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
    const view = new ResourceTreeView(tree);
    expect(tree.resourceByKey(resourceKey('s', 'x://h/a.txt'))?.resource.name).toBe('first');
    expect(() => outline(view)).not.toThrow();
    expect(labels(view, serverNodeId('s'))).toEqual(expect.arrayContaining(['x://h', '\u0000\u0001', 'javascript:alert(1)']));
  });

  it('gives a directory that is not a path folder its read contents as direct children', () => {
    const tree = model([resource('urn:dir:1', { name: 'Folder', mimeType: 'inode/directory' })]);
    const id = tree.nodeIdOfResource('s', 'urn:dir:1')!;
    expect(tree.node(id)).toMatchObject({ type: 'resource', folder: true, directory: true });
    tree.setDirectoryContents('s', 'urn:dir:1', [{ uri: 'urn:dir:1' }, { uri: 'urn:file:a', mimeType: 'text/plain', size: 12 }, { uri: 'x://h/b/c.md' }]);
    const view = new ResourceTreeView(tree);
    expect(labels(view, id)).toEqual(['c.md', 'urn:file:a']);
    expect(tree.resourceByKey(resourceKey('s', 'urn:file:a'))).toMatchObject({ origin: 'directory', resource: { size: 12, mimeType: 'text/plain' } });
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
    expect(outline(new ResourceTreeView(prepared))).toEqual(outline(new ResourceTreeView(lazy)));
    expect(prepared.entries()).toEqual(lazy.entries());
    expect(prepared.resourceByKey(resourceKey('s', 'x://h/a/1.txt'))?.resource.name).toBe('1.txt');
  });

  it('upgrades a resource first seen in a directory once the server lists it', () => {
    const tree = model([resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' })]);
    tree.setDirectoryContents('s', 'x://h/docs/', [{ uri: 'x://h/docs/a.md' }]);
    expect(tree.resourceByKey(resourceKey('s', 'x://h/docs/a.md'))?.origin).toBe('directory');
    const listed = [resource('x://h/docs/', { mimeType: 'inode/directory', title: 'Docs' })];
    tree.setResources('s', [...listed, resource('x://h/docs/a.md', { title: 'Listed A' })]);
    expect(tree.resourceByKey(resourceKey('s', 'x://h/docs/a.md'))).toMatchObject({ origin: 'list', resource: { title: 'Listed A' } });
    expect(outline(new ResourceTreeView(tree))).toEqual(['S', '  x://h', '    Docs', '      Listed A']);
  });
});

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
    expect(outline(new ResourceTreeView(tree))).toEqual([
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
    expect(labels(new ResourceTreeView(tree, { sort: 'priority' }), folderNodeId('s', 'x://h/src/'))).toEqual(['item-9.ts', 'item-10.ts', 'Item-100.ts']);
    expect(labels(new ResourceTreeView(tree, { sort: 'size' }), folderNodeId('s', 'x://h/src/'))).toEqual(['item-9.ts', 'Item-100.ts', 'item-10.ts']);
  });

  it('hides what does not match and the folders left empty, but keeps every server', () => {
    const view = new ResourceTreeView(tree, { filter: createFilterPredicate({ ...DEFAULT_FILTERS, mimeFamilies: ['image'] }) });
    expect(outline(view)).toEqual(['S', '  x://h', '    img', '      logo.png', 'Empty']);
    expect(view.matchCount).toBe(1);
    expect(view.foldersWithMatches(10)).toEqual([serverNodeId('s'), folderNodeId('s', 'x://h'), folderNodeId('s', 'x://h/img/')]);
    expect(view.foldersWithMatches(2)).toHaveLength(2);
  });
});

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
    const view = new ResourceTreeView(tree);
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

  it.each([1, 2, 3, 4, 5, 6])('places every item where adding them one at a time does (seed %i)', (seed) => {
    const resources = oddList(seed, 160);
    for (const maxDepth of [2, 32]) {
      const expected = dump(oneByOne(resources, maxDepth));
      expect(dump(lazy(resources, maxDepth))).toEqual(expected);
      // Counted before anything below is opened, folder by folder, outermost first.
      const counting = lazy(resources, maxDepth);
      const counts: Array<[string, number]> = [];
      const countAll = (id: string) => {
        const count = counting.childCount(id);
        const children = counting.children(id);
        counts.push([id, count]);
        expect([id, count]).toEqual([id, children.length]);
        for (const child of children) if (counting.node(child)!.folder) countAll(child);
      };
      countAll(serverNodeId('s'));
      expect(counts.length).toBeGreaterThan(5);
      expect(dump(counting)).toEqual(expected);
      // Opened ahead in the smallest slices, then counted and listed.
      const sliced = lazy(resources, maxDepth);
      while (!sliced.prepare(0));
      expect(dump(sliced)).toEqual(expected);
    }
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
      const countAll = (id: string) => {
        const count = tree.childCount(id);
        const children = tree.children(id);
        expect([id, count]).toEqual([id, children.length]);
        for (const child of children) if (tree.node(child)!.folder) countAll(child);
      };
      countAll(serverNodeId('s'));
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

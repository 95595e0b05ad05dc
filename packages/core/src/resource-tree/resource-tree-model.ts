import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryLabel, parseResourceKey, type ResourceEntry, type ResourceItemEntry, type TemplateItemEntry } from '../search/entry.js';
import { noteSharedStart } from '../search/shared-start.js';
import { countChildren } from './child-counts.js';
import { ChunkedList } from './chunked-list.js';
import { mergeDirectoryChildren } from './directory-merge.js';
import type { DirectoryChild } from './directory-resource.js';
import { LazyPlacement } from './lazy-placement.js';
import { ROOT_NODE_ID, serverNodeId, templateNodeId } from './node-id.js';
import { NodeStore, type MutableNode, type ResourceTreeNode } from './node-store.js';
import { emptyServerData, indexAll, indexUntil, listedEntry, listItems, placedNode, uniqueEntryArrays, uniqueEntryCount, uniqueEntryCountSoFar, type ServerData } from './server-index.js';

export interface ResourceTreeModelOptions {
  /** Path segments that become folders at most; deeper ones stay in the leaf's name. @default 32 */
  maxDepth?: number;
  /** Children taken from one directory's contents at most. @default 5000 */
  maxDirectoryChildren?: number;
}

/**
 * The browsing tree over the resources and templates of several servers: server → templates,
 * direct resources and `scheme://authority` groups → path-segment folders → resources. Directory
 * resources become folders whose children come from their read contents (`setDirectoryContents`).
 *
 * Mutable and observable (`subscribe` / `version`) so that pages of 100,000-resource lists are
 * added incrementally: a list that extends the previous one only adds its new items.
 * Children are kept in arrival order; `ResourceTreeView` filters and sorts them.
 *
 * The model composes its layers: node ids (`node-id.ts`), the nodes (`node-store.ts`), the
 * per-server index (`server-index.ts`), lazy placement (`lazy-placement.ts`, folders filled in
 * when first opened) with counting before placing (`child-counts.ts`), and directory merging
 * (`directory-merge.ts`). It holds no state outside its instance.
 */
export class ResourceTreeModel {
  private readonly servers = new Map<string, ServerData>();
  private readonly store = new NodeStore((serverId, uri) => {
    const data = this.servers.get(serverId);
    return data && placedNode(data, uri);
  });
  private readonly placement: LazyPlacement;
  private readonly listeners = new Set<() => void>();
  private readonly maxDirectoryChildren: number;
  /**
   * The array `entries()` made last. Work derived from it is kept in weak maps keyed by it (facet
   * groups, prepared search fields), and a list that grows page by page takes over that work from
   * the array before: so it is `held` while it is asked for, even between versions. Once nobody has
   * asked for it for `ENTRIES_KEPT_UNASKED_MS`, the next change leaves it held only weakly: past its
   * thresholds a catalog engine does that work, and the groups and fields of the last array made
   * before took about 4 bytes per resource at a million. Held weakly from the start, it was collected
   * between the idle slices that group it, which then started over (tasks over 50 ms while listing).
   */
  private entryCache: { version: number; entries: WeakRef<readonly ResourceEntry[]>; held: readonly ResourceEntry[] | undefined; parts: EntryParts; askedAt: number } | undefined;
  private unlistedCache: { version: number; entries: readonly ResourceEntry[] } | undefined;
  private currentVersion = 0;
  private pendingChange = false;

  constructor({ maxDepth = 32, maxDirectoryChildren = 5000 }: ResourceTreeModelOptions = {}) {
    this.maxDirectoryChildren = maxDirectoryChildren;
    this.placement = new LazyPlacement(this.store, this.servers, maxDepth);
  }

  /** Increases on every change. */
  get version(): number {
    return this.currentVersion;
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.currentVersion;

  node(id: string): ResourceTreeNode | undefined {
    return this.store.get(id) ?? this.placement.findUnopened(id);
  }

  /** Children in arrival order (servers in the order given to `setServers`). Walk them by node where you can: see `childNodes`. */
  children(id: string): readonly string[] {
    this.openChildren(id);
    return this.store.childIdsOf(id) ?? [];
  }

  /**
   * The nodes of `children(id)`, at the same positions (placing what waits, as `children` does): one
   * array while nodes are only added below `id`. A resource's id is made each time it is read, so
   * `children(id)` keeps the ids of the folders it was asked for.
   */
  childNodes(id: string): readonly ResourceTreeNode[] {
    this.openChildren(id);
    return this.store.childNodesOf(id) ?? [];
  }

  /** Places what waits to be a child of `id`. */
  private openChildren(id: string): void {
    const node = this.store.get(id) ?? this.placement.findUnopened(id);
    if (node) {
      this.placement.openAbove(node);
      this.placement.open(node);
    }
  }

  /**
   * `children(id).length`, without placing what waits in a group or folder nobody opened: its
   * waiting resources are read (each URI scanned once, as opening would), not made into nodes. So the
   * rows of 100,000 resources in open folders are counted before any of them is placed. With `limit`,
   * counting may stop once it reaches `limit`: the result is then at least `limit`, not exact.
   */
  childCount(id: string, limit = Number.POSITIVE_INFINITY): number {
    const node = this.store.get(id) ?? this.placement.findUnopened(id);
    if (node === undefined) return 0;
    this.placement.openAbove(node);
    // A folder that was open and got new items since is opened again rather than counted: its row is
    // on screen, and counting what waits in it at every render while a long list arrives would
    // read the whole list again and again.
    if (node.opened !== false || node.type === 'server' || node.pending === undefined || this.store.childNodesOf(id)!.length > 0) return this.childNodes(id).length;
    return countChildren(node, this.servers.get(node.serverId)!, this.store, this.placement, limit);
  }

  /** The node of the resource `uri` of `serverId`, wherever it sits. */
  nodeIdOfResource(serverId: string, uri: string): string | undefined {
    return this.placement.nodeIdOfResource(serverId, uri);
  }

  /**
   * `node(nodeIdOfResource(serverId, uri))` with one look-up instead of two: a million of them are
   * made when a catalog's look-ups are prepared.
   */
  nodeOfResource(serverId: string, uri: string): ResourceTreeNode | undefined {
    return this.placement.nodeOfResource(serverId, uri);
  }

  /** The resource of a `resourceKey`, if the tree holds it. */
  resourceByKey(key: string): ResourceItemEntry | undefined {
    const parsed = parseResourceKey(key);
    const data = parsed && this.servers.get(parsed.serverId);
    return data ? listedEntry(data, parsed.uri) : undefined;
  }

  /**
   * Every resource and template in the tree (listed, read from directories, templates), in arrival
   * order per server. One frozen array per version while anyone holds it, so work derived from it
   * can be kept with it.
   */
  entries(): readonly ResourceEntry[] {
    const cache = this.entryCache;
    const previous = cache?.held ?? cache?.entries.deref();
    if (previous && cache!.version === this.currentVersion) {
      cache!.held = previous;
      cache!.askedAt = performance.now();
      return previous;
    }
    const parts: EntryParts = { arrays: [], lengths: [] };
    for (const serverId of this.store.childIdsOf(ROOT_NODE_ID)!) {
      const data = this.servers.get(this.store.get(serverId)!.serverId);
      if (!data) continue;
      // Listed resources and templates are only ever appended to (a rebuild makes new arrays).
      parts.arrays.push(...uniqueEntryArrays(data), data.templateEntries);
      if (data.readEntries.size > 0) parts.arrays.push([...data.readEntries.values()]);
    }
    for (const part of parts.arrays) parts.lengths.push(part.length);
    // Made again at every version while a list arrives: `concat` copies whole arrays at once, where
    // pushing entry by entry took several ms per 100,000 entries.
    const entries = Object.freeze(([] as ResourceEntry[]).concat(...parts.arrays));
    if (previous) noteSharedStart(entries, previous, sharedLength(cache!.parts, parts));
    this.entryCache = { version: this.currentVersion, entries: new WeakRef(entries), held: entries, parts, askedAt: performance.now() };
    return entries;
  }

  /**
   * The entries of `entries()` that are not listed resources, in the same order: each server's
   * templates, then the resources seen only in its directories' contents. What a catalog engine,
   * which holds the listed resources, leaves to the page; a few, read without copying the listed
   * ones (`entries()` copies a million at each version of a million being listed). The same array
   * while they stay the same, so work derived from it is kept across pages of a listing.
   */
  unlistedEntries(): readonly ResourceEntry[] {
    const cache = this.unlistedCache;
    if (cache?.version === this.currentVersion) return cache.entries;
    const unlisted: ResourceEntry[] = [];
    for (const serverId of this.store.childIdsOf(ROOT_NODE_ID)!) {
      const data = this.servers.get(this.store.get(serverId)!.serverId);
      if (!data) continue;
      // Indexing gives a resource read from a directory and listed since its listed entry; with
      // none read, the list need not be indexed (this is asked at every page of a listing).
      if (data.readEntries.size > 0) indexAll(data);
      for (const entry of data.templateEntries) unlisted.push(entry);
      for (const entry of data.readEntries.values()) unlisted.push(entry);
    }
    const same = cache !== undefined && cache.entries.length === unlisted.length && unlisted.every((entry, index) => cache.entries[index] === entry);
    const entries = same ? cache.entries : Object.freeze(unlisted);
    this.unlistedCache = { version: this.currentVersion, entries };
    return entries;
  }

  /**
   * `entryCount` or more (a URI listed twice counts twice here), read without indexing the servers'
   * lists, which `entryCount` does: for choices that go by the catalog's size, such as thresholds and
   * intervals. A tree mounted over 100,000 resources already listed indexed them all in its first
   * render to read its size (38 ms of a 143 ms task in a profile); idle slices index them instead.
   */
  get entryCountBound(): number {
    let count = 0;
    for (const data of this.servers.values()) count += data.listEntries.length + data.templateEntries.length + data.readEntries.size;
    return count;
  }

  /** `entries().length`, without making the array. */
  get entryCount(): number {
    return this.countEntries(uniqueEntryCount);
  }

  /**
   * `entryCount` once every server's list is indexed (`indexed`), read without indexing them: until
   * then, an item listed since counts even when its URI is known already. For a count shown while a
   * list arrives: a render that read `entryCount` at a million resources indexed the pages listed
   * since the last idle slice, 33 ms of a 53 ms task in a sampled trace. `prepare` makes it exact.
   */
  get entryCountSoFar(): number {
    return this.countEntries(uniqueEntryCountSoFar);
  }

  /** True when every server's list is indexed: `entryCount` is read without indexing, and equals `entryCountSoFar`. */
  get indexed(): boolean {
    for (const data of this.servers.values()) if (!data.indexed) return false;
    return true;
  }

  /** The entries of the servers in the tree: each one's templates and resources read from directories, and `listed(data)`. */
  private countEntries(listed: (data: ServerData) => number): number {
    let count = 0;
    for (const serverId of this.store.childIdsOf(ROOT_NODE_ID)!) {
      const data = this.servers.get(this.store.get(serverId)!.serverId);
      if (!data) continue;
      count += listed(data) + data.templateEntries.length + data.readEntries.size;
    }
    return count;
  }

  /** One more than the highest `index` of any node so far: the length of an array with a slot per node. */
  get indexLimit(): number {
    return this.store.indexLimit;
  }

  /**
   * The node of an entry of `entries()` (a resource's, a directory's group or folder, or a
   * template's), opening the folders on its way if nobody has yet.
   */
  nodeOfEntry(entry: ResourceEntry): ResourceTreeNode | undefined {
    return entry.kind === 'resource' ? this.nodeOfResource(entry.serverId, entry.resource.uri) : this.node(templateNodeId(entry.serverId, entry.template.uriTemplate));
  }

  /** The node with `index` when it can hold children (a server, group, folder or directory); `undefined` for any other. */
  folderAt(index: number): ResourceTreeNode | undefined {
    return this.store.folderAt(index);
  }

  /** The parent of a node of this model (`undefined` for the root): `node(node.parentId)` without the look-up. */
  parentOf(node: ResourceTreeNode): ResourceTreeNode | undefined {
    return (node as MutableNode).parentNode;
  }

  /**
   * The shape of the tree by node `index`, for walks over many nodes: `parents[i]` is the index of
   * the parent of node `i` (-1 for the root), `folders[i]` is 1 when node `i` can hold children.
   * Valid below `indexLimit` until the next change; slots of removed nodes keep their old values.
   * Read only.
   */
  structure(): { parents: Int32Array; folders: Uint8Array } {
    return this.store.structure();
  }

  /**
   * Goes up whenever nodes are removed (a server gone or rebuilt): node indices kept from before may
   * no longer stand for the same resources. Appending pages never changes it.
   */
  get removals(): number {
    return this.store.removals;
  }

  /**
   * Goes up whenever a node takes another entry in place, and with it maybe another label (a directory
   * listed at a folder's prefix, a resource read from a directory and then listed): orders of children
   * kept from before may no longer hold. Appending pages of other resources never changes it.
   */
  get edits(): number {
    let edits = 0;
    for (const data of this.servers.values()) edits += data.edits;
    return edits;
  }

  /** How many nodes the tree has made so far, the root included (folders nobody opened have none yet). */
  get size(): number {
    return this.store.size;
  }

  /** Shows exactly these servers, in this order, with these labels. */
  setServers(servers: ReadonlyArray<{ id: string; label: string }>): void {
    const wanted = new Set(servers.map((server) => server.id));
    for (const serverId of [...this.servers.keys()]) {
      if (wanted.has(serverId)) continue;
      this.store.removeSubtree(serverNodeId(serverId), true);
      this.servers.delete(serverId);
      this.changed();
    }
    const order: string[] = [];
    for (const { id, label } of servers) {
      const nodeId = serverNodeId(id);
      if (order.includes(nodeId)) continue;
      order.push(nodeId);
      const data = this.servers.get(id);
      if (!data) {
        this.servers.set(id, emptyServerData(id, label));
        this.placement.addServer(nodeId, id, label);
        this.changed();
      } else if (data.label !== label) {
        data.label = label;
        this.store.get(nodeId)!.label = label;
        this.changed();
      }
    }
    const current = this.store.childIdsOf(ROOT_NODE_ID)!;
    if (current.length !== order.length || current.some((id, index) => id !== order[index])) {
      this.store.setChildren(ROOT_NODE_ID, order);
      this.changed();
    }
    this.flush();
  }

  /**
   * The resources a server listed so far. When `resources` extends the previous list (the same
   * objects, plus more), only the new ones are added; otherwise the server's subtree is rebuilt.
   */
  setResources(serverId: string, resources: readonly Resource[]): void {
    const data = this.servers.get(serverId);
    if (!data) return;
    data.resourcePages = undefined;
    if (data.givenResources === resources) return;
    data.givenResources = resources;
    this.relist(data, [resources]);
    this.flush();
  }

  /**
   * Adds `resources` to the server's list at `startIndex`, which must be the number listed so far:
   * the same as `setResources` with the longer list, at the cost of the new items only (a list
   * arriving in pages costs O(N) in all, not O(N) per page).
   */
  appendResources(serverId: string, resources: readonly Resource[], startIndex: number): void {
    const data = this.servers.get(serverId);
    if (!data) return;
    if (startIndex !== data.listEntries.length) {
      throw new RangeError(
        `[@mcp-resource-kit/core] appendResources("${serverId}") was given items for index ${startIndex}, but the server has ${data.listEntries.length} listed. `
          + 'Appending there would leave a gap or overwrite items. Pass the number listed so far as startIndex, or call setResources with the whole list.',
      );
    }
    data.resourcePages = undefined;
    data.givenResources = undefined;
    this.appendItems(data, resources);
    this.flush();
  }

  /**
   * The resources a server listed so far, as the pages they arrived in. When the pages extend the
   * previous ones (the same page arrays, plus more), only the new pages are added, without joining
   * the list (what a paged query gives after each page); otherwise it is `setResources` of them all
   * (which adds only the new items when the joined list extends the previous one).
   */
  setResourcePages(serverId: string, pages: ReadonlyArray<readonly Resource[]>): void {
    const data = this.servers.get(serverId);
    if (!data) return;
    const previous = data.resourcePages;
    if (previous === pages) return;
    if (previous !== undefined && extendsList(previous, pages)) {
      for (let index = previous.length; index < pages.length; index += 1) this.appendItems(data, pages[index]!);
    } else {
      this.relist(data, pages);
    }
    data.givenResources = undefined;
    data.resourcePages = pages;
    this.flush();
  }

  /** The resource templates of a server, added as leaves of the server node. */
  setTemplates(serverId: string, templates: readonly ResourceTemplate[]): void {
    const data = this.servers.get(serverId);
    if (!data || data.templates === templates) return;
    const previous = data.templates;
    data.templates = templates;
    if (extendsList(previous, templates)) {
      for (let index = previous.length; index < templates.length; index += 1) this.addTemplate(serverId, data, templates[index]!);
    } else this.rebuildServer(serverId);
    this.flush();
  }

  /**
   * The contents read from the directory resource `directoryUri`: they become its children (by
   * path below its prefix when they share it). `undefined` forgets them.
   */
  setDirectoryContents(serverId: string, directoryUri: string, children: readonly DirectoryChild[] | undefined): void {
    const data = this.servers.get(serverId);
    if (!data) return;
    const previous = data.directories.get(directoryUri);
    if (previous === children) return;
    if (children === undefined) data.directories.delete(directoryUri);
    else data.directories.set(directoryUri, children);
    if (previous === undefined && children !== undefined) this.addDirectoryChildren(data, directoryUri, children);
    else this.rebuildServer(serverId);
    this.flush();
  }

  /**
   * Does up to `budgetMs` of the work that reading entries and opening folders will need, so that
   * it is done before anyone asks: call it in idle time, again while it returns false. Changes
   * nothing anyone can observe, and never notifies.
   */
  prepare(budgetMs = 8): boolean {
    const deadline = performance.now() + budgetMs;
    for (const data of this.servers.values()) {
      if (!indexUntil(data, deadline) || !data.byUri.prepare(deadline)) return false;
    }
    return this.store.prepare(deadline) && this.placement.openClosed(deadline);
  }

  /**
   * Lists the items of `pages`, in order, as the server's whole list: when they extend the list so
   * far (the same objects, plus more, as a refetch through structural sharing gives) only the new
   * items are added; else the server is rebuilt with them. Page by page, never joined: joining
   * 100,000 items took 6 ms of the first task of a tree mounted over them, in a trace.
   */
  private relist(data: ServerData, pages: ReadonlyArray<readonly Resource[]>) {
    const { listEntries } = data;
    const listed = listEntries.length;
    let same = 0;
    for (const items of pages) {
      let offset = 0;
      while (same < listed && offset < items.length && listEntries.at(same).resource === items[offset]) {
        same += 1;
        offset += 1;
      }
      if (same === listed) this.appendItems(data, offset === 0 ? items : items.slice(offset));
      else if (offset < items.length) break;
    }
    if (same === listed) return;
    data.listEntries = new ChunkedList();
    for (const items of pages) listItems(data, items);
    this.rebuildServer(data.serverId);
  }

  /** Places the server's list, templates and directory contents again, from scratch (its list's entries stay). */
  private rebuildServer(serverId: string) {
    const data = this.servers.get(serverId)!;
    this.store.removeSubtree(serverNodeId(serverId), false);
    this.placement.reopenServer(this.store.get(serverNodeId(serverId))!);
    Object.assign(data, emptyServerData(serverId, data.label), {
      givenResources: data.givenResources,
      listEntries: data.listEntries,
      resourcePages: data.resourcePages,
      templates: data.templates,
      directories: data.directories,
    });
    this.listFrom(data, 0);
    for (const template of data.templates) this.addTemplate(serverId, data, template);
    for (const [directoryUri, children] of data.directories) this.addDirectoryChildren(data, directoryUri, children);
    this.changed();
  }

  private appendItems(data: ServerData, items: readonly Resource[]) {
    if (items.length === 0) return;
    const start = data.listEntries.length;
    listItems(data, items);
    this.listFrom(data, start);
  }

  private listFrom(data: ServerData, start: number) {
    if (start >= data.listEntries.length) return;
    this.placement.listFrom(data.serverId, data, start);
    this.changed();
  }

  private addTemplate(serverId: string, data: ServerData, template: ResourceTemplate) {
    if (typeof template?.uriTemplate !== 'string') return;
    const id = templateNodeId(serverId, template.uriTemplate);
    if (this.store.has(id)) return;
    const entry: TemplateItemEntry = { kind: 'template', serverId, template };
    data.templateEntries.push(entry);
    this.store.insert({
      id,
      index: -1,
      type: 'template',
      serverId,
      parentId: serverNodeId(serverId),
      label: entryLabel(entry),
      prefix: undefined,
      entry,
      folder: false,
      directory: false,
    });
    this.changed();
  }

  private addDirectoryChildren(data: ServerData, directoryUri: string, children: readonly DirectoryChild[]) {
    if (mergeDirectoryChildren(this.placement, this.store, data, directoryUri, children, this.maxDirectoryChildren) > 0) this.changed();
  }

  private changed() {
    this.pendingChange = true;
  }

  private flush() {
    if (!this.pendingChange) return;
    this.pendingChange = false;
    this.currentVersion += 1;
    const cache = this.entryCache;
    if (cache?.held && performance.now() - cache.askedAt > ENTRIES_KEPT_UNASKED_MS) cache.held = undefined;
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * How long the array `entries()` made last stays held without being asked for (see `entryCache`):
 * well above how often a page that uses it asks while a list grows (`recountIntervalMs`, half a
 * second to two seconds).
 */
const ENTRIES_KEPT_UNASKED_MS = 10_000;

/** The arrays `entries()` joined, and their lengths then (the arrays themselves may grow since). */
interface EntryParts {
  arrays: Array<readonly ResourceEntry[]>;
  lengths: number[];
}

/** How many entries at the start of the joined `next` are those of the joined `previous`: whole parts that did not change, then what the first one that did kept. */
function sharedLength(previous: EntryParts, next: EntryParts): number {
  let shared = 0;
  for (let part = 0; part < previous.arrays.length && part < next.arrays.length; part += 1) {
    // Only the very same array, appended to, keeps its first entries.
    if (previous.arrays[part] !== next.arrays[part]) break;
    const before = previous.lengths[part]!;
    shared += Math.min(before, next.lengths[part]!);
    if (next.lengths[part] !== before) break;
  }
  return shared;
}

function extendsList<T>(previous: readonly T[], next: readonly T[]): boolean {
  if (next.length < previous.length) return false;
  for (let index = 0; index < previous.length; index += 1) if (previous[index] !== next[index]) return false;
  return true;
}

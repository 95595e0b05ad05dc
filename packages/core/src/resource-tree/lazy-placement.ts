import type { Resource } from '../client/types.js';
import type { ResourceItemEntry } from '../search/entry.js';
import { entryLabel } from '../search/entry.js';
import { isDirectoryMimeType } from '../search/mime-family.js';
import { isDirectoryResource } from './directory-resource.js';
import { folderNodeId, parseNodeId, ROOT_NODE_ID, serverNodeId } from './node-id.js';
import type { MutableNode, NodeStore } from './node-store.js';
import { ListRange, type PathPlacement, type Placed } from './pending-item.js';
import { DirectoryLeafNode, ListedResourceLeaf, ResourceLeafNode } from './resource-leaf-node.js';
import { markSameFolders, MARK_SLICE, SAME_FOLDER } from './same-folder-runs.js';
import { entryAt, listedEntry, notePlaced, notePlacedOnce, placedNode, type ServerData } from './server-index.js';
import { displayOrigin, displaySegment, folderPrefix, placeUri } from './split-uri.js';
import { createOriginReader } from './uri-origin.js';

/**
 * Places listed resources lazily: a listed resource waits in the nearest group or folder that
 * nobody has opened yet, and moves down one level each time a folder on its way is opened
 * (`open`, `openPath`, `findUnopened`, `nodeIdOfResource`). So showing the top of a
 * 100,000-resource tree costs one cheap pass over the list, not the whole tree. The result is the
 * same tree the items would build one by one. Input is plain data (the servers' lists), output
 * nodes in the `NodeStore`.
 */
export class LazyPlacement {
  /** Servers, groups and folders made closed, for `openClosed` to open (some may be open or gone by then). */
  private closed: MutableNode[] = [];
  /** The group the last listed resource went to: consecutive ones mostly share it. */
  private lastGroup: { id: string; serverId: string; origin: string } | undefined;
  private readonly originOf = createOriginReader();

  constructor(
    private readonly store: NodeStore,
    private readonly servers: ReadonlyMap<string, ServerData>,
    readonly maxDepth: number,
  ) {}

  /** Adds a server node, closed: its list is placed when it is first opened. */
  addServer(id: string, serverId: string, label: string): void {
    // Registered only: the model keeps the servers' order itself.
    this.store.register({
      id,
      index: -1,
      type: 'server',
      serverId,
      parentId: ROOT_NODE_ID,
      label,
      prefix: undefined,
      entry: undefined,
      folder: true,
      directory: false,
      opened: false,
    });
    this.store.setChildren(id, []);
    this.closed.push(this.store.get(id)!);
  }

  /** Closes a server node whose subtree was removed, so that its list is placed again. */
  reopenServer(server: MutableNode): void {
    server.opened = false;
    this.closed.push(server);
  }

  /**
   * Opens the nodes made closed until done or until `deadline` (a `performance.now()` time)
   * passes: true once none is left.
   */
  openClosed(deadline: number): boolean {
    while (this.closed.length > 0) {
      const node = this.closed.pop()!;
      if (node.opened === false && this.store.get(node.id) === node && !this.openUntil(node, deadline)) {
        this.closed.push(node);
        return false;
      }
      if (performance.now() > deadline) return this.closed.length === 0;
    }
    return true;
  }

  /**
   * The items of the server's list from `start` on: they are handed to the server node, but only
   * once it is opened (the per-URI index takes them later too, see `listItems`). An opened server is
   * closed again: its new items go down the tree when someone opens it (a row on screen, a look-up,
   * idle time), and then only as far as the first folder nobody opened since, where they wait in
   * runs. So a page of 5,000 appended to a tree that is all open costs a pass over its URIs, not
   * 5,000 nodes made in the page's task.
   */
  listFrom(serverId: string, data: ServerData, start: number) {
    if (start >= data.listEntries.length) return;
    const server = this.store.get(serverNodeId(serverId))!;
    if (server.opened) this.close(server);
  }

  /** Makes an opened server, group or folder closed again, to take new items that wait until it is opened. */
  private close(node: MutableNode) {
    node.opened = false;
    if (node.type !== 'server') {
      node.pending = [];
      node.pendingDone = undefined;
    }
    this.closed.push(node);
  }

  /** Moves a listed resource one step down from its server: a direct child, or into its group. */
  private placeBelowServer(server: MutableNode, data: ServerData, index: number) {
    const { resource } = entryAt(data, index);
    if (typeof resource?.uri !== 'string') return;
    const { uri } = resource;
    const origin = this.originOf(uri);
    if (origin === undefined) {
      this.insertResource(server, data, entryAt(data, index), isDirectoryResource(resource));
      return;
    }
    let group = origin === this.lastGroup?.origin && this.lastGroup.serverId === server.serverId ? this.store.get(this.lastGroup.id) : undefined;
    if (group === undefined) {
      const groupId = folderNodeId(server.serverId, origin);
      group = this.store.get(groupId) ?? this.insertFolder(groupId, 'group', server.serverId, server.id, displayOrigin(origin), origin, 0, false);
      this.lastGroup = { id: groupId, serverId: server.serverId, origin };
    }
    // Only a URI with an empty path can name the group itself.
    if (uri.length <= origin.length + 1) {
      const placed = this.place(entryAt(data, index));
      const namesGroup = placed.placement.folders.length === 0 && placed.placement.leaf === undefined;
      if (namesGroup && group.entry === undefined && placedNode(data, uri) === undefined && !waitsAsLeaf(group, uri)) this.attach(group, data, placed.entry);
      else this.deliver(group, placed);
      return;
    }
    this.deliver(group, index);
  }

  /**
   * What `placeBelowServer` does to the items from `start` (before `limit`) that go, like the one
   * before them, into the same closed group: queues them there, in one tight loop. Returns the
   * index of the first item it left alone. (Most lists are long runs of one origin: this is most
   * of the cost of showing a server's first rows.)
   */
  private queueRun(data: ServerData, start: number, limit: number): number {
    const last = this.lastGroup;
    if (last === undefined || last.serverId !== data.serverId) return start;
    const group = this.store.get(last.id);
    const pending = group?.opened === false ? group.pending : undefined;
    if (pending === undefined) return start;
    const { origin } = last;
    const { listEntries } = data;
    const shortest = origin.length + 2;
    let index = start;
    for (; index < limit; index += 1) {
      const uri = listEntries.at(index).resource?.uri;
      // The same tests as `uriOrigin` and `placeBelowServer`: a longer URI of the same origin.
      if (typeof uri !== 'string' || uri.length < shortest || !uri.startsWith(origin)) break;
      const next = uri.charCodeAt(origin.length);
      if (next !== 0x2f /* / */ && next !== 0x3f /* ? */ && next !== 0x23 /* # */) break;
    }
    if (index > start) pending.push(new ListRange(start, index));
    return index;
  }

  /** Hands an item to `node`, where it waits until `node` is opened (again). */
  private deliver(node: MutableNode, item: Placed | number) {
    if (node.opened) this.close(node);
    node.pending!.push(item);
  }

  /** Moves a listed resource one step down from the group or folder `node`: a leaf of it, or into a subfolder. */
  private placeBelowFolder(node: MutableNode, data: ServerData, item: Placed | number) {
    const placed = typeof item === 'number' ? this.place(entryAt(data, item)) : item;
    const { folders, leaf } = placed.placement;
    const depth = node.depth!;
    if (folders.length <= depth) {
      this.insertResource(node, data, placed.entry, placed.directory);
      return;
    }
    const segment = folders[depth]!;
    const prefix = depth === 0 ? `${node.prefix!}/${segment}/` : `${node.prefix!}${segment}/`;
    const childId = folderNodeId(node.serverId, prefix);
    const child = this.store.get(childId) ?? this.insertFolder(childId, 'folder', node.serverId, node.id, displaySegment(segment), prefix, depth + 1, false, node.origin!);
    if (folders.length === depth + 1 && leaf === undefined && child.entry === undefined && placedNode(data, placed.entry.resource.uri) === undefined) this.attach(child, data, placed.entry);
    else this.deliver(child, placed);
  }

  /**
   * Moves the items of `range` one step down from `node`, as `stepItemBelow` would one by one, but
   * hands each run of items bound for the same closed subfolder over as one range. False when
   * `deadline` passed first; `range` then starts at the first item left.
   */
  private placeRangeBelow(node: MutableNode, data: ServerData, range: ListRange, deadline: number): boolean {
    // A group is the first to look into its items: it works out which ones share a folder, for every
    // level below, a slice at a time just ahead of them, so that a deadline also bounds that pass.
    const marking = node.type === 'group';
    let markedUpTo = range.start;
    const { listEntries } = data;
    let same = data.sameFolderAsPrevious;
    let run: { prefix: string; child: MutableNode; start: number } | undefined;
    let sinceCheck = 0;
    for (let index = range.start; index < range.end; index += 1) {
      if (marking && index === markedUpTo) {
        // Items in a run are skipped without a look at the clock: a slice is also where to look.
        if (index > range.start && performance.now() > deadline) {
          if (run !== undefined && run.start < index) run.child.pending!.push(new ListRange(run.start, index));
          range.start = index;
          return false;
        }
        markedUpTo = Math.min(range.end, index + MARK_SLICE);
        markSameFolders(data, index, markedUpTo);
        same = data.sameFolderAsPrevious;
      }
      if (run !== undefined) {
        // The item before is in the run: this one follows it without a look at its URI.
        if ((same[index]! & SAME_FOLDER) !== 0) continue;
        const { uri } = listEntries.at(index).resource;
        if (uri.length > run.prefix.length && uri.startsWith(run.prefix)) continue;
        if (run.start < index) run.child.pending!.push(new ListRange(run.start, index));
        run = undefined;
      }
      sinceCheck += 1;
      if (sinceCheck >= 512) {
        sinceCheck = 0;
        if (performance.now() > deadline) {
          range.start = index;
          return false;
        }
      }
      const child = this.stepItemBelow(node, data, index);
      if (child !== undefined) run = { ...child, start: index + 1 };
    }
    if (run !== undefined && run.start < range.end) run.child.pending!.push(new ListRange(run.start, range.end));
    return true;
  }

  /**
   * `placeBelowFolder` for item `index` of the list, without splitting its URI when a scan can tell
   * where it goes. Returns the subfolder it went to, if that one is still closed.
   */
  private stepItemBelow(node: MutableNode, data: ServerData, index: number): { prefix: string; child: MutableNode } | undefined {
    const entry = entryAt(data, index);
    const { resource } = entry;
    const end = this.stepBelow(node, resource);
    if (end === resource.uri.length) {
      this.insertResource(node, data, entry, false);
      return undefined;
    }
    if (end < 0) {
      this.placeBelowFolder(node, data, index);
      return undefined;
    }
    const prefix = resource.uri.slice(0, end + 1);
    const childId = folderNodeId(node.serverId, prefix);
    const child =
      this.store.get(childId) ??
      this.insertFolder(childId, 'folder', node.serverId, node.id, displaySegment(resource.uri.slice(this.segmentStart(node), end)), prefix, node.depth! + 1, false, node.origin!);
    this.deliver(child, index);
    return child.opened === false ? { prefix, child } : undefined;
  }

  /** Where the path segments below the group or folder `node` start in the URIs it holds. */
  segmentStart(node: MutableNode): number {
    return node.depth === 0 ? node.origin!.length + 1 : node.prefix!.length;
  }

  /**
   * Where a listed resource waiting in the group or folder `node` goes one step down, found by a
   * scan of its URI instead of `placeUri`: the URI's length when it is a plain leaf of `node`, the
   * index of the `/` that ends its segment when it goes into that subfolder (and more follows), or
   * -1 when only `placeUri` can tell (a query or fragment, a directory, an empty segment or leaf,
   * `maxDepth`).
   */
  stepBelow(node: MutableNode, resource: Resource): number {
    const { uri } = resource;
    const depth = node.depth!;
    const start = this.segmentStart(node);
    if (uri.length <= start) return -1;
    if (depth === 0 ? uri.charCodeAt(start - 1) !== 0x2f /* / */ || !uri.startsWith(node.origin!) : !uri.startsWith(node.prefix!)) return -1;
    for (let position = start; position < uri.length; position += 1) {
      const character = uri.charCodeAt(position);
      if (character === 0x3f /* ? */ || character === 0x23 /* # */) return -1;
      if (character === 0x2f /* / */) return position > start && position + 1 < uri.length && depth < this.maxDepth ? position : -1;
    }
    // Shorter than `inode/directory`: not a directory, and no need to parse it.
    const { mimeType } = resource;
    return typeof mimeType === 'string' && mimeType.length >= 15 && isDirectoryMimeType(mimeType) ? -1 : uri.length;
  }

  place(entry: ResourceItemEntry): Placed {
    const directory = isDirectoryResource(entry.resource);
    return { entry, directory, placement: placeUri(entry.resource.uri, { asDirectory: directory, maxDepth: this.maxDepth }) as PathPlacement };
  }

  /** Fills in the children of a server, group or folder nobody opened yet. */
  open(node: MutableNode) {
    if (node.opened === false) this.openUntil(node, Number.POSITIVE_INFINITY);
  }

  /**
   * Opens the nodes above `node`, from the top, where they were closed again: items appended since
   * wait there, and some of them may be bound for `node`. Its own children are complete only then.
   */
  openAbove(node: MutableNode) {
    const above: MutableNode[] = [];
    for (let parent = node.parentNode; parent !== undefined; parent = parent.parentNode) above.push(parent);
    for (let index = above.length - 1; index >= 0; index -= 1) this.open(above[index]!);
  }

  /** Opens `node`, or part of it when `deadline` (a `performance.now()` time) passes first: true once open. */
  openUntil(node: MutableNode, deadline: number): boolean {
    const data = this.servers.get(node.serverId)!;
    if (node.type === 'server') {
      const end = data.listEntries.length;
      let checked = data.handedOver;
      for (let index = data.handedOver; index < end; ) {
        const next = this.queueRun(data, index, Math.min(end, index + 4096));
        if (next > index) index = next;
        else {
          this.placeBelowServer(node, data, index);
          index += 1;
        }
        data.handedOver = index;
        if (index - checked >= 512) {
          checked = index;
          if (performance.now() > deadline) return false;
        }
      }
      node.opened = true;
      return true;
    }
    const waiting = node.pending!;
    for (let index = node.pendingDone ?? 0; index < waiting.length; index += 1) {
      const item = waiting[index]!;
      if (item instanceof ListRange) {
        if (!this.placeRangeBelow(node, data, item, deadline)) return false;
      } else if (typeof item === 'number') this.stepItemBelow(node, data, item);
      else this.placeBelowFolder(node, data, item);
      node.pendingDone = index + 1;
      if (index % 512 === 0 && performance.now() > deadline) return false;
    }
    node.pending = undefined;
    node.pendingDone = undefined;
    node.opened = true;
    return true;
  }


  /**
   * Opens the server, the group of `origin` and the folders down to `folders`; with `create`,
   * makes the missing ones (opened and empty), else stops at the first missing one.
   */
  openPath(serverId: string, origin: string, folders: readonly string[], create: boolean): MutableNode | undefined {
    const server = this.store.get(serverNodeId(serverId));
    if (!server) return undefined;
    this.open(server);
    const groupId = folderNodeId(serverId, origin);
    let node = this.store.get(groupId);
    if (!node) {
      if (!create) return undefined;
      node = this.insertFolder(groupId, 'group', serverId, server.id, displayOrigin(origin), origin, 0, true);
    }
    this.open(node);
    for (let depth = 0; depth < folders.length; depth += 1) {
      const prefix = folderPrefix(origin, folders.slice(0, depth + 1));
      const id = folderNodeId(serverId, prefix);
      let child = this.store.get(id);
      if (!child) {
        if (!create) return undefined;
        child = this.insertFolder(id, 'folder', serverId, node.id, displaySegment(folders[depth]!), prefix, depth + 1, true, origin);
      }
      this.open(child);
      node = child;
    }
    return node;
  }

  /** A node asked for by id before the folder holding it was opened: opens the folders on its way. */
  findUnopened(id: string): MutableNode | undefined {
    const parsed = parseNodeId(id);
    if (parsed === undefined || !this.servers.has(parsed.serverId)) return undefined;
    const { serverId, uri } = parsed;
    if (parsed.kind === 'resource') {
      const nodeId = this.nodeIdOfResource(serverId, uri);
      return nodeId === undefined ? undefined : this.store.get(nodeId);
    }
    const placement = placeUri(uri, { asDirectory: true, maxDepth: this.maxDepth });
    if (placement.kind !== 'path') return undefined;
    // Opening the parent makes the node: the server for a group, the folder above for a folder.
    if (placement.folders.length === 0) this.open(this.store.get(serverNodeId(serverId))!);
    else this.openPath(serverId, placement.origin, placement.folders.slice(0, -1), false);
    return this.store.get(id);
  }

  /** The id of the node of the resource `uri` of `serverId`, wherever it sits, opening the folders on its way. */
  nodeIdOfResource(serverId: string, uri: string): string | undefined {
    return this.nodeOfResource(serverId, uri)?.id;
  }

  /** The node of the resource `uri` of `serverId`, wherever it sits, opening the folders on its way. */
  nodeOfResource(serverId: string, uri: string): MutableNode | undefined {
    const data = this.servers.get(serverId);
    if (!data) return undefined;
    const known = placedNode(data, uri);
    if (known !== undefined || listedEntry(data, uri) === undefined) return known;
    // Listed, but still waiting in a folder nobody opened: open the folders on its way.
    const placement = placeUri(uri, { asDirectory: true, maxDepth: this.maxDepth });
    if (placement.kind === 'path') this.openPath(serverId, placement.origin, placement.folders, false);
    else this.open(this.store.get(serverNodeId(serverId))!);
    return placedNode(data, uri);
  }

  /** The group or folder `container` stands for the directory resource `entry`. */
  attach(container: MutableNode, data: ServerData, entry: ResourceItemEntry) {
    container.entry = entry;
    container.directory = true;
    data.edits += 1;
    if (container.type === 'folder') container.label = entryLabel(entry);
    notePlaced(data, entry.resource.uri, container);
  }

  /** A resource node below `parent`; nothing when the URI has one already (the first listed wins). */
  insertResource(parent: MutableNode, data: ServerData, entry: ResourceItemEntry, directory: boolean) {
    const { uri } = entry.resource;
    // A listed resource's entry is its node (see `ListedResourceLeaf`); a node of its own is made
    // for the few others, before knowing whether the URI has one (the first listed wins).
    const listed = !directory && entry instanceof ListedResourceLeaf;
    const node = listed ? entry : directory ? new DirectoryLeafNode(data.resourceIdPrefix + uri, -1, parent, entry) : new ResourceLeafNode(data.resourceIdPrefix + uri, -1, parent, entry);
    if (!notePlacedOnce(data, uri, node)) return;
    if (listed) entry.parentNode = parent;
    this.store.insert(node);
  }

  insertFolder(
    id: string,
    type: 'group' | 'folder',
    serverId: string,
    parentId: string,
    label: string,
    prefix: string,
    depth: number,
    opened: boolean,
    origin = prefix,
  ): MutableNode {
    const node: MutableNode = {
      id,
      index: -1,
      type,
      serverId,
      parentId,
      parentNode: undefined,
      label,
      prefix,
      entry: undefined,
      folder: true,
      directory: false,
      opened,
      pending: opened ? undefined : [],
      pendingDone: undefined,
      depth,
      origin,
    };
    this.store.insert(node);
    if (!opened) this.closed.push(node);
    return node;
  }
}

/**
 * True when `uri` waits in the closed `group` already, listed before as a plain resource (`x://h`
 * before `x://h` as `inode/directory`): it becomes a leaf there, and the first listed wins.
 */
function waitsAsLeaf(group: MutableNode, uri: string): boolean {
  if (group.opened !== false || group.pending === undefined) return false;
  // Only URIs this short wait as placed items; numbers and ranges stand for longer ones.
  for (const item of group.pending) if (typeof item === 'object' && !(item instanceof ListRange) && item.entry.resource.uri === uri) return true;
  return false;
}

import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryLabel, parseResourceKey, type ResourceEntry, type ResourceItemEntry, type TemplateItemEntry } from '../search/entry.js';
import { isDirectoryMimeType } from '../search/mime-family.js';
import { displayOrigin, displaySegment, folderPrefix, placeUri, splitUri, type UriPlacement } from './split-uri.js';

/**
 * What a node of the tree stands for: the invisible root, a server, a `scheme://authority` group, a
 * path-segment folder, a resource, or a resource template.
 */
export type ResourceTreeNodeType = 'root' | 'server' | 'group' | 'folder' | 'resource' | 'template';

/** One node. Ids are stable: they depend only on the server id and the URI (or URI prefix). */
export interface ResourceTreeNode {
  readonly id: string;
  /**
   * A small number no other node of the model has (nor had): a slot in per-node arrays, such as the
   * marks of `ResourceTreeView`. Below the model's `indexLimit`.
   */
  readonly index: number;
  readonly type: ResourceTreeNodeType;
  /** `''` for the root. */
  readonly serverId: string;
  readonly parentId: string | undefined;
  /** What a row shows: the server label, `scheme://authority` or a path segment (decoded), or `title ?? name`. */
  readonly label: string;
  /** Group and folder nodes: the URI prefix their children share (`file:///project/docs/`). */
  readonly prefix: string | undefined;
  /**
   * The resource or template of the node. A group or folder has one when the server lists a
   * directory resource at its prefix (`file:///project/docs/` with `inode/directory`).
   */
  readonly entry: ResourceEntry | undefined;
  /** True when the node can have children: servers, groups, folders and directory resources. */
  readonly folder: boolean;
  /** True when the node's entry is a directory: its contents come from reading it. */
  readonly directory: boolean;
}

/** One item of a directory's read result: its URI and what the content part says about it. */
export interface DirectoryChild {
  uri: string;
  mimeType?: string | undefined;
  /** Byte length of the content part. */
  size?: number | undefined;
}

export interface ResourceTreeModelOptions {
  /** Path segments that become folders at most; deeper ones stay in the leaf's name. @default 32 */
  maxDepth?: number;
  /** Children taken from one directory's contents at most. @default 5000 */
  maxDirectoryChildren?: number;
}

/** The id of the invisible root node, whose children are the servers. */
export const ROOT_NODE_ID = '\u0000root';

/** The node id of a server. */
export function serverNodeId(serverId: string): string {
  return `s\u0000${serverId}`;
}

/** The node id of the group or folder of `prefix` (`file://`, `file:///project/`). */
export function folderNodeId(serverId: string, prefix: string): string {
  return `f\u0000${serverId}\u0000${prefix}`;
}

/** The node id of a resource that is not a group or folder itself. */
export function resourceNodeId(serverId: string, uri: string): string {
  return `r\u0000${serverId}\u0000${uri}`;
}

/** The node id of a resource template. */
export function templateNodeId(serverId: string, uriTemplate: string): string {
  return `t\u0000${serverId}\u0000${uriTemplate}`;
}

/** True for a resource that is a directory: `inode/directory`, or a URI ending in `/`. */
export function isDirectoryResource(resource: Pick<Resource, 'uri' | 'mimeType'>): boolean {
  return isDirectoryMimeType(resource.mimeType) || (typeof resource.uri === 'string' && resource.uri.endsWith('/') && !/[?#]/.test(resource.uri));
}

interface MutableNode {
  id: string;
  index: number;
  type: ResourceTreeNodeType;
  serverId: string;
  parentId: string | undefined;
  /** The node of `parentId`, set when the node is added. */
  parentNode?: MutableNode | undefined;
  label: string;
  prefix: string | undefined;
  entry: ResourceEntry | undefined;
  folder: boolean;
  directory: boolean;
  /** Servers, groups and folders: false until their children are first asked for. */
  opened?: boolean;
  /**
   * Groups and folders not opened yet: the listed resources waiting below them, in arrival order
   * (an index into the server's list until the resource is placed).
   */
  pending?: Array<Placed | number | ListRange> | undefined;
  /** How many items of `pending` are placed already (opening in slices, see `prepare`). */
  pendingDone?: number | undefined;
  /** Groups and folders: how many path segments their prefix has below `scheme://authority`. */
  depth?: number;
  /** Groups and folders: their `scheme://authority`. */
  origin?: string;
}

type PathPlacement = Extract<UriPlacement, { kind: 'path' }>;

/** A listed resource on its way down to its folder, placed once. */
interface Placed {
  entry: ResourceItemEntry;
  directory: boolean;
  placement: PathPlacement;
}

/**
 * Consecutive items of a server's list (from `start`, before `end`), waiting in one group or folder
 * together: a run of 100 resources of one folder costs one entry, and one decision per level.
 */
class ListRange {
  constructor(
    public start: number,
    readonly end: number,
  ) {}
}

interface ServerData {
  label: string;
  resources: readonly Resource[];
  templates: readonly ResourceTemplate[];
  directories: Map<string, readonly DirectoryChild[]>;
  serverId: string;
  /** The entry of each item of `resources`, made when first needed (`entryAt`). */
  listEntries: Array<ResourceItemEntry | undefined>;
  /** True once `entryByUri` and `uniqueEntries` are made; they are then kept up to date. */
  indexed: boolean;
  /** Items of `resources` before this index are in the index (it is made in slices, see `prepare`). */
  indexedUpTo: number;
  /** The entry of each resource URI, whether or not its node exists yet. */
  entryByUri: Map<string, ResourceItemEntry>;
  /** The entries of the listed resources, the first of each URI, in list order. */
  uniqueEntries: ResourceItemEntry[];
  templateEntries: TemplateItemEntry[];
  /** Resources only seen in a directory's contents so far, by URI, in arrival order. */
  readEntries: Map<string, ResourceItemEntry>;
  /** The node of each resource URI placed so far. */
  nodeByUri: Map<string, string>;
  /** Items of `resources` before this index have been handed to the server node. */
  handedOver: number;
  /**
   * By list index, 1 when the item and the one before it are plain leaves (no query or fragment,
   * not directories) of the same folder: wherever one goes, the other follows. 0 when not, or not
   * known (filled in when a group first opens).
   */
  sameFolderAsPrevious: Uint8Array;
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
 * Folders are filled in lazily: a listed resource waits in the nearest folder that nobody has
 * opened yet, and moves down one level each time a folder on its way is opened (`children`, or
 * `node` / `nodeIdOfResource` for something below it). So showing the top of a 100,000-resource
 * tree costs one cheap pass over the list, not the whole tree. The result is the same tree the
 * items would build one by one.
 */
export class ResourceTreeModel {
  private readonly nodes = new Map<string, MutableNode>();
  private readonly childIds = new Map<string, string[]>();
  private readonly servers = new Map<string, ServerData>();
  private readonly listeners = new Set<() => void>();
  private nextIndex = 0;
  /** By node index: the parent's index (-1 for the root), and 1 for nodes that can hold children. */
  private parentIndexes = new Int32Array(1024);
  private folderFlags = new Uint8Array(1024);
  private readonly maxDepth: number;
  private readonly maxDirectoryChildren: number;
  private entryCache: { version: number; entries: ResourceEntry[] } | undefined;
  /** Servers, groups and folders made closed, for `prepare` to open (some may be open or gone by then). */
  private closed: MutableNode[] = [];
  /** The group the last listed resource went to: consecutive ones mostly share it. */
  private lastGroup: { id: string; serverId: string; origin: string } | undefined;
  private currentVersion = 0;
  private pendingChange = false;

  constructor({ maxDepth = 32, maxDirectoryChildren = 5000 }: ResourceTreeModelOptions = {}) {
    this.maxDepth = maxDepth;
    this.maxDirectoryChildren = maxDirectoryChildren;
    this.register({
      id: ROOT_NODE_ID,
      index: -1,
      type: 'root',
      serverId: '',
      parentId: undefined,
      label: '',
      prefix: undefined,
      entry: undefined,
      folder: true,
      directory: false,
    });
    this.childIds.set(ROOT_NODE_ID, []);
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
    return this.nodes.get(id) ?? this.findUnopened(id);
  }

  /** Children in arrival order (servers in the order given to `setServers`). */
  children(id: string): readonly string[] {
    const node = this.nodes.get(id) ?? this.findUnopened(id);
    if (node) this.open(node);
    return this.childIds.get(id) ?? [];
  }

  /**
   * `children(id).length`, without placing what waits in a group or folder nobody opened: its
   * waiting resources are read (each URI scanned once, as opening would), not made into nodes. So the
   * rows of 100,000 resources in open folders are counted before any of them is placed.
   */
  childCount(id: string): number {
    const node = this.nodes.get(id) ?? this.findUnopened(id);
    if (node === undefined) return 0;
    if (node.opened !== false || node.type === 'server' || node.pending === undefined) return this.children(id).length;
    const data = this.servers.get(node.serverId)!;
    const { pending } = node;
    let count = this.childIds.get(id)?.length ?? 0;
    // Subfolders by segment (known to exist or to be made), leaves by URI: each counts once.
    const segments = new Set<string>();
    const leaves = new DistinctLeaves(data.nodeByUri);
    // The subfolder of the item before, as a URI prefix: the next items mostly share it.
    let runPrefix: string | undefined;
    const same = data.sameFolderAsPrevious;
    let previous = -2;
    let previousWent: 'run' | 'leaf' | undefined;
    for (let index = node.pendingDone ?? 0; index < pending.length; index += 1) {
      const item = pending[index]!;
      if (typeof item !== 'number' && !(item instanceof ListRange)) {
        count += this.countPlaced(node, item, segments, leaves);
        previous = -2;
        continue;
      }
      const [first, end] = typeof item === 'number' ? [item, item + 1] : [item.start, item.end];
      for (let listIndex = first; listIndex < end; listIndex += 1) {
        // The item before went into the run's subfolder, or was a leaf: this one does the same.
        const follows = listIndex === previous + 1 && same[listIndex] === 1;
        previous = listIndex;
        if (follows && previousWent === 'run') continue;
        const resource = data.resources[listIndex]!;
        const { uri } = resource;
        if (follows && previousWent === 'leaf') {
          count += leaves.add(uri);
          continue;
        }
        previousWent = undefined;
        if (runPrefix !== undefined && uri.length > runPrefix.length && uri.startsWith(runPrefix)) {
          previousWent = 'run';
          continue;
        }
        const stepEnd = this.stepBelow(node, resource);
        if (stepEnd === uri.length) {
          count += leaves.add(uri);
          previousWent = 'leaf';
          continue;
        }
        if (stepEnd > 0) {
          previousWent = 'run';
          runPrefix = uri.slice(0, stepEnd + 1);
          const segment = uri.slice(this.segmentStart(node), stepEnd);
          if (segments.has(segment)) continue;
          segments.add(segment);
          if (!this.nodes.has(folderNodeId(node.serverId, runPrefix))) count += 1;
          continue;
        }
        const placed = this.place(this.entryAt(data, listIndex));
        // A lone item keeps its placement, for when the folder opens.
        if (typeof item === 'number') pending[index] = placed;
        count += this.countPlaced(node, placed, segments, leaves);
      }
    }
    return count;
  }

  /** The node of the resource `uri` of `serverId`, wherever it sits. */
  nodeIdOfResource(serverId: string, uri: string): string | undefined {
    const data = this.servers.get(serverId);
    if (!data) return undefined;
    const known = data.nodeByUri.get(uri);
    if (known !== undefined || !this.index(data).has(uri)) return known;
    // Listed, but still waiting in a folder nobody opened: open the folders on its way.
    const placement = placeUri(uri, { asDirectory: true, maxDepth: this.maxDepth });
    if (placement.kind === 'path') this.openPath(serverId, placement.origin, placement.folders, false);
    else this.open(this.nodes.get(serverNodeId(serverId))!);
    return data.nodeByUri.get(uri);
  }

  /** The resource of a `resourceKey`, if the tree holds it. */
  resourceByKey(key: string): ResourceItemEntry | undefined {
    const parsed = parseResourceKey(key);
    const data = parsed && this.servers.get(parsed.serverId);
    return data ? this.index(data).get(parsed.uri) : undefined;
  }

  /**
   * Every resource and template in the tree (listed, read from directories, templates), in arrival
   * order per server. One frozen array per version, so work derived from it can be kept with it.
   */
  entries(): readonly ResourceEntry[] {
    if (this.entryCache?.version === this.currentVersion) return this.entryCache.entries;
    const entries: ResourceEntry[] = [];
    for (const serverId of this.childIds.get(ROOT_NODE_ID)!) {
      const data = this.servers.get(this.nodes.get(serverId)!.serverId);
      if (!data) continue;
      this.index(data);
      for (const entry of data.uniqueEntries) entries.push(entry);
      for (const entry of data.templateEntries) entries.push(entry);
      for (const entry of data.readEntries.values()) entries.push(entry);
    }
    Object.freeze(entries);
    this.entryCache = { version: this.currentVersion, entries };
    return entries;
  }

  /** One more than the highest `index` of any node so far: the length of an array with a slot per node. */
  get indexLimit(): number {
    return this.nextIndex;
  }

  /**
   * The node of an entry of `entries()` (a resource's, a directory's group or folder, or a
   * template's), opening the folders on its way if nobody has yet.
   */
  nodeOfEntry(entry: ResourceEntry): ResourceTreeNode | undefined {
    const id = entry.kind === 'resource' ? this.nodeIdOfResource(entry.serverId, entry.resource.uri) : templateNodeId(entry.serverId, entry.template.uriTemplate);
    return id === undefined ? undefined : this.node(id);
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
    return { parents: this.parentIndexes, folders: this.folderFlags };
  }

  /** How many nodes the tree has made so far, the root included (folders nobody opened have none yet). */
  get size(): number {
    return this.nodes.size;
  }

  /** Shows exactly these servers, in this order, with these labels. */
  setServers(servers: ReadonlyArray<{ id: string; label: string }>): void {
    const wanted = new Set(servers.map((server) => server.id));
    for (const serverId of [...this.servers.keys()]) {
      if (wanted.has(serverId)) continue;
      this.removeSubtree(serverNodeId(serverId), true);
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
        this.register({
          id: nodeId,
          index: -1,
          type: 'server',
          serverId: id,
          parentId: ROOT_NODE_ID,
          label,
          prefix: undefined,
          entry: undefined,
          folder: true,
          directory: false,
          opened: false,
        });
        this.closed.push(this.nodes.get(nodeId)!);
        this.childIds.set(nodeId, []);
        this.changed();
      } else if (data.label !== label) {
        data.label = label;
        this.nodes.get(nodeId)!.label = label;
        this.changed();
      }
    }
    const current = this.childIds.get(ROOT_NODE_ID)!;
    if (current.length !== order.length || current.some((id, index) => id !== order[index])) {
      this.childIds.set(ROOT_NODE_ID, order);
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
    if (!data || data.resources === resources) return;
    const previous = data.resources;
    data.resources = resources;
    if (extendsList(previous, resources)) this.listFrom(serverId, data, previous.length);
    else this.rebuildServer(serverId);
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
    if (previous === undefined && children !== undefined) this.addDirectoryChildren(serverId, data, directoryUri, children);
    else this.rebuildServer(serverId);
    this.flush();
  }

  private rebuildServer(serverId: string) {
    const data = this.servers.get(serverId)!;
    this.removeSubtree(serverNodeId(serverId), false);
    const server = this.nodes.get(serverNodeId(serverId))!;
    server.opened = false;
    this.closed.push(server);
    Object.assign(data, emptyServerData(serverId, data.label), { resources: data.resources, templates: data.templates, directories: data.directories });
    this.listFrom(serverId, data, 0);
    for (const template of data.templates) this.addTemplate(serverId, data, template);
    for (const [directoryUri, children] of data.directories) this.addDirectoryChildren(serverId, data, directoryUri, children);
    this.changed();
  }

  private addTemplate(serverId: string, data: ServerData, template: ResourceTemplate) {
    if (typeof template?.uriTemplate !== 'string') return;
    const id = templateNodeId(serverId, template.uriTemplate);
    if (this.nodes.has(id)) return;
    const entry: TemplateItemEntry = { kind: 'template', serverId, template };
    data.templateEntries.push(entry);
    this.insert({
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

  /**
   * The items of the server's list from `start` on. Until something needs the per-URI index this
   * only hands them to the server node, and only once it is opened: listing 100,000 resources
   * should not wait for 100,000 entries.
   */
  private listFrom(serverId: string, data: ServerData, start: number) {
    const { resources } = data;
    if (start >= resources.length) return;
    const server = this.nodes.get(serverNodeId(serverId))!;
    // Neither indexed nor open (a list arriving before anything is shown): nothing to do per item.
    if (data.indexed || server.opened) {
      for (let index = start; index < resources.length; index += 1) {
        if (data.indexed) {
          const added = this.indexItem(data, index);
          data.indexedUpTo = index + 1;
          if (!added) continue;
        }
        if (server.opened) this.placeBelowServer(server, data, index);
      }
    }
    if (server.opened) data.handedOver = resources.length;
    this.changed();
  }

  /** The entry of item `index` of the server's list, made once. */
  private entryAt(data: ServerData, index: number): ResourceItemEntry {
    const { listEntries } = data;
    while (listEntries.length <= index) listEntries.push(undefined);
    let entry = listEntries[index];
    if (entry === undefined) {
      entry = { kind: 'resource', serverId: data.serverId, resource: data.resources[index]!, origin: 'list' };
      listEntries[index] = entry;
    }
    return entry;
  }

  /**
   * Adds item `index` of the list to the index: false when it adds nothing to place (not a
   * resource, a URI listed before, or one upgraded from a directory's contents where it sits).
   */
  private indexItem(data: ServerData, index: number): boolean {
    const resource = data.resources[index];
    if (typeof resource?.uri !== 'string') return false;
    const { uri } = resource;
    const seenInDirectory = data.readEntries.size > 0 ? data.readEntries.get(uri) : undefined;
    if (seenInDirectory !== undefined) {
      const entry = this.entryAt(data, index);
      data.readEntries.delete(uri);
      data.entryByUri.set(uri, entry);
      data.uniqueEntries.push(entry);
      const node = this.nodes.get(data.nodeByUri.get(uri)!)!;
      node.entry = entry;
      if (node.type !== 'group') node.label = entryLabel(entry);
      return false;
    }
    if (data.entryByUri.has(uri)) return false;
    const entry = this.entryAt(data, index);
    data.entryByUri.set(uri, entry);
    data.uniqueEntries.push(entry);
    return true;
  }

  /** The entry of every resource URI of the server, made on first use (see `listFrom`). */
  private index(data: ServerData): Map<string, ResourceItemEntry> {
    if (!data.indexed) this.indexUntil(data, Number.POSITIVE_INFINITY);
    return data.entryByUri;
  }

  private indexUntil(data: ServerData, deadline: number): boolean {
    if (data.indexed) return true;
    for (let index = data.indexedUpTo; index < data.resources.length; ) {
      this.indexItem(data, index);
      index += 1;
      data.indexedUpTo = index;
      if (index % 1024 === 0 && performance.now() > deadline) return false;
    }
    data.indexed = true;
    return true;
  }

  /** Moves a listed resource one step down from its server: a direct child, or into its group. */
  private placeBelowServer(server: MutableNode, data: ServerData, index: number) {
    const resource = data.resources[index];
    if (typeof resource?.uri !== 'string') return;
    const { uri } = resource;
    const origin = uriOrigin(uri);
    if (origin === undefined) {
      this.insertResource(server, data, this.entryAt(data, index), isDirectoryResource(resource));
      return;
    }
    let group = origin === this.lastGroup?.origin && this.lastGroup.serverId === server.serverId ? this.nodes.get(this.lastGroup.id) : undefined;
    if (group === undefined) {
      const groupId = folderNodeId(server.serverId, origin);
      group = this.nodes.get(groupId) ?? this.insertFolder(groupId, 'group', server.serverId, server.id, displayOrigin(origin), origin, 0, false);
      this.lastGroup = { id: groupId, serverId: server.serverId, origin };
    }
    // Only a URI with an empty path can name the group itself.
    if (uri.length <= origin.length + 1) {
      const placed = this.place(this.entryAt(data, index));
      const namesGroup = placed.placement.folders.length === 0 && placed.placement.leaf === undefined;
      if (namesGroup && group.entry === undefined && !data.nodeByUri.has(uri) && !waitsAsLeaf(group, uri)) this.attach(group, data, placed.entry);
      else this.deliver(group, data, placed);
      return;
    }
    this.deliver(group, data, index);
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
    const group = this.nodes.get(last.id);
    const pending = group?.opened === false ? group.pending : undefined;
    if (pending === undefined) return start;
    const { origin } = last;
    const { resources } = data;
    const shortest = origin.length + 2;
    let index = start;
    for (; index < limit; index += 1) {
      const uri = resources[index]?.uri;
      // The same tests as `uriOrigin` and `placeBelowServer`: a longer URI of the same origin.
      if (typeof uri !== 'string' || uri.length < shortest || !uri.startsWith(origin)) break;
      const next = uri.charCodeAt(origin.length);
      if (next !== 0x2f /* / */ && next !== 0x3f /* ? */ && next !== 0x23 /* # */) break;
    }
    if (index > start) pending.push(new ListRange(start, index));
    return index;
  }

  private deliver(node: MutableNode, data: ServerData, item: Placed | number) {
    if (node.opened) this.placeBelowFolder(node, data, item);
    else node.pending!.push(item);
  }

  /** Moves a listed resource one step down from the group or folder `node`: a leaf of it, or into a subfolder. */
  private placeBelowFolder(node: MutableNode, data: ServerData, item: Placed | number) {
    const placed = typeof item === 'number' ? this.place(this.entryAt(data, item)) : item;
    const { folders, leaf } = placed.placement;
    const depth = node.depth!;
    if (folders.length <= depth) {
      this.insertResource(node, data, placed.entry, placed.directory);
      return;
    }
    const segment = folders[depth]!;
    const prefix = depth === 0 ? `${node.prefix!}/${segment}/` : `${node.prefix!}${segment}/`;
    const childId = folderNodeId(node.serverId, prefix);
    const child = this.nodes.get(childId) ?? this.insertFolder(childId, 'folder', node.serverId, node.id, displaySegment(segment), prefix, depth + 1, false, node.origin!);
    if (folders.length === depth + 1 && leaf === undefined && child.entry === undefined && !data.nodeByUri.has(placed.entry.resource.uri)) this.attach(child, data, placed.entry);
    else this.deliver(child, data, placed);
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
    const { resources } = data;
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
        if (same[index] === 1) continue;
        const { uri } = resources[index]!;
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

  /** What a placed resource waiting in `node` adds to its child count: 1 for a new leaf or subfolder. */
  private countPlaced(node: MutableNode, placed: Placed, segments: Set<string>, leaves: DistinctLeaves): number {
    const { folders } = placed.placement;
    const depth = node.depth!;
    if (folders.length <= depth) return leaves.add(placed.entry.resource.uri);
    // A directory named like a leaf of this folder (`docs` as `inode/directory`) is a subfolder: the
    // same URI listed after it as a plain leaf makes no node.
    if (placed.directory) leaves.exclude(placed.entry.resource.uri);
    const segment = folders[depth]!;
    if (segments.has(segment)) return 0;
    segments.add(segment);
    const childPrefix = depth === 0 ? `${node.prefix!}/${segment}/` : `${node.prefix!}${segment}/`;
    return this.nodes.has(folderNodeId(node.serverId, childPrefix)) ? 0 : 1;
  }

  /**
   * `placeBelowFolder` for item `index` of the list, without splitting its URI when a scan can tell
   * where it goes. Returns the subfolder it went to, if that one is still closed.
   */
  private stepItemBelow(node: MutableNode, data: ServerData, index: number): { prefix: string; child: MutableNode } | undefined {
    const resource = data.resources[index]!;
    const end = this.stepBelow(node, resource);
    if (end === resource.uri.length) {
      this.insertResource(node, data, this.entryAt(data, index), false);
      return undefined;
    }
    if (end < 0) {
      this.placeBelowFolder(node, data, index);
      return undefined;
    }
    const prefix = resource.uri.slice(0, end + 1);
    const childId = folderNodeId(node.serverId, prefix);
    const child =
      this.nodes.get(childId) ??
      this.insertFolder(childId, 'folder', node.serverId, node.id, displaySegment(resource.uri.slice(this.segmentStart(node), end)), prefix, node.depth! + 1, false, node.origin!);
    this.deliver(child, data, index);
    return child.opened === false ? { prefix, child } : undefined;
  }

  /** Where the path segments below the group or folder `node` start in the URIs it holds. */
  private segmentStart(node: MutableNode): number {
    return node.depth === 0 ? node.origin!.length + 1 : node.prefix!.length;
  }

  /**
   * Where a listed resource waiting in the group or folder `node` goes one step down, found by a
   * scan of its URI instead of `placeUri`: the URI's length when it is a plain leaf of `node`, the
   * index of the `/` that ends its segment when it goes into that subfolder (and more follows), or
   * -1 when only `placeUri` can tell (a query or fragment, a directory, an empty segment or leaf,
   * `maxDepth`).
   */
  private stepBelow(node: MutableNode, resource: Resource): number {
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

  private place(entry: ResourceItemEntry): Placed {
    const directory = isDirectoryResource(entry.resource);
    return { entry, directory, placement: placeUri(entry.resource.uri, { asDirectory: directory, maxDepth: this.maxDepth }) as PathPlacement };
  }

  /** Fills in the children of a server, group or folder nobody opened yet. */
  private open(node: MutableNode) {
    if (node.opened === false) this.openUntil(node, Number.POSITIVE_INFINITY);
  }

  /** Opens `node`, or part of it when `deadline` (a `performance.now()` time) passes first: true once open. */
  private openUntil(node: MutableNode, deadline: number): boolean {
    const data = this.servers.get(node.serverId)!;
    if (node.type === 'server') {
      const end = data.resources.length;
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
   * Does up to `budgetMs` of the work that reading entries and opening folders will need, so that
   * it is done before anyone asks: call it in idle time, again while it returns false. Changes
   * nothing anyone can observe, and never notifies.
   */
  prepare(budgetMs = 8): boolean {
    const deadline = performance.now() + budgetMs;
    for (const data of this.servers.values()) {
      if (!this.indexUntil(data, deadline)) return false;
    }
    while (this.closed.length > 0) {
      const node = this.closed.pop()!;
      if (node.opened === false && this.nodes.get(node.id) === node && !this.openUntil(node, deadline)) {
        this.closed.push(node);
        return false;
      }
      if (performance.now() > deadline) return this.closed.length === 0;
    }
    return true;
  }

  /**
   * Opens the server, the group of `origin` and the folders down to `folders`; with `create`,
   * makes the missing ones (opened and empty), else stops at the first missing one.
   */
  private openPath(serverId: string, origin: string, folders: readonly string[], create: boolean): MutableNode | undefined {
    const server = this.nodes.get(serverNodeId(serverId));
    if (!server) return undefined;
    this.open(server);
    const groupId = folderNodeId(serverId, origin);
    let node = this.nodes.get(groupId);
    if (!node) {
      if (!create) return undefined;
      node = this.insertFolder(groupId, 'group', serverId, server.id, displayOrigin(origin), origin, 0, true);
    }
    this.open(node);
    for (let depth = 0; depth < folders.length; depth += 1) {
      const prefix = folderPrefix(origin, folders.slice(0, depth + 1));
      const id = folderNodeId(serverId, prefix);
      let child = this.nodes.get(id);
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
  private findUnopened(id: string): MutableNode | undefined {
    const kind = id.charAt(0);
    if ((kind !== 'f' && kind !== 'r') || id.charAt(1) !== '\u0000') return undefined;
    const separator = id.indexOf('\u0000', 2);
    if (separator < 0) return undefined;
    const serverId = id.slice(2, separator);
    const rest = id.slice(separator + 1);
    if (!this.servers.has(serverId)) return undefined;
    if (kind === 'r') {
      const nodeId = this.nodeIdOfResource(serverId, rest);
      return nodeId === undefined ? undefined : this.nodes.get(nodeId);
    }
    const placement = placeUri(rest, { asDirectory: true, maxDepth: this.maxDepth });
    if (placement.kind !== 'path') return undefined;
    // Opening the parent makes the node: the server for a group, the folder above for a folder.
    if (placement.folders.length === 0) this.open(this.nodes.get(serverNodeId(serverId))!);
    else this.openPath(serverId, placement.origin, placement.folders.slice(0, -1), false);
    return this.nodes.get(id);
  }

  /** The group or folder `container` stands for the directory resource `entry`. */
  private attach(container: MutableNode, data: ServerData, entry: ResourceItemEntry) {
    container.entry = entry;
    container.directory = true;
    if (container.type === 'folder') container.label = entryLabel(entry);
    data.nodeByUri.set(entry.resource.uri, container.id);
  }

  /** A resource node below `parent`; nothing when the URI has one already (the first listed wins). */
  private insertResource(parent: MutableNode, data: ServerData, entry: ResourceItemEntry, directory: boolean) {
    if (data.nodeByUri.has(entry.resource.uri)) return;
    const id = resourceNodeId(entry.serverId, entry.resource.uri);
    // Every field a resource node has, written at once: one allocation per node, however many are placed.
    this.insert({
      id,
      index: -1,
      type: 'resource',
      serverId: entry.serverId,
      parentId: parent.id,
      parentNode: parent,
      label: entryLabel(entry),
      prefix: undefined,
      entry,
      folder: directory,
      directory,
    });
    data.nodeByUri.set(entry.resource.uri, id);
  }

  private insertFolder(
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
    this.insert(node);
    if (!opened) this.closed.push(node);
    return node;
  }

  private addDirectoryChildren(serverId: string, data: ServerData, directoryUri: string, children: readonly DirectoryChild[]) {
    const directoryNodeId = this.nodeIdOfResource(serverId, directoryUri);
    const directoryNode = directoryNodeId === undefined ? undefined : this.nodes.get(directoryNodeId);
    if (directoryNode === undefined) return;
    const listed = this.index(data);
    let added = 0;
    for (const child of children) {
      if (added >= this.maxDirectoryChildren) break;
      if (typeof child?.uri !== 'string' || child.uri === directoryUri) continue;
      added += 1;
      // Listed (or read) before: it stays where it is.
      if (listed.has(child.uri)) continue;
      const resource: Resource = { uri: child.uri, name: nameFromUri(child.uri) };
      if (typeof child.mimeType === 'string') resource.mimeType = child.mimeType;
      if (typeof child.size === 'number' && Number.isFinite(child.size) && child.size >= 0) resource.size = child.size;
      const entry: ResourceItemEntry = { kind: 'resource', serverId, resource, origin: 'directory' };
      listed.set(child.uri, entry);
      data.readEntries.set(child.uri, entry);
      this.changed();
      const directory = isDirectoryResource(resource);
      const underDirectory = !(directoryNode.prefix !== undefined && child.uri.startsWith(directoryNode.prefix));
      const placement = placeUri(child.uri, { asDirectory: directory, maxDepth: this.maxDepth });
      if (underDirectory || placement.kind !== 'path') {
        this.insertResource(underDirectory ? directoryNode : this.nodes.get(serverNodeId(serverId))!, data, entry, directory);
        continue;
      }
      const container = this.openPath(serverId, placement.origin, placement.folders, true)!;
      if (placement.leaf === undefined && container.entry === undefined) this.attach(container, data, entry);
      else this.insertResource(container, data, entry, directory);
    }
  }

  private insert(node: MutableNode) {
    this.register(node);
    if (node.folder || node.type === 'group' || node.type === 'folder') this.childIds.set(node.id, []);
    this.childIds.get(node.parentId!)!.push(node.id);
  }

  /** Adds a node to the map, with its index and parent. */
  private register(node: MutableNode) {
    node.index = this.nextIndex;
    this.nextIndex += 1;
    node.parentNode ??= node.parentId === undefined ? undefined : this.nodes.get(node.parentId);
    if (node.index >= this.parentIndexes.length) {
      const parents = new Int32Array(this.parentIndexes.length * 2);
      parents.set(this.parentIndexes);
      this.parentIndexes = parents;
      const folders = new Uint8Array(this.folderFlags.length * 2);
      folders.set(this.folderFlags);
      this.folderFlags = folders;
    }
    this.parentIndexes[node.index] = node.parentNode?.index ?? -1;
    this.folderFlags[node.index] = node.folder ? 1 : 0;
    this.nodes.set(node.id, node);
  }

  private removeSubtree(id: string, includeSelf: boolean) {
    const stack = [...(this.childIds.get(id) ?? [])];
    while (stack.length > 0) {
      const childId = stack.pop()!;
      for (const grandchild of this.childIds.get(childId) ?? []) stack.push(grandchild);
      this.nodes.delete(childId);
      this.childIds.delete(childId);
    }
    if (includeSelf) {
      const node = this.nodes.get(id);
      this.nodes.delete(id);
      this.childIds.delete(id);
      if (node?.parentId !== undefined) {
        const siblings = this.childIds.get(node.parentId);
        if (siblings) this.childIds.set(node.parentId, siblings.filter((sibling) => sibling !== id));
      }
    } else if (this.childIds.has(id)) this.childIds.set(id, []);
  }

  private changed() {
    this.pendingChange = true;
  }

  private flush() {
    if (!this.pendingChange) return;
    this.pendingChange = false;
    this.currentVersion += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The leaves of one folder, counted once each, leaving out those placed elsewhere already. */
class DistinctLeaves {
  /** While the URIs arrive in increasing order, they cannot repeat and need no set. */
  private ordered: string[] | undefined = [];
  private readonly seen = new Set<string>();
  private excluded: Set<string> | undefined;

  constructor(private readonly placed: ReadonlyMap<string, string>) {}

  /** Leaves out `uri` from now on: listed before as something that is not a leaf here. */
  exclude(uri: string): void {
    this.excluded ??= new Set();
    this.excluded.add(uri);
  }

  /** 1 when `uri` is new, else 0. */
  add(uri: string): number {
    if (this.placed.size > 0 && this.placed.has(uri)) return 0;
    if (this.excluded?.has(uri)) return 0;
    const { ordered } = this;
    if (ordered !== undefined) {
      const last = ordered[ordered.length - 1];
      if (last === undefined || uri > last) {
        ordered.push(uri);
        return 1;
      }
      for (const leaf of ordered) this.seen.add(leaf);
      this.ordered = undefined;
    }
    if (this.seen.has(uri)) return 0;
    this.seen.add(uri);
    return 1;
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

/** Items whose shared folders a group marks at a time, ahead of placing them. */
const MARK_SLICE = 2048;

/** Fills in `sameFolderAsPrevious` for the items from `start` (before `end`) of the server's list. */
function markSameFolders(data: ServerData, start: number, end: number): void {
  if (data.sameFolderAsPrevious.length < end) {
    const grown = new Uint8Array(Math.max(end, data.sameFolderAsPrevious.length * 2));
    grown.set(data.sameFolderAsPrevious);
    data.sameFolderAsPrevious = grown;
  }
  const { resources, sameFolderAsPrevious: same } = data;
  // The folder of the item before, as a URI prefix through its last `/`, when it is a plain leaf.
  let folder: string | undefined;
  for (let index = start; index < end; index += 1) {
    const { uri, mimeType } = resources[index]!;
    const folderEnd = plainLeafFolderEnd(uri, mimeType);
    if (folderEnd < 0) {
      folder = undefined;
      same[index] = 0;
    } else if (folder !== undefined && folderEnd === folder.length && uri.startsWith(folder)) same[index] = 1;
    else {
      same[index] = 0;
      folder = uri.slice(0, folderEnd);
    }
  }
}

/**
 * For a URI that is a plain leaf (no query or fragment, no trailing `/`, and a MIME type that is
 * not a directory's), the index just past its last `/`: the end of its folder's prefix. Else -1.
 */
function plainLeafFolderEnd(uri: string, mimeType: string | undefined): number {
  // Three scans by the engine take two thirds of the time of one character loop here.
  if (uri.indexOf('?') >= 0 || uri.indexOf('#') >= 0) return -1;
  const folderEnd = uri.lastIndexOf('/') + 1;
  if (folderEnd === 0 || folderEnd === uri.length) return -1;
  return typeof mimeType === 'string' && mimeType.length >= 15 && isDirectoryMimeType(mimeType) ? -1 : folderEnd;
}

function emptyServerData(serverId: string, label: string): ServerData {
  return {
    label,
    resources: [],
    templates: [],
    directories: new Map(),
    serverId,
    listEntries: [],
    indexed: false,
    indexedUpTo: 0,
    entryByUri: new Map(),
    uniqueEntries: [],
    templateEntries: [],
    readEntries: new Map(),
    nodeByUri: new Map(),
    handedOver: 0,
    sameFolderAsPrevious: new Uint8Array(0),
  };
}

/**
 * `scheme://authority` of a URI, as `splitUri` finds it, without splitting the rest. Consecutive
 * URIs of one server mostly share it, so the last one is tried first.
 */
let lastOrigin = '';
function uriOrigin(uri: string): string | undefined {
  if (lastOrigin !== '' && uri.startsWith(lastOrigin)) {
    const next = uri.charCodeAt(lastOrigin.length);
    if (Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f /* ? */ || next === 0x23 /* # */) return lastOrigin;
  }
  const { origin } = splitUri(uri);
  if (origin !== undefined) lastOrigin = origin;
  return origin;
}

function extendsList<T>(previous: readonly T[], next: readonly T[]): boolean {
  if (next.length < previous.length) return false;
  for (let index = 0; index < previous.length; index += 1) if (previous[index] !== next[index]) return false;
  return true;
}

/** The last path segment of a URI (`api.md`), for resources only known from a directory's contents. */
function nameFromUri(uri: string): string {
  const withoutSuffix = uri.replace(/[?#].*$/s, '');
  const trimmed = withoutSuffix.endsWith('/') ? withoutSuffix.slice(0, -1) : withoutSuffix;
  const name = displaySegment(trimmed.slice(trimmed.lastIndexOf('/') + 1));
  return name === '' ? uri : name;
}

import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryLabel, resourceKey, type ResourceEntry, type ResourceItemEntry, type TemplateItemEntry } from '../search/entry.js';
import { isDirectoryMimeType } from '../search/mime-family.js';
import { displaySegment, folderPrefix, placeUri } from './split-uri.js';

/**
 * What a node of the tree stands for: the invisible root, a server, a `scheme://authority` group, a
 * path-segment folder, a resource, or a resource template.
 */
export type ResourceTreeNodeType = 'root' | 'server' | 'group' | 'folder' | 'resource' | 'template';

/** One node. Ids are stable: they depend only on the server id and the URI (or URI prefix). */
export interface ResourceTreeNode {
  readonly id: string;
  readonly type: ResourceTreeNodeType;
  /** `''` for the root. */
  readonly serverId: string;
  readonly parentId: string | undefined;
  /** What a row shows: the server label, `scheme://authority`, a decoded path segment, or `title ?? name`. */
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
  type: ResourceTreeNodeType;
  serverId: string;
  parentId: string | undefined;
  label: string;
  prefix: string | undefined;
  entry: ResourceEntry | undefined;
  folder: boolean;
  directory: boolean;
}

interface ServerData {
  label: string;
  resources: readonly Resource[];
  templates: readonly ResourceTemplate[];
  directories: Map<string, readonly DirectoryChild[]>;
}

/**
 * The browsing tree over the resources and templates of several servers: server → templates,
 * direct resources and `scheme://authority` groups → path-segment folders → resources. Directory
 * resources become folders whose children come from their read contents (`setDirectoryContents`).
 *
 * Mutable and observable (`subscribe` / `version`) so that pages of 100,000-resource lists are
 * added incrementally: a list that extends the previous one only adds its new items.
 * Children are kept in arrival order; `ResourceTreeView` filters and sorts them.
 */
export class ResourceTreeModel {
  private readonly nodes = new Map<string, MutableNode>();
  private readonly childIds = new Map<string, string[]>();
  private readonly byKey = new Map<string, string>();
  /** The folder node of a whole path, so that items of one folder skip the walk down to it. */
  private readonly folderCache = new Map<string, string>();
  private readonly servers = new Map<string, ServerData>();
  private readonly listeners = new Set<() => void>();
  private readonly maxDepth: number;
  private readonly maxDirectoryChildren: number;
  private entryCache: { version: number; entries: ResourceEntry[] } | undefined;
  private currentVersion = 0;
  private pendingChange = false;

  constructor({ maxDepth = 32, maxDirectoryChildren = 5000 }: ResourceTreeModelOptions = {}) {
    this.maxDepth = maxDepth;
    this.maxDirectoryChildren = maxDirectoryChildren;
    this.nodes.set(ROOT_NODE_ID, {
      id: ROOT_NODE_ID,
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
    return this.nodes.get(id);
  }

  /** Children in arrival order (servers in the order given to `setServers`). */
  children(id: string): readonly string[] {
    return this.childIds.get(id) ?? [];
  }

  /** The node of the resource `uri` of `serverId`, wherever it sits. */
  nodeIdOfResource(serverId: string, uri: string): string | undefined {
    return this.byKey.get(resourceKey(serverId, uri));
  }

  /** The resource of a `resourceKey`, if the tree holds it. */
  resourceByKey(key: string): ResourceItemEntry | undefined {
    const id = this.byKey.get(key);
    const entry = id === undefined ? undefined : this.nodes.get(id)?.entry;
    return entry?.kind === 'resource' ? entry : undefined;
  }

  /** Every resource and template in the tree (listed, read from directories, templates), in arrival order. */
  entries(): readonly ResourceEntry[] {
    if (this.entryCache?.version === this.currentVersion) return this.entryCache.entries;
    const entries: ResourceEntry[] = [];
    for (const node of this.nodes.values()) if (node.entry) entries.push(node.entry);
    this.entryCache = { version: this.currentVersion, entries };
    return entries;
  }

  /** How many nodes the tree holds, the root included. */
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
        this.servers.set(id, { label, resources: [], templates: [], directories: new Map() });
        this.nodes.set(nodeId, {
          id: nodeId,
          type: 'server',
          serverId: id,
          parentId: ROOT_NODE_ID,
          label,
          prefix: undefined,
          entry: undefined,
          folder: true,
          directory: false,
        });
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
    if (extendsList(previous, resources)) {
      for (let index = previous.length; index < resources.length; index += 1) this.addResource(serverId, resources[index]!, 'list');
    } else this.rebuildServer(serverId);
    this.flush();
  }

  /** The resource templates of a server, added as leaves of the server node. */
  setTemplates(serverId: string, templates: readonly ResourceTemplate[]): void {
    const data = this.servers.get(serverId);
    if (!data || data.templates === templates) return;
    const previous = data.templates;
    data.templates = templates;
    if (extendsList(previous, templates)) {
      for (let index = previous.length; index < templates.length; index += 1) this.addTemplate(serverId, templates[index]!);
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
    if (previous === undefined && children !== undefined) this.addDirectoryChildren(serverId, directoryUri, children);
    else this.rebuildServer(serverId);
    this.flush();
  }

  private rebuildServer(serverId: string) {
    const data = this.servers.get(serverId)!;
    this.removeSubtree(serverNodeId(serverId), false);
    for (const resource of data.resources) this.addResource(serverId, resource, 'list');
    for (const template of data.templates) this.addTemplate(serverId, template);
    for (const [directoryUri, children] of data.directories) this.addDirectoryChildren(serverId, directoryUri, children);
    this.changed();
  }

  private addTemplate(serverId: string, template: ResourceTemplate) {
    if (typeof template?.uriTemplate !== 'string') return;
    const id = templateNodeId(serverId, template.uriTemplate);
    if (this.nodes.has(id)) return;
    const entry: TemplateItemEntry = { kind: 'template', serverId, template };
    this.insert({
      id,
      type: 'template',
      serverId,
      parentId: serverNodeId(serverId),
      label: entryLabel(entry),
      prefix: undefined,
      entry,
      folder: false,
      directory: false,
    });
  }

  private addResource(serverId: string, resource: Resource, origin: 'list' | 'directory', directoryNodeId?: string): string | undefined {
    if (typeof resource?.uri !== 'string') return undefined;
    const key = resourceKey(serverId, resource.uri);
    const existing = this.byKey.get(key);
    const entry: ResourceItemEntry = { kind: 'resource', serverId, resource, origin };
    if (existing !== undefined) {
      const node = this.nodes.get(existing)!;
      if (origin === 'list' && node.entry?.kind === 'resource' && node.entry.origin === 'directory') {
        node.entry = entry;
        if (node.type !== 'group') node.label = entryLabel(entry);
        this.changed();
      }
      return existing;
    }
    const directory = isDirectoryResource(resource);
    const placement = placeUri(resource.uri, { asDirectory: directory, maxDepth: this.maxDepth });
    const directoryNode = directoryNodeId === undefined ? undefined : this.nodes.get(directoryNodeId);
    const underDirectory = directoryNode !== undefined && !(directoryNode.prefix !== undefined && resource.uri.startsWith(directoryNode.prefix));

    if (!underDirectory && placement.kind === 'path' && placement.leaf === undefined) {
      const containerId = this.ensureFolders(serverId, placement.origin, placement.folders);
      const container = this.nodes.get(containerId)!;
      if (container.entry === undefined) {
        container.entry = entry;
        container.directory = true;
        if (container.type === 'folder') container.label = entryLabel(entry);
        this.byKey.set(key, containerId);
        this.changed();
        return containerId;
      }
    }
    const parentId = underDirectory
      ? directoryNode.id
      : placement.kind === 'path'
        ? this.ensureFolders(serverId, placement.origin, placement.folders)
        : serverNodeId(serverId);
    const id = resourceNodeId(serverId, resource.uri);
    this.insert({ id, type: 'resource', serverId, parentId, label: entryLabel(entry), prefix: undefined, entry, folder: directory, directory });
    this.byKey.set(key, id);
    return id;
  }

  private addDirectoryChildren(serverId: string, directoryUri: string, children: readonly DirectoryChild[]) {
    const directoryNodeId = this.byKey.get(resourceKey(serverId, directoryUri));
    if (directoryNodeId === undefined) return;
    let added = 0;
    for (const child of children) {
      if (added >= this.maxDirectoryChildren) break;
      if (typeof child?.uri !== 'string' || child.uri === directoryUri) continue;
      const resource: Resource = { uri: child.uri, name: nameFromUri(child.uri) };
      if (typeof child.mimeType === 'string') resource.mimeType = child.mimeType;
      if (typeof child.size === 'number' && Number.isFinite(child.size) && child.size >= 0) resource.size = child.size;
      this.addResource(serverId, resource, 'directory', directoryNodeId);
      added += 1;
    }
  }

  /** The node of the folder at `folders` below `origin`, creating the group and folders on the way. */
  private ensureFolders(serverId: string, origin: string, folders: readonly string[]): string {
    const cacheKey = `${serverId}\u0000${origin}\u0000${folders.join('/')}`;
    const cached = this.folderCache.get(cacheKey);
    if (cached !== undefined && this.nodes.has(cached)) return cached;
    let parentId = folderNodeId(serverId, origin);
    if (!this.nodes.has(parentId)) {
      this.insert({
        id: parentId,
        type: 'group',
        serverId,
        parentId: serverNodeId(serverId),
        label: origin,
        prefix: origin,
        entry: undefined,
        folder: true,
        directory: false,
      });
    }
    for (let depth = 0; depth < folders.length; depth += 1) {
      const prefix = folderPrefix(origin, folders.slice(0, depth + 1));
      const id = folderNodeId(serverId, prefix);
      if (!this.nodes.has(id)) {
        const segment = folders[depth]!;
        this.insert({
          id,
          type: 'folder',
          serverId,
          parentId,
          label: displaySegment(segment),
          prefix,
          entry: undefined,
          folder: true,
          directory: false,
        });
      }
      parentId = id;
    }
    this.folderCache.set(cacheKey, parentId);
    return parentId;
  }

  private insert(node: MutableNode) {
    this.nodes.set(node.id, node);
    if (node.folder || node.type === 'group' || node.type === 'folder') this.childIds.set(node.id, []);
    this.childIds.get(node.parentId!)!.push(node.id);
    this.changed();
  }

  private removeSubtree(id: string, includeSelf: boolean) {
    const stack = [...(this.childIds.get(id) ?? [])];
    while (stack.length > 0) {
      const childId = stack.pop()!;
      const child = this.nodes.get(childId);
      if (child?.entry?.kind === 'resource') this.byKey.delete(resourceKey(child.serverId, child.entry.resource.uri));
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

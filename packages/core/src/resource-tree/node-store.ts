import { grow, growAhead } from '../catalog/grow.js';
import type { ResourceEntry } from '../search/entry.js';
import { isResourceNodeId, parseNodeId, ROOT_NODE_ID } from './node-id.js';
import type { PendingItem } from './pending-item.js';
import { StringKeyedMap } from './string-keyed-map.js';

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

/** A node as the model's layers build it; `pending` and the fields after it belong to lazy placement. */
export interface MutableNode {
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
   * (see `lazy-placement.ts`).
   */
  pending?: PendingItem[] | undefined;
  /** How many items of `pending` are placed already (opening in slices). */
  pendingDone?: number | undefined;
  /** Groups and folders: how many path segments their prefix has below `scheme://authority`. */
  depth?: number;
  /** Groups and folders: their `scheme://authority`. */
  origin?: string;
}

/**
 * The nodes made so far, by id, with their children in arrival order and the tree's shape by node
 * `index` in typed arrays, for walks over many nodes without a look-up per node.
 */
export class NodeStore {
  /**
   * By id (see `StringKeyedMap` for why not a `Map` of the ids), but for the resources' own nodes
   * (`resourceNodeId`): the tree's most numerous, found through their server's map of URIs, which
   * holds each placed one already (`placedLeaf`). Kept here as well, a million of them took about 17
   * bytes per listed resource (this map's table, hashes and values; 5 of them in the JS heap, the
   * rest in array buffers).
   */
  private readonly nodes = new StringKeyedMap<MutableNode>((node) => node.id);
  private leafCount = 0;
  /** The children of each node that can hold children, in arrival order. */
  private readonly childNodes = new Map<string, MutableNode[]>();
  /** The ids of the first children of `childNodes`, at the same positions, as far as `childIdsOf` read them. */
  private readonly childIds = new Map<string, string[]>();
  /** The nodes that can hold children, by `index`: few beside the resources (a folder per hundred at a million). */
  private readonly foldersByIndex = new Map<number, MutableNode>();
  private nextIndex = 0;
  private removedCount = 0;
  /** By node index: the parent's index (-1 for the root), and 1 for nodes that can hold children. */
  private parentIndexes = new Int32Array(1024);
  private folderFlags = new Uint8Array(1024);

  /** `placedLeaf(serverId, uri)`: the node placed for the resource `uri` of `serverId`, if any (a leaf, or a folder it named). */
  constructor(private readonly placedLeaf: (serverId: string, uri: string) => MutableNode | undefined) {
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
    this.setChildren(ROOT_NODE_ID, []);
  }

  /** The node of `id`, if there is one. */
  get(id: string): MutableNode | undefined {
    if (!isResourceNodeId(id)) return this.nodes.get(id);
    const parsed = parseNodeId(id)!;
    const node = this.placedLeaf(parsed.serverId, parsed.uri);
    // The node placed for the URI may be a folder that the resource names: that is not a node of this id.
    return node?.type === 'resource' ? node : undefined;
  }

  /**
   * Does up to `deadline` of what the map of ids and the arrays by node index will need to grow (see
   * `StringKeyedMap.prepare`, `growAhead`): false while some is left.
   */
  prepare(deadline: number): boolean {
    this.parentIndexes = growAhead(this.parentIndexes, this.nextIndex);
    this.folderFlags = growAhead(this.folderFlags, this.nextIndex);
    return this.nodes.prepare(deadline);
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** How many nodes there are, the root included. */
  get size(): number {
    return this.nodes.size + this.leafCount;
  }

  /** One more than the highest `index` of any node so far. */
  get indexLimit(): number {
    return this.nextIndex;
  }

  structure(): { parents: Int32Array; folders: Uint8Array } {
    return { parents: this.parentIndexes, folders: this.folderFlags };
  }

  /**
   * The nodes of the children of `id`, in arrival order: one array while nodes are only added below
   * `id`, appended to. Walk children by node, not by id: a resource's id is made when read (see
   * `ListedResourceLeaf`), and looking a node up by id reads the id's characters, which made the
   * engine copy it whole (56 bytes per resource at a million).
   */
  childNodesOf(id: string): readonly MutableNode[] | undefined {
    return this.childNodes.get(id);
  }

  /**
   * The ids of `childNodesOf(id)`, at the same positions: one array while nodes are only added
   * below `id`, made up to date when read. Only the folders whose rows are shown read theirs, so a
   * million resources keep no ids but theirs.
   */
  childIdsOf(id: string): readonly string[] | undefined {
    const nodes = this.childNodes.get(id);
    if (nodes === undefined) return undefined;
    let ids = this.childIds.get(id);
    if (ids === undefined) this.childIds.set(id, (ids = []));
    for (let position = ids.length; position < nodes.length; position += 1) ids.push(nodes[position]!.id);
    return ids;
  }

  /** Sets the children of `id` to the nodes of `ids`, which must exist. */
  setChildren(id: string, ids: string[]): void {
    this.childIds.set(id, ids);
    this.childNodes.set(id, ids.map((child) => this.get(child)!));
  }

  /** Adds a node below its parent (which must exist), with a child list when it can hold children. */
  insert(node: MutableNode): void {
    this.register(node);
    if (node.folder || node.type === 'group' || node.type === 'folder') this.setChildren(node.id, []);
    this.childNodes.get(node.parentId!)!.push(node);
  }

  /** Adds a node to the map, with its index and parent, without adding it to its parent's children. */
  register(node: MutableNode): void {
    node.index = this.nextIndex;
    this.nextIndex += 1;
    node.parentNode ??= node.parentId === undefined ? undefined : this.get(node.parentId);
    this.parentIndexes = grow(this.parentIndexes, node.index + 1);
    this.folderFlags = grow(this.folderFlags, node.index + 1);
    this.parentIndexes[node.index] = node.parentNode?.index ?? -1;
    this.folderFlags[node.index] = node.folder ? 1 : 0;
    if (node.folder) this.foldersByIndex.set(node.index, node);
    // A resource's node is found through its URI once placed (see `nodes`); told by its type, not by
    // its id, whose characters are not to be read (see `childNodesOf`).
    if (node.type === 'resource') this.leafCount += 1;
    else this.nodes.set(node.id, node);
  }

  /** The node at `index` that can hold children, if there is one. */
  folderAt(index: number): MutableNode | undefined {
    return this.foldersByIndex.get(index);
  }

  /** Goes up whenever nodes are removed: an index known before may no longer stand for the same resource. */
  get removals(): number {
    return this.removedCount;
  }

  /** Removes the descendants of `id`, and `id` itself with `includeSelf`. */
  removeSubtree(id: string, includeSelf: boolean): void {
    this.removedCount += 1;
    const stack = [...(this.childNodes.get(id) ?? [])];
    while (stack.length > 0) {
      const child = stack.pop()!;
      if (child.folder) {
        const childId = child.id;
        for (const grandchild of this.childNodes.get(childId) ?? []) stack.push(grandchild);
        this.childIds.delete(childId);
        this.childNodes.delete(childId);
      }
      this.forget(child);
    }
    if (includeSelf) {
      const node = this.get(id);
      if (node) this.forget(node);
      this.childIds.delete(id);
      this.childNodes.delete(id);
      if (node?.parentId !== undefined) {
        const siblings = this.childNodes.get(node.parentId);
        if (siblings) {
          this.childIds.delete(node.parentId);
          this.childNodes.set(
            node.parentId,
            siblings.filter((sibling) => sibling !== node),
          );
        }
      }
    } else if (this.childNodes.has(id)) this.setChildren(id, []);
  }

  /**
   * Forgets `node`; a resource's node is then forgotten with its server's map of URIs. A listed
   * resource's entry, which was its node, is left unplaced: the server's list is placed again from
   * the same entries.
   */
  private forget(node: MutableNode): void {
    if (node.folder) this.foldersByIndex.delete(node.index);
    if (node.type !== 'resource') this.nodes.delete(node.id);
    else {
      this.leafCount -= 1;
      node.index = -1;
    }
  }
}

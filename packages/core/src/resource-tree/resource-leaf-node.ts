import type { Resource } from '../client/types.js';
import { entryLabel, type ResourceItemEntry } from '../search/entry.js';
import { resourceNodeId } from './node-id.js';
import type { MutableNode } from './node-store.js';

/**
 * The entry of a resource a server listed, made as it is listed, and once placed in the tree its
 * node too: one object where an entry and a node of its own took 48 bytes of heap per resource at a
 * million, this one 28. It keeps only what differs from one resource to the next (its server, the
 * resource, and once placed its `index` and parent); the rest is read from its class, its resource
 * and its parent.
 *
 * Its id is joined from the server's prefix and the URI each time it is read, never kept: a million
 * kept ids took 20 bytes per resource, and only the rows on screen read theirs (the tree's layers
 * find a resource's node by its URI and walk children by node, see `NodeStore.childIdsOf`).
 *
 * As an entry, read `kind` and `origin` as properties: a copy made by spreading one (`{ ...entry }`)
 * lacks them, as it lacks the node's fields. A directory resource, and a resource only
 * read from a directory's contents, have a node of their own (`ResourceLeafNode`).
 */
export class ListedResourceLeaf implements ResourceItemEntry, MutableNode {
  // Private, read through accessors: an entry's own fields stay those of an entry (`serverId`,
  // `resource`), for whoever compares, copies or serializes one.
  #index = -1;
  #parentNode: MutableNode | undefined = undefined;

  constructor(
    readonly serverId: string,
    readonly resource: Resource,
  ) {}

  /** -1 until placed, and again once its node is removed (`NodeStore.removeSubtree`): it may be placed again. */
  get index(): number {
    return this.#index;
  }

  set index(index: number) {
    this.#index = index;
  }

  get parentNode(): MutableNode | undefined {
    return this.#parentNode;
  }

  set parentNode(parentNode: MutableNode | undefined) {
    this.#parentNode = parentNode;
  }

  /** Only groups and folders have one: left to the prototype chain, which has none either. */
  declare readonly prefix: undefined;

  get kind(): 'resource' {
    return 'resource';
  }

  get origin(): 'list' {
    return 'list';
  }

  get type(): 'resource' {
    return 'resource';
  }

  get id(): string {
    return resourceNodeId(this.serverId, this.resource.uri);
  }

  get parentId(): string | undefined {
    return this.parentNode?.id;
  }

  get label(): string {
    return entryLabel(this);
  }

  /** The node's entry is the node itself. */
  get entry(): ResourceItemEntry {
    return this;
  }

  get directory(): boolean {
    return false;
  }

  get folder(): boolean {
    return false;
  }
}

/**
 * The node of a resource whose entry is not a `ListedResourceLeaf` that can stand for it: a resource
 * only read from a directory's contents (whose node takes the listed entry if the server lists it
 * later), or a directory resource (`DirectoryLeafNode`). Few in any tree.
 */
export class ResourceLeafNode implements MutableNode {
  constructor(
    readonly id: string,
    public index: number,
    public parentNode: MutableNode,
    public entry: ResourceItemEntry,
  ) {}

  /** Only groups and folders have one: left to the prototype chain, which has none either. */
  declare readonly prefix: undefined;

  get type(): 'resource' {
    return 'resource';
  }

  get serverId(): string {
    return this.entry.serverId;
  }

  get parentId(): string {
    return this.parentNode.id;
  }

  get label(): string {
    return entryLabel(this.entry);
  }

  /** False: a directory resource's node is a `DirectoryLeafNode`. */
  get directory(): boolean {
    return false;
  }

  get folder(): boolean {
    return this.directory;
  }
}

/** The node of a directory resource that is not a group or folder: it can hold the children its read contents add. */
export class DirectoryLeafNode extends ResourceLeafNode {
  override get directory(): boolean {
    return true;
  }
}

import type { ResourceTreeNode } from './node-store.js';
import type { IndexedIds } from './resource-tree-view.js';

/**
 * Nodes with their indices, as a view lists a folder's children (`IndexedIds`): the indices at
 * once, the nodes sliced from `source` and their ids made from them when first read. A view keeps
 * such a list for every folder it or `ResourceTreeView.prepare` looked at, which at a million
 * resources is every folder, while only the folders on screen read the ids and nodes: copies of both
 * took 8 bytes of heap per resource, and the ids of resources are made when read (see
 * `ListedResourceLeaf`). Sliced, not `source` itself: the model's lists grow as resources are listed.
 */
export class IndexedNodeList implements IndexedIds {
  private slicedNodes: readonly ResourceTreeNode[] | undefined;
  private madeIds: readonly string[] | undefined;

  /** The first `length` of `source` (the model's `childNodes`, only ever appended to, or a copy), whose indices are `indexes`. */
  constructor(
    private readonly source: readonly ResourceTreeNode[],
    private readonly length: number,
    readonly indexes: Int32Array,
  ) {}

  /** True once the ids were read, and so made. */
  get idsMade(): boolean {
    return this.madeIds !== undefined;
  }

  get ids(): readonly string[] {
    return (this.madeIds ??= this.nodes.map((node) => node.id));
  }

  get nodes(): readonly ResourceTreeNode[] {
    return (this.slicedNodes ??= this.source.slice(0, this.length));
  }
}

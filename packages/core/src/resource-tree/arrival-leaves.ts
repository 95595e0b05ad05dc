import type { ResourceTreeNode } from './node-store.js';
import type { IndexedIds } from './resource-tree-view.js';

/**
 * The children of a folder whose first `length` children are all leaves, in arrival order, as
 * every view of a model shares them (`FolderKinds`): their indices at once, their ids and nodes
 * sliced from the model's own lists when first read. The kinds are kept for every folder a view or
 * `ResourceTreeView.prepare` looked at, which at a million resources is every folder, while only
 * the folders on screen read the ids and nodes: copies of both lists took 8 bytes of heap per
 * resource. Sliced, not the lists themselves: the model's lists grow as resources are listed.
 */
export class ArrivalLeaves implements IndexedIds {
  private slicedIds: readonly string[] | undefined;
  private slicedNodes: readonly ResourceTreeNode[] | undefined;

  /** `children` and `childNodes`: the folder's children as the model lists them, only ever appended to. */
  constructor(
    private readonly children: readonly string[],
    private readonly childNodes: readonly ResourceTreeNode[],
    private readonly length: number,
    readonly indexes: Int32Array,
  ) {}

  get ids(): readonly string[] {
    return (this.slicedIds ??= this.children.slice(0, this.length));
  }

  get nodes(): readonly ResourceTreeNode[] {
    return (this.slicedNodes ??= this.childNodes.slice(0, this.length));
  }
}

import { isResourceNodeId, ROOT_NODE_ID } from './node-id.js';
import type { ResourceTreeNode } from './node-store.js';
import type { ResourceTreeModel } from './resource-tree-model.js';
import type { IndexedIds } from './resource-tree-view.js';

/** What compacting needs from a view: its model, which nodes it shows, and their sorted children, one per node. */
export interface CompactableView {
  readonly model: ResourceTreeModel;
  /** True when the view shows `node` (a node of its model). */
  shows(node: ResourceTreeNode): boolean;
  /** How many visible children `node` has; at least `limit` when counting stopped there. */
  childCountOf(node: ResourceTreeNode, limit?: number): number;
  /** The visible children of `id`, sorted, one per node (before compacting), with their node indices. */
  nodeChildren(id: string): IndexedIds;
  /** False when the node at `index` surely does not show exactly one child (so merges with none), told without looking it up. */
  mayShowOneChild(index: number): boolean;
  /** The one visible child of `node`, which shows exactly one, with its node index; found without sorting its children. */
  onlyChildOf(node: ResourceTreeNode): NodeAt | undefined;
}

/** A node's id and its node index (as `IndexedIds.indexes` gives it). */
export interface NodeAt {
  id: string;
  index: number;
}

/**
 * The rows of a view with `compactFolders`: a chain of folders that each hold one thing shown as
 * one row, whose id is the chain's deepest node. Found lazily, one folder at a time, and kept for
 * the view's lifetime (a view stands for one model version).
 */
export class CompactRows {
  /** The child each folder holding one row merges with (`null` when none). */
  private readonly merges = new Map<string, NodeAt | null>();
  private readonly rowCache = new Map<string, readonly string[]>();

  constructor(private readonly view: CompactableView) {}

  /** The rows below `id`: its visible children, each replaced with the deepest node of the chain it starts. */
  children(id: string): readonly string[] {
    const cached = this.rowCache.get(id);
    if (cached) return cached;
    const { ids: children, indexes } = this.view.nodeChildren(id);
    let rows: string[] | undefined;
    for (let position = 0; position < children.length; position += 1) {
      const child = children[position]!;
      const row = this.rowOf(child, indexes[position]!);
      if (row === child) continue;
      rows ??= children.slice();
      rows[position] = row;
    }
    const result = rows ?? children;
    this.rowCache.set(id, result);
    return result;
  }

  /**
   * The row of a visible child `child` of a folder, whose node index is `index`: the deepest node of
   * the chain it starts, `child` itself when it merges with none. Followed by node index, not looked
   * up by id (a hash of it each): a folder of 10,000 folders is laid out at every keystroke.
   */
  rowOf(child: string, index: number): string {
    if (!this.view.mayShowOneChild(index)) return child;
    let row: NodeAt = { id: child, index };
    for (let next = this.mergedChild(row.id, row.index); next !== undefined; next = this.mergedChild(row.id, row.index)) row = next;
    return row.id;
  }

  /** False for a folder merged into a row below it. */
  isRow(id: string): boolean {
    return this.mergedChild(id) === undefined;
  }

  /** The first ancestor of `id` with a row of its own. */
  rowParentId(id: string): string | undefined {
    const { model } = this.view;
    let parentId = model.node(id)?.parentId;
    while (parentId !== undefined && parentId !== ROOT_NODE_ID && !this.isRow(parentId)) parentId = model.node(parentId)?.parentId;
    return parentId;
  }

  /** The ids of the nodes the row of `id` stands for, outermost first, `id` last. */
  mergedIds(id: string): readonly string[] {
    const { model } = this.view;
    const ids = [id];
    for (let parentId = model.node(id)?.parentId; parentId !== undefined && this.mergedChild(parentId)?.id === ids[0]; parentId = model.node(parentId)?.parentId) {
      ids.unshift(parentId);
    }
    return ids;
  }

  /**
   * The only visible child of the group or folder `id` when the two make one row: a folder, or a
   * plain resource. Counting stops at two children, so asking costs little however much a folder holds.
   * With its node `index` known, `id` is not looked up.
   */
  private mergedChild(id: string, index?: number): NodeAt | undefined {
    const { model } = this.view;
    if (index !== undefined && !this.view.mayShowOneChild(index)) return undefined;
    const node = index === undefined ? model.node(id) : model.folderAt(index);
    // Most folders hold more than one row, which the view tells without a list: only those holding
    // one are worth remembering (a folder of 10,000 folders asks this of each of them).
    if (node === undefined || (node.type !== 'folder' && node.type !== 'group') || node.directory || !this.view.shows(node) || this.view.childCountOf(node, 2) !== 1) return undefined;
    const known = this.merges.get(id);
    if (known !== undefined) return known ?? undefined;
    let merged: NodeAt | null = null;
    // Not `nodeChildren(id)[0]`: that sorts the folder's children, and a keystroke at a million
    // resources leaves thousands of folders showing one child each.
    const only = this.view.onlyChildOf(node);
    if (only !== undefined && only.index >= 0) {
      // A node that can hold children is found by its index; any other is a plain resource when its
      // id says so (not a template), without a look-up.
      const folder = model.folderAt(only.index);
      if (folder ? folder.type === 'folder' && !folder.directory : isResourceNodeId(only.id)) merged = only;
    }
    this.merges.set(id, merged);
    return merged ?? undefined;
  }
}

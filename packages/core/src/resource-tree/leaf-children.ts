import type { ResourceTreeNode } from './node-store.js';

/**
 * The children of a folder that cannot hold children, as views read them: their node indices at
 * once (counting and marking read only those), their ids and nodes made from the model's lists of
 * the folder's children when first read (rows, sorting, a folder's only child), then kept. Every
 * folder has one once views sort it; copies of the ids and nodes of each took 8 bytes of heap per
 * resource at a million, where views read them for the few folders in rows.
 */
export class LeafChildren {
  private made: { ids: string[]; nodes: ResourceTreeNode[] } | undefined;

  /**
   * `children` and `childNodes`: the model's lists of the folder's children and their nodes, of
   * which the first `length` are read (the model only appends to them, or replaces them).
   */
  constructor(
    readonly indexes: Int32Array,
    private readonly children: readonly string[],
    private readonly childNodes: readonly ResourceTreeNode[],
    private readonly length: number,
  ) {}

  get ids(): readonly string[] {
    return this.lists().ids;
  }

  get nodes(): readonly ResourceTreeNode[] {
    return this.lists().nodes;
  }

  private lists(): { ids: string[]; nodes: ResourceTreeNode[] } {
    if (this.made) return this.made;
    const ids: string[] = [];
    const nodes: ResourceTreeNode[] = [];
    for (let position = 0; position < this.length; position += 1) {
      const node = this.childNodes[position]!;
      if (node.folder) continue;
      ids.push(this.children[position]!);
      nodes.push(node);
    }
    this.made = { ids, nodes };
    return this.made;
  }
}

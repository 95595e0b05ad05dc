import { ROOT_NODE_ID } from './node-id.js';
import type { IndexedIds, ResourceTreeView } from './resource-tree-view.js';

const NO_CHILDREN: IndexedIds = { ids: [], indexes: new Int32Array(0) };

export interface ResourceTreeRowsOptions {
  /** Ids of the open folders. A folder shows its children when it and every folder above it are open. */
  expanded: ReadonlySet<string>;
  /**
   * Rows that are not nodes of the view (per-server and per-folder states such as "loading"), by
   * the id of the node they follow the children of. Their ids must differ from every node id.
   */
  extraChildren?: ReadonlyMap<string, readonly string[]> | undefined;
  /**
   * Count the rows in order only until there are this many: enough for the first screens, without
   * counting what every other open folder holds. `count` is then `upTo` when there are more rows
   * (`complete` is false) and the rows past it are unknown: `at` has none, `indexOf` finds none.
   */
  upTo?: number | undefined;
}

/** One visible row: where it sits in the list and in the tree. */
export interface ResourceTreeRowPlace {
  id: string;
  /** Position among all visible rows, from 0. */
  index: number;
  /** Depth, from 1 for servers. */
  level: number;
  /** Position among its siblings, from 1. */
  posInSet: number;
  /** Number of siblings, itself included. */
  setSize: number;
  /** The id of the node the row is a child of (`ROOT_NODE_ID` for servers). */
  parentId: string;
}

/** The children of one open folder, with where each one's rows start below the folder. */
interface Layout {
  /** The folder's visible children as nodes, before `compactFolders` merges any (`nodeChildren`), then its extra rows. */
  ids: readonly string[];
  /** The node index of each node of `ids` (the first `indexes.length` of them). */
  indexes: Int32Array;
  /**
   * The row each child shows as (`rowOf`), by position, where it is known: the open ones, and those
   * asked for since. Found one by one: a keystroke at a million resources leaves thousands of folders
   * holding one match each, and merging every one of them took most of laying out a folder of 10,000.
   */
  rows: Map<number, string>;
  /** `starts[i]`: rows of the folder's subtree before child `i`; `starts[ids.length]` is the subtree's size. */
  starts: Int32Array;
  /** The position of each node of `ids` by its node index, made when first needed. */
  positions: Map<number, number> | undefined;
}

/**
 * The rows of a `ResourceTreeView` with some folders open: the tree flattened in order, depth
 * first, without listing every row. It counts the rows below each open folder from the view's child
 * counts, and lists (and sorts) a folder's children only when a row inside it is asked for, so a
 * tree of 100,000 visible rows costs what its open folders cost, and reading the rows on screen
 * costs a few binary searches each. With `compactFolders`, the chain a child merges into is followed
 * for the rows read and the open ones only.
 */
export class ResourceTreeRows {
  /** How many rows there are (up to `upTo`, with that option). */
  readonly count: number;
  /** False when `upTo` stopped the count: there are more rows than `count`. */
  readonly complete: boolean;
  private readonly view: ResourceTreeView;
  private readonly extras: ReadonlyMap<string, readonly string[]>;
  /** The parent of each extra row. */
  private readonly extraParents = new Map<string, string>();
  /** Rows below each open folder that shows its children (the root included). */
  private readonly sizes = new Map<string, number>();
  /** The rows of `sizes` by the row they are shown below: the only children a layout needs the rows of. */
  private readonly sizedChildren = new Map<string, string[]>();
  private readonly layouts = new Map<string, Layout>();

  constructor(view: ResourceTreeView, { expanded, extraChildren, upTo }: ResourceTreeRowsOptions) {
    this.view = view;
    this.extras = extraChildren ?? new Map();
    for (const [parentId, ids] of this.extras) for (const id of ids) this.extraParents.set(id, parentId);
    if (upTo !== undefined) {
      this.count = this.countInOrder(ROOT_NODE_ID, upTo, expanded);
      this.sizes.set(ROOT_NODE_ID, this.count);
      this.complete = this.count < upTo;
      return;
    }

    // Whether each open folder shows (every folder above it open, itself visible), remembered.
    const showing = new Map<string, boolean>([[ROOT_NODE_ID, true]]);
    const shows = (id: string): boolean => {
      const known = showing.get(id);
      if (known !== undefined) return known;
      const parentId = expanded.has(id) && view.isRow(id) ? view.rowParentId(id) : undefined;
      const result = parentId !== undefined && view.isVisible(id) && shows(parentId);
      showing.set(id, result);
      return result;
    };
    const open: string[] = [ROOT_NODE_ID];
    for (const id of expanded) if (id !== ROOT_NODE_ID && shows(id)) open.push(id);
    // Each open folder's own children count for it and for every folder above it.
    for (const id of open) {
      const own = this.ownChildCount(id);
      for (let current: string | undefined = id; current !== undefined; ) {
        const size = this.sizes.get(current);
        this.sizes.set(current, (size ?? 0) + own);
        const parentId: string | undefined = current === ROOT_NODE_ID ? undefined : view.rowParentId(current);
        if (size === undefined && parentId !== undefined) this.addSizedChild(parentId, current);
        current = parentId;
      }
    }
    this.count = this.sizes.get(ROOT_NODE_ID)!;
    this.complete = true;
  }

  /** The row at `index` (0 ≤ index < count). */
  at(index: number): ResourceTreeRowPlace {
    if (!(index >= 0 && index < this.count)) throw new RangeError(`No row ${index} in ${this.count} rows`);
    let parentId = ROOT_NODE_ID;
    let offset = index;
    for (let level = 1; ; level += 1) {
      const layout = this.layout(parentId);
      const { ids, starts } = layout;
      // The last child whose rows start at or before `offset`.
      let low = 0;
      let high = ids.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= offset) low = middle;
        else high = middle - 1;
      }
      const id = this.rowAt(layout, low);
      const start = starts[low]!;
      if (start === offset || !this.sizes.has(id)) return { id, index, level, posInSet: low + 1, setSize: ids.length, parentId };
      offset -= start + 1;
      parentId = id;
    }
  }

  /** The ids of the rows from `start` up to, not including, `end`. */
  ids(start: number, end: number): string[] {
    const result: string[] = [];
    for (let index = Math.max(0, start); index < Math.min(end, this.count); index += 1) result.push(this.at(index).id);
    return result;
  }

  /** The index of the row of `id`; -1 when it has none (filtered out, or a folder above it is closed). */
  indexOf(id: string): number {
    let index = 0;
    for (let current = id; current !== ROOT_NODE_ID; ) {
      const parentId = this.extraParents.get(current) ?? this.view.rowParentId(current);
      if (parentId === undefined || !this.sizes.has(parentId)) return -1;
      const layout = this.layout(parentId);
      const position = this.positionOfRow(layout, current);
      if (position < 0) return -1;
      index += layout.starts[position]! + (parentId === ROOT_NODE_ID ? 0 : 1);
      current = parentId;
    }
    // Past a count that `upTo` stopped, the folders' sizes are what was counted of them: no place.
    return index < this.count ? index : -1;
  }

  /**
   * The rows below the open folder `id`, counted child by child in order until they reach `budget`
   * (at most that many); each open folder reached is sized with what was counted of it. Lists the
   * children of the folders it goes through, as reading their rows would, and no others.
   */
  private countInOrder(id: string, budget: number, expanded: ReadonlySet<string>): number {
    const { ids, indexes } = this.nodeChildren(id);
    let rows = 0;
    for (let position = 0; position < ids.length && rows < budget; position += 1) {
      rows += 1;
      if (rows === budget) break;
      const child = ids[position]!;
      // An open folder is listed before its row is found: finding whether it merges with an only
      // child would count what it holds, and listing it afterwards read all of that again.
      if (expanded.has(child)) this.nodeChildren(child);
      const row = this.view.rowOf(child, indexes[position]!);
      if (!expanded.has(row)) continue;
      const below = this.countInOrder(row, budget - rows, expanded);
      this.sizes.set(row, below);
      this.addSizedChild(id, row);
      rows += below;
    }
    return rows + Math.min(this.extras.get(id)?.length ?? 0, budget - rows);
  }

  /** Notes `row`, which has a size, as a row shown below `parentId`. */
  private addSizedChild(parentId: string, row: string): void {
    const siblings = this.sizedChildren.get(parentId);
    if (siblings) siblings.push(row);
    else this.sizedChildren.set(parentId, [row]);
  }

  /** The children of `id` that are nodes, listed. */
  private nodeChildren(id: string): IndexedIds {
    return id === ROOT_NODE_ID || this.view.node(id) !== undefined ? this.view.nodeChildren(id) : NO_CHILDREN;
  }

  /** Children of `id` that are nodes, counted without listing them. */
  private ownChildCount(id: string): number {
    const nodes = id === ROOT_NODE_ID || this.view.node(id) !== undefined ? this.view.childCount(id) : 0;
    return nodes + (this.extras.get(id)?.length ?? 0);
  }

  private layout(id: string): Layout {
    const cached = this.layouts.get(id);
    if (cached) return cached;
    const { ids: nodes, indexes } = this.nodeChildren(id);
    const extra = this.extras.get(id);
    const ids = extra ? [...nodes, ...extra] : nodes;
    const layout: Layout = { ids, indexes, rows: new Map(), starts: new Int32Array(ids.length + 1), positions: undefined };
    // Every child is a row; only those with rows of their own below (open folders, or holding some) add more.
    const below = new Int32Array(ids.length);
    for (const row of this.sizedChildren.get(id) ?? []) {
      const position = this.positionOfRow(layout, row);
      if (position >= 0) below[position] = this.sizes.get(row)!;
    }
    const { starts } = layout;
    for (let position = 0; position < ids.length; position += 1) starts[position + 1] = starts[position]! + 1 + below[position]!;
    this.layouts.set(id, layout);
    return layout;
  }

  /** The row child `position` of a layout shows as. */
  private rowAt(layout: Layout, position: number): string {
    if (position >= layout.indexes.length) return layout.ids[position]!;
    let row = layout.rows.get(position);
    if (row === undefined) {
      row = this.view.rowOf(layout.ids[position]!, layout.indexes[position]!);
      layout.rows.set(position, row);
    }
    return row;
  }

  /**
   * Where the row `row` sits among a layout's children, -1 when it is not one of them: at the
   * position of the outermost node it stands for (a chain `compactFolders` merges shows as its
   * deepest node), or of the extra row.
   */
  private positionOfRow(layout: Layout, row: string): number {
    if (this.extraParents.has(row)) return layout.ids.indexOf(row, layout.indexes.length);
    const outermost = this.view.node(this.view.mergedIds(row)[0]!);
    if (outermost === undefined) return -1;
    // By node index, not by id: a map of a folder's 10,000 ids hashed each of them at every keystroke.
    // Servers have no index of their own there (they always show): the root's few are found by id.
    if (!layout.positions) {
      const { indexes } = layout;
      layout.positions = new Map();
      for (let position = 0; position < indexes.length; position += 1) if (indexes[position]! >= 0) layout.positions.set(indexes[position]!, position);
    }
    const position = outermost.type === 'server' ? layout.ids.indexOf(outermost.id) : (layout.positions.get(outermost.index) ?? -1);
    if (position < 0 || this.rowAt(layout, position) !== row) return -1;
    return position;
  }
}

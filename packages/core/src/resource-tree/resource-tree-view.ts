import type { ResourceEntry } from '../search/entry.js';
import { compareEntries, type SortOrder } from '../search/filters.js';
import { compareSortKeys, sortKey } from '../search/sort-key.js';
import { allMatchedMarks, prepareAllMatched } from './all-matched-marks.js';
import { CompactRows, type NodeAt } from './compact-rows.js';
import { IndexedNodeList } from './indexed-node-list.js';
import { lostFromSubset, lostIds } from './lost-ids.js';
import { CHILDREN, HOLDS_FOLDERS, markIds, markWithAncestors, ONE_CHILD, SHOWN, TWO_CHILDREN } from './match-marks.js';
import { ROOT_NODE_ID } from './node-id.js';
import type { ResourceTreeNode } from './node-store.js';
import type { ResourceNodeIndexes } from './resource-node-indexes.js';
import type { ResourceTreeModel } from './resource-tree-model.js';

/** The ids of matches in an outside store that numbers them, read as nodes through `indexes` (see `ResourceTreeViewOptions.matchIds`). */
export interface ResourceTreeMatchIds {
  /** In ascending order, as the catalog engine gives them. */
  ids: ArrayLike<number>;
  indexes: ResourceNodeIndexes;
  /** Node indices found otherwise, shown too. */
  after?: ArrayLike<number> | undefined;
  /**
   * The ids of an earlier match known to hold every one of `ids`: the engine's answer to a query
   * this one extends, under the same filters, over the same resources. A view of those ids then
   * finds the few this match lacks by halving instead of reading both lists through.
   */
  subsetOf?: ArrayLike<number> | undefined;
}

export interface ResourceTreeViewOptions {
  /** Entries for which this is false are hidden, and so are folders left without visible entries. */
  filter?: ((entry: ResourceEntry) => boolean) | undefined;
  /**
   * The entries passing the filter, when they are known already, in groups (as `filterEntries`
   * finds them without checking every entry): the view then shows exactly these and never calls
   * `filter`. A group (the same array) given again for the same model version is placed faster.
   */
  matches?: ReadonlyArray<readonly ResourceEntry[]> | undefined;
  /**
   * The `index` of the node of each entry passing the filter, each node once (what the catalog
   * engine's ids stand for, see `ResourceNodeIndexes`): the view then shows exactly these and never
   * looks an entry up. Taken instead of `matches` and `filter`.
   */
  matchNodes?: ArrayLike<number> | undefined;
  /**
   * The ids of the entries passing the filter in an outside store that numbers them (the catalog
   * engine's), read as nodes through `indexes`, then `after`, node indices found otherwise: the view
   * shows what `matchNodes: indexes.nodesOf(ids, after)` would, without a copy of every id as a node
   * index first (a keystroke matching a million resources). Taken instead of `matchNodes`, `matches`
   * and `filter`.
   */
  matchIds?: ResourceTreeMatchIds | undefined;
  /**
   * The view shown before this one. When both are made with `matchIds` through the same look-ups at
   * the same model version, and this one's ids are that one's but a few (a letter typed into a word
   * most matches hold), this view starts from that one's marks and takes out the ids it lost, instead
   * of marking every match again: a million of them, for each letter typed, at a million resources.
   * Without such a view (the first letter typed into an empty filter), the view starts in the same
   * way from the marks of every id matching, once `ResourceTreeView.prepareAllMatched` made them.
   */
  previous?: ResourceTreeView | undefined;
  /** Order of siblings after folders: by name (default), priority, most recent or size. */
  sort?: SortOrder | undefined;
  /**
   * Shows a chain of folders that each hold one thing as one row, as VS Code's explorer does: a folder
   * whose only visible child is a folder merges with it, and so does a folder whose only visible child
   * is a plain resource (the row is then the resource's). The row's id is the deepest node's, so
   * selection and expansion stay with it while pages arrive; `label` joins the labels of the chain
   * (`db/users/schema`) and `mergedIds` lists the ids it stands for (expand them all, see
   * `withRowExpanded`, so that a chain a later page breaks stays open). Servers, directory resources
   * and templates never merge. Child counts are unchanged: each child is still one row.
   * @default true
   */
  compactFolders?: boolean | undefined;
}

/**
 * A filtered, sorted reading of a `ResourceTreeModel` at one version. Siblings are ordered folders
 * first (by name), then resources, then templates (by `sort`). Servers keep their given order and
 * stay visible even when nothing of theirs matches, so their status stays in view.
 *
 * Filtering marks each match and the folders above it, stopping at the first folder marked
 * already; a folder's visible children are counted, listed and sorted only when first asked for,
 * so only opened folders are ever sorted.
 */
export class ResourceTreeView {
  /** The model version this view was made from. */
  readonly version: number;
  readonly filtered: boolean;
  private readonly filteredCount: number | undefined;
  /**
   * With a filter: by node `index`, `SHOWN` for a node that passes it or holds something that does,
   * `HOLDS_FOLDERS` for one with a visible child that can hold children, and in `CHILDREN` how many
   * visible children it has, up to two. One byte per node is all a keystroke allocates for it (a
   * million resources), where an exact count per node took four more.
   */
  private readonly marks: Uint8Array | undefined;
  /** With a filter: how many visible children a folder with more than two has, counted when first asked for. */
  private readonly counts = new Map<string, number>();
  private readonly cache = new Map<string, IndexedIds>();
  private readonly folderCache = new Map<string, IndexedIds>();
  private readonly repeated = new Map<string, ReadonlyMap<string, ReadonlySet<string>>>();
  private readonly compare: (a: ResourceEntry, b: ResourceEntry) => number;
  private readonly sort: SortOrder;
  /** With `compactFolders`: the merged rows, found once per view. */
  private readonly compact: CompactRows | undefined;
  /** The `matchIds` the view was made from, for a later view that narrows it (see `previous`). */
  private readonly matched: ResourceTreeMatchIds | undefined;
  /** The index of each match that can hold children: it shows even once nothing below it does. */
  private readonly folderMatches: ReadonlySet<number> = NO_FOLDER_MATCHES;

  constructor(
    readonly model: ResourceTreeModel,
    { filter, matches, matchNodes, matchIds, previous, sort = 'name', compactFolders = true }: ResourceTreeViewOptions = {},
  ) {
    this.version = model.version;
    this.compact = compactFolders
      ? new CompactRows({
          model,
          shows: (node) => this.shows(node),
          childCountOf: (node, limit) => this.childCountOf(node, limit),
          nodeChildren: (id) => this.indexedChildren(id),
          mayShowOneChild: (index) => this.mayShowOneChild(index),
          onlyChildOf: (node) => this.onlyChildOf(node),
        })
      : undefined;
    this.compare = compareEntries(sort);
    this.sort = sort;
    this.filtered = filter !== undefined || matches !== undefined || matchNodes !== undefined || matchIds !== undefined;
    this.matched = matchIds;
    if (!this.filtered) {
      // Counting every entry means indexing them all: left until someone asks.
      this.marks = undefined;
      this.filteredCount = undefined;
      return;
    }
    const narrowed = matchIds && (previous?.narrowed(model, matchIds) ?? narrowedFromAll(model, matchIds));
    if (narrowed) {
      this.marks = narrowed.marks;
      this.filteredCount = narrowed.count;
      this.folderMatches = narrowed.folderMatches;
      return;
    }
    // Finding a node may open folders, which makes nodes: the marks are sized once all are found.
    const nodeGroups: Array<ArrayLike<number>> = matchIds ? [] : matchNodes ? [matchNodes] : (matches ?? [model.entries().filter(filter!)]).map((group) => nodesOf(model, group)!);
    if (matchIds?.after) nodeGroups.push(matchIds.after);
    const nodeOf = matchIds?.indexes.reader(matchIds.ids);
    const marks = new Uint8Array(model.indexLimit);
    const { parents, folders } = model.structure();
    const folderMatches = new Set<number>();
    let count = 0;
    if (matchIds) count += markIds(matchIds.ids, nodeOf!, marks, parents, folders, folderMatches);
    for (const nodes of nodeGroups) {
      count += nodes.length;
      for (let position = 0; position < nodes.length; position += 1) {
        const index = nodes[position]!;
        markWithAncestors(marks, index, parents, folders);
        if (index >= 0 && folders[index] === 1) folderMatches.add(index);
      }
    }
    this.folderMatches = folderMatches;
    this.marks = marks;
    this.filteredCount = count;
  }

  /**
   * Does up to about `budgetMs` of the work views of this model version will need: sorts the
   * folders of every folder by name (and notes which children of each can hold children), then
   * finds the nodes of groups of entries (the groups of `filterEntries`). Call it in idle time,
   * again while it returns false; best after the model's own `prepare`, so that nothing is left to
   * place. A version that only added nodes goes over the folders again, but looks only at those
   * that gained children since, and at just those children.
   */
  static prepare(model: ResourceTreeModel, groups: ReadonlyArray<readonly ResourceEntry[]>, budgetMs = 8): boolean {
    const deadline = performance.now() + budgetMs;
    // The folders first: every filtered view reads them (a keystroke at a million resources shows
    // thousands), where the groups' nodes serve only a choice of facets.
    const walk = folderWalk(model);
    while (walk.next < walk.queue.length) {
      const position = walk.next;
      const children = walk.children[position];
      if (children !== undefined && children.length === walk.seen[position]) {
        walk.next += 1;
        continue;
      }
      const id = walk.queue[position]!;
      if (id !== ROOT_NODE_ID && !sortFoldersUntil(model, walk, id, deadline)) return false;
      const now = children ?? model.childNodes(id);
      for (let child = walk.seen[position]!; child < now.length; child += 1) {
        const node = now[child]!;
        if (!node.folder) continue;
        walk.queue.push(node.id);
        walk.children.push(undefined);
        walk.seen.push(0);
      }
      walk.children[position] = now;
      walk.seen[position] = now.length;
      walk.next += 1;
      if (performance.now() > deadline) return false;
    }
    for (const group of groups) if (nodesOf(model, group, deadline) === undefined) return false;
    return true;
  }

  /**
   * Does up to about `budgetMs` of marking what a view would show if every id of `indexes` below
   * `size` matched (the catalog engine's size: every listed resource); true once done. Call it in
   * idle time, again while it returns false. A view made with `matchIds` through these `indexes`
   * and no `previous` it can start from (the first letter typed into an empty filter) then starts
   * from these marks when it lacks at most a quarter of the ids, and takes those out, instead of
   * marking every match: at a million resources, one letter is held by nearly all of them. Listed
   * pages only add, so a later version marks the ids added since.
   */
  static prepareAllMatched(indexes: ResourceNodeIndexes, size: number, budgetMs = 8): boolean {
    return prepareAllMatched(indexes, size, budgetMs);
  }

  /** Resources and templates passing the filter (all of them without a filter). */
  get matchCount(): number {
    return this.filteredCount ?? this.model.entryCount;
  }

  node(id: string): ResourceTreeNode | undefined {
    return this.model.node(id);
  }

  /** True when the node passes the filter or holds something that does. Servers always do. */
  isVisible(id: string): boolean {
    const node = this.model.node(id);
    return node !== undefined && this.shows(node);
  }

  /**
   * The rows below `id`: its visible children, sorted, each one replaced with the deepest node of the
   * chain it starts when `compactFolders` merges one.
   */
  children(id: string): readonly string[] {
    return this.compact ? this.compact.children(id) : this.indexedChildren(id).ids;
  }

  /**
   * The visible children of `id`, sorted, with their node indices, before `compactFolders` merges
   * any: what `children(id)` gives once `rowOf` replaced each one, at the same positions.
   */
  nodeChildren(id: string): IndexedIds {
    return this.indexedChildren(id);
  }

  /**
   * The row a visible child of a folder shows as (`child`, at node index `index` as `nodeChildren`
   * gives them): the deepest node of the chain `compactFolders` merges it into, else `child`. Found
   * for one child, where `children` finds it for all of them.
   */
  rowOf(child: string, index: number): string {
    return this.compact ? this.compact.rowOf(child, index) : child;
  }

  /** False for a folder that `compactFolders` merged into a row below it: it has no row of its own. */
  isRow(id: string): boolean {
    return this.compact ? this.compact.isRow(id) : true;
  }

  /** The id of the row a row is shown below: its parent's, or with `compactFolders` the first ancestor with a row of its own. */
  rowParentId(id: string): string | undefined {
    return this.compact ? this.compact.rowParentId(id) : this.model.node(id)?.parentId;
  }

  /** The ids of the nodes the row of `id` stands for, outermost first, `id` last: `[id]` unless `compactFolders` merged a chain. */
  mergedIds(id: string): readonly string[] {
    return this.compact ? this.compact.mergedIds(id) : [id];
  }

  /**
   * What the row of `id` shows: its node's label, or the labels of a merged chain joined by `/` (`db/users/schema`).
   * A resource whose own label already spells the chain's folders (`.github/workflows/ci.yaml`) shows that label alone.
   */
  label(id: string): string {
    const ids = this.mergedIds(id);
    if (ids.length === 1) return this.model.node(id)?.label ?? '';
    const labels = ids.map((merged) => this.model.node(merged)!.label);
    const last = labels[labels.length - 1]!;
    const folders = labels.slice(0, -1).join('/');
    return this.model.node(id)?.type === 'resource' && last.includes(`${folders}/`) ? last : `${folders}/${last}`;
  }

  /** Visible children of `id`, sorted, one per node (before `compactFolders` merges any), with their node indices. */
  private indexedChildren(id: string): IndexedIds {
    const cached = this.cache.get(id);
    if (cached) return cached;
    let sorted: IndexedIds;
    if (id === ROOT_NODE_ID) sorted = this.kept(id);
    else {
      const folders = this.folderList(id);
      const leaves = this.leafChildren(id);
      sorted = folders.ids.length === 0 ? leaves : leaves.ids.length === 0 ? folders : joined(folders, leaves);
    }
    this.cache.set(id, sorted);
    return sorted;
  }

  /**
   * False when the node at `index` (as `IndexedIds.indexes` gives it) surely does not show exactly
   * one child, read from the marks without looking the node up; true when it may (always, unfiltered).
   */
  private mayShowOneChild(index: number): boolean {
    if (index < 0) return false;
    if (!this.marks) return this.model.structure().folders[index] === 1;
    return (this.marks[index]! & CHILDREN) === ONE_CHILD;
  }

  /**
   * Labels that two or more resources directly below `id` share, each with the names that repeat
   * among those resources: their rows need more than the label to be told apart (see
   * `distinctLabel`). Worked out once per folder and view.
   */
  repeatedLabels(id: string): ReadonlyMap<string, ReadonlySet<string>> {
    const known = this.repeated.get(id);
    if (known) return known;
    const children = this.model.childNodes(id);
    // One pass with a set (most folders repeat nothing); names are gathered only for labels that repeat.
    const seen = new Set<string>();
    const repeated = new Map<string, Set<string>>();
    for (const node of children) {
      if (node.type !== 'resource') continue;
      if (!seen.has(node.label)) seen.add(node.label);
      else if (!repeated.has(node.label)) repeated.set(node.label, new Set());
    }
    if (repeated.size > 0) {
      const names = new Map<string, Set<string>>();
      for (const node of children) {
        const repeatedNames = node.type === 'resource' ? repeated.get(node.label) : undefined;
        const name = node.entry?.kind === 'resource' ? node.entry.resource.name : undefined;
        if (!repeatedNames || typeof name !== 'string') continue;
        let seenNames = names.get(node.label);
        if (!seenNames) names.set(node.label, (seenNames = new Set()));
        if (seenNames.has(name)) repeatedNames.add(name);
        else seenNames.add(name);
      }
    }
    this.repeated.set(id, repeated);
    return repeated;
  }

  /**
   * How many visible children `id` has: `children(id).length`, without listing or sorting them. With
   * `limit`, counting may stop once it reaches `limit`: the result is then at least `limit`, not exact.
   */
  childCount(id: string, limit = Number.POSITIVE_INFINITY): number {
    const cached = this.cache.get(id);
    if (cached) return cached.ids.length;
    if (id === ROOT_NODE_ID) return this.model.children(id).length;
    const node = this.model.node(id);
    return node === undefined ? 0 : this.childCountOf(node, limit);
  }

  /** `childCount` of a node of the model that is not the root. */
  private childCountOf(node: ResourceTreeNode, limit = Number.POSITIVE_INFINITY): number {
    const { marks } = this;
    if (!marks) return this.model.childCount(node.id, limit);
    const mark = marks[node.index]!;
    if (!node.folder || (mark & SHOWN) === 0) return 0;
    // Marking counted up to two children: whether a folder holds none, one or more is what
    // compacting and opening ask of every folder in view.
    const few = (mark & CHILDREN) / ONE_CHILD;
    if (few < 2 || limit <= 2) return few;
    const known = this.counts.get(node.id);
    if (known !== undefined) return known;
    // More are counted from the children's marks, per folder asked for: the rows count the open folders.
    // Children first: opening a folder may give a node another label, which starts the shared cache over.
    const children = this.model.childNodes(node.id);
    const shared = sharedCache(this.model);
    let count = this.countShown(childrenOfKind(shared, node.id, children, true), limit);
    if (count < limit) count += this.countShown(childrenOfKind(shared, node.id, children, false), limit - count);
    if (count < limit) this.counts.set(node.id, count);
    return count;
  }

  /** The first visible child of `node` in the model's order, with its node index: its only one, when it shows one. */
  private onlyChildOf(node: ResourceTreeNode): NodeAt | undefined {
    const children = this.model.childNodes(node.id);
    const shared = sharedCache(this.model);
    for (const folders of [true, false]) {
      const { nodes, indexes } = childrenOfKind(shared, node.id, children, folders);
      for (let position = 0; position < indexes.length; position += 1) {
        const index = indexes[position]!;
        if (!this.marks || index === ALWAYS_SHOWN || (index >= 0 && (this.marks[index]! & SHOWN) !== 0)) return { id: nodes[position]!.id, index };
      }
    }
    return undefined;
  }

  /**
   * Folders holding something that matches the filter, outermost first, at most `limit` of them:
   * what to open so that the matches show. Empty without a filter.
   */
  foldersWithMatches(limit: number): string[] {
    if (!this.marks) return [];
    const result: string[] = [];
    const queue = [...this.children(ROOT_NODE_ID)];
    for (let index = 0; index < queue.length && result.length < limit; index += 1) {
      const id = queue[index]!;
      const node = this.model.node(id);
      if (!node?.folder || this.childCount(id, 1) === 0) continue;
      result.push(id);
      // Only folders can be opened: their leaves need no sorting here.
      queue.push(...this.folderList(id).ids);
    }
    return result;
  }

  /** True when the view shows `node`: it passes the filter or holds something that does. Servers always do. */
  private shows(node: ResourceTreeNode): boolean {
    return !this.marks || node.type === 'server' || node.type === 'root' || (this.marks[node.index]! & SHOWN) !== 0;
  }

  /** The visible children of `id` (the root: its servers, which always show), unsorted. */
  private kept(id: string): IndexedIds {
    const ids = this.model.children(id).filter((child) => this.isVisible(child));
    return { ids, indexes: Int32Array.from(ids, (child) => shownIndex(this.model.node(child))) };
  }

  /** The visible children of `id` that can hold children (the first part of `children`), sorted by name. */
  private folderList(id: string): IndexedIds {
    const cached = this.folderCache.get(id);
    if (cached) return cached;
    const node = this.model.node(id);
    let sorted: IndexedIds;
    if (node === undefined) sorted = NO_CHILDREN;
    else if (this.marks && node.type !== 'root' && (this.marks[node.index]! & HOLDS_FOLDERS) === 0) sorted = NO_CHILDREN;
    else sorted = this.visibleOf(id, 'folders', true);
    this.folderCache.set(id, sorted);
    return sorted;
  }

  /** The visible resources, then templates, of `id`, each in the view's order. */
  private leafChildren(id: string): IndexedIds {
    return this.visibleOf(id, this.sort, false);
  }

  /**
   * The visible ones of the children of `id` that can hold children (`folders`) or cannot, sorted:
   * the order of all of them is the same in every view while the folder's children stay the same, so
   * it is kept for all; when few are visible, only they are sorted. Which children are visible is read
   * from their node indices, kept with them, so a filtered view costs a typed-array read per child, not
   * a look-up of its node (a keystroke at a million resources shows thousands of folders).
   */
  private visibleOf(id: string, order: 'folders' | SortOrder, folders: boolean): IndexedIds {
    const children = this.model.childNodes(id);
    const shared = sharedCache(this.model);
    // First: a folder that gained children since looks up only those (and its orders merge them in).
    const all = childrenOfKind(shared, id, children, folders);
    const known = sortedOrder(shared, id, order, all, this.compare);
    if (known) return this.visibleAmong(known);
    const byId = sortedChildren(shared, order);
    if (!this.marks) {
      const sorted = this.sortIds(all, order);
      byId.set(id, sorted);
      return sorted;
    }
    const visible = this.visibleAmong(all);
    if (visible.indexes.length * 4 < all.indexes.length) return this.sortIds(visible, order);
    const sorted = this.sortIds(all, order);
    byId.set(id, sorted);
    return sorted.indexes.length === visible.indexes.length ? sorted : this.visibleAmong(sorted);
  }

  /** The part of `list` this view shows, in its order: `list` itself when it shows all of it. */
  private visibleAmong(list: IndexedIds): IndexedIds {
    const { marks } = this;
    if (!marks) return list;
    const { indexes } = list;
    let kept: number[] | undefined;
    for (let position = 0; position < indexes.length; position += 1) {
      const index = indexes[position]!;
      const shown = index === ALWAYS_SHOWN || (index >= 0 && (marks[index]! & SHOWN) !== 0);
      if (shown) kept?.push(position);
      else kept ??= Array.from({ length: position }, (_, before) => before);
    }
    if (!kept) return list;
    const visibleIndexes = Int32Array.from(kept, (position) => indexes[position]!);
    const nodes = list.nodes;
    // A list whose ids are not made yet gives a list whose ids are made only if read (see `IndexedNodeList`).
    if (list instanceof IndexedNodeList && !list.idsMade) {
      const visibleNodes = kept.map((position) => nodes![position]!);
      return new IndexedNodeList(visibleNodes, visibleNodes.length, visibleIndexes);
    }
    const { ids } = list;
    return { ids: kept.map((position) => ids[position]!), indexes: visibleIndexes, ...(nodes && { nodes: kept.map((position) => nodes[position]!) }) };
  }

  /** How many of `list` this view shows, counting up to `limit` at most. */
  private countShown(list: IndexedIds, limit: number): number {
    return countShownIn(this.marks!, list, limit);
  }

  /**
   * The marks, match count and folder matches of a view of `next`, made from this view's by taking
   * out the matches `next` lost (and the folders left showing nothing) and marking the few nodes it
   * found otherwise that this view lacks; `undefined` when marking afresh is needed or cheaper:
   * another model version or other look-ups, an id this view lacks, or more than a quarter lost.
   */
  private narrowed(model: ResourceTreeModel, next: ResourceTreeMatchIds): MatchMarks | undefined {
    const { marks, matched } = this;
    if (!marks || !matched || this.model !== model || this.version !== model.version || matched.indexes !== next.indexes) return undefined;
    const lost = (next.subsetOf === matched.ids ? lostFromSubset : lostIds)(matched.ids, next.ids, next.ids.length / 4);
    return lost && narrowMarks(model, { marks, count: this.filteredCount!, folderMatches: this.folderMatches, after: matched.after }, lost, next);
  }

  /** Folders by name; leaves as resources, then templates, each in the sort order; with their node indices. */
  private sortIds(list: IndexedIds, order: 'folders' | SortOrder): IndexedNodes {
    const byName = order === 'folders' || order === 'name';
    const nodes = list.nodes ?? list.ids.map((id) => this.model.node(id)!);
    return sortChildren(
      nodes.map((node) => sortable(node, byName)),
      byName,
      this.compare,
    );
  }
}

const NO_FOLDER_MATCHES: ReadonlySet<number> = new Set();
const NO_CHILDREN: IndexedIds = { ids: [], indexes: new Int32Array(0) };
const NO_NODES: IndexedNodes = { ids: [], indexes: new Int32Array(0), nodes: [] };

/** `first` then `second`. */
function joined(first: IndexedIds, second: IndexedIds): IndexedIds {
  const indexes = new Int32Array(first.indexes.length + second.indexes.length);
  indexes.set(first.indexes);
  indexes.set(second.indexes, first.indexes.length);
  const nodes = first.nodes && second.nodes && [...first.nodes, ...second.nodes];
  return { ids: [...first.ids, ...second.ids], indexes, ...(nodes && { nodes }) };
}

/** How many of `list` `marks` show, counting up to `limit` at most. */
function countShownIn(marks: Uint8Array, { indexes }: IndexedIds, limit: number): number {
  let count = 0;
  for (let position = 0; position < indexes.length && count < limit; position += 1) {
    const index = indexes[position]!;
    if (index === ALWAYS_SHOWN || (index >= 0 && (marks[index]! & SHOWN) !== 0)) count += 1;
  }
  return count;
}

/** The marks, match count and folder matches of a filtered view. */
interface MatchMarks {
  marks: Uint8Array;
  count: number;
  folderMatches: ReadonlySet<number>;
}

/**
 * The marks of a view of `next` made from those of `base`, a view of more matches: takes out the
 * nodes of `lostIdList` (the ids `next` lacks) and the folders left showing nothing, and marks the
 * nodes `next` found otherwise that `base` lacks. `undefined` when a folder to count again is no
 * longer one.
 */
function narrowMarks(model: ResourceTreeModel, base: MatchMarks & { after?: ArrayLike<number> | undefined }, lostIdList: number[], next: ResourceTreeMatchIds): MatchMarks | undefined {
  const nodeOf = next.indexes.reader(lostIdList);
  const foundBefore = new Set(Array.from(base.after ?? []));
  const found = new Set(Array.from(next.after ?? []));
  const lost = lostIdList.map(nodeOf);
  for (const index of foundBefore) if (!found.has(index)) lost.push(index);
  const { parents, folders } = model.structure();
  const result = new Uint8Array(model.indexLimit);
  result.set(base.marks.subarray(0, result.length));
  let count = base.count;
  let folderMatches = base.folderMatches;
  // Folders that showed two or more children, one of which went: how many still show is counted
  // once every lost match is out. A folder whose only child went hides, unless it matches itself.
  const recount: number[] = [];
  const hideAbove = (index: number) => {
    for (let parent = parents[index]!; parent >= 0; parent = parents[parent]!) {
      if ((result[parent]! & CHILDREN) === TWO_CHILDREN) {
        recount.push(parent);
        return;
      }
      if (folderMatches.has(parent)) {
        result[parent] = result[parent]! & ~(CHILDREN | HOLDS_FOLDERS);
        return;
      }
      result[parent] = 0;
    }
  };
  for (const index of lost) {
    if (index < 0) continue;
    count -= 1;
    if (found.has(index)) continue;
    if (folders[index] === 1) {
      if (folderMatches === base.folderMatches) folderMatches = new Set(folderMatches);
      (folderMatches as Set<number>).delete(index);
      // It still shows as the folder of the matches below it.
      if ((result[index]! & CHILDREN) !== 0) continue;
    }
    result[index] = 0;
    hideAbove(index);
  }
  for (const index of found) {
    if (foundBefore.has(index)) continue;
    markWithAncestors(result, index, parents, folders);
    if (folders[index] === 1) {
      if (folderMatches === base.folderMatches) folderMatches = new Set(folderMatches);
      (folderMatches as Set<number>).add(index);
    }
    count += 1;
  }
  for (let position = 0; position < recount.length; position += 1) {
    const parent = recount[position]!;
    if ((result[parent]! & SHOWN) === 0) continue;
    const folder = model.folderAt(parent);
    if (!folder) return undefined;
    const children = model.childNodes(folder.id);
    const shared = sharedCache(model);
    const folderCount = countShownIn(result, childrenOfKind(shared, folder.id, children, true), 2);
    const shown = folderCount + countShownIn(result, childrenOfKind(shared, folder.id, children, false), 2 - folderCount);
    let mark = (result[parent]! & ~(CHILDREN | HOLDS_FOLDERS)) | (folderCount > 0 ? HOLDS_FOLDERS : 0);
    if (shown >= 2) mark |= TWO_CHILDREN;
    else if (shown === 1) mark |= ONE_CHILD;
    else if (!folderMatches.has(parent)) {
      result[parent] = 0;
      hideAbove(parent);
      continue;
    }
    result[parent] = mark;
  }
  return { marks: result, count, folderMatches };
}

/**
 * The marks of a view of `next` made from those of every id matching (`prepareAllMatched`, made in
 * idle time), when they are ready for this model version and `next` lacks at most a quarter of the
 * ids: the first letter typed into an empty filter of a large catalog, which most resources hold.
 */
function narrowedFromAll(model: ResourceTreeModel, next: ResourceTreeMatchIds): MatchMarks | undefined {
  const all = allMatchedMarks(next.indexes);
  if (!all || next.indexes.model !== model) return undefined;
  const lost = missingIds(next.ids, all.size, next.ids.length / 4);
  return lost && narrowMarks(model, all, lost, next);
}

/**
 * The ids below `size` that `ids` (ascending, each once) lacks, when it lacks at most `limit` and
 * holds none at or above `size`; else `undefined`. Found by halving: a run of positions whose first
 * and last ids lie as far apart as the positions lacks none, so a match of a million ids that lacks
 * a few reads a few hundred of them, not all (a loop over all of them ran uncompiled in the first
 * keystroke, 30 ms at a million in a trace). Ids out of order show as a run too short: `undefined`.
 */
function missingIds(ids: ArrayLike<number>, size: number, limit: number): number[] | undefined {
  const length = ids.length;
  // Ids in order, each once, below `size` lack exactly `size - length` of them.
  if (size - length > limit || size < length) return undefined;
  if (length === 0) return Array.from({ length: size }, (_, id) => id);
  if (ids[0]! < 0 || ids[length - 1]! >= size) return undefined;
  const missing: number[] = [];
  for (let id = 0; id < ids[0]!; id += 1) missing.push(id);
  // Runs of positions [from, to], both ends included, still to look into.
  const runs: number[] = [0, length - 1];
  while (runs.length > 0) {
    const to = runs.pop()!;
    const from = runs.pop()!;
    const apart = ids[to]! - ids[from]!;
    if (apart === to - from) continue;
    if (apart < to - from) return undefined;
    if (to - from === 1) {
      for (let id = ids[from]! + 1; id < ids[to]!; id += 1) missing.push(id);
      continue;
    }
    const middle = (from + to) >>> 1;
    // The later half first onto the stack: the earlier half is taken first, so the ids come out ascending.
    runs.push(middle, to, from, middle);
  }
  for (let id = ids[length - 1]! + 1; id < size; id += 1) missing.push(id);
  return missing;
}

/** A child to sort, with what it is sorted by. */
interface SortableChild {
  id: string;
  node: ResourceTreeNode;
  /** Resources and folders 1, templates 2: templates go last. */
  rank: number;
  /** `sortKey` of the label when sorting by name, else `''`. */
  key: string;
}

function sortable(node: ResourceTreeNode, byName: boolean): SortableChild {
  return { id: node.id, node, rank: node.type === 'template' ? 2 : 1, key: byName ? sortKey(node.label) : '' };
}

/** The order of children: by rank, then by name or by `compare`, then by id. */
function childOrder(byName: boolean, compare: (a: ResourceEntry, b: ResourceEntry) => number): (a: SortableChild, b: SortableChild) => number {
  return (a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (byName || !a.node.entry || !b.node.entry) return compareSortKeys(a.key, b.key) || compareSortKeys(a.id, b.id);
    return compare(a.node.entry, b.node.entry) || compareSortKeys(a.id, b.id);
  };
}

/** Sorts `children` (in place) in `childOrder`; with their node indices. */
function sortChildren(children: SortableChild[], byName: boolean, compare: (a: ResourceEntry, b: ResourceEntry) => number): IndexedNodes {
  children.sort(childOrder(byName, compare));
  const indexes = new Int32Array(children.length);
  for (let position = 0; position < children.length; position += 1) indexes[position] = shownIndex(children[position]!.node);
  return { ids: children.map(({ id }) => id), indexes, nodes: children.map(({ node }) => node) };
}

/**
 * `sorted`, the first children of `all` in `childOrder`, with the others of `all` (added since, at its
 * end) sorted and put in their places: each found by a binary search, the rest copied as it was.
 */
function withAdded(sorted: IndexedNodes, all: IndexedNodes, byName: boolean, compare: (a: ResourceEntry, b: ResourceEntry) => number): IndexedNodes {
  const order = childOrder(byName, compare);
  const count = sorted.indexes.length;
  const added = all.nodes.slice(count).map((node) => sortable(node, byName)).sort(order);
  const ids: string[] = [];
  const nodes: ResourceTreeNode[] = [];
  const indexes = new Int32Array(count + added.length);
  let from = 0;
  const copyUntil = (end: number) => {
    for (; from < end; from += 1) {
      indexes[ids.length] = sorted.indexes[from]!;
      ids.push(sorted.ids[from]!);
      nodes.push(sorted.nodes[from]!);
    }
  };
  for (const child of added) {
    let low = from;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(sortable(sorted.nodes[middle]!, byName), child) < 0) low = middle + 1;
      else high = middle;
    }
    copyUntil(low);
    indexes[ids.length] = shownIndex(child.node);
    ids.push(child.id);
    nodes.push(child.node);
  }
  copyUntil(count);
  return { ids, indexes, nodes };
}

/** Ids of nodes with, at the same positions, the index that says whether a view shows each (`shownIndex`). */
export interface IndexedIds {
  ids: readonly string[];
  indexes: Int32Array;
  /**
   * The nodes of `ids`, when known: read instead of a look-up by id, which reads the id's characters
   * (see `NodeStore.childNodesOf`).
   */
  nodes?: readonly ResourceTreeNode[];
}

/** `IndexedIds` with their nodes. */
interface IndexedNodes extends IndexedIds {
  nodes: readonly ResourceTreeNode[];
}

/** In `IndexedIds.indexes`: a node every view shows (a server, the root). */
const ALWAYS_SHOWN = -2;
/** In `IndexedIds.indexes`: an id without a node, which no view shows. */
const NO_NODE = -1;

/** What a view reads to know whether it shows `node`: its index, or `ALWAYS_SHOWN` (see `shows`). */
function shownIndex(node: ResourceTreeNode | undefined): number {
  if (node === undefined) return NO_NODE;
  return node.type === 'server' || node.type === 'root' ? ALWAYS_SHOWN : node.index;
}

/**
 * How far `ResourceTreeView.prepare` got sorting the folders of a model, over the versions that only
 * added nodes below the same servers: the model's list of a folder's children (`childNodes`) is then
 * one array, only appended to, so a folder whose list kept its length gained nothing to sort, nor a
 * folder to go into. Going over all of them again at each version took 10 ms per page while a million
 * resources were listed (a look-up of each folder's children and of its sorted folders, 10,000 times).
 */
interface FolderWalk {
  version: number;
  removals: number;
  edits: number;
  /** Every folder found, the root first; those before `next` are done for `version`. */
  queue: string[];
  next: number;
  /** At the same positions: the folder's children when last looked at, and how many it had then (0 before). */
  children: Array<readonly ResourceTreeNode[] | undefined>;
  seen: number[];
  /** The folder whose children are being looked up (`sortFoldersUntil`): how far, and what was found. */
  current: { id: string; position: number; folders: SortableChild[]; leafIndexes: number[] } | undefined;
}

/** Per model: how far `ResourceTreeView.prepare` got. */
const folderWalks = new WeakMap<ResourceTreeModel, FolderWalk>();

/**
 * The walk of `model` to go on with: from the top again for a new version, and anew once nodes were
 * removed or relabeled, or the servers changed (the root's list is then another array).
 */
function folderWalk(model: ResourceTreeModel): FolderWalk {
  let walk = folderWalks.get(model);
  if (!walk || walk.removals !== model.removals || walk.edits !== model.edits || (walk.children[0] !== undefined && walk.children[0] !== model.childNodes(ROOT_NODE_ID))) {
    walk = { version: model.version, removals: model.removals, edits: model.edits, queue: [ROOT_NODE_ID], next: 0, children: [undefined], seen: [0], current: undefined };
    folderWalks.set(model, walk);
  } else if (walk.version !== model.version) {
    walk.version = model.version;
    walk.next = 0;
  }
  return walk;
}

/** What `sortChildren` is given when it sorts by name (and so compares no entries). */
const BY_NAME = compareEntries('name');

/** How often a loop over a folder's children or a group's entries reads the clock. */
const CLOCK_EVERY = 256;

/**
 * The leaves among `children`, whose indices are `indexes`: the model's list itself when `alone` (no
 * child can hold children, see `IndexedNodeList`), else a copy of theirs.
 */
function leavesAmong(children: readonly ResourceTreeNode[], indexes: Int32Array, alone: boolean): IndexedNodes {
  if (alone) return new IndexedNodeList(children, children.length, indexes);
  const leaves = children.filter((node) => !node.folder);
  return new IndexedNodeList(leaves, leaves.length, indexes);
}

/**
 * Does what a view's `folderList(id)` does in one go, a slice at a time until `deadline` (a
 * `performance.now()` time): looks up the node of each child of `id` and the sort key of each that
 * can hold children, then sorts those and keeps both for every view while the folder's children stay
 * the same. True once done. (A folder of 10,000 folders took 80 ms in one go at a million resources.)
 * A folder known before that only gained children since looks up just those, in one go.
 */
function sortFoldersUntil(model: ResourceTreeModel, walk: FolderWalk, id: string, deadline: number): boolean {
  const children = model.childNodes(id);
  const shared = sharedCache(model);
  const sorted = sortedChildren(shared, 'folders');
  const known = shared.kinds.get(id);
  if (known?.children === children) {
    const { folders } = kindsOf(shared, id, children);
    if (!sortedOrder(shared, id, 'folders', folders, BY_NAME)) sorted.set(id, sortChildren(folders.nodes.map((node) => sortable(node, true)), true, BY_NAME));
    return true;
  }
  let current = walk.current;
  if (current?.id !== id) current = walk.current = { id, position: 0, folders: [], leafIndexes: [] };
  while (current.position < children.length) {
    const node = children[current.position]!;
    if (node.folder) current.folders.push(sortable(node, true));
    else current.leafIndexes.push(shownIndex(node));
    current.position += 1;
    if (current.position % CLOCK_EVERY === 0 && performance.now() > deadline) return false;
  }
  walk.current = undefined;
  const { folders, leafIndexes } = current;
  const arrival = { ids: folders.map((folder) => folder.id), indexes: Int32Array.from(folders, (folder) => shownIndex(folder.node)), nodes: folders.map((folder) => folder.node) };
  setKinds(shared, id, { folders: arrival, leaves: leavesAmong(children, Int32Array.from(leafIndexes), folders.length === 0), children, length: children.length });
  sorted.set(id, sortChildren(folders, true, BY_NAME));
  return true;
}

/**
 * What every view of a model shares while its nodes are only added to (no node removed, none
 * relabeled): per folder, its children by kind and in each order. A folder that gains children keeps
 * what it had and looks up only the new ones (`kindsOf`), and gives up only the orders they change:
 * while a million resources are listed, a page adds to a few dozen folders of ten thousand, and the
 * others stay sorted from the page before.
 */
interface SharedCache {
  removals: number;
  edits: number;
  /**
   * The sorted children of each folder, by order ('folders' for the folders by name): all of them, or
   * those the folder had when sorted (see `sortedOrder`).
   */
  orders: Map<'folders' | SortOrder, Map<string, IndexedNodes>>;
  kinds: Map<string, FolderKinds>;
}

/** The children of a folder that can hold children, and those that cannot, in arrival order: the first `length` of `children`. */
interface FolderKinds {
  folders: IndexedNodes;
  leaves: IndexedNodes;
  /** The model's own list of the folder's children (`childNodes`), which only grows while nodes are only added. */
  children: readonly ResourceTreeNode[];
  length: number;
}

const sharedCaches = new WeakMap<ResourceTreeModel, SharedCache>();

/** The sorted children of each folder in `order`, of every view. */
function sortedChildren(shared: SharedCache, order: 'folders' | SortOrder): Map<string, IndexedNodes> {
  let byId = shared.orders.get(order);
  if (!byId) {
    byId = new Map();
    shared.orders.set(order, byId);
  }
  return byId;
}

function sharedCache(model: ResourceTreeModel): SharedCache {
  let cache = sharedCaches.get(model);
  if (!cache || cache.removals !== model.removals || cache.edits !== model.edits) {
    cache = { removals: model.removals, edits: model.edits, orders: new Map(), kinds: new Map() };
    sharedCaches.set(model, cache);
  }
  return cache;
}

/**
 * The children of `id` (`children`, as the model lists them: `childNodes`) that can hold children,
 * or those that cannot, with their node indices.
 */
function childrenOfKind(shared: SharedCache, id: string, children: readonly ResourceTreeNode[], folders: boolean): IndexedNodes {
  const known = kindsOf(shared, id, children);
  return folders ? known.folders : known.leaves;
}

/**
 * The leaves of a folder whose `children` are all leaves, from `from` on and before it (whose
 * indices `before` holds); `undefined` when one can hold children.
 */
function leavesAlone(children: readonly ResourceTreeNode[], from: number, before: Int32Array | undefined): IndexedNodeList | undefined {
  for (let position = from; position < children.length; position += 1) if (children[position]!.folder) return undefined;
  const indexes = new Int32Array(children.length);
  if (before) indexes.set(before);
  for (let position = from; position < children.length; position += 1) indexes[position] = shownIndex(children[position]);
  return new IndexedNodeList(children, children.length, indexes);
}

/** `FolderKinds` of `id` for its `children` now: those known, with the children added since looked at. */
function kindsOf(shared: SharedCache, id: string, children: readonly ResourceTreeNode[]): FolderKinds {
  const known = shared.kinds.get(id);
  if (known?.children === children && known.length === children.length) return known;
  const from = known?.children === children && known.length < children.length ? known.length : 0;
  if (from === 0 || known!.folders.ids.length === 0) {
    const leaves = leavesAlone(children, from, from > 0 ? known!.leaves.indexes : undefined);
    if (leaves) {
      const kinds = { folders: NO_NODES, leaves, children, length: children.length };
      setKinds(shared, id, kinds);
      return kinds;
    }
  }
  const folderIds: string[] = from > 0 ? known!.folders.ids.slice() : [];
  const folderIndexes: number[] = from > 0 ? Array.from(known!.folders.indexes) : [];
  const folderNodes: ResourceTreeNode[] = from > 0 ? known!.folders.nodes.slice() : [];
  const leafIndexes: number[] = from > 0 ? Array.from(known!.leaves.indexes) : [];
  const leafNodes: ResourceTreeNode[] = from > 0 ? known!.leaves.nodes.slice() : [];
  for (let position = from; position < children.length; position += 1) {
    const node = children[position]!;
    if (node.folder) {
      folderIds.push(node.id);
      folderIndexes.push(shownIndex(node));
      folderNodes.push(node);
    } else {
      leafIndexes.push(shownIndex(node));
      leafNodes.push(node);
    }
  }
  const kinds = {
    folders: { ids: folderIds, indexes: Int32Array.from(folderIndexes), nodes: folderNodes },
    // Their ids are made when first read: see `IndexedNodeList`.
    leaves: new IndexedNodeList(leafNodes, leafNodes.length, Int32Array.from(leafIndexes)),
    children,
    length: children.length,
  };
  setKinds(shared, id, kinds);
  return kinds;
}

/**
 * Keeps `kinds` for `id`. Its orders stay while its children only grow (the same list, appended to:
 * `sortedOrder` puts the new ones in when read), and are forgotten when they are others.
 */
function setKinds(shared: SharedCache, id: string, kinds: FolderKinds): void {
  const known = shared.kinds.get(id);
  shared.kinds.set(id, kinds);
  if (!known || known.children === kinds.children) return;
  for (const byId of shared.orders.values()) byId.delete(id);
}

/**
 * The children `all` of a kind of `id` in `order`, as every view keeps them; `undefined` before one
 * sorted them. An order made before the folder gained children gets those put in (`withAdded`)
 * rather than sorted again with the others: while a million resources are listed, each page adds 50
 * folders to one of 10,000, which were sorted again in whole at each page.
 */
function sortedOrder(shared: SharedCache, id: string, order: 'folders' | SortOrder, all: IndexedNodes, compare: (a: ResourceEntry, b: ResourceEntry) => number): IndexedNodes | undefined {
  const byId = sortedChildren(shared, order);
  const known = byId.get(id);
  if (!known || known.indexes.length === all.indexes.length) return known;
  const merged = withAdded(known, all, order === 'folders' || order === 'name', compare);
  byId.set(id, merged);
  return merged;
}

interface GroupNodes {
  model: ResourceTreeModel;
  version: number;
  /** `model.removals` when the nodes were looked up: a removal may give their resources other nodes. */
  removals: number;
  /** `model.edits` when the group was last checked: an edit may take an entry out of the middle. */
  edits: number;
  /** The entries looked up, in order: while the group starts with the same ones, their nodes stand. */
  entries: ResourceEntry[];
  /** The `index` of each entry's node, -1 for an entry without one (no view marks it). */
  nodes: number[];
  /** True when an entry had no node: a later version may give it one. */
  missed: boolean;
}

/**
 * The nodes of a group of entries, kept per group array. A catalog's facet groups are the same arrays
 * from one model version to the next, appended to while pages arrive (see `prepareFacets`), and a
 * node keeps its index until nodes are removed: so a new version looks up only the entries the
 * group did not start with, not every entry again at every listed page.
 */
const groupNodes = new WeakMap<readonly ResourceEntry[], GroupNodes>();

/** The node indices of `group`'s entries; `undefined` when `deadline` (a `performance.now()` time) passed first. */
function nodesOf(model: ResourceTreeModel, group: readonly ResourceEntry[], deadline = Number.POSITIVE_INFINITY): readonly number[] | undefined {
  let known = groupNodes.get(group);
  if (!known || known.model !== model || known.removals !== model.removals || (known.version !== model.version && known.missed)) {
    known = { model, version: model.version, removals: model.removals, edits: model.edits, entries: [], nodes: [], missed: false };
    groupNodes.set(group, known);
  } else if (known.version !== model.version) {
    const { entries, nodes } = known;
    const last = entries.length - 1;
    // Without removals or edits, entries are only ever inserted: the last one looked up still in
    // its place means none came before it. Comparing them all took 79 ms in one idle slice at 1M.
    if (!(known.edits === model.edits && last >= 0 && group[last] === entries[last])) {
      const limit = Math.min(entries.length, group.length);
      let same = 0;
      while (same < limit && entries[same] === group[same]) same += 1;
      entries.length = same;
      nodes.length = same;
    }
    known.version = model.version;
    known.edits = model.edits;
  }
  const { entries, nodes } = known;
  for (let index = entries.length; index < group.length; ) {
    const entry = group[index]!;
    const node = model.nodeOfEntry(entry);
    entries.push(entry);
    nodes.push(node === undefined ? -1 : node.index);
    if (node === undefined) known.missed = true;
    index += 1;
    if (index % CLOCK_EVERY === 0 && performance.now() > deadline) return undefined;
  }
  return nodes;
}

import type { ResourceEntry } from '../search/entry.js';
import { compareEntries, type SortOrder } from '../search/filters.js';
import { compareSortKeys, sortKey } from '../search/sort-key.js';
import { ROOT_NODE_ID, templateNodeId, type ResourceTreeModel, type ResourceTreeNode } from './resource-tree-model.js';

export interface ResourceTreeViewOptions {
  /** Entries for which this is false are hidden, and so are folders left without visible entries. */
  filter?: ((entry: ResourceEntry) => boolean) | undefined;
  /** Order of siblings after folders: by name (default), priority, most recent or size. */
  sort?: SortOrder | undefined;
}

/**
 * A filtered, sorted reading of a `ResourceTreeModel` at one version. Siblings are ordered folders
 * first (by name), then resources, then templates (by `sort`). Servers keep their given order and
 * stay visible even when nothing of theirs matches, so their status stays in view.
 * Children are computed when first asked for, so only opened folders are ever sorted.
 */
export class ResourceTreeView {
  /** The model version this view was made from. */
  readonly version: number;
  readonly filtered: boolean;
  private readonly filteredCount: number | undefined;
  private readonly visible: Set<string> | undefined;
  private readonly cache = new Map<string, readonly string[]>();
  private readonly compare: (a: ResourceEntry, b: ResourceEntry) => number;
  private readonly sortByName: boolean;

  constructor(
    readonly model: ResourceTreeModel,
    { filter, sort = 'name' }: ResourceTreeViewOptions = {},
  ) {
    this.version = model.version;
    this.compare = compareEntries(sort);
    this.sortByName = sort === 'name';
    this.filtered = filter !== undefined;
    if (!filter) {
      // Counting every entry means indexing them all: left until someone asks.
      this.visible = undefined;
      this.filteredCount = undefined;
      return;
    }
    const entries = model.entries();
    const visible = new Set<string>();
    let matches = 0;
    for (const entry of entries) {
      if (!filter(entry)) continue;
      matches += 1;
      let id: string | undefined =
        entry.kind === 'resource' ? model.nodeIdOfResource(entry.serverId, entry.resource.uri) : templateNodeId(entry.serverId, entry.template.uriTemplate);
      while (id !== undefined && !visible.has(id)) {
        visible.add(id);
        id = model.node(id)?.parentId;
      }
    }
    this.visible = visible;
    this.filteredCount = matches;
  }

  /** Resources and templates passing the filter (all of them without a filter). */
  get matchCount(): number {
    return this.filteredCount ?? this.model.entries().length;
  }

  node(id: string): ResourceTreeNode | undefined {
    return this.model.node(id);
  }

  /** True when the node passes the filter or holds something that does. Servers always do. */
  isVisible(id: string): boolean {
    if (!this.visible) return this.model.node(id) !== undefined;
    const node = this.model.node(id);
    return node !== undefined && (node.type === 'server' || node.type === 'root' || this.visible.has(id));
  }

  /** Visible children of `id`, sorted. */
  children(id: string): readonly string[] {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const all = this.model.children(id);
    const kept = this.visible ? all.filter((child) => this.isVisible(child)) : all;
    const sorted = id === ROOT_NODE_ID ? kept : this.sortSiblings(kept);
    this.cache.set(id, sorted);
    return sorted;
  }

  /**
   * Folders holding something that matches the filter, outermost first, at most `limit` of them:
   * what to open so that the matches show. Empty without a filter.
   */
  foldersWithMatches(limit: number): string[] {
    if (!this.visible) return [];
    const result: string[] = [];
    const queue = [...this.children(ROOT_NODE_ID)];
    for (let index = 0; index < queue.length && result.length < limit; index += 1) {
      const id = queue[index]!;
      const node = this.model.node(id);
      if (!node?.folder) continue;
      const children = this.children(id);
      if (children.length === 0) continue;
      result.push(id);
      queue.push(...children);
    }
    return result;
  }

  private sortSiblings(ids: readonly string[]): readonly string[] {
    const decorated = ids.map((id) => {
      const node = this.model.node(id)!;
      const rank = node.folder ? 0 : node.type === 'template' ? 2 : 1;
      return { id, node, rank, key: rank === 0 || this.sortByName ? sortKey(node.label) : '' };
    });
    decorated.sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      if (a.rank === 0 || this.sortByName || !a.node.entry || !b.node.entry) return compareSortKeys(a.key, b.key) || compareSortKeys(a.id, b.id);
      return this.compare(a.node.entry, b.node.entry) || compareSortKeys(a.id, b.id);
    });
    return decorated.map(({ id }) => id);
  }
}

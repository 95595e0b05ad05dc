import { entryAt, placedNode, type ServerData } from './server-index.js';
import type { LazyPlacement } from './lazy-placement.js';
import { folderNodeId } from './node-id.js';
import type { MutableNode, NodeStore } from './node-store.js';
import { ListRange, type Placed } from './pending-item.js';
import { ASCENDING, SAME_FOLDER } from './same-folder-runs.js';

/**
 * How many children a group or folder nobody opened will have, without placing what waits in it:
 * its waiting resources are read (each URI scanned once, as opening would), not made into nodes. So
 * the rows of 100,000 resources in open folders are counted before any of them is placed. Leaves
 * listed one after another in increasing order (`ASCENDING`, as a folder's files mostly are) are
 * counted from the list's marks alone: at 100,000 resources with every folder open, counting the rows
 * read each URI once more and took 31–41 ms in Node, and takes 9–18 ms so. Counting may stop once it
 * reaches `limit`.
 */
export function countChildren(node: MutableNode, data: ServerData, store: NodeStore, placement: LazyPlacement, limit: number): number {
  const pending = node.pending!;
  let count = store.childNodesOf(node.id)?.length ?? 0;
  // Subfolders by segment (known to exist or to be made), leaves by URI: each counts once.
  const segments = new Set<string>();
  // A resource's URI decides its folder, so a leaf of this one placed already would be a child of it
  // (or, as a directory, a child folder of it); only what reading a directory added goes elsewhere.
  // (`ResourceTreeModel.childCount` opens a folder with children placed rather than count it.)
  const noneElsewhere = count === 0 && data.directories.size === 0;
  const leaves = new DistinctLeaves(data, noneElsewhere);
  // The subfolder of the item before, as a URI prefix: the next items mostly share it.
  let runPrefix: string | undefined;
  const same = data.sameFolderAsPrevious;
  let previous = -2;
  let previousWent: 'run' | 'leaf' | undefined;
  for (let index = node.pendingDone ?? 0; index < pending.length && count < limit; index += 1) {
    const item = pending[index]!;
    if (typeof item !== 'number' && !(item instanceof ListRange)) {
      count += countPlaced(store, node, item, segments, leaves);
      previous = -2;
      continue;
    }
    const [first, end] = typeof item === 'number' ? [item, item + 1] : [item.start, item.end];
    for (let listIndex = first; listIndex < end && count < limit; listIndex += 1) {
      // The item before went into the run's subfolder, or was a leaf: this one does the same.
      const follows = listIndex === previous + 1 && (same[listIndex]! & SAME_FOLDER) !== 0;
      previous = listIndex;
      if (follows && previousWent === 'run') continue;
      if (follows && previousWent === 'leaf' && (same[listIndex]! & ASCENDING) !== 0 && leaves.takesAscending()) {
        // Leaves each sorting after the one before: distinct, so counted without reading their URIs.
        let stop = listIndex + 1;
        while (stop < end && stop - listIndex < limit - count && (same[stop]! & ASCENDING) !== 0) stop += 1;
        count += leaves.addAscending(listIndex, stop);
        listIndex = stop - 1;
        previous = listIndex;
        continue;
      }
      const { resource } = entryAt(data, listIndex);
      const { uri } = resource;
      if (follows && previousWent === 'leaf') {
        count += leaves.add(uri);
        continue;
      }
      previousWent = undefined;
      if (runPrefix !== undefined && uri.length > runPrefix.length && uri.startsWith(runPrefix)) {
        previousWent = 'run';
        continue;
      }
      const stepEnd = placement.stepBelow(node, resource);
      if (stepEnd === uri.length) {
        count += leaves.add(uri);
        previousWent = 'leaf';
        continue;
      }
      if (stepEnd > 0) {
        previousWent = 'run';
        runPrefix = uri.slice(0, stepEnd + 1);
        const segment = uri.slice(placement.segmentStart(node), stepEnd);
        if (segments.has(segment)) continue;
        segments.add(segment);
        if (!store.has(folderNodeId(node.serverId, runPrefix))) count += 1;
        continue;
      }
      const placed = placement.place(entryAt(data, listIndex));
      // A lone item keeps its placement, for when the folder opens.
      if (typeof item === 'number') pending[index] = placed;
      count += countPlaced(store, node, placed, segments, leaves);
    }
  }
  return count;
}

/** What a placed resource waiting in `node` adds to its child count: 1 for a new leaf or subfolder. */
function countPlaced(store: NodeStore, node: MutableNode, placed: Placed, segments: Set<string>, leaves: DistinctLeaves): number {
  const { folders } = placed.placement;
  const depth = node.depth!;
  if (folders.length <= depth) return leaves.add(placed.entry.resource.uri);
  // A directory named like a leaf of this folder (`docs` as `inode/directory`) is a subfolder: the
  // same URI listed after it as a plain leaf makes no node.
  if (placed.directory) leaves.exclude(placed.entry.resource.uri);
  const segment = folders[depth]!;
  if (segments.has(segment)) return 0;
  segments.add(segment);
  const childPrefix = depth === 0 ? `${node.prefix!}/${segment}/` : `${node.prefix!}${segment}/`;
  return store.has(folderNodeId(node.serverId, childPrefix)) ? 0 : 1;
}

/** The leaves of one folder, counted once each, leaving out those placed elsewhere already. */
class DistinctLeaves {
  /** While the URIs arrive in increasing order, they cannot repeat and need no set. */
  private ordered: string[] | undefined = [];
  /** List ranges (start, end pairs) of leaves that went on in increasing order, added without their URIs but the last. */
  private readonly ascending: number[] = [];
  private readonly seen = new Set<string>();
  private excluded: Set<string> | undefined;

  /** `noneElsewhere`: no leaf waiting here can have been placed anywhere yet (see `countChildren`). */
  constructor(
    private readonly data: ServerData,
    private readonly noneElsewhere: boolean,
  ) {}

  /** Leaves out `uri` from now on: listed before as something that is not a leaf here. */
  exclude(uri: string): void {
    this.excluded ??= new Set();
    this.excluded.add(uri);
  }

  /**
   * Whether leaves that go on in increasing order after the last one added may be added by list
   * index (`addAscending`): none can be placed elsewhere, none is left out, and all so far came in order.
   */
  takesAscending(): boolean {
    return this.noneElsewhere && this.ordered !== undefined && this.excluded === undefined;
  }

  /** Adds the listed items `start` to `end` (excluded), each sorting after the one before it, the first after the last added. */
  addAscending(start: number, end: number): number {
    this.ascending.push(start, end);
    this.ordered!.push(entryAt(this.data, end - 1).resource.uri);
    return end - start;
  }

  /** 1 when `uri` is new, else 0. */
  add(uri: string): number {
    if (placedNode(this.data, uri) !== undefined) return 0;
    if (this.excluded?.has(uri)) return 0;
    const { ordered } = this;
    if (ordered !== undefined) {
      const last = ordered[ordered.length - 1];
      if (last === undefined || uri > last) {
        ordered.push(uri);
        return 1;
      }
      for (const leaf of ordered) this.seen.add(leaf);
      const { ascending } = this;
      for (let pair = 0; pair < ascending.length; pair += 2) {
        for (let index = ascending[pair]!; index < ascending[pair + 1]!; index += 1) this.seen.add(entryAt(this.data, index).resource.uri);
      }
      this.ordered = undefined;
    }
    if (this.seen.has(uri)) return 0;
    this.seen.add(uri);
    return 1;
  }
}

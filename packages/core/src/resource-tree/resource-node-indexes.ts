import type { Resource } from '../client/types.js';
import type { ResourceTreeModel } from './resource-tree-model.js';

/** A listed resource as an outside store numbers it: its server, and the very object the list held. */
export interface NumberedResource {
  serverId: string;
  resource: Resource;
}

/** Slots of `known`: 0 not looked up yet, -1 no node stands for it, `index + 1` otherwise. */
const UNKNOWN = 0;
const NONE = -1;
/** How many ids `prepare` looks up between two reads of the clock: a look-up takes about a microsecond. */
const CLOCK_EVERY = 128;

/**
 * The node `index` of each listed resource of an outside store that numbers them densely (the
 * catalog engine's ids), so that the ids of a match become the `matchNodes` of a `ResourceTreeView`
 * with a typed-array read each, not a look-up by URI. Each id is looked up once and kept while the
 * model removes no node (appended pages keep every node's index); `prepare` looks them up ahead, in
 * idle time.
 *
 * An id stands for a node only when the node's entry holds that very resource: a URI listed twice
 * has one node, the entry of its first listing, as in `model.entries()`. An id without a node is
 * looked up again after the model changed (a later page or a directory read may give it one).
 */
export class ResourceNodeIndexes {
  private known = new Int32Array(0);
  private removals: number;
  /** Ids found without a node, at `missVersion`. */
  private misses: number[] = [];
  private missVersion: number;
  /** Ids below this have been looked up (`prepare`). */
  private preparedUpTo = 0;

  constructor(
    readonly model: ResourceTreeModel,
    private readonly resourceOf: (id: number) => NumberedResource | undefined,
  ) {
    this.removals = model.removals;
    this.missVersion = model.version;
  }

  /**
   * The node indices of `ids`, in their order, leaving out those no node stands for; each node once.
   * Then `after`, node indices found otherwise, in the same array: a match of a million ids is not
   * copied again to add a few.
   */
  nodesOf(ids: ArrayLike<number>, after: ArrayLike<number> = []): Int32Array {
    this.sync();
    const nodes = new Int32Array(ids.length + after.length);
    let count = 0;
    for (let position = 0; position < ids.length; position += 1) {
      const id = ids[position]!;
      let slot = id < this.known.length ? this.known[id]! : UNKNOWN;
      if (slot === UNKNOWN) slot = this.lookUp(id);
      if (slot > 0) nodes[count++] = slot - 1;
    }
    for (let position = 0; position < after.length; position += 1) nodes[count++] = after[position]!;
    return count === nodes.length ? nodes : nodes.slice(0, count);
  }

  /**
   * Looks up those of `ids` (ascending, as the catalog engine gives them) not looked up yet (which
   * may place nodes), and returns how to read the node index of each of them from then on: -1 for
   * one no node stands for. The same indices as `nodesOf(ids)`, read where they are kept instead of
   * copied into an array of their own (a match of a million ids); valid until the model changes.
   * Once `prepare` looked up every id, it reads none of `ids` but the last: a keystroke's million.
   */
  reader(ids: ArrayLike<number>): (id: number) => number {
    this.sync();
    for (let position = firstAtLeast(ids, this.preparedUpTo); position < ids.length; position += 1) {
      const id = ids[position]!;
      if (id >= this.known.length || this.known[id] === UNKNOWN) this.lookUp(id);
    }
    const { known } = this;
    return (id) => {
      const slot = id < known.length ? known[id]! : UNKNOWN;
      return slot > 0 ? slot - 1 : -1;
    };
  }

  /**
   * Looks up ids below `size` for about `budgetMs`; true once all are known. The model's own
   * `prepare` goes first: a resource waiting in a folder nobody opened is placed with the whole
   * folder when it is looked up, where the model places folders a slice at a time.
   */
  prepare(size: number, budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    if (!this.model.prepare(budgetMs)) return false;
    this.sync();
    for (let id = this.preparedUpTo; id < size; ) {
      if (id >= this.known.length || this.known[id] === UNKNOWN) this.lookUp(id);
      id += 1;
      this.preparedUpTo = id;
      if (id % CLOCK_EVERY === 0 && performance.now() > deadline) return false;
    }
    return true;
  }

  /**
   * The resources below id `size` that no node stands for: mostly a URI listed again, which
   * `model.entries()` leaves out. Looks up whatever `prepare` has not yet.
   */
  withoutNode(size: number): NumberedResource[] {
    return this.withoutNodeWithin(size, Number.POSITIVE_INFINITY)!;
  }

  /**
   * `withoutNode`, or `undefined` when looking up what `prepare` has not yet takes longer than
   * `budgetMs`: a render that cannot wait for a page's worth of look-ups (`prepare` goes on from
   * where this stopped).
   */
  withoutNodeWithin(size: number, budgetMs: number): NumberedResource[] | undefined {
    if (!this.prepare(size, budgetMs)) return undefined;
    const result: NumberedResource[] = [];
    for (const id of this.misses) {
      const listed = id < size ? this.resourceOf(id) : undefined;
      if (listed !== undefined) result.push(listed);
    }
    return result;
  }

  /** Forgets what a change of the model may have made wrong. */
  private sync(): void {
    const { model } = this;
    if (model.removals !== this.removals) {
      // Removed nodes free their indices for good and their resources get new nodes: start over.
      this.known.fill(UNKNOWN);
      this.misses = [];
      this.preparedUpTo = 0;
      this.removals = model.removals;
    } else if (model.version !== this.missVersion && this.misses.length > 0) {
      for (const id of this.misses) {
        this.known[id] = UNKNOWN;
        if (id < this.preparedUpTo) this.preparedUpTo = id;
      }
      this.misses = [];
    }
    if (model.version !== this.missVersion) {
      // Reading them indexes every list, which gives a resource first seen in a directory its listed entry.
      model.unlistedEntries();
      this.missVersion = model.version;
    }
  }

  private lookUp(id: number): number {
    const listed = this.resourceOf(id);
    let slot = NONE;
    if (listed !== undefined && typeof listed.resource?.uri === 'string') {
      const node = this.model.nodeOfResource(listed.serverId, listed.resource.uri);
      const entry = node?.entry;
      if (entry?.kind === 'resource' && entry.resource === listed.resource) slot = node!.index + 1;
    }
    if (id >= this.known.length) {
      const grown = new Int32Array(Math.max(1024, id + 1, this.known.length * 2));
      grown.set(this.known);
      this.known = grown;
    }
    this.known[id] = slot;
    if (slot === NONE) this.misses.push(id);
    return slot;
  }
}

/** The position of the first of `ids` (ascending) at or above `id`; `ids.length` when none is. */
function firstAtLeast(ids: ArrayLike<number>, id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

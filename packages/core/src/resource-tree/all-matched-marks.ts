import { markMatch } from './match-marks.js';
import type { ResourceNodeIndexes } from './resource-node-indexes.js';

/** The marks of a view in which every id of a `ResourceNodeIndexes` below `size` matches. */
export interface AllMatchedMarks {
  size: number;
  marks: Uint8Array;
  /** How many of the ids have a node. */
  count: number;
  /** The nodes among them that can hold children. */
  folderMatches: ReadonlySet<number>;
}

/** How far `prepareAllMatched` got for one `ResourceNodeIndexes`. */
interface Progress {
  removals: number;
  version: number;
  size: number;
  /** Ids below this are marked (those with a node) or in `misses`. */
  next: number;
  marks: Uint8Array;
  count: number;
  folderMatches: Set<number>;
  /** Ids found without a node: a later version may give them one. */
  misses: number[];
}

const progresses = new WeakMap<ResourceNodeIndexes, Progress>();
/** Ids marked between two reads of the clock. */
const CLOCK_EVERY = 4096;
const NO_IDS: readonly number[] = [];

/**
 * Marks, for about `budgetMs`, what a view would show if every id below `size` matched (every listed
 * resource of the catalog engine's `size`); true once done. Called in idle time: the first letter
 * typed into an empty filter is held by most resources of a large catalog (at a million, `i` by all
 * of them), and its view then starts from these marks and takes out the ids it lacks
 * (`ResourceTreeView`'s `matchIds`) instead of marking a million nodes while the keystroke waits.
 * Listed pages only add ids and nodes, so a later version marks the new ids (and the ids that had no
 * node) on top of what is marked; a model that removed nodes starts over.
 */
export function prepareAllMatched(indexes: ResourceNodeIndexes, size: number, budgetMs: number): boolean {
  const deadline = performance.now() + budgetMs;
  if (!indexes.prepare(size, budgetMs)) return false;
  const { model } = indexes;
  let progress = progresses.get(indexes);
  if (!progress || progress.removals !== model.removals || size < progress.size) {
    progress = { removals: model.removals, version: model.version, size, next: 0, marks: new Uint8Array(model.indexLimit), count: 0, folderMatches: new Set(), misses: [] };
    progresses.set(indexes, progress);
  }
  const nodeOf = indexes.reader(NO_IDS);
  if (progress.marks.length < model.indexLimit) {
    const grown = new Uint8Array(Math.max(model.indexLimit, progress.marks.length * 2));
    grown.set(progress.marks);
    progress.marks = grown;
  }
  const { parents, folders } = model.structure();
  progress.size = size;
  if (progress.version !== model.version) {
    progress.version = model.version;
    // Views of the version before may hold the set.
    progress.folderMatches = new Set(progress.folderMatches);
    const misses = progress.misses;
    progress.misses = [];
    for (const id of misses) mark(progress, id, nodeOf(id), parents, folders);
  }
  for (let id = progress.next; id < size; ) {
    mark(progress, id, nodeOf(id), parents, folders);
    id += 1;
    progress.next = id;
    if (id % CLOCK_EVERY === 0 && performance.now() > deadline) return false;
  }
  return true;
}

/** What `prepareAllMatched` marked for the model's current version; `undefined` until it is done. */
export function allMatchedMarks(indexes: ResourceNodeIndexes): AllMatchedMarks | undefined {
  const progress = progresses.get(indexes);
  const { model } = indexes;
  if (!progress || progress.removals !== model.removals || progress.version !== model.version || progress.next < progress.size) return undefined;
  return progress;
}

function mark(progress: Progress, id: number, index: number, parents: Int32Array, folders: Uint8Array): void {
  if (index < 0) {
    progress.misses.push(id);
    return;
  }
  progress.count += 1;
  markMatch(progress.marks, index, parents, folders, progress.folderMatches);
}

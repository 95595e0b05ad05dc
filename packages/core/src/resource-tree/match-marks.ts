/*
 * The marks of a filtered tree view: one byte per node index that says whether the node shows,
 * whether it holds a visible folder, and how many visible children it has, up to two.
 */

/** In `ResourceTreeView.marks`: the node passes the filter or holds something that does. */
export const SHOWN = 1;
/** In `ResourceTreeView.marks`: the node has a visible child that can hold children. */
export const HOLDS_FOLDERS = 2;
/** In `ResourceTreeView.marks`: how many visible children the node has, up to two, in units of `ONE_CHILD`. */
export const CHILDREN = 12;
export const ONE_CHILD = 4;
export const TWO_CHILDREN = 8;

/**
 * Marks the node at `node` (an index) `SHOWN`, and its ancestors up to the first one marked
 * already; counts each node marked in its parent's `CHILDREN`, and marks `HOLDS_FOLDERS` on the
 * parent of each folder marked.
 */
export function markWithAncestors(marks: Uint8Array, node: number, parents: Int32Array, folders: Uint8Array): void {
  if (node < 0 || (marks[node]! & SHOWN) !== 0) return;
  marks[node] = marks[node]! | SHOWN;
  for (let index = node; ; ) {
    const parent = parents[index]!;
    if (parent < 0) return;
    let mark = marks[parent]!;
    if ((mark & CHILDREN) !== TWO_CHILDREN) mark += ONE_CHILD;
    if (folders[index] === 1) mark |= HOLDS_FOLDERS;
    marks[parent] = mark | SHOWN;
    if ((mark & SHOWN) !== 0) return;
    index = parent;
  }
}

/**
 * Marks the node of each of `ids` (`nodeOf` reads it, -1 for none) with its ancestors, and adds the
 * nodes that can hold children to `folderMatches`; returns how many had a node. A function of its
 * own, not a loop in a view's constructor: called at every keystroke, it is compiled as a whole
 * once it runs hot, instead of each call's loop being compiled while it runs (a million ids).
 */
export function markIds(ids: ArrayLike<number>, nodeOf: (id: number) => number, marks: Uint8Array, parents: Int32Array, folders: Uint8Array, folderMatches: Set<number>): number {
  let count = 0;
  for (let position = 0; position < ids.length; position += 1) {
    const index = nodeOf(ids[position]!);
    if (index < 0) continue;
    count += 1;
    markMatch(marks, index, parents, folders, folderMatches);
  }
  return count;
}

/** Marks the node at `index` (a match) with its ancestors, and adds it to `folderMatches` when it can hold children. */
export function markMatch(marks: Uint8Array, index: number, parents: Int32Array, folders: Uint8Array, folderMatches: Set<number>): void {
  markWithAncestors(marks, index, parents, folders);
  if (folders[index] === 1) folderMatches.add(index);
}

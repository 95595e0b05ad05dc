/**
 * The ids of `before` that `after` lacks, when `after` holds no other and lacks at most `limit`;
 * both ascending. Else `undefined`. Reads every id of both: see `lostFromSubset` for ids known to
 * be a subset.
 */
export function lostIds(before: ArrayLike<number>, after: ArrayLike<number>, limit: number): number[] | undefined {
  if (after.length > before.length || before.length - after.length > limit) return undefined;
  const lost: number[] = [];
  let position = 0;
  for (let kept = 0; kept < after.length; kept += 1) {
    const id = after[kept]!;
    while (position < before.length && before[position]! < id) lost.push(before[position++]!);
    if (position === before.length || before[position] !== id) return undefined;
    position += 1;
  }
  for (; position < before.length; position += 1) lost.push(before[position]!);
  return lost;
}

/**
 * `lostIds` for an `after` its caller knows to be a subset of `before` (the catalog engine's
 * matches of a query that extends an earlier one, under the same filters and resources), found by
 * halving: a run of `after` that lies within a run of `before` as long as it holds the same ids, so
 * only the pairs of runs that differ in length are split again, at an id of `after`. At a
 * million matches that lack a few, a few hundred ids are read instead of two million (a keystroke's
 * comparison took 4–11 ms at a million in a trace). An id of `after` that `before` lacks where it
 * is looked for gives `undefined`; one elsewhere goes unseen, which is why the subset must be known.
 */
export function lostFromSubset(before: ArrayLike<number>, after: ArrayLike<number>, limit: number): number[] | undefined {
  if (after.length > before.length || before.length - after.length > limit) return undefined;
  const lost: number[] = [];
  // Pairs of runs still to compare, as [beforeFrom, beforeTo, afterFrom, afterTo) (ends excluded).
  const runs: number[] = [0, before.length, 0, after.length];
  while (runs.length > 0) {
    const afterTo = runs.pop()!;
    const afterFrom = runs.pop()!;
    const beforeTo = runs.pop()!;
    const beforeFrom = runs.pop()!;
    const missing = beforeTo - beforeFrom - (afterTo - afterFrom);
    if (missing === 0) continue;
    if (afterFrom === afterTo) {
      for (let position = beforeFrom; position < beforeTo; position += 1) lost.push(before[position]!);
      continue;
    }
    const middle = (afterFrom + afterTo) >>> 1;
    const id = after[middle]!;
    // At least as many ids of `before` come first as of `after`, and at most `missing` more.
    let low = beforeFrom + (middle - afterFrom);
    let high = low + missing;
    while (low < high) {
      const probe = (low + high) >>> 1;
      if (before[probe]! < id) low = probe + 1;
      else high = probe;
    }
    if (before[low] !== id) return undefined;
    // The later pair first onto the stack: the earlier is taken first, so the ids come out ascending.
    runs.push(low + 1, beforeTo, middle + 1, afterTo, beforeFrom, low, afterFrom, middle);
  }
  return lost;
}

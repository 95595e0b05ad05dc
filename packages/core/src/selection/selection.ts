/** `single`: one resource at a time. `multiple`: checkboxes, Shift ranges and Ctrl/⌘ toggles. */
export type SelectionMode = 'single' | 'multiple';

/** `selection` with `key` added, or removed when it was there. */
export function toggleKey(selection: readonly string[], key: string): string[] {
  return selection.includes(key) ? selection.filter((selected) => selected !== key) : [...selection, key];
}

/** The keys of `ordered` from `anchor` to `focus`, both included, in list order; just `focus` when `anchor` is not in the list. */
export function keyRange(ordered: readonly string[], anchor: string, focus: string): string[] {
  const from = ordered.indexOf(anchor);
  const to = ordered.indexOf(focus);
  if (to < 0) return [];
  if (from < 0) return [focus];
  return ordered.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** `base` followed by the keys of `extra` it lacks. */
export function unionKeys(base: readonly string[], extra: readonly string[]): string[] {
  const present = new Set(base);
  const result = [...base];
  for (const key of extra) {
    if (present.has(key)) continue;
    present.add(key);
    result.push(key);
  }
  return result;
}

/** True when both hold the same keys, in any order. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((key) => set.has(key));
}

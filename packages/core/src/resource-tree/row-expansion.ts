import type { ResourceTreeView } from './resource-tree-view.js';

/**
 * `expanded` with the row of `id` opened (`open`) or closed: every node the row stands for, so that
 * when a later page breaks a chain that `compactFolders` merged, each folder of it stays as open as
 * the row was. Returns `expanded` itself when nothing changes.
 */
export function withRowExpanded(expanded: ReadonlySet<string>, view: ResourceTreeView, id: string, open: boolean): ReadonlySet<string> {
  const ids = view.mergedIds(id);
  if (ids.every((merged) => expanded.has(merged) === open)) return expanded;
  const next = new Set(expanded);
  for (const merged of ids) {
    if (open) next.add(merged);
    else next.delete(merged);
  }
  return next;
}

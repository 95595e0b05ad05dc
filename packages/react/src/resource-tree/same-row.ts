import type { ResourceTreeRow, ResourceTreeStatus } from './resource-tree-context.js';

/** True when two makings of a row would render the same: the list then keeps the earlier one, so its memoized row skips rendering. */
export function sameRow(a: ResourceTreeRow, b: ResourceTreeRow): boolean {
  return (
    a.index === b.index &&
    a.level === b.level &&
    a.posInSet === b.posInSet &&
    a.setSize === b.setSize &&
    a.node === b.node &&
    a.entry === b.entry &&
    a.label === b.label &&
    a.expanded === b.expanded &&
    a.selected === b.selected &&
    a.focused === b.focused &&
    a.folder === b.folder &&
    sameStatus(a.status, b.status)
  );
}

function sameStatus(a: ResourceTreeStatus | undefined, b: ResourceTreeStatus | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.kind === b.kind && a.source === b.source && a.error === b.error && a.loaded === b.loaded && a.fetching === b.fetching && a.action === b.action;
}

import type { ResourceTreeRow } from './resource-tree-context.js';

/** A rendered row and its slot: the React key that keeps its elements. */
export interface RowSlotKey {
  id: string;
  slot: number;
}

export const NO_SLOTS: readonly RowSlotKey[] = [];

/**
 * The slot of each row, in the order of `rows`. A row that was rendered keeps its slot; a row that
 * comes into view takes the slot of one that left, or a new one. React keeps in place the
 * elements whose previous positions increase along the new order and moves the others, so a
 * recycled slot goes only where it does not make a staying row move: after the last staying row,
 * or before a staying row that came after it. (A fling down recycles every row; a fling up, whose
 * new rows come before the staying ones, makes new rows.)
 */
export function assignSlots(previous: readonly RowSlotKey[], rows: ReadonlyArray<{ row: ResourceTreeRow }>): RowSlotKey[] {
  const before = new Map<string, { slot: number; position: number }>();
  let nextSlot = 0;
  previous.forEach(({ id, slot }, position) => {
    before.set(id, { slot, position });
    nextSlot = Math.max(nextSlot, slot + 1);
  });
  const staying = new Set<string>();
  for (const { row } of rows) if (before.has(row.id)) staying.add(row.id);
  // The slots of the rows that left, by previous position.
  const free: Array<{ slot: number; position: number }> = [];
  previous.forEach(({ id, slot }, position) => {
    if (!staying.has(id)) free.push({ slot, position });
  });
  // For each row, the previous position of the next staying row.
  const nextStaying: number[] = new Array<number>(rows.length);
  let bound = Number.POSITIVE_INFINITY;
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    nextStaying[index] = bound;
    bound = before.get(rows[index]!.row.id)?.position ?? bound;
  }
  let cursor = 0;
  return rows.map(({ row }, index) => {
    const kept = before.get(row.id);
    if (kept) return { id: row.id, slot: kept.slot };
    const recycled = free[cursor];
    if (recycled && recycled.position < nextStaying[index]!) {
      cursor += 1;
      return { id: row.id, slot: recycled.slot };
    }
    nextSlot += 1;
    return { id: row.id, slot: nextSlot - 1 };
  });
}

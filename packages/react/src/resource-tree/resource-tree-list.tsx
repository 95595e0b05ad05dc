'use client';

import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useChangeTimes } from '../hooks/use-resource-watch.js';
import { afterNextPaint } from '../internal/after-next-paint.js';
import { assignRef } from '../internal/assign-ref.js';
import { whenIdle } from '../internal/when-idle.js';
import { ResourceTreeRowContext, useResourceTreeContext, type ResourceTreeRow } from './resource-tree-context.js';
import { LIVE_WINDOW_MS, ResourceTreeItem } from './resource-tree-item.js';
import { assignSlots, NO_SLOTS, type RowSlotKey } from './row-slots.js';
import { sameRow } from './same-row.js';
import { useRowWindow } from './use-row-window.js';

/** Rows rendered beyond the visible ones while scrolling. */
const SCROLLING_OVERSCAN = 1;
/**
 * The height a list is taken to have until it is measured: the last one measured, at first the
 * theme's (28rem). Without a guess the first render has no rows, and the measurement renders the
 * list again, flushing every effect of the first render before its rows can be painted.
 */
let assumedHeight = 28 * 16;

export interface ResourceTreeListProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Renders one row; `<ResourceTree.Item />` by default. Only rows in view are rendered. */
  children?: (row: ResourceTreeRow) => ReactNode;
  /**
   * Rows rendered beyond the visible ones, above and below: one while scrolling, none in the first
   * paint nor in the first after the filters change (they follow right after it; after a change of
   * the query alone, once the page is idle). @default 8
   */
  overscan?: number;
}

/**
 * The tree itself (`role="tree"`): a scroll container that renders only the rows in view, plus the
 * row holding the tab stop so keyboard focus never lands on nothing. Give it a height (the theme
 * uses `--resource-tree-height`). Renders a `<div>` with one positioning `<div role="presentation">`.
 *
 * @selector [data-slot="resource-tree-list"]
 */
export function ResourceTreeList({ children, overscan = 8, ref, style, ...props }: ResourceTreeListProps) {
  const context = useResourceTreeContext('ResourceTree.List');
  const { rowCount, rowHeight, focusIndex, setScrollToIndex, onMoreRowVisible } = context;
  const scrollElement = useRef<HTMLDivElement | null>(null);
  // The first paint waits for the rows in view only: the ones beyond them come right after it. So does
  // the first paint after the filters change (a facet click), which shows mostly other rows. After a
  // change of the query alone (typing) they come once the page is idle (`whenIdle` waits for typing,
  // scrolling and clicking to pause): made right after each keystroke's paint, they were dropped again
  // by the next keystroke, whose task began by laying them out (up to 6 ms at 100,000 resources).
  // (By content: a host may pass equal filters as a new object on every render.)
  const { filterKey, constraintKey } = context;
  // The filters the overscan was last brought back for.
  const [overscanFor, setOverscanFor] = useState<{ key: string; constraintKey: string } | undefined>(undefined);
  const overscanShown = overscanFor?.key === filterKey;
  useEffect(() => {
    if (overscanShown) return undefined;
    const show = () => setOverscanFor({ key: filterKey, constraintKey });
    // The keys differ (the overscan is not shown) while the other filters are the same: the query alone changed.
    const typed = overscanFor !== undefined && overscanFor.constraintKey === constraintKey;
    let stopWaiting: (() => void) | undefined;
    const cancel = afterNextPaint(() => {
      if (!typed) show();
      else
        stopWaiting = whenIdle(() => {
          show();
          return true;
        });
    });
    return () => {
      cancel();
      stopWaiting?.();
    };
  }, [overscanShown, filterKey]); // eslint-disable-line react-hooks/exhaustive-deps -- filterKey stands for constraintKey, and `overscanFor` is what changes `overscanShown`
  const rowWindow = useRowWindow({ count: rowCount, rowHeight, scrollElement, initialHeight: assumedHeight });
  // While the list scrolls, rows beyond the visible ones are mostly made and dropped unseen within
  // a frame: a fling renders only what shows, and the overscan comes back once scrolling stops.
  const rowsBeyond = !overscanShown ? 0 : rowWindow.isScrolling ? Math.min(overscan, SCROLLING_OVERSCAN) : overscan;
  if (rowWindow.measuredHeight !== undefined) assumedHeight = rowWindow.measuredHeight;
  const { scrollToIndex } = rowWindow;

  useEffect(() => {
    setScrollToIndex(scrollToIndex);
    return () => setScrollToIndex(undefined);
  }, [scrollToIndex, setScrollToIndex]);

  // Which rows changed lately, read here for all of them: a subscription per row would be made
  // and dropped with every row a fling passes. A timer renders again when the earliest one expires.
  const changedAt = useChangeTimes();
  const [, setExpired] = useState(0);
  const now = Date.now();
  let expiresAt = Number.POSITIVE_INFINITY;
  // The row holding the tab stop is rendered wherever it is, so keyboard focus never lands on nothing.
  const indexes = rowIndexes(Math.max(0, rowWindow.start - rowsBeyond), Math.min(rowCount, rowWindow.end + rowsBeyond), focusIndex < rowCount ? focusIndex : -1);
  // A row that renders as it did keeps its object, so its memoized slot skips rendering.
  const committedRows = useRef<ReadonlyMap<string, ResourceTreeRow>>(NO_ROWS);
  const rowsById = new Map<string, ResourceTreeRow>();
  const rows = indexes.map((index) => {
    const made = context.rowAt(index);
    const before = committedRows.current.get(made.id);
    const row = before && sameRow(before, made) ? before : made;
    rowsById.set(row.id, row);
    const at = row.entry?.kind === 'resource' ? changedAt(row.entry.serverId, row.entry.resource.uri) : undefined;
    const recent = at !== undefined && now - at < LIVE_WINDOW_MS ? at : undefined;
    if (recent !== undefined) expiresAt = Math.min(expiresAt, recent + LIVE_WINDOW_MS);
    return { row, start: index * rowHeight, changedAt: recent };
  });
  // Default rows are recycled: a row that leaves the view hands its elements to one that enters, so
  // a fling updates a dozen rows per frame instead of making and dropping them (and leaving their
  // elements to the garbage collector). Rows that stay keep their elements, and are never moved
  // in the DOM: moving the focused row would take focus from it. The slots are worked out from the
  // last committed ones, so a render React drops leaves no trace. Rows that a custom `children`
  // renders are never recycled: their state is the host's.
  const committedSlots = useRef<readonly RowSlotKey[]>(NO_SLOTS);
  const slots = children ? undefined : assignSlots(committedSlots.current, rows);
  useLayoutEffect(() => {
    committedRows.current = rowsById;
    if (slots) committedSlots.current = slots;
  });
  useEffect(() => {
    if (expiresAt === Number.POSITIVE_INFINITY) return;
    const timer = setTimeout(() => setExpired((count) => count + 1), Math.max(0, expiresAt - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  // Only when a "more" row comes into view or changes: an effect on every render would make React
  // schedule an effect pass for every frame of a fling.
  const moreRows = rows.flatMap(({ row }) => (row.status?.kind === 'more' ? [row.status] : []));
  const moreKey = moreRows.map((status) => `${status.serverId}\u0000${status.loaded}\u0000${status.fetching}`).join('\u0001');
  useEffect(() => {
    for (const status of moreRows) onMoreRowVisible(status);
  }, [moreKey, onMoreRowVisible]); // eslint-disable-line react-hooks/exhaustive-deps -- moreKey stands for moreRows

  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      scrollElement.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  return (
    <div
      role="tree"
      aria-label={context.label}
      aria-multiselectable={context.selectionMode === 'multiple' || undefined}
      aria-busy={context.catalog.isLoading || context.pending || undefined}
      data-slot="resource-tree-list"
      ref={setRef}
      onKeyDown={context.onKeyDown}
      style={{ position: 'relative', overflow: 'auto', ['--resource-tree-row-height' as string]: `${rowHeight}px`, ...style }}
      {...props}
    >
      <div role="presentation" style={{ position: 'relative', width: '100%', height: rowCount * rowHeight }}>
        {rows.map(({ row, start, changedAt: at }, index) => (
          <RowSlot key={slots ? slots[index]!.slot : row.id} row={row} start={start} changedAt={at} now={at === undefined ? undefined : now} render={children} />
        ))}
      </div>
    </div>
  );
}

interface RowSlotProps {
  row: ResourceTreeRow;
  start: number;
  /** When the row's resource changed, if that was within `LIVE_WINDOW_MS` at `now`. */
  changedAt: number | undefined;
  now: number | undefined;
  render: ((row: ResourceTreeRow) => ReactNode) | undefined;
}

const RowSlot = memo(function RowSlot({ row, start, changedAt, now, render }: RowSlotProps) {
  const value = useMemo(
    () => ({ row, start, recent: changedAt !== undefined && now !== undefined ? { changedAt, now } : undefined }),
    [row, start, changedAt, now],
  );
  return <ResourceTreeRowContext.Provider value={value}>{render ? render(row) : <ResourceTreeItem />}</ResourceTreeRowContext.Provider>;
});

const NO_ROWS: ReadonlyMap<string, ResourceTreeRow> = new Map();

/** The rows from `start` up to `end`, and `pinned` among them in order when it is a row outside them (not -1). */
function rowIndexes(start: number, end: number, pinned: number): number[] {
  const indexes: number[] = [];
  if (pinned >= 0 && pinned < start) indexes.push(pinned);
  for (let index = start; index < end; index += 1) indexes.push(index);
  if (pinned >= end) indexes.push(pinned);
  return indexes;
}

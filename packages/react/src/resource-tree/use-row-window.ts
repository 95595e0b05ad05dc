'use client';

/*
 * Written here rather than taken from TanStack Virtual, which the text preview uses for its blocks of
 * measured heights: the tree's rows all have one height, so the rows in view are two divisions. TanStack
 * Virtual lays out an offset for every row whenever the row count changes, and a keystroke or an opened
 * folder changes it: for 100,000 rows that took 1–10 ms, for a million 17–47 ms (measured in Node), with
 * two arrays as long as the rows kept in the heap.
 */

import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How long after its last scroll event a list counts as at rest (TanStack Virtual's default). */
const SCROLL_REST_MS = 150;

export interface RowWindowOptions {
  count: number;
  rowHeight: number;
  /** The scroll container, there from the first layout effect on. */
  scrollElement: RefObject<HTMLElement | null>;
  /** The container's height until it is measured, and while it measures nothing (hidden). */
  initialHeight: number;
}

export interface RowWindow {
  /** The first row in view, whole or in part. */
  start: number;
  /** One past the last row in view (`start` when there are none). */
  end: number;
  /** From a scroll event until the list has rested `SCROLL_REST_MS`. */
  isScrolling: boolean;
  /** The container's height as last measured, `undefined` until then. */
  measuredHeight: number | undefined;
  /** Scrolls the least that shows the row whole (nothing when it shows). */
  scrollToIndex: (index: number) => void;
}

interface Viewport {
  offset: number;
  height: number;
  measured: boolean;
  isScrolling: boolean;
}

/**
 * The rows of a list of `count` rows of `rowHeight` pixels that are in view of its scroll container.
 * It renders again only when the rows in view change, or scrolling starts or stops; a scroll event
 * renders synchronously, so the rows it brings are painted in its frame.
 */
export function useRowWindow({ count, rowHeight, scrollElement, initialHeight }: RowWindowOptions): RowWindow {
  const [viewport, setViewport] = useState<Viewport>({ offset: 0, height: initialHeight, measured: false, isScrolling: false });
  // What was last set, to tell a change without a render: most scroll events move within the same rows.
  const shown = useRef(viewport);
  const show = useCallback(
    (next: Viewport, sync: boolean) => {
      const before = shown.current;
      if (next.isScrolling === before.isScrolling && next.measured === before.measured && sameRows(before, next, rowHeight)) return;
      shown.current = next;
      if (sync) flushSync(() => setViewport(next));
      else setViewport(next);
    },
    [rowHeight],
  );

  useLayoutEffect(() => {
    const element = scrollElement.current;
    if (!element) return undefined;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(rest);
      rest = setTimeout(() => show(readViewport(element, false, shown.current), false), SCROLL_REST_MS);
      show(readViewport(element, true, shown.current), true);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => show(readViewport(element, shown.current.isScrolling, shown.current), false)) : undefined;
    resizes?.observe(element);
    show(readViewport(element, false, shown.current), false);
    return () => {
      clearTimeout(rest);
      element.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
    };
  }, [scrollElement, show]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollElement.current;
      if (!element) return;
      const top = index * rowHeight;
      const height = element.clientHeight || shown.current.height;
      const to = top < element.scrollTop ? top : top + rowHeight > element.scrollTop + height ? top + rowHeight - height : undefined;
      if (to === undefined) return;
      element.scrollTo({ top: to });
      // An instant scroll has moved when `scrollTo` returns: the rows follow in this render, not the scroll event's.
      show(readViewport(element, shown.current.isScrolling, shown.current), false);
    },
    [scrollElement, rowHeight, show],
  );

  const { first, last } = rowsInView(viewport, rowHeight, count);
  return {
    start: Math.min(first, count),
    end: Math.min(last + 1, count),
    isScrolling: viewport.isScrolling,
    measuredHeight: viewport.measured ? viewport.height : undefined,
    scrollToIndex,
  };
}

/** The container's viewport as it is now; a hidden one (no height) keeps the height `before` had. */
function readViewport(element: HTMLElement, isScrolling: boolean, before: Viewport): Viewport {
  const height = element.clientHeight;
  return height > 0 ? { offset: element.scrollTop, height, measured: true, isScrolling } : { ...before, offset: element.scrollTop, isScrolling };
}

/**
 * The first and last rows in view, whole or in part. Past the end of the rows (the count went down and
 * the container has yet to report its clamped offset) the view is the last rows, as the browser shows.
 */
function rowsInView({ offset, height }: Viewport, rowHeight: number, count: number = Number.POSITIVE_INFINITY): { first: number; last: number } {
  const top = Math.max(0, Math.min(offset, count * rowHeight - height));
  return { first: Math.floor(top / rowHeight), last: Math.ceil((top + height) / rowHeight) - 1 };
}

function sameRows(a: Viewport, b: Viewport, rowHeight: number): boolean {
  const inA = rowsInView(a, rowHeight);
  const inB = rowsInView(b, rowHeight);
  return inA.first === inB.first && inA.last === inB.last;
}

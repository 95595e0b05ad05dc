'use client';

import type { ResourceTreeRows } from '@mcp-resource-kit/core';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The tree's roving focus: one row holds the tab stop, and focus follows it into view. */
export interface TreeFocus {
  /** Index of the row with the tab stop, or -1 when there are no rows. */
  focusIndex: number;
  /** The id of the row with the tab stop. */
  tabStopId: string | undefined;
  /** Gives the tab stop to a row without moving DOM focus (a click focuses the row itself). */
  setFocusedId: (id: string) => void;
  /** Gives the tab stop to a row, scrolls it into view and focuses it once it is rendered. */
  moveFocus: (id: string) => void;
  /** Like `moveFocus`, after a dialog that just closed has put focus back where it was. */
  moveFocusAfterDialog: (id: string) => void;
  /** Registers a row's element, or forgets it with `null`. */
  registerRow: (id: string, element: HTMLElement | null) => void;
  /** Registers the function that brings a row into view (the list's virtualizer). */
  setScrollToIndex: (scroll: ((index: number) => void) | undefined) => void;
}

/** Roving focus over `rows`, which are virtualized: a row focus moves to may not be rendered yet. */
export function useTreeFocus(rows: ResourceTreeRows): TreeFocus {
  const [focusedId, setFocusedState] = useState<string | null>(null);
  const focusedRow = focusedId !== null ? rows.indexOf(focusedId) : -1;
  const focusIndex = focusedRow >= 0 ? focusedRow : rows.count > 0 ? 0 : -1;
  const tabStopId = focusIndex >= 0 ? rows.at(focusIndex).id : undefined;

  const rowElements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | undefined>(undefined);
  const registerRow = useCallback((id: string, element: HTMLElement | null) => {
    if (!element) {
      rowElements.current.delete(id);
      return;
    }
    rowElements.current.set(id, element);
    // The row focus was moved to may mount only when the list renders it after scrolling, in a
    // render of its own: take focus as it arrives.
    if (pendingFocus.current === id) {
      pendingFocus.current = undefined;
      if (document.activeElement !== element) element.focus({ preventScroll: true });
    }
  }, []);
  const scrollToIndex = useRef<((index: number) => void) | undefined>(undefined);
  const setScrollToIndex = useCallback((scroll: ((index: number) => void) | undefined) => {
    scrollToIndex.current = scroll;
  }, []);
  const setFocusedId = useCallback((id: string) => setFocusedState((previous) => (previous === id ? previous : id)), []);
  const moveFocus = useCallback(
    (id: string) => {
      pendingFocus.current = id;
      setFocusedState(id);
      const index = rows.indexOf(id);
      if (index >= 0) scrollToIndex.current?.(index);
    },
    [rows],
  );
  const moveFocusAfterDialog = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusedState(id);
    // A dialog that just closed puts focus back where it was a tick later; take it after that.
    setTimeout(() => setTimeout(() => rowElements.current.get(id)?.focus({ preventScroll: true }), 0), 0);
  }, []);
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === undefined) return;
    const element = rowElements.current.get(id);
    if (!element) {
      const index = rows.indexOf(id);
      if (index >= 0) scrollToIndex.current?.(index);
      return;
    }
    pendingFocus.current = undefined;
    if (document.activeElement !== element) element.focus({ preventScroll: true });
  });
  return { focusIndex, tabStopId, setFocusedId, moveFocus, moveFocusAfterDialog, registerRow, setScrollToIndex };
}

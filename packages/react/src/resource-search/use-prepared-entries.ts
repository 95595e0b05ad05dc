'use client';

import { prepareEntries, type ResourceEntry } from '@mcp-resource-kit/core';
import { useEffect, useRef } from 'react';
import { whenIdle } from '../internal/when-idle.js';
import { yieldToPage } from '@mcp-resource-kit/core';

/** Time one slice of urgent preparation may take before yielding to the page, in ms. */
const URGENT_SLICE_MS = 8;

/**
 * Folds the text of `entries` for matching ahead of the first query, which would otherwise pay
 * for it (100,000 entries take about 100 ms). In idle time while nobody can type; with `urgent`
 * (the palette is open) in short slices between frames, ahead of other idle work, so that it is
 * done before the first keystroke rather than behind it. A new list that only grew (the next page
 * of a server) starts with the fields of the one before, and preparing it goes on after them.
 */
export function usePreparedEntries(entries: readonly ResourceEntry[], urgent: boolean): void {
  // Where preparation stopped, kept across a change of urgency.
  const progress = useRef({ entries, position: 0 });
  useEffect(() => {
    // From the start of a new list: `prepareEntries` skips the prefix it took from the list before.
    if (progress.current.entries !== entries) progress.current = { entries, position: 0 };
    const current = progress.current;
    const step = (budgetMs: number) => {
      current.position = prepareEntries(entries, current.position, performance.now() + budgetMs);
      return current.position >= entries.length;
    };
    if (current.position >= entries.length) return;
    if (!urgent) return whenIdle(step);
    let stopped = false;
    const slice = () => {
      if (!stopped && !step(URGENT_SLICE_MS)) yieldToPage(slice);
    };
    yieldToPage(slice);
    return () => {
      stopped = true;
    };
  }, [entries, urgent]);
}

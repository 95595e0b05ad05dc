'use client';

import { createLineIndexer, type LineIndexer } from '@mcp-resource-kit/core';
import { useEffect, useMemo, useReducer } from 'react';

/** Characters indexed in the render that shows a text: all of most texts, the first screens (a few thousand lines) of a huge one. */
const FIRST_SLICE_CHARACTERS = 32 * 1024;
/** Longest slice of indexing after that, one per task, so that the page keeps drawing frames. */
const SLICE_MS = 6;
/** While a huge text is indexed, the view learns of its new lines this often (and once at the end). */
const PROGRESS_MS = 250;

/**
 * The lines of `text`. Up to `FIRST_SLICE_CHARACTERS` are indexed at once; the rest of a longer
 * text is indexed in short tasks, and the caller re-renders (with a larger `count`) when it is
 * done. Lines already indexed never change, so rows that show them need not render again.
 */
export function useLineIndex(text: string): LineIndexer {
  const indexer = useMemo(() => {
    const created = createLineIndexer(text);
    created.advance(() => created.scanned >= FIRST_SLICE_CHARACTERS);
    return created;
  }, [text]);
  const [, progressed] = useReducer((version: number) => version + 1, 0);
  useEffect(() => {
    if (indexer.complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reported = performance.now();
    const slice = () => {
      const deadline = performance.now() + SLICE_MS;
      indexer.advance(() => performance.now() >= deadline);
      const now = performance.now();
      if (indexer.complete || now - reported >= PROGRESS_MS) {
        reported = now;
        progressed();
      }
      if (!indexer.complete) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [indexer]);
  return indexer;
}

'use client';

import { Command, useCommandState } from 'cmdk';
import { useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { assignRef } from '../internal/assign-ref.js';
import { useResourceSearchContext } from './resource-search-context.js';

export type ResourceSearchListProps = ComponentProps<typeof Command.List>;

/**
 * The result list (`role="listbox"`). Renders cmdk's `<div cmdk-list>`.
 *
 * @selector [data-slot="resource-search-list"]
 */
export function ResourceSearchList({ label, ref, ...props }: ResourceSearchListProps) {
  const { messages } = useResourceSearchContext('ResourceSearch.List');
  const list = useRef<HTMLDivElement | null>(null);
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      list.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  useHighlightedInView(list);
  return <Command.List ref={setRef} label={label ?? messages.results} data-slot="resource-search-list" {...props} />;
}

/**
 * Keeps the highlighted result in view as the keys move it. With a controlled highlight (ours),
 * cmdk scrolls to the result that was highlighted before: one step behind with the arrows, and
 * back where it was after Home or End. This scrolls to the highlighted one in the next frame,
 * after cmdk, before it is painted.
 */
function useHighlightedInView(list: { current: HTMLDivElement | null }) {
  const highlighted = useCommandState((state) => state.value);
  useEffect(() => {
    if (!highlighted) return;
    const frame = requestAnimationFrame(() => {
      const item = [...(list.current?.querySelectorAll('[cmdk-item]') ?? [])].find((candidate) => candidate.getAttribute('data-value') === highlighted);
      if (!item) return;
      // The first result of a group brings its heading along, as cmdk does.
      if (item.parentElement?.firstElementChild === item) item.closest('[cmdk-group]')?.querySelector('[cmdk-group-heading]')?.scrollIntoView({ block: 'nearest' });
      item.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [highlighted, list]);
}

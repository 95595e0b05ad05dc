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
 * after cmdk, before it is painted. A keystroke highlights the first result of the new ones: with
 * the list at its top, that one shows already, and scrolling to it would lay the page out in the
 * frame's callbacks for nothing (up to 4 ms of a keystroke at 10,000 resources in a trace).
 */
function useHighlightedInView(list: { current: HTMLDivElement | null }) {
  const highlighted = useCommandState((state) => state.value);
  // Kept from scroll events: reading the offset in the frame would lay the page out as scrolling does.
  const scrolledDown = useRef(false);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => {
      scrolledDown.current = element.scrollTop > 0;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [list]);
  useEffect(() => {
    if (!highlighted) return;
    const frame = requestAnimationFrame(() => {
      const items = [...(list.current?.querySelectorAll('[cmdk-item]') ?? [])];
      if (!scrolledDown.current && items[0]?.getAttribute('data-value') === highlighted) return;
      const item = items.find((candidate) => candidate.getAttribute('data-value') === highlighted);
      if (!item) return;
      // The first result of a group brings its heading along, as cmdk does.
      if (item.parentElement?.firstElementChild === item) item.closest('[cmdk-group]')?.querySelector('[cmdk-group-heading]')?.scrollIntoView({ block: 'nearest' });
      item.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [highlighted, list]);
}

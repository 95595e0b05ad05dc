'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';

/** What a select's `render` function gets besides the props. */
export interface ResourceFiltersSelectState {
  /** The selected option's value; `''` for "any". */
  value: string;
}

/** The props of the select facets (`MinPriority`, `ModifiedSince`, `Sort`): the `<select>`'s, and `render` to replace it. */
export interface ResourceFiltersSelectProps extends ComponentProps<'select'>, PartRenderProps<'select', ResourceFiltersSelectState> {}

/** A `<select>` (or the host's `render` in its place) with its `<label>`, in a `<span>` that carries the facet's data-slot. */
export function LabeledSelect({ slot, label, children, render, ...props }: { slot: string; label: string; children: ReactNode } & ResourceFiltersSelectProps) {
  const id = useId();
  return (
    <span data-slot={slot}>
      <label htmlFor={id}>{label}</label>
      {renderElement(
        <select id={id} {...props}>
          {children}
        </select>,
        render,
        { value: typeof props.value === 'string' ? props.value : '' },
      )}
    </span>
  );
}

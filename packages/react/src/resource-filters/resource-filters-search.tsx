'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourceFiltersContext } from './resource-filters-context.js';

export interface ResourceFiltersSearchProps extends ComponentProps<'input'>, PartRenderProps<'input', { query: string }> {}

/**
 * The query field, matched against title, name, URI and description. Renders an `<input type="search">`.
 *
 * @selector [data-slot="resource-filters-search"]
 */
export function ResourceFiltersSearch({ render, onChange, ...props }: ResourceFiltersSearchProps) {
  const { value, setValue, messages } = useResourceFiltersContext('ResourceFilters.Search');
  return renderElement(
    <input
      type="search"
      aria-label={messages.search}
      placeholder={messages.searchPlaceholder}
      data-slot="resource-filters-search"
      // Names and URIs, not prose: no spelling marks, corrections or capitals (as the palette's input).
      spellCheck={false}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      value={value.query}
      {...props}
      onChange={(event) => {
        onChange?.(event);
        if (!event.defaultPrevented) setValue({ ...value, query: event.target.value });
      }}
    />,
    render,
    { query: value.query },
  );
}

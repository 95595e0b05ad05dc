'use client';

import { clearFilters, hasActiveFilters } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourceFiltersContext } from './resource-filters-context.js';

export interface ResourceFiltersClearProps extends ComponentProps<'button'>, PartRenderProps<'button', { disabled: boolean }> {}

/**
 * Removes every constraint, keeping the sort order. Disabled when nothing is set. Renders a `<button>`.
 *
 * @selector [data-slot="resource-filters-clear"]
 */
export function ResourceFiltersClear({ render, children, onClick, ...props }: ResourceFiltersClearProps) {
  const { value, setValue, messages } = useResourceFiltersContext('ResourceFilters.Clear');
  const disabled = !hasActiveFilters(value);
  return renderElement(
    <button
      type="button"
      data-slot="resource-filters-clear"
      disabled={disabled}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setValue(clearFilters(value));
      }}
    >
      {children ?? messages.clear}
    </button>,
    render,
    { disabled },
  );
}

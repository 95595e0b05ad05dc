'use client';

import { SORT_ORDERS, type SortOrder } from '@mcp-resource-kit/core';
import { useResourceFiltersContext } from './resource-filters-context.js';
import { LabeledSelect, type ResourceFiltersSelectProps } from './resource-filters-labeled-select.js';

/**
 * The order of resources within each folder: name, priority, most recent, size. Renders a
 * `<span>` with a `<select>`.
 * Its props go to the `<select>`; `render` renders the host's element in its place.
 *
 * @selector [data-slot="resource-filters-sort"]
 */
export function ResourceFiltersSort(props: ResourceFiltersSelectProps) {
  const { value, setValue, messages } = useResourceFiltersContext('ResourceFilters.Sort');
  return (
    <LabeledSelect
      slot="resource-filters-sort"
      label={messages.sort}
      value={value.sort}
      onChange={(event) => setValue({ ...value, sort: event.target.value as SortOrder })}
      {...props}
    >
      {SORT_ORDERS.map((sort) => (
        <option key={sort} value={sort}>
          {messages.sortNames[sort]}
        </option>
      ))}
    </LabeledSelect>
  );
}

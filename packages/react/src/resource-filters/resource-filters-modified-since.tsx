'use client';

import { resolveModifiedSince } from '@mcp-resource-kit/core';
import { useResourceFiltersContext } from './resource-filters-context.js';
import { LabeledSelect, type ResourceFiltersSelectProps } from './resource-filters-labeled-select.js';

/**
 * Entries modified in the past day, week, month or year (kept relative, so a saved URL stays
 * meaningful); a date from the URL shows as its own option. Renders a `<span>` with a `<select>`.
 * Its props go to the `<select>`; `render` renders the host's element in its place.
 *
 * @selector [data-slot="resource-filters-modified-since"]
 */
export function ResourceFiltersModifiedSince(props: ResourceFiltersSelectProps) {
  const { value, setValue, messages, formatters } = useResourceFiltersContext('ResourceFilters.ModifiedSince');
  const spans = Object.keys(messages.spanNames);
  const custom = value.modifiedSince !== undefined && !spans.includes(value.modifiedSince) ? value.modifiedSince : undefined;
  const customTime = custom === undefined ? undefined : resolveModifiedSince(custom, Date.now());
  return (
    <LabeledSelect
      slot="resource-filters-modified-since"
      label={messages.modifiedSince}
      value={value.modifiedSince ?? ''}
      onChange={(event) => setValue({ ...value, modifiedSince: event.target.value === '' ? undefined : event.target.value })}
      {...props}
    >
      <option value="">{messages.anyTime}</option>
      {spans.map((span) => (
        <option key={span} value={span}>
          {messages.spanNames[span]}
        </option>
      ))}
      {custom !== undefined && customTime !== undefined && <option value={custom}>{messages.customDate(formatters.dateTime(customTime))}</option>}
    </LabeledSelect>
  );
}

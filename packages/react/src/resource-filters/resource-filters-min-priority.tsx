'use client';

import { useResourceFiltersContext } from './resource-filters-context.js';
import { LabeledSelect, type ResourceFiltersSelectProps } from './resource-filters-labeled-select.js';

const PRIORITY_STEPS = [0.25, 0.5, 0.75, 1];

/**
 * A minimum `priority` (0.25 steps). Renders a `<span>` holding a `<label>` and a `<select>`.
 * Its props go to the `<select>`; `render` renders the host's element in its place.
 *
 * @selector [data-slot="resource-filters-min-priority"]
 */
export function ResourceFiltersMinPriority(props: ResourceFiltersSelectProps) {
  const { value, setValue, messages, formatters } = useResourceFiltersContext('ResourceFilters.MinPriority');
  const steps = value.minPriority !== undefined && !PRIORITY_STEPS.includes(value.minPriority) ? [...PRIORITY_STEPS, value.minPriority].sort((a, b) => a - b) : PRIORITY_STEPS;
  return (
    <LabeledSelect
      slot="resource-filters-min-priority"
      label={messages.minPriority}
      value={value.minPriority === undefined ? '' : String(value.minPriority)}
      onChange={(event) => setValue({ ...value, minPriority: event.target.value === '' ? undefined : Number(event.target.value) })}
      {...props}
    >
      <option value="">{messages.anyPriority}</option>
      {steps.map((step) => (
        <option key={step} value={String(step)}>
          {messages.priorityAtLeast(formatters.number(step))}
        </option>
      ))}
    </LabeledSelect>
  );
}

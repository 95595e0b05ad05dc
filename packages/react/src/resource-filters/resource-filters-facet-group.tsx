'use client';

import type { ComponentProps } from 'react';
import { useResourceFiltersContext } from './resource-filters-context.js';

export interface FacetOption<T extends string> {
  value: T;
  label: string;
  count: number | undefined;
}

export function FacetGroup<T extends string>({
  slot,
  legend,
  options,
  selected,
  onChange,
  ...props
}: {
  slot: string;
  legend: string;
  options: Array<FacetOption<T>>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
} & Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { messages, formatters } = useResourceFiltersContext('ResourceFilters facet');
  return (
    <fieldset data-slot={slot} data-active={selected.length > 0 || undefined} {...props}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <label key={option.value} data-slot="resource-filters-option" data-checked={checked || undefined} data-empty={option.count === 0 || undefined}>
            <input
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((item) => item !== option.value) : [...selected, option.value])}
            />
            {option.count === undefined ? option.label : messages.option(option.label, formatters.number(option.count))}
          </label>
        );
      })}
    </fieldset>
  );
}

'use client';

import { Fragment, type ComponentProps } from 'react';
import { renderElement, type PartElementProps, type RenderProp } from '../internal/render-element.js';
import { useResourceFiltersContext } from './resource-filters-context.js';

export interface FacetOption<T extends string> {
  value: T;
  label: string;
  count: number | undefined;
}

/** What a facet's `renderOption` function gets besides the props: the option it renders. */
export interface ResourceFiltersOptionState {
  value: string;
  /** The option's name, without its count. */
  label: string;
  /** How many entries it would match; `undefined` before the counts are known. */
  count: number | undefined;
  checked: boolean;
}

/** The props of the checkbox facets (`Servers`, `Kinds`, `MimeFamilies`, `Audiences`). */
export interface ResourceFiltersFacetProps extends Omit<ComponentProps<'fieldset'>, 'onChange'> {
  /**
   * Renders each option (a "chip") as this element, the option's props merged into it, or as what
   * this function of the props and the option's state returns, instead of the kit's `<label>`.
   * The props' `children` hold the option's checkbox and text: keep them, or the option cannot be toggled.
   */
  renderOption?: RenderProp<PartElementProps<'label'>, ResourceFiltersOptionState> | undefined;
}

export function FacetGroup<T extends string>({
  slot,
  legend,
  options,
  selected,
  onChange,
  renderOption,
  ...props
}: {
  slot: string;
  legend: string;
  options: Array<FacetOption<T>>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
} & ResourceFiltersFacetProps) {
  const { messages, formatters } = useResourceFiltersContext('ResourceFilters facet');
  return (
    <fieldset data-slot={slot} data-active={selected.length > 0 || undefined} {...props}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        const element = (
          <label key={option.value} data-slot="resource-filters-option" data-checked={checked || undefined} data-empty={option.count === 0 || undefined}>
            <input
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((item) => item !== option.value) : [...selected, option.value])}
            />
            {option.count === undefined ? option.label : messages.option(option.label, formatters.number(option.count))}
          </label>
        );
        return renderOption ? (
          <Fragment key={option.value}>{renderElement(element, renderOption, { value: option.value, label: option.label, count: option.count, checked })}</Fragment>
        ) : (
          element
        );
      })}
    </fieldset>
  );
}

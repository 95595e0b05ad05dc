'use client';

import { AUDIENCES } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { useResourceFiltersContext } from './resource-filters-context.js';
import { FacetGroup } from './resource-filters-facet-group.js';

/**
 * Entries meant for the user, the assistant, or both. Renders a `<fieldset>`.
 *
 * @selector [data-slot="resource-filters-audiences"]
 */
export function ResourceFiltersAudiences(props: Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { value, setValue, counts, messages } = useResourceFiltersContext('ResourceFilters.Audiences');
  return (
    <FacetGroup
      slot="resource-filters-audiences"
      legend={messages.audiences}
      options={AUDIENCES.map((audience) => ({ value: audience, label: messages.audienceNames[audience], count: counts?.audiences[audience] }))}
      selected={value.audiences}
      onChange={(next) => setValue({ ...value, audiences: next })}
      {...props}
    />
  );
}

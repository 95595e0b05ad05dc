'use client';

import { AUDIENCES } from '@mcp-resource-kit/core';
import { useResourceFiltersContext } from './resource-filters-context.js';
import { FacetGroup, type ResourceFiltersFacetProps } from './resource-filters-facet-group.js';

/**
 * Entries meant for the user, the assistant, or both. Renders a `<fieldset>` of checkbox options; `renderOption` renders each as the host's element.
 *
 * @selector [data-slot="resource-filters-audiences"]
 */
export function ResourceFiltersAudiences(props: ResourceFiltersFacetProps) {
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

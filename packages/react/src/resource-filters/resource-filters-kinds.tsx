'use client';

import { ENTRY_KINDS } from '@mcp-resource-kit/core';
import { useResourceFiltersContext } from './resource-filters-context.js';
import { FacetGroup, type ResourceFiltersFacetProps } from './resource-filters-facet-group.js';

/**
 * Resources, templates, or both. Renders a `<fieldset>` of checkbox options; `renderOption` renders each as the host's element.
 *
 * @selector [data-slot="resource-filters-kinds"]
 */
export function ResourceFiltersKinds(props: ResourceFiltersFacetProps) {
  const { value, setValue, counts, messages } = useResourceFiltersContext('ResourceFilters.Kinds');
  return (
    <FacetGroup
      slot="resource-filters-kinds"
      legend={messages.kinds}
      options={ENTRY_KINDS.map((kind) => ({ value: kind, label: messages.kindNames[kind], count: counts?.kinds[kind] }))}
      selected={value.kinds}
      onChange={(next) => setValue({ ...value, kinds: next })}
      {...props}
    />
  );
}

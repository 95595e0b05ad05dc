'use client';

import { MIME_FAMILIES } from '@mcp-resource-kit/core';
import { useResourceFiltersContext } from './resource-filters-context.js';
import { FacetGroup, type ResourceFiltersFacetProps } from './resource-filters-facet-group.js';

/**
 * Text, code, data, images, audio, video, PDF, other. Renders a `<fieldset>` of checkbox options; `renderOption` renders each as the host's element.
 *
 * @selector [data-slot="resource-filters-mime-families"]
 */
export function ResourceFiltersMimeFamilies(props: ResourceFiltersFacetProps) {
  const { value, setValue, counts, messages } = useResourceFiltersContext('ResourceFilters.MimeFamilies');
  return (
    <FacetGroup
      slot="resource-filters-mime-families"
      legend={messages.mimeFamilies}
      options={MIME_FAMILIES.map((family) => ({ value: family, label: messages.mimeFamilyNames[family], count: counts?.mimeFamilies[family] }))}
      selected={value.mimeFamilies}
      onChange={(next) => setValue({ ...value, mimeFamilies: next })}
      {...props}
    />
  );
}

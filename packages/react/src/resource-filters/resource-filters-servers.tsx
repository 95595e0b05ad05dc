'use client';

import { useResourceFiltersContext } from './resource-filters-context.js';
import { FacetGroup, type ResourceFiltersFacetProps } from './resource-filters-facet-group.js';

/**
 * One checkbox per server; none checked means every server. Renders a `<fieldset>` of checkbox options; `renderOption` renders each as the host's element.
 *
 * @selector [data-slot="resource-filters-servers"] [data-active]; options: [data-slot="resource-filters-option"] [data-checked] [data-empty]
 */
export function ResourceFiltersServers(props: ResourceFiltersFacetProps) {
  const { value, setValue, counts, servers, messages } = useResourceFiltersContext('ResourceFilters.Servers');
  if (servers.length < 2 && value.servers.length === 0) return null;
  return (
    <FacetGroup
      slot="resource-filters-servers"
      legend={messages.servers}
      options={servers.map((server) => ({ value: server.id, label: server.label, count: counts ? (counts.servers[server.id] ?? 0) : undefined }))}
      selected={value.servers}
      onChange={(next) => setValue({ ...value, servers: next })}
      {...props}
    />
  );
}

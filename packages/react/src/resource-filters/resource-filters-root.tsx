'use client';

import { hasActiveFilters, normalizeFilters, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { useMemo, type ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useKeptValue } from '../internal/use-kept-value.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useServerStates } from '../provider/use-resource-kit.js';
import { useCatalogFacetCounts } from '../catalog/use-catalog-facet-counts.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { RESOURCE_FILTERS_MESSAGES } from './messages.js';
import { ResourceFiltersAudiences } from './resource-filters-audiences.js';
import { ResourceFiltersClear } from './resource-filters-clear.js';
import { ResourceFiltersContext } from './resource-filters-context.js';
import { ResourceFiltersKinds } from './resource-filters-kinds.js';
import { ResourceFiltersMimeFamilies } from './resource-filters-mime-families.js';
import { ResourceFiltersMinPriority } from './resource-filters-min-priority.js';
import { ResourceFiltersModifiedSince } from './resource-filters-modified-since.js';
import { ResourceFiltersSearch } from './resource-filters-search.js';
import { ResourceFiltersServers } from './resource-filters-servers.js';
import { ResourceFiltersSort } from './resource-filters-sort.js';
import { useFiltersState } from './use-filters-state.js';

export interface ResourceFiltersRootState {
  /** @selector [data-active] while any constraint is set */
  active: boolean;
  /** @selector [data-pending] while the counts shown are those of the filters before, the new ones being computed */
  pending: boolean;
}

export interface ResourceFiltersRootProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'>, PartRenderProps<'div', ResourceFiltersRootState> {
  /** The filters, when controlled. */
  value?: ResourceFilterValue;
  /** The initial filters, when uncontrolled (e.g. `parseFilters(location.search)`). */
  defaultValue?: ResourceFilterValue;
  /** Every change, as a new value; `serializeFilters(value)` keeps it in the URL. */
  onValueChange?: (value: ResourceFilterValue) => void;
  /** The shared catalog: with it, each option shows how many entries choosing it would give. */
  catalog?: ResourceCatalog;
}

/**
 * Facet filters and sort order for the resource tree and search: query, server, kind, MIME
 * family, audience, minimum priority, modified since. Controlled or not; the value is plain data
 * that `serializeFilters` / `parseFilters` keep in the URL. Renders a `<div role="group">` holding
 * every facet unless given children.
 *
 * @selector [data-slot="resource-filters"] [data-active] while any constraint is set
 * @selector [data-pending] while the counts shown are those of the filters before (`aria-busy` too)
 */
export function ResourceFiltersRoot({ value: valueProp, defaultValue, onValueChange, catalog, render, children, ...props }: ResourceFiltersRootProps) {
  const messages = useMessages('resourceFilters', RESOURCE_FILTERS_MESSAGES);
  const formatters = useFormatters();
  const [value, setValue] = useFiltersState({ value: valueProp, defaultValue, onChange: onValueChange, caller: 'ResourceFilters.Root' });
  const states = useServerStates();
  const servers = catalog ? catalog.servers.map(({ id, label }) => ({ id, label })) : states.map(({ id, label }) => ({ id, label }));
  // While the counts of new filters are computed, the options keep the last ones, marked pending:
  // losing their counts at each keystroke and getting them back made them flicker, and laid the
  // filters out twice per keystroke, in the time the engine matches it.
  const { value: counts, stale: pending } = useKeptValue(useCatalogFacetCounts(catalog, value), catalog?.model);
  const context = useMemo(
    () => ({ value, setValue: (next: ResourceFilterValue) => setValue(normalizeFilters(next)), counts, servers, messages, formatters }),
    [value, setValue, counts, servers.map((server) => `${server.id}\u0000${server.label}`).join('\u0001'), messages, formatters], // eslint-disable-line react-hooks/exhaustive-deps -- keyed by content
  );
  return (
    <ResourceFiltersContext.Provider value={context}>
      {renderElement(
      <div role="group" aria-label={messages.label} aria-busy={pending || undefined} data-slot="resource-filters" data-active={hasActiveFilters(value) || undefined} data-pending={pending || undefined} {...props}>
        {children ?? (
          <>
            <ResourceFiltersSearch />
            <ResourceFiltersServers />
            <ResourceFiltersKinds />
            <ResourceFiltersMimeFamilies />
            <ResourceFiltersAudiences />
            <ResourceFiltersMinPriority />
            <ResourceFiltersModifiedSince />
            <ResourceFiltersSort />
            <ResourceFiltersClear />
          </>
        )}
      </div>,
        render,
        { active: hasActiveFilters(value), pending },
      )}
    </ResourceFiltersContext.Provider>
  );
}


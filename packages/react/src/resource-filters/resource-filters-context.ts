import type { FacetCounts, ResourceFilterValue } from '@mcp-resource-kit/core';
import { createContext, useContext } from 'react';
import type { Formatters } from '../messages/use-formatters.js';
import type { ResourceFiltersMessages } from './messages.js';

export interface ResourceFiltersContextValue {
  value: ResourceFilterValue;
  setValue: (next: ResourceFilterValue) => void;
  counts: FacetCounts | undefined;
  servers: Array<{ id: string; label: string }>;
  messages: ResourceFiltersMessages;
  formatters: Formatters;
}

export const ResourceFiltersContext = createContext<ResourceFiltersContextValue | undefined>(undefined);

export function useResourceFiltersContext(part: string): ResourceFiltersContextValue {
  const context = useContext(ResourceFiltersContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <ResourceFilters.Root>. ` +
        'It reads and changes the filter value held there. Render it inside <ResourceFilters.Root>.',
    );
  }
  return context;
}

'use client';

import type { RankedEntry, ResourceEntry, ResourceItemEntry } from '@mcp-resource-kit/core';
import { createContext, useContext } from 'react';
import type { Formatters } from '../messages/use-formatters.js';
import type { ResourceCatalog } from '../resource-tree/use-resource-catalog.js';
import type { ResourceSearchMessages } from './messages.js';

/** The hits of one server, in rank order. */
export interface ResourceSearchGroup {
  serverId: string;
  label: string;
  hits: RankedEntry[];
}

export interface ResourceSearchContextValue {
  catalog: ResourceCatalog;
  query: string;
  setQuery: (query: string) => void;
  /** True when the query has words to match. */
  active: boolean;
  /** True while matches for the current query are computed. */
  pending: boolean;
  groups: ResourceSearchGroup[];
  /** Hits shown. */
  shown: number;
  /** Entries that matched in all. */
  total: number;
  /** The cmdk value of an entry. */
  valueOf: (entry: ResourceEntry) => string;
  open: (entry: ResourceEntry) => void;
  attach: (resources: ResourceItemEntry[]) => void;
  messages: ResourceSearchMessages;
  formatters: Formatters;
}

export const ResourceSearchContext = createContext<ResourceSearchContextValue | undefined>(undefined);

/** The palette of the enclosing `ResourceSearch.Root` or `ResourceSearch.Dialog`; throws outside one. */
export function useResourceSearchContext(part: string): ResourceSearchContextValue {
  const context = useContext(ResourceSearchContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <ResourceSearch.Root>. ` +
        'It reads the query and results from it. Render it inside <ResourceSearch.Root> or <ResourceSearch.Dialog>.',
    );
  }
  return context;
}

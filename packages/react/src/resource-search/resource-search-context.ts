'use client';

import type { RankedEntry, ResourceEntry, ResourceItemEntry } from '@mcp-resource-kit/core';
import { createContext, useContext, useMemo } from 'react';
import type { Formatters } from '../messages/use-formatters.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import type { ResourceSearchMessages } from './messages.js';

/** The hits of one server, in rank order. */
export interface ResourceSearchGroup {
  serverId: string;
  label: string;
  hits: RankedEntry[];
  /** How many hits the group has, when `hits` holds only the first of them (see `ResourceSearch.Results`). */
  setSize?: number;
}

export interface ResourceSearchContextValue {
  catalog: ResourceCatalog;
  query: string;
  setQuery: (query: string) => void;
  /** True when the query has words to match. */
  active: boolean;
  /** True while matches for the current query are computed. */
  pending: boolean;
  /**
   * True while the results shown answer an earlier query: the current one's are on their way. Enter
   * and Ctrl/⌘+Enter pressed meanwhile wait for them and act on the new highlighted result.
   */
  stale: boolean;
  groups: ResourceSearchGroup[];
  /** Hits shown. */
  shown: number;
  /**
   * True once every hit is rendered. Until the list is scrolled near its end (or a key goes
   * there), `ResourceSearch.Results` renders only the first ones, which fill the list's view.
   */
  allRendered: boolean;
  /** Renders every hit of the current query. */
  renderAll: () => void;
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
  if (!context) throw outsidePalette(part);
  return context;
}

function outsidePalette(part: string): Error {
  return new Error(
    `[@mcp-resource-kit/react] <${part}> was rendered outside <ResourceSearch.Root>. ` +
      'It reads the query and results from it. Render it inside <ResourceSearch.Root> or <ResourceSearch.Dialog>.',
  );
}

/** What every result needs besides its hit, apart so that results stay put while the query changes. */
export interface ResourceSearchItemContextValue {
  valueOf: (entry: ResourceEntry) => string;
  open: (entry: ResourceEntry) => void;
  messages: ResourceSearchMessages;
}

/**
 * Results read this rather than the whole palette, which changes with every keystroke: a result
 * whose hit did not change then skips rendering (the render that shows the typed character while
 * the new results are still being matched renders none of the 50 results).
 */
export const ResourceSearchItemContext = createContext<ResourceSearchItemContextValue | undefined>(undefined);

/** The part of `context` that results read, the same object while those parts are the same. */
export function useItemContextValue({ valueOf, open, messages }: ResourceSearchContextValue): ResourceSearchItemContextValue {
  return useMemo(() => ({ valueOf, open, messages }), [valueOf, open, messages]);
}

/** The result part of the enclosing palette; throws outside one. */
export function useResourceSearchItemContext(part: string): ResourceSearchItemContextValue {
  const context = useContext(ResourceSearchItemContext);
  if (!context) throw outsidePalette(part);
  return context;
}

'use client';

import type { ResourceEntry, ResourceError, ResourceFilterValue, ResourceItemEntry, ResourceTreeNode, ResourceTreeView } from '@mcp-resource-kit/core';
import { createContext, useContext, type KeyboardEvent, type MouseEvent } from 'react';
import type { Formatters } from '../messages/use-formatters.js';
import type { SelectionMode } from '@mcp-resource-kit/core';
import type { ResourceTreeMessages } from './messages.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';

/** The kinds of row that are not resources: per-server and per-folder states. */
/** `sign-in`: the server's connection needs the user to sign in; the row's action signs in. */
export type ResourceTreeStatusKind = 'loading' | 'error' | 'sign-in' | 'more' | 'empty' | 'no-matches';

/** A state row below a server or a directory. */
export interface ResourceTreeStatus {
  kind: ResourceTreeStatusKind;
  serverId: string;
  /** What the row is about. */
  source: 'resources' | 'templates' | 'directory' | 'connection';
  error: ResourceError | null | undefined;
  /** Resources loaded so far (for `more`). */
  loaded: number;
  /** True while the next page is on its way (for `more`). */
  fetching: boolean;
  /** Retry (for `error`), sign in (for `sign-in`) or load the next page (for `more`). */
  action: (() => void) | undefined;
}

/** One visible row of the tree. */
export interface ResourceTreeRow {
  id: string;
  /** Position among all visible rows, from 0. */
  index: number;
  /** Depth, from 1 for servers (`aria-level`). */
  level: number;
  /** Position among its siblings, from 1 (`aria-posinset`). */
  posInSet: number;
  /** Number of siblings (`aria-setsize`). */
  setSize: number;
  /** The model node, for every row but status rows. */
  node: ResourceTreeNode | undefined;
  status: ResourceTreeStatus | undefined;
  /** The resource or template the row stands for, if any. */
  entry: ResourceEntry | undefined;
  /** The selection key, for rows that can be selected (resources). */
  key: string | undefined;
  label: string;
  folder: boolean;
  expanded: boolean;
  selectable: boolean;
  selected: boolean;
  /** The row that takes the tree's tab stop (roving focus). */
  focused: boolean;
}

/**
 * What `ResourceTree.Root` gives its parts. Internal, so it can change with the parts: hosts control
 * the tree through the root's props and read a row with `useResourceTreeRow`.
 */
export interface ResourceTreeContextValue {
  catalog: ResourceCatalog;
  view: ResourceTreeView;
  filters: ResourceFilterValue;
  /** `filters` as a string: the same while the filters are the same, whatever object carries them. */
  filterKey: string;
  /** `filterKey` without the query: the same while only the query changes. */
  constraintKey: string;
  /** True while the query's matches are still being computed. */
  pending: boolean;
  /** The query the rows shown are the matches of (`TreeView.matchedQuery`): what they highlight. */
  matchedQuery: string;
  rowCount: number;
  rowAt: (index: number) => ResourceTreeRow;
  /** Index of the row with the tab stop, or -1. */
  focusIndex: number;
  rowHeight: number;
  selectionMode: SelectionMode;
  selectedKeys: readonly string[];
  messages: ResourceTreeMessages;
  formatters: Formatters;
  label: string;
  /** Registers the element rows scroll in and a function that brings a row into view. */
  /** Replaces the selection (keys of `resourceKey`). */
  setSelectedKeys: (keys: readonly string[]) => void;
  setScrollToIndex: (scroll: ((index: number) => void) | undefined) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onRowClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  onRowDoubleClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  onToggleClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  onCheckboxClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  onRowFocus: (row: ResourceTreeRow) => void;
  /** Registers a row's element (for focus management). */
  registerRow: (id: string, element: HTMLElement | null) => void;
  /** Calls the host's `onClearFilters`; undefined when it gave none. */
  clearFilters: (() => void) | undefined;
  /** Resolves selected keys to the resources they name. */
  resolve: (keys: readonly string[]) => ResourceItemEntry[];
  /** Attaches the selection (or the focused resource) through `onAttach`. */
  attach: () => void;
  /** Opens the folders above an entry and moves focus to it; false when the tree does not show it. */
  reveal: (entry: ResourceEntry) => boolean;
  /** Auto-loads the next page of a server whose "more" row is in view, within the limit. */
  onMoreRowVisible: (status: ResourceTreeStatus) => void;
}

export const ResourceTreeContext = createContext<ResourceTreeContextValue | undefined>(undefined);

/** The tree of the enclosing `ResourceTree.Root`; throws outside one. */
export function useResourceTreeContext(part: string): ResourceTreeContextValue {
  const context = useContext(ResourceTreeContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <ResourceTree.Root>. ` +
        'It reads the tree state from it, so it has nothing to show. Render it inside <ResourceTree.Root>.',
    );
  }
  return context;
}

/** When a row's resource last changed, while that counts as recent, and the time it was judged at. */
export interface ResourceTreeRecentChange {
  changedAt: number;
  now: number;
}

/** The row an item part belongs to, provided by `ResourceTree.List` around each row. */
export const ResourceTreeRowContext = createContext<{ row: ResourceTreeRow; start: number; recent?: ResourceTreeRecentChange | undefined } | undefined>(
  undefined,
);

/** The row of the enclosing `ResourceTree.Item`; throws outside one. */
export function useResourceTreeRow(part: string): ResourceTreeRow {
  const context = useContext(ResourceTreeRowContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <ResourceTree.Item>. ` +
        'It shows one part of a row, so it needs the row. Render it inside the item of ResourceTree.List.',
    );
  }
  return context.row;
}

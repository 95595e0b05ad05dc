'use client';

import type { ResourceEntry, ResourceFilterValue, ResourceItemEntry } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import type { SelectionMode } from '@mcp-resource-kit/core';
import { ResourceTreeContext } from './resource-tree-context.js';
import { ResourceTreeList } from './resource-tree-list.js';
import { ResourceTreeNoMatches } from './resource-tree-no-matches.js';
import { useResourceCatalog, type ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useResourceTreeState } from './use-resource-tree-state.js';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';

const NO_SERVERS = { servers: Object.freeze([]) as readonly string[] };

export interface ResourceTreeRootState {
  /** True while a server has not shown its first page. */
  loading: boolean;
  /** True while filters narrow or reorder the tree. */
  filtered: boolean;
  /** True while a query's matches are computed. */
  pending: boolean;
}

export interface ResourceTreeRootProps extends Omit<ComponentProps<'div'>, 'onSelect'>, PartRenderProps<'div', ResourceTreeRootState> {
  /** The shared catalog from `useResourceCatalog()`; the tree makes its own when absent. */
  catalog?: ResourceCatalog;
  /** Limits the tree to these servers when it makes its own catalog. */
  servers?: readonly string[];
  /** What to show and in which order (see `ResourceFilterValue`); everything, by name, when absent. */
  filters?: ResourceFilterValue;
  /** Offered as "Clear filters" when the filters leave nothing to show. */
  onClearFilters?: () => void;
  /** @default 'multiple' */
  selectionMode?: SelectionMode;
  /** Selected resources as `resourceKey(serverId, uri)` keys, when controlled. */
  selectedKeys?: readonly string[];
  /** Initially selected keys, when uncontrolled. */
  defaultSelectedKeys?: readonly string[];
  onSelectionChange?: (keys: readonly string[]) => void;
  /** Opened rows by node id, when controlled. Uncontrolled, every server starts open. */
  expandedKeys?: readonly string[];
  defaultExpandedKeys?: readonly string[];
  onExpandedChange?: (keys: readonly string[]) => void;
  /** Enter or double-click on a resource or template. */
  onOpen?: (entry: ResourceEntry) => void;
  /** Ctrl/⌘+Enter: the selected resources, or the focused one when nothing is selected. */
  onAttach?: (resources: ResourceItemEntry[]) => void;
  /** Row height in pixels; rows are virtualized at this fixed height. @default 44 */
  rowHeight?: number;
  /** A server's pages load by themselves while its "more" row is in view, up to this many resources. @default 2000 */
  autoLoadLimit?: number;
  /** Watch the selected resources (at most 50) for changes, to light their live indicator. @default true */
  watchSelected?: boolean;
  /** Accessible name of the tree. @default messages.label */
  label?: string;
  /**
   * Shows a chain of folders that each hold one thing as one row labelled with the joined path
   * (`db/users/schema`), as VS Code's explorer does. Keys and ARIA work as for any row; opening or
   * closing the row opens or closes every folder it stands for.
   * @default true
   */
  compactFolders?: boolean;
}

/**
 * A virtualized, keyboard-operable tree of the resources and templates of every server: server →
 * templates, direct resources and `scheme://authority` groups → path folders → resources, with
 * directory resources read when the user opens them (not when a filter opens them by itself).
 * Follows the WAI-ARIA tree pattern: ↑/↓, →/← (open, enter, close, parent), Home/End,
 * PageUp/PageDown, `*` (open siblings), type-ahead, Enter (open a resource or template, toggle a
 * folder, retry an error row), Space (select), Shift+↑/↓ and Shift+click (range), Ctrl/⌘+click
 * (toggle), Ctrl/⌘+A (the folder's resources), Ctrl/⌘+Enter (attach), Escape (clear the selection).
 * In right-to-left text (`dir="rtl"` on the root or an ancestor, or CSS `direction: rtl`) ← opens
 * and enters, → closes and goes to the parent. Renders a `<div>` (or the `render` element) holding
 * `ResourceTree.List` and `ResourceTree.NoMatches` unless given children.
 *
 * @selector [data-slot="resource-tree"]
 * @selector [data-loading] while a server has not shown its first page
 * @selector [data-filtered] while filters are active
 * @selector [data-pending] while a query's matches are computed
 */
export function ResourceTreeRoot({
  catalog: givenCatalog,
  servers,
  filters,
  onClearFilters,
  selectionMode = 'multiple',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  onOpen,
  onAttach,
  rowHeight = 44,
  autoLoadLimit = 2000,
  watchSelected = true,
  label,
  compactFolders = true,
  render,
  children,
  ...props
}: ResourceTreeRootProps) {
  // Hooks cannot be skipped, so with a catalog given the tree's own one watches no server at all.
  const ownCatalog = useResourceCatalog(givenCatalog ? NO_SERVERS : servers ? { servers } : undefined);
  const catalog = givenCatalog ?? ownCatalog;
  const value = useResourceTreeState({
    catalog,
    filters,
    onClearFilters,
    selectionMode,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    expandedKeys,
    defaultExpandedKeys,
    onExpandedChange,
    onOpen,
    onAttach,
    rowHeight,
    autoLoadLimit,
    watchSelected,
    label,
    compactFolders,
  });
  const state: ResourceTreeRootState = { loading: catalog.isLoading, filtered: value.view.filtered, pending: value.pending };
  return (
    <ResourceTreeContext.Provider value={value}>
      {renderElement(
        <div data-slot="resource-tree" data-loading={state.loading || undefined} data-filtered={state.filtered || undefined} data-pending={state.pending || undefined} {...props}>
          {children ?? (
            <>
              <ResourceTreeList />
              <ResourceTreeNoMatches />
            </>
          )}
        </div>,
        render,
        state,
      )}
    </ResourceTreeContext.Provider>
  );
}

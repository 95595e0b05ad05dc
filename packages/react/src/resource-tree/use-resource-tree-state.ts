'use client';

import { ROOT_NODE_ID, templateNodeId, type ResourceEntry, type ResourceFilterValue, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { useCallback } from 'react';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { RESOURCE_TREE_MESSAGES } from './messages.js';
import type { ResourceTreeContextValue, ResourceTreeRow } from './resource-tree-context.js';
import { useAutoLoadPages } from './use-auto-load-pages.js';
import { useTreeExpansion, type TreeExpansionProps } from './use-tree-expansion.js';
import { useTreeFocus } from './use-tree-focus.js';
import { useTreeKeyboard } from './use-tree-keyboard.js';
import { useTreeMouse } from './use-tree-mouse.js';
import { useTreeRowAt, useTreeRows } from './use-tree-rows.js';
import { useTreeSelection, type TreeSelectionProps } from './use-tree-selection.js';
import { useTreeStatusRows } from './use-tree-status-rows.js';
import { useTreeView } from './use-tree-view.js';
import { useWatchSelection } from './use-watch-selection.js';

/** What the tree needs from its props (see `ResourceTreeRootProps`). */
export interface ResourceTreeStateOptions extends TreeExpansionProps, TreeSelectionProps {
  catalog: ResourceCatalog;
  filters: ResourceFilterValue | undefined;
  onClearFilters: (() => void) | undefined;
  onOpen: ((entry: ResourceEntry) => void) | undefined;
  onAttach: ((resources: ResourceItemEntry[]) => void) | undefined;
  rowHeight: number;
  autoLoadLimit: number;
  watchSelected: boolean;
  label: string | undefined;
  compactFolders: boolean;
}

/**
 * Everything `ResourceTree.Root` provides to its parts, composed from one hook per concern: the
 * filtered view, open folders, state rows, visible rows, roving focus, selection, keyboard, mouse.
 */
export function useResourceTreeState(options: ResourceTreeStateOptions): ResourceTreeContextValue {
  const { catalog, selectionMode, rowHeight, onOpen, onAttach } = options;
  const messages = useMessages('resourceTree', RESOURCE_TREE_MESSAGES);
  const formatters = useFormatters();
  const treeView = useTreeView(catalog, options.filters, formatters, options.compactFolders);
  const { filters, filterKey, constraintKey, active, view, matchedQuery, pending } = treeView;
  const expansion = useTreeExpansion(catalog, treeView, options);
  const { expandedSet, setExpanded } = expansion;
  const status = useTreeStatusRows(catalog, view, expansion.opened, active);
  const rows = useTreeRows(view, expandedSet, status);
  const focus = useTreeFocus(rows);
  const selection = useTreeSelection(catalog, view, rows, options);
  const { tabStopId } = focus;
  const rowAt = useTreeRowAt({
    rows,
    view,
    status,
    expandedSet,
    selectedSet: selection.set,
    tabStopId,
    emptySegment: messages.emptySegment,
    remember: selection.remember,
  });

  const { resolve, keyOfId } = selection;
  const attach = useCallback(() => {
    if (!onAttach) return;
    let resources = resolve(selection.keys);
    if (resources.length === 0 && tabStopId !== undefined) {
      const key = keyOfId(tabStopId);
      resources = key ? resolve([key]) : [];
    }
    if (resources.length > 0) onAttach(resources);
  }, [onAttach, resolve, selection.keys, tabStopId, keyOfId]);

  const { moveFocusAfterDialog } = focus;
  /** Opens the folders above an entry (e.g. one picked in the search palette) and moves focus to it. */
  const reveal = useCallback(
    (entry: ResourceEntry) => {
      const id = entry.kind === 'resource' ? catalog.model.nodeIdOfResource(entry.serverId, entry.resource.uri) : templateNodeId(entry.serverId, entry.template.uriTemplate);
      if (id === undefined || !catalog.model.node(id)) return false;
      const ancestors: string[] = [];
      for (let parent = catalog.model.node(id)?.parentId; parent !== undefined && parent !== ROOT_NODE_ID; parent = catalog.model.node(parent)?.parentId) {
        ancestors.push(parent);
      }
      setExpanded(ancestors.filter((ancestor) => !expandedSet.has(ancestor)), true);
      moveFocusAfterDialog(id);
      return true;
    },
    [catalog.model, setExpanded, expandedSet, moveFocusAfterDialog],
  );

  const activate = useCallback(
    (row: ResourceTreeRow) => {
      if (row.status) {
        row.status.action?.();
        return;
      }
      if (row.folder) {
        setExpanded([row.id], !row.expanded);
        return;
      }
      if (row.entry) onOpen?.(row.entry);
    },
    [onOpen, setExpanded],
  );

  const onKeyDown = useTreeKeyboard({
    rows,
    view,
    rowAt,
    rowHeight,
    selectionMode,
    focus,
    selection,
    expansion,
    emptySegment: messages.emptySegment,
    activate,
    attach,
  });
  const mouse = useTreeMouse({ setFocusedId: focus.setFocusedId, setExpanded, selection, onOpen });
  const { setFocusedId } = focus;
  const onRowFocus = useCallback((row: ResourceTreeRow) => setFocusedId(row.id), [setFocusedId]);
  useWatchSelection(selection.keys, options.watchSelected);
  const onMoreRowVisible = useAutoLoadPages(options.autoLoadLimit);

  return {
    catalog,
    view,
    filters,
    filterKey,
    constraintKey,
    pending,
    matchedQuery,
    rowCount: rows.count,
    rowAt,
    focusIndex: focus.focusIndex,
    rowHeight,
    selectionMode,
    selectedKeys: selection.keys,
    setSelectedKeys: selection.setKeys,
    messages,
    formatters,
    label: options.label ?? messages.label,
    setScrollToIndex: focus.setScrollToIndex,
    onKeyDown,
    ...mouse,
    onRowFocus,
    registerRow: focus.registerRow,
    clearFilters: options.onClearFilters,
    resolve,
    attach,
    reveal,
    onMoreRowVisible,
  };
}

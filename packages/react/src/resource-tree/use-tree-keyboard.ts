'use client';

import { ROOT_NODE_ID, type ResourceTreeRows, type ResourceTreeView } from '@mcp-resource-kit/core';
import { useCallback, type KeyboardEvent } from 'react';
import type { SelectionMode } from '@mcp-resource-kit/core';
import type { ResourceTreeRow } from './resource-tree-context.js';
import { treeKeyAction, type TreeDirection, type TreeKeyAction } from './tree-key-actions.js';
import type { TreeExpansion } from './use-tree-expansion.js';
import type { TreeFocus } from './use-tree-focus.js';
import type { TreeSelection } from './use-tree-selection.js';
import { treeRowLabel } from './use-tree-rows.js';
import { useTypeSelect } from './use-type-select.js';

export interface TreeKeyboardOptions {
  rows: ResourceTreeRows;
  view: ResourceTreeView;
  rowAt: (index: number) => ResourceTreeRow;
  rowHeight: number;
  selectionMode: SelectionMode;
  focus: TreeFocus;
  selection: TreeSelection;
  expansion: TreeExpansion;
  /** The label of a row whose path segment is empty. */
  emptySegment: string;
  activate: (row: ResourceTreeRow) => void;
  attach: () => void;
}

/** The tree's `onKeyDown`: the key table's actions applied to the focused row. */
export function useTreeKeyboard(options: TreeKeyboardOptions): (event: KeyboardEvent<HTMLElement>) => void {
  const { rows, view, rowAt, rowHeight, selectionMode, focus, selection, expansion, emptySegment, activate, attach } = options;
  const { focusIndex, moveFocus } = focus;
  const { setExpanded, expandedSet } = expansion;
  const typeSelect = useTypeSelect();
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || rows.count === 0) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key.length !== 1) typeSelect.reset();
      const action = treeKeyAction(event.key, event, isHorizontal(event.key) ? directionOf(event.currentTarget) : 'ltr');
      if (!action) return;
      const current = focusIndex >= 0 ? focusIndex : 0;
      const row = rowAt(current);
      const go = (index: number) => {
        const id = rows.at(Math.max(0, Math.min(rows.count - 1, index))).id;
        moveFocus(id);
        return id;
      };
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      const typeCharacter = (character: string) => {
        handled();
        const index = typeSelect.type(character, current, rows.count, (at) => {
          const node = view.node(rows.at(at).id);
          return node && treeRowLabel(view, node, emptySegment);
        });
        if (index >= 0) go(index);
      };

      const move = moveIndex(action, current, rows.count, () => Math.max(1, Math.floor((event.currentTarget.clientHeight || rowHeight * 10) / rowHeight) - 1));
      if (move !== undefined) {
        handled();
        const nextId = go(move);
        if (action.startsWith('extend-') && selectionMode === 'multiple') selection.extendToRow(row.key, nextId);
        return;
      }
      switch (action) {
        case 'expand':
          handled();
          if (!row.folder) return;
          if (!row.expanded) setExpanded([row.id], true);
          else if (current + 1 < rows.count && rows.at(current + 1).level > rows.at(current).level) go(current + 1);
          return;
        case 'collapse': {
          handled();
          const { parentId } = rows.at(current);
          if (row.folder && row.expanded) setExpanded([row.id], false);
          else if (parentId !== ROOT_NODE_ID && rows.indexOf(parentId) >= 0) moveFocus(parentId);
          return;
        }
        case 'activate':
        case 'attach':
          handled();
          if (action === 'attach') attach();
          else activate(row);
          return;
        case 'clear-selection':
          if (selection.keys.length === 0) return;
          handled();
          selection.clear();
          return;
        case 'expand-siblings':
        case 'select-siblings': {
          handled();
          const siblings = view.children(rows.at(current).parentId);
          if (action === 'expand-siblings') setExpanded(siblings.filter((id) => view.node(id)?.folder && !expandedSet.has(id)), true);
          else if (selectionMode === 'multiple') selection.toggleAll(siblings.flatMap((id) => selection.keyOfId(id) ?? []));
          return;
        }
        case 'type':
          typeCharacter(event.key);
          return;
        default:
          // Space: a space within a type-ahead word is part of the word.
          if (typeSelect.typing()) {
            if (!event.ctrlKey && !event.metaKey && !event.altKey) typeCharacter(' ');
            return;
          }
          handled();
          if (action === 'extend-selection' && row.key && selectionMode === 'multiple') selection.extendTo(row.key, true);
          else if (row.key) selection.toggle(row.key);
          else row.status?.action?.();
      }
    },
    [rows, view, rowAt, rowHeight, selectionMode, focusIndex, moveFocus, selection, setExpanded, expandedSet, emptySegment, activate, attach, typeSelect],
  );
}

/** The row a move action goes to (clamped later), or undefined for other actions; `pageSize` is read only for page moves. */
function moveIndex(action: TreeKeyAction, current: number, count: number, pageSize: () => number): number | undefined {
  switch (action.replace('extend-', '')) {
    case 'next':
      return current + 1;
    case 'previous':
      return current - 1;
    case 'page-down':
      return current + pageSize();
    case 'page-up':
      return current - pageSize();
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    default:
      return undefined;
  }
}

function isHorizontal(key: string): boolean {
  return key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * The direction the tree's text runs in, as the page lays it out: from `dir` on the tree or any
 * ancestor, or the CSS `direction`. Read when an arrow key needs it, so it follows a page that
 * switches language without the tree rendering again.
 */
function directionOf(element: HTMLElement): TreeDirection {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

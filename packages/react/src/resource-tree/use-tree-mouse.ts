'use client';

import type { ResourceEntry } from '@mcp-resource-kit/core';
import { useCallback, type MouseEvent } from 'react';
import type { ResourceTreeRow } from './resource-tree-context.js';
import type { TreeSelection } from './use-tree-selection.js';

export interface TreeMouseOptions {
  setFocusedId: (id: string) => void;
  setExpanded: (ids: readonly string[], open: boolean) => void;
  selection: Pick<TreeSelection, 'selectOnly' | 'toggle' | 'extendTo'>;
  onOpen: ((entry: ResourceEntry) => void) | undefined;
}

/** What clicks on a row, its toggle and its checkbox do. */
export interface TreeMouse {
  /** Selects the row (Shift: the range, Ctrl/⌘: toggles); a folder without a resource toggles. */
  onRowClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  /** Opens the row's resource or template. */
  onRowDoubleClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  onToggleClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
  /** Toggles the row's selection (Shift: adds the range). */
  onCheckboxClick: (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => void;
}

/** The tree's pointer handlers; every click also gives the clicked row the tab stop. */
export function useTreeMouse({ setFocusedId, setExpanded, selection, onOpen }: TreeMouseOptions): TreeMouse {
  const { selectOnly, toggle, extendTo } = selection;
  const onRowClick = useCallback(
    (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => {
      setFocusedId(row.id);
      if (row.status) {
        row.status.action?.();
        return;
      }
      if (!row.key) {
        if (row.folder) setExpanded([row.id], !row.expanded);
        return;
      }
      if (event.shiftKey) extendTo(row.key, event.ctrlKey || event.metaKey);
      else if (event.ctrlKey || event.metaKey) toggle(row.key);
      else selectOnly(row.key);
    },
    [setFocusedId, setExpanded, extendTo, toggle, selectOnly],
  );
  const onRowDoubleClick = useCallback(
    (row: ResourceTreeRow) => {
      if (row.entry) onOpen?.(row.entry);
    },
    [onOpen],
  );
  const onToggleClick = useCallback(
    (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      setFocusedId(row.id);
      if (row.folder) setExpanded([row.id], !row.expanded);
    },
    [setFocusedId, setExpanded],
  );
  const onCheckboxClick = useCallback(
    (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      setFocusedId(row.id);
      if (!row.key) return;
      if (event.shiftKey) extendTo(row.key, true);
      else toggle(row.key);
    },
    [setFocusedId, extendTo, toggle],
  );
  return { onRowClick, onRowDoubleClick, onToggleClick, onCheckboxClick };
}

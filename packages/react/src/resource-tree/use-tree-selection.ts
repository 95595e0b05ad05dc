'use client';

import { parseResourceKey, resourceKey, type ResourceItemEntry, type ResourceTreeRows, type ResourceTreeView } from '@mcp-resource-kit/core';
import { useCallback, useRef } from 'react';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { toggleKey, unionKeys, type SelectionMode } from '@mcp-resource-kit/core';
import { useSelectionState } from '../selection/use-selection-state.js';

const NO_KEYS: readonly string[] = Object.freeze([]);

/** The root's props for the selection (see `ResourceTreeRootProps`). */
export interface TreeSelectionProps {
  selectionMode: SelectionMode;
  selectedKeys: readonly string[] | undefined;
  defaultSelectedKeys: readonly string[] | undefined;
  onSelectionChange: ((keys: readonly string[]) => void) | undefined;
}

/** The selected resources and the ways clicks and keys change them. */
export interface TreeSelection {
  /** Selected keys (`resourceKey(serverId, uri)`). */
  keys: readonly string[];
  set: ReadonlySet<string>;
  setKeys: (keys: readonly string[] | ((previous: readonly string[]) => readonly string[])) => void;
  /** The selection key of a row's resource; undefined for rows that are not resources. */
  keyOfId: (id: string) => string | undefined;
  /** Selects only `key`, and makes it the anchor of ranges. */
  selectOnly: (key: string) => void;
  /** Adds or removes `key` (in `single` mode: selects it or nothing). */
  toggle: (key: string) => void;
  /** Selects the rows from the anchor to `key`; `additive` keeps what was selected besides. */
  extendTo: (key: string, additive: boolean) => void;
  /** Extends the selection from the row with key `fromKey` (the anchor when there is none yet) to the row `toId`. */
  extendToRow: (fromKey: string | undefined, toId: string) => void;
  /** Unselects everything and forgets the anchor. */
  clear: () => void;
  /** Selects `keys`, or unselects them when every one is selected. */
  toggleAll: (keys: readonly string[]) => void;
  /** Resolves keys to the resources they name, remembered ones included. */
  resolve: (keys: readonly string[]) => ResourceItemEntry[];
  /** Keeps a selected resource, so that it can still be attached after the server drops it. */
  remember: (key: string, entry: ResourceItemEntry) => void;
}

/**
 * The tree's selection: by resource key, so it outlives refreshes, pages and filters, with an
 * anchor for ranges over the visible rows (Shift+click, Shift+↑/↓).
 */
export function useTreeSelection(catalog: ResourceCatalog, view: ResourceTreeView, rows: ResourceTreeRows, options: TreeSelectionProps): TreeSelection {
  const { selectionMode } = options;
  const selection = useSelectionState({ ...options, caller: 'ResourceTree.Root' });
  const setKeys = selection.setKeys;
  const anchor = useRef<{ key: string; base: readonly string[] } | undefined>(undefined);
  const lastSeen = useRef(new Map<string, ResourceItemEntry>());
  const resolve = useCallback(
    (keys: readonly string[]) =>
      keys.flatMap((key) => {
        const entry = catalog.model.resourceByKey(key) ?? lastSeen.current.get(key);
        if (entry) lastSeen.current.set(key, entry);
        return entry ? [entry] : [];
      }),
    [catalog.model],
  );
  const remember = useCallback((key: string, entry: ResourceItemEntry) => {
    lastSeen.current.set(key, entry);
  }, []);

  const latestView = useRef(view);
  latestView.current = view;
  const keyOfId = useCallback((id: string): string | undefined => {
    const entry = latestView.current.node(id)?.entry;
    return entry?.kind === 'resource' ? resourceKey(entry.serverId, entry.resource.uri) : undefined;
  }, []);
  /** The keys of the rows from the row of `anchor` to the row of `focus`; just `focus` when `anchor` has no row. */
  const keyRange = useCallback(
    (anchorKey: string, focusKey: string): string[] => {
      const rowOf = (key: string) => {
        const parsed = parseResourceKey(key);
        const id = parsed && catalog.model.nodeIdOfResource(parsed.serverId, parsed.uri);
        return id === undefined ? -1 : rows.indexOf(id);
      };
      const to = rowOf(focusKey);
      if (to < 0) return [];
      const from = rowOf(anchorKey);
      if (from < 0) return [focusKey];
      return rows.ids(Math.min(from, to), Math.max(from, to) + 1).flatMap((id) => {
        const key = keyOfId(id);
        return key === undefined ? [] : [key];
      });
    },
    [rows, catalog.model, keyOfId],
  );

  const selectOnly = useCallback(
    (key: string) => {
      anchor.current = { key, base: NO_KEYS };
      setKeys([key]);
    },
    [setKeys],
  );
  const toggle = useCallback(
    (key: string) => {
      if (selectionMode === 'single') {
        anchor.current = { key, base: NO_KEYS };
        setKeys((previous) => (previous.includes(key) ? NO_KEYS : [key]));
        return;
      }
      setKeys((previous) => {
        const next = toggleKey(previous, key);
        anchor.current = { key, base: next.filter((selected) => selected !== key) };
        return next;
      });
    },
    [selectionMode, setKeys],
  );
  const extendTo = useCallback(
    (key: string, additive: boolean) => {
      if (selectionMode === 'single') {
        selectOnly(key);
        return;
      }
      setKeys((previous) => {
        const start = anchor.current ?? { key, base: additive ? previous : NO_KEYS };
        anchor.current = start;
        return unionKeys(additive ? unionKeys(start.base, previous) : start.base, keyRange(start.key, key));
      });
    },
    [selectionMode, selectOnly, setKeys, keyRange],
  );
  const selected = selection.keys;
  const extendToRow = useCallback(
    (fromKey: string | undefined, toId: string) => {
      const key = keyOfId(toId);
      if (!key) return;
      if (!anchor.current) {
        const startKey = fromKey ?? key;
        anchor.current = { key: startKey, base: selected.filter((other) => other !== startKey) };
      }
      extendTo(key, false);
    },
    [keyOfId, selected, extendTo],
  );
  const clear = useCallback(() => {
    anchor.current = undefined;
    setKeys(NO_KEYS);
  }, [setKeys]);
  const toggleAll = useCallback(
    (keys: readonly string[]) =>
      setKeys((previous) => {
        const everySelected = keys.length > 0 && keys.every((key) => previous.includes(key));
        return everySelected ? previous.filter((key) => !keys.includes(key)) : unionKeys(previous, keys);
      }),
    [setKeys],
  );
  return { keys: selection.keys, set: selection.set, setKeys, keyOfId, selectOnly, toggle, extendTo, extendToRow, clear, toggleAll, resolve, remember };
}

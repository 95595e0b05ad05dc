'use client';

import { ROOT_NODE_ID, serverNodeId } from '@mcp-resource-kit/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useControllableState } from '../internal/use-controllable-state.js';
import { unionKeys, withRowExpanded } from '@mcp-resource-kit/core';
import type { TreeView } from './use-tree-view.js';

/** Folders the user opened and closed under the current filters, on top of those the filters open. */
interface FolderToggles {
  opened: ReadonlySet<string>;
  closed: ReadonlySet<string>;
}

const NO_KEYS: readonly string[] = Object.freeze([]);
/** The user's toggles under filters nobody toggled a folder under: the same object, so that what depends on them stays. */
const NO_TOGGLES: FolderToggles = { opened: new Set(), closed: new Set() };
/** Folders opened automatically to show what a filter matched, at most. */
const AUTO_EXPAND_LIMIT = 200;

/** The root's props for open folders (see `ResourceTreeRootProps`). */
export interface TreeExpansionProps {
  expandedKeys: readonly string[] | undefined;
  defaultExpandedKeys: readonly string[] | undefined;
  onExpandedChange: ((keys: readonly string[]) => void) | undefined;
}

/** Which folders are open. */
export interface TreeExpansion {
  /** The open node ids, in the order they were opened. */
  expanded: readonly string[];
  expandedSet: ReadonlySet<string>;
  /**
   * The open folders that the user opened, not those a filter opened by itself: the directories the
   * tree reads. Typing a filter never reads a directory (a request to the server at each keystroke
   * that shows one, and a new catalog version with everything worked out for the last one to do again).
   */
  opened: readonly string[];
  /** Opens (`open`) or closes the rows `ids`: every folder each row stands for when it is a compacted chain. */
  setExpanded: (ids: readonly string[], open: boolean) => void;
}

/**
 * The tree's open folders under the filters of `view`: controlled or not, with servers opening as they arrive. While filtering,
 * folders holding matches open by themselves; the user's own toggles apply on top and are forgotten
 * when the filters change, so clearing them restores the unfiltered layout.
 */
export function useTreeExpansion(catalog: ResourceCatalog, { view, active, filterKey }: TreeView, options: TreeExpansionProps): TreeExpansion {
  const autoExpandServers = options.expandedKeys === undefined && options.defaultExpandedKeys === undefined;
  // Servers known at mount start open, so the first render shows their rows; later ones open as they come.
  const [initialServers] = useState(() => (autoExpandServers ? catalog.servers.map((server) => server.id) : []));
  const [expandedKeys, setExpandedKeys] = useControllableState<readonly string[]>({
    value: options.expandedKeys,
    defaultValue: options.defaultExpandedKeys ?? (initialServers.length > 0 ? initialServers.map(serverNodeId) : NO_KEYS),
    onChange: options.onExpandedChange,
    caller: 'ResourceTree.Root',
  });
  const seenServers = useRef(new Set(initialServers));
  const serverIds = catalog.servers.map((server) => server.id).join('\u0000');
  useLayoutEffect(() => {
    if (!autoExpandServers) return;
    const fresh = catalog.servers.map((server) => server.id).filter((id) => !seenServers.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) seenServers.current.add(id);
    setExpandedKeys((previous) => unionKeys(previous, fresh.map(serverNodeId)));
  }, [serverIds, autoExpandServers]); // eslint-disable-line react-hooks/exhaustive-deps -- serverIds stands for catalog.servers

  const [filteredToggles, setFilteredToggles] = useState<{ filterKey: string; opened: Set<string>; closed: Set<string> }>({
    filterKey,
    opened: new Set(),
    closed: new Set(),
  });
  // Other filters have no toggles yet: the same empty ones, so a keystroke whose matches are still
  // coming (the view unchanged) keeps the open folders and the rows, instead of laying them out again.
  const toggles = filteredToggles.filterKey === filterKey ? filteredToggles : NO_TOGGLES;
  const autoOpened = useMemo(
    () => (active ? unionKeys(view.children(ROOT_NODE_ID), view.foldersWithMatches(AUTO_EXPAND_LIMIT)) : []),
    [active, view],
  );
  const expanded = useMemo(() => {
    if (!active) return expandedKeys;
    return unionKeys(autoOpened, [...toggles.opened]).filter((id) => !toggles.closed.has(id));
  }, [active, expandedKeys, autoOpened, toggles]);
  const expandedSet = useMemo(() => new Set(expanded), [expanded]);
  const opened = useMemo(() => {
    if (!active) return expandedKeys;
    const own = new Set([...expandedKeys, ...toggles.opened]);
    return expanded.filter((id) => own.has(id));
  }, [active, expanded, expandedKeys, toggles]);

  const setExpanded = useCallback(
    (ids: readonly string[], open: boolean) => {
      if (ids.length === 0) return;
      if (!active) {
        // Every folder of a compacted row, so that a chain a later page breaks stays as open as the row was.
        setExpandedKeys((previous) => {
          const before = new Set(previous);
          let next: ReadonlySet<string> = before;
          for (const id of ids) next = withRowExpanded(next, view, id, open);
          return next === before ? previous : [...next];
        });
        return;
      }
      const folders = ids.flatMap((id) => view.mergedIds(id));
      setFilteredToggles((previous) => {
        const base = previous.filterKey === filterKey ? previous : { filterKey, opened: new Set<string>(), closed: new Set<string>() };
        const opened = new Set(base.opened);
        const closed = new Set(base.closed);
        for (const id of folders) {
          if (open) {
            opened.add(id);
            closed.delete(id);
          } else {
            closed.add(id);
            opened.delete(id);
          }
        }
        return { filterKey, opened, closed };
      });
    },
    [active, filterKey, setExpandedKeys, view],
  );
  return { expanded, expandedSet, opened, setExpanded };
}

'use client';

import {
  DEFAULT_FILTERS,
  ROOT_NODE_ID,
  distinctLabel,
  ResourceTreeRows,
  ResourceTreeView,
  filterEntries,
  foldText,
  prepareFacets,
  hasActiveFilters,
  needsSignIn,
  parseResourceKey,
  prepareQuery,
  resourceKey,
  serializeFilters,
  serverNodeId,
  templateNodeId,
  type ResourceEntry,
  type ResourceFilterValue,
  type ResourceItemEntry,
  type ResourceTreeNode,
  type ResourceTreeRowPlace,
} from '@mcp-resource-kit/core';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { whenIdle } from '../internal/when-idle.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { isConnected } from '../provider/server-registry.js';
import { useResourceKit, useServerConnections } from '../provider/use-resource-kit.js';
import { matchMembers, useEntryMatches } from '../catalog/use-entry-matches.js';
import { toggleKey, unionKeys, type SelectionMode } from '../selection/selection.js';
import { useSelectionState } from '../selection/use-selection-state.js';
import { RESOURCE_TREE_MESSAGES } from './messages.js';
import type { ResourceTreeContextValue, ResourceTreeRow, ResourceTreeStatus } from './resource-tree-context.js';
import { useDirectoryReads } from './use-directory-reads.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';

/** What the tree needs from its props (see `ResourceTreeRootProps`). */
export interface ResourceTreeStateOptions {
  catalog: ResourceCatalog;
  filters: ResourceFilterValue | undefined;
  onClearFilters: (() => void) | undefined;
  selectionMode: SelectionMode;
  selectedKeys: readonly string[] | undefined;
  defaultSelectedKeys: readonly string[] | undefined;
  onSelectionChange: ((keys: readonly string[]) => void) | undefined;
  expandedKeys: readonly string[] | undefined;
  defaultExpandedKeys: readonly string[] | undefined;
  onExpandedChange: ((keys: readonly string[]) => void) | undefined;
  onOpen: ((entry: ResourceEntry) => void) | undefined;
  onAttach: ((resources: ResourceItemEntry[]) => void) | undefined;
  rowHeight: number;
  autoLoadLimit: number;
  watchSelected: boolean;
  label: string | undefined;
}

type RowData = { type: 'node'; node: ResourceTreeNode } | { type: 'status'; status: ResourceTreeStatus };

const NO_KEYS: readonly string[] = Object.freeze([]);
const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);
/** Folders opened automatically to show what a filter matched, at most. */
const AUTO_EXPAND_LIMIT = 200;
/** Selected resources watched for changes at most, so a select-all cannot open thousands of subscriptions. */
const WATCH_LIMIT = 50;
const TYPE_AHEAD_RESET_MS = 700;

/** Everything `ResourceTree.Root` provides to its parts. */
export function useResourceTreeState(options: ResourceTreeStateOptions): ResourceTreeContextValue {
  const { catalog, selectionMode, rowHeight, onOpen, onAttach } = options;
  // A new query is matched against every entry, so the tree follows it as a transition that never
  // holds up typing in a filter field. The other constraints take whole facet groups, a few
  // milliseconds for 100,000 entries: the tree shows them in the render that sets them.
  const given = options.filters ?? DEFAULT_FILTERS;
  const deferredQuery = useDeferredValue(given.query);
  const filters = useMemo(() => (given.query === deferredQuery ? given : { ...given, query: deferredQuery }), [given, deferredQuery]);
  const messages = useMessages('resourceTree', RESOURCE_TREE_MESSAGES);
  const formatters = useFormatters();

  // ── Filtering ───────────────────────────────────────────────────────────
  const filterKey = useMemo(() => serializeFilters(filters).toString(), [filters]);
  // Without a query nothing is matched, and reading every entry would only delay the first rows.
  const matches = useEntryMatches(hasQuery(filters.query) ? catalog.entries : NO_ENTRIES, filters.query);
  const active = hasActiveFilters(filters);
  const now = useMemo(() => Date.now(), [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps -- "now" is fixed per filter value
  const view = useMemo(() => {
    if (!active) return new ResourceTreeView(catalog.model, { sort: filters.sort });
    // The catalog's entries come grouped by facet values: a MIME family or server facet keeps whole groups.
    const queryMatches = matches.set ? matchMembers(matches.set) : new Set<ResourceEntry>();
    const { groups } = filterEntries(catalog.entries, filters, { now, queryMatches });
    return new ResourceTreeView(catalog.model, { matches: groups, sort: filters.sort });
  }, [catalog.model, catalog.version, filterKey, active, now, matches.set]); // eslint-disable-line react-hooks/exhaustive-deps -- version identifies the model's content, filterKey the filters
  // Once the model has placed everything, idle slices find the nodes of each facet group and sort
  // the folders, so that choosing a facet only marks nodes.
  useEffect(
    () =>
      whenIdle((budgetMs) => {
        const deadline = performance.now() + budgetMs;
        const left = () => deadline - performance.now();
        if (!catalog.model.prepare(budgetMs) || left() < 1) return false;
        const entries = catalog.model.entries();
        if (!prepareFacets(entries, left()) || left() < 1) return false;
        return ResourceTreeView.prepare(catalog.model, filterEntries(entries, DEFAULT_FILTERS).groups, left());
      }),
    [catalog.model, catalog.version],
  );
  // Rows show dates, and the Intl formatters for them take milliseconds to make: made in idle time,
  // not in the first filter click or scroll that shows a date.
  useEffect(
    () =>
      whenIdle(() => {
        formatters.relativeTime(0);
        formatters.dateTime(0);
        return true;
      }),
    [formatters],
  );

  // ── Expansion ───────────────────────────────────────────────────────────
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

  // While filtering, folders holding matches open by themselves; the user's own toggles apply on top
  // and are forgotten when the filters change, so clearing them restores the unfiltered layout.
  const [filteredToggles, setFilteredToggles] = useState<{ filterKey: string; opened: Set<string>; closed: Set<string> }>({
    filterKey,
    opened: new Set(),
    closed: new Set(),
  });
  const toggles = useMemo(
    () => (filteredToggles.filterKey === filterKey ? filteredToggles : { filterKey, opened: new Set<string>(), closed: new Set<string>() }),
    [filteredToggles, filterKey],
  );
  const autoOpened = useMemo(
    () => (active ? unionKeys(view.children(ROOT_NODE_ID), view.foldersWithMatches(AUTO_EXPAND_LIMIT)) : []),
    [active, view],
  );
  const effectiveExpanded = useMemo(() => {
    if (!active) return expandedKeys;
    return unionKeys(autoOpened, [...toggles.opened]).filter((id) => !toggles.closed.has(id));
  }, [active, expandedKeys, autoOpened, toggles]);
  const expandedSet = useMemo(() => new Set(effectiveExpanded), [effectiveExpanded]);

  const setExpanded = useCallback(
    (ids: readonly string[], open: boolean) => {
      if (ids.length === 0) return;
      if (!active) {
        setExpandedKeys((previous) => (open ? unionKeys(previous, ids) : previous.filter((key) => !ids.includes(key))));
        return;
      }
      setFilteredToggles((previous) => {
        const base = previous.filterKey === filterKey ? previous : { filterKey, opened: new Set<string>(), closed: new Set<string>() };
        const opened = new Set(base.opened);
        const closed = new Set(base.closed);
        for (const id of ids) {
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
    [active, filterKey, setExpandedKeys],
  );

  // ── Directory reads ─────────────────────────────────────────────────────
  const openDirectories = useMemo(() => {
    const list: Array<{ serverId: string; uri: string; nodeId: string }> = [];
    for (const id of effectiveExpanded) {
      const node = catalog.model.node(id);
      if (node?.directory && node.entry?.kind === 'resource') list.push({ serverId: node.serverId, uri: node.entry.resource.uri, nodeId: id });
    }
    return list;
  }, [effectiveExpanded, catalog.model, catalog.version]); // eslint-disable-line react-hooks/exhaustive-deps -- version identifies the model's content
  const directoryReads = useDirectoryReads(catalog.model, openDirectories);

  // ── Status rows ─────────────────────────────────────────────────────────
  const statusRows = new Map<string, ResourceTreeStatus>();
  const statusChildren = new Map<string, string[]>();
  const addStatus = (parentId: string, id: string, status: ResourceTreeStatus) => {
    statusRows.set(id, status);
    const list = statusChildren.get(parentId) ?? [];
    list.push(id);
    statusChildren.set(parentId, list);
  };
  const emptyKind = active ? 'no-matches' : 'empty';
  for (const server of catalog.servers) {
    const parentId = serverNodeId(server.id);
    const { resources, templates } = server;
    const status = (kind: ResourceTreeStatus['kind'], extra: Partial<ResourceTreeStatus> = {}): ResourceTreeStatus => ({
      kind,
      serverId: server.id,
      source: 'resources',
      error: undefined,
      loaded: resources.count,
      fetching: resources.isFetchingNextPage,
      action: undefined,
      ...extra,
    });
    const visibleChildren = view.children(parentId).length;
    const connectionFailed = resources.connection === 'error';
    if ((resources.status === 'connecting' || resources.status === 'pending') && visibleChildren === 0) {
      addStatus(parentId, `x\u0000loading\u0000${parentId}`, status('loading', { source: resources.status === 'connecting' ? 'connection' : 'resources' }));
    }
    if (resources.status === 'error' && connectionFailed && needsSignIn(resources.error)) {
      // The retry connects again in the click's own task, so the sign-in popup may open.
      addStatus(parentId, `x\u0000sign-in\u0000${parentId}`, status('sign-in', { source: 'connection', error: resources.error, action: resources.retry }));
    } else if (resources.status === 'error') {
      addStatus(parentId, `x\u0000error\u0000${parentId}`, status('error', { source: connectionFailed ? 'connection' : 'resources', error: resources.error, action: resources.retry }));
    }
    if (templates?.status === 'error' && !connectionFailed && templates.error?.kind !== 'unsupported') {
      addStatus(parentId, `x\u0000error-templates\u0000${parentId}`, status('error', { source: 'templates', error: templates.error, action: templates.retry }));
    }
    if (resources.status === 'success' && (resources.hasNextPage || resources.isFetchingNextPage)) {
      addStatus(parentId, `x\u0000more\u0000${parentId}`, status('more', { action: () => void resources.fetchNextPage() }));
    }
    const settled = resources.status === 'success' && (templates === undefined || templates.status === 'success' || templates.status === 'error');
    if (settled && visibleChildren === 0 && !resources.hasNextPage && !statusChildren.has(parentId)) {
      addStatus(parentId, `x\u0000${emptyKind}\u0000${parentId}`, status(emptyKind));
    }
  }
  for (const directory of openDirectories) {
    const read = directoryReads.get(`${directory.serverId}\u0000${directory.uri}`);
    if (!read) continue;
    const base: ResourceTreeStatus = { kind: 'loading', serverId: directory.serverId, source: 'directory', error: undefined, loaded: 0, fetching: false, action: undefined };
    if (read.status === 'pending') addStatus(directory.nodeId, `x\u0000loading\u0000${directory.nodeId}`, base);
    else if (read.status === 'error') addStatus(directory.nodeId, `x\u0000error\u0000${directory.nodeId}`, { ...base, kind: 'error', error: read.error, action: read.retry });
    else if (view.children(directory.nodeId).length === 0) addStatus(directory.nodeId, `x\u0000${emptyKind}\u0000${directory.nodeId}`, { ...base, kind: emptyKind });
  }
  const statusSignature = [...statusRows].map(([id, status]) => `${id}:${status.loaded}:${status.fetching}`).join('|');
  const latest = useRef({ view, statusRows });
  latest.current = { view, statusRows };

  // ── Rows: the tree flattened lazily ─────────────────────────────────────
  // Only the rows asked for (those on screen) are ever listed, so opening or filtering 100,000
  // resources costs what counting the rows of the open folders costs.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rows = useMemo(
    () => new ResourceTreeRows(view, { expanded: expandedSet, extraChildren: statusChildren }),
    [view, expandedSet, statusSignature], // eslint-disable-line react-hooks/exhaustive-deps -- statusSignature stands for statusChildren
  );
  const focusedRow = focusedId !== null ? rows.indexOf(focusedId) : -1;
  const focusIndex = focusedRow >= 0 ? focusedRow : rows.count > 0 ? 0 : -1;
  const tabStopId = focusIndex >= 0 ? rows.at(focusIndex).id : undefined;

  // ── Selection ───────────────────────────────────────────────────────────
  const selection = useSelectionState({
    selectedKeys: options.selectedKeys,
    defaultSelectedKeys: options.defaultSelectedKeys,
    onSelectionChange: options.onSelectionChange,
    selectionMode,
    caller: 'ResourceTree.Root',
  });
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

  const makeRow = useCallback(
    (place: ResourceTreeRowPlace): ResourceTreeRow => {
      const { id, index } = place;
      const data = rowData(latest.current, id);
      const node = data.type === 'node' ? data.node : undefined;
      const entry = node?.entry;
      const key = entry?.kind === 'resource' ? resourceKey(entry.serverId, entry.resource.uri) : undefined;
      const selected = key !== undefined && selection.set.has(key);
      // Remembered while selected, so that a selected resource the server then drops can still be attached.
      if (selected && entry?.kind === 'resource') lastSeen.current.set(key, entry);
      return {
        id,
        index,
        level: place.level,
        posInSet: place.posInSet,
        setSize: place.setSize,
        node,
        status: data.type === 'status' ? data.status : undefined,
        entry,
        key,
        label: rowLabel(data, latest.current.view, messages.emptySegment),
        folder: node?.folder ?? false,
        expanded: node?.folder ? expandedSet.has(id) : false,
        selectable: key !== undefined,
        selected,
        focused: id === tabStopId,
      };
    },
    [expandedSet, selection.set, tabStopId, messages.emptySegment],
  );
  // A new row object on every call: the list keeps the ones it rendered last when nothing changed.
  // (A cache here would keep every row a fling passes alive long enough to reach the old generation.)
  const rowAt = useCallback((index: number) => makeRow(rows.at(index)), [rows, makeRow]);

  // ── Focus management ────────────────────────────────────────────────────
  const rowElements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | undefined>(undefined);
  const registerRow = useCallback((id: string, element: HTMLElement | null) => {
    if (!element) {
      rowElements.current.delete(id);
      return;
    }
    rowElements.current.set(id, element);
    // The row focus was moved to may mount only when the list renders it after scrolling, in a
    // render of its own: take focus as it arrives.
    if (pendingFocus.current === id) {
      pendingFocus.current = undefined;
      if (document.activeElement !== element) element.focus({ preventScroll: true });
    }
  }, []);
  const scrollToIndex = useRef<((index: number) => void) | undefined>(undefined);
  const setScrollToIndex = useCallback((scroll: ((index: number) => void) | undefined) => {
    scrollToIndex.current = scroll;
  }, []);
  const moveFocus = useCallback(
    (id: string) => {
      pendingFocus.current = id;
      setFocusedId(id);
      const index = rows.indexOf(id);
      if (index >= 0) scrollToIndex.current?.(index);
    },
    [rows],
  );
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === undefined) return;
    const element = rowElements.current.get(id);
    if (!element) {
      const index = rows.indexOf(id);
      if (index >= 0) scrollToIndex.current?.(index);
      return;
    }
    pendingFocus.current = undefined;
    if (document.activeElement !== element) element.focus({ preventScroll: true });
  });

  // ── Selection operations ────────────────────────────────────────────────
  /** The selection key of a row's resource. */
  const keyOfId = useCallback((id: string): string | undefined => {
    const entry = latest.current.view.node(id)?.entry;
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

  const setSelection = selection.setKeys;
  const selectOnly = useCallback(
    (key: string) => {
      anchor.current = { key, base: NO_KEYS };
      setSelection([key]);
    },
    [setSelection],
  );
  const toggle = useCallback(
    (key: string) => {
      if (selectionMode === 'single') {
        anchor.current = { key, base: NO_KEYS };
        setSelection((previous) => (previous.includes(key) ? NO_KEYS : [key]));
        return;
      }
      setSelection((previous) => {
        const next = toggleKey(previous, key);
        anchor.current = { key, base: next.filter((selected) => selected !== key) };
        return next;
      });
    },
    [selectionMode, setSelection],
  );
  const extendTo = useCallback(
    (key: string, additive: boolean) => {
      if (selectionMode === 'single') {
        selectOnly(key);
        return;
      }
      setSelection((previous) => {
        const start = anchor.current ?? { key, base: additive ? previous : NO_KEYS };
        anchor.current = start;
        return unionKeys(additive ? unionKeys(start.base, previous) : start.base, keyRange(start.key, key));
      });
    },
    [selectionMode, selectOnly, setSelection, keyRange],
  );

  const attach = useCallback(() => {
    if (!onAttach) return;
    let resources = resolve(selection.keys);
    if (resources.length === 0 && tabStopId !== undefined) {
      const key = keyOfId(tabStopId);
      resources = key ? resolve([key]) : [];
    }
    if (resources.length > 0) onAttach(resources);
  }, [onAttach, resolve, selection.keys, tabStopId, keyOfId]);

  // ── Watching the selection for the live indicator ───────────────────────
  const { registry } = useResourceKit();
  const serverStates = useServerConnections();
  const readyServers = serverStates.filter(isConnected).map((state) => state.id).join('\u0000');
  const watchedKeys = options.watchSelected ? selection.keys.slice(0, WATCH_LIMIT).join('\u0001') : '';
  useEffect(() => {
    if (watchedKeys === '') return;
    const releases = watchedKeys.split('\u0001').flatMap((key) => {
      const parsed = parseResourceKey(key);
      const release = parsed ? registry.live(parsed.serverId)?.retain(parsed.uri) : undefined;
      return release ? [release] : [];
    });
    return () => releases.forEach((release) => release());
  }, [registry, watchedKeys, readyServers]);

  // ── Auto-loading pages while the "more" row is in view ──────────────────
  const requested = useRef(new Map<string, number>());
  const onMoreRowVisible = useCallback(
    (status: ResourceTreeStatus) => {
      if (status.fetching || status.loaded >= options.autoLoadLimit || !status.action) return;
      // One request per page: the row stays in view while the page is on its way.
      if (requested.current.get(status.serverId) === status.loaded) return;
      requested.current.set(status.serverId, status.loaded);
      status.action();
    },
    [options.autoLoadLimit],
  );

  // ── Revealing an entry (e.g. one picked in the search palette) ─────────
  const reveal = useCallback(
    (entry: ResourceEntry) => {
      const id = entry.kind === 'resource' ? catalog.model.nodeIdOfResource(entry.serverId, entry.resource.uri) : templateNodeId(entry.serverId, entry.template.uriTemplate);
      if (id === undefined || !catalog.model.node(id)) return false;
      const ancestors: string[] = [];
      for (let parent = catalog.model.node(id)?.parentId; parent !== undefined && parent !== ROOT_NODE_ID; parent = catalog.model.node(parent)?.parentId) {
        ancestors.push(parent);
      }
      setExpanded(ancestors.filter((ancestor) => !expandedSet.has(ancestor)), true);
      pendingFocus.current = id;
      setFocusedId(id);
      // A dialog that just closed puts focus back where it was a tick later; take it after that.
      setTimeout(() => setTimeout(() => rowElements.current.get(id)?.focus({ preventScroll: true }), 0), 0);
      return true;
    },
    [catalog.model, setExpanded, expandedSet],
  );

  // ── Activation ──────────────────────────────────────────────────────────
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

  // ── Keyboard ────────────────────────────────────────────────────────────
  const typeAhead = useRef({ text: '', at: 0 });
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || rows.count === 0) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const current = focusIndex >= 0 ? focusIndex : 0;
      const row = rowAt(current);
      const command = event.ctrlKey || event.metaKey;
      const go = (index: number) => {
        const clamped = Math.max(0, Math.min(rows.count - 1, index));
        const id = rows.at(clamped).id;
        moveFocus(id);
        return id;
      };
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      const pageSize = Math.max(1, Math.floor((event.currentTarget.clientHeight || rowHeight * 10) / rowHeight) - 1);

      const extendSelection = (nextId: string) => {
        const key = keyOfId(nextId);
        if (!key) return;
        if (!anchor.current) {
          const startKey = row.key ?? key;
          anchor.current = { key: startKey, base: selection.keys.filter((selected) => selected !== startKey) };
        }
        extendTo(key, false);
      };

      // Any key but a character ends a type-ahead word: "f", →, "p" looks for "p", not "fp".
      if (event.key.length !== 1) typeAhead.current = { text: '', at: 0 };

      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          handled();
          const nextId = go(current + (event.key === 'ArrowDown' ? 1 : -1));
          if (event.shiftKey && selectionMode === 'multiple') extendSelection(nextId);
          return;
        }
        case 'PageDown':
        case 'PageUp': {
          handled();
          go(current + (event.key === 'PageDown' ? pageSize : -pageSize));
          return;
        }
        case 'Home':
        case 'End': {
          handled();
          const nextId = go(event.key === 'Home' ? 0 : rows.count - 1);
          if (event.shiftKey && command && selectionMode === 'multiple') extendSelection(nextId);
          return;
        }
        case 'ArrowRight': {
          handled();
          if (!row.folder) return;
          if (!row.expanded) setExpanded([row.id], true);
          else if (current + 1 < rows.count && rows.at(current + 1).level > rows.at(current).level) go(current + 1);
          return;
        }
        case 'ArrowLeft': {
          handled();
          if (row.folder && row.expanded) setExpanded([row.id], false);
          else {
            const { parentId } = rows.at(current);
            if (parentId !== ROOT_NODE_ID && rows.indexOf(parentId) >= 0) moveFocus(parentId);
          }
          return;
        }
        case 'Enter': {
          handled();
          if (command) attach();
          else activate(row);
          return;
        }
        case 'Escape': {
          if (selection.keys.length === 0) return;
          handled();
          anchor.current = undefined;
          setSelection(NO_KEYS);
          return;
        }
        case '*': {
          handled();
          const { parentId } = rows.at(current);
          const closedSiblings = view.children(parentId).filter((id) => view.node(id)?.folder && !expandedSet.has(id));
          setExpanded(closedSiblings, true);
          return;
        }
        default:
          break;
      }

      if (command && !event.altKey && (event.key === 'a' || event.key === 'A')) {
        handled();
        if (selectionMode !== 'multiple') return;
        const { parentId } = rows.at(current);
        const siblings = view.children(parentId).flatMap((id) => {
          const key = keyOfId(id);
          return key ? [key] : [];
        });
        setSelection((previous) => {
          const everySelected = siblings.length > 0 && siblings.every((key) => previous.includes(key));
          return everySelected ? previous.filter((key) => !siblings.includes(key)) : unionKeys(previous, siblings);
        });
        return;
      }

      const typing = event.key.length === 1 && !command && !event.altKey;
      const now = Date.now();
      const continuing = now - typeAhead.current.at < TYPE_AHEAD_RESET_MS && typeAhead.current.text !== '';
      if (event.key === ' ' && !continuing) {
        handled();
        if (event.shiftKey && row.key && selectionMode === 'multiple') extendTo(row.key, true);
        else if (row.key) toggle(row.key);
        else if (row.status) row.status.action?.();
        return;
      }
      if (typing) {
        handled();
        const text = (continuing ? typeAhead.current.text : '') + event.key;
        typeAhead.current = { text, at: now };
        const needle = foldText(text).folded;
        // A repeated single letter cycles through the rows starting with it.
        const repeat = text.length > 1 && [...text].every((character) => character === text[0]);
        const search = repeat ? foldText(text[0]!).folded : needle;
        const start = text.length === 1 || repeat ? current + 1 : current;
        for (let offset = 0; offset < rows.count; offset += 1) {
          const index = (start + offset) % rows.count;
          const node = view.node(rows.at(index).id);
          if (node && foldText(node.label === '' ? messages.emptySegment : node.label).folded.startsWith(search)) {
            go(index);
            break;
          }
        }
      }
    },
    [
      rows,
      focusIndex,
      rowAt,
      moveFocus,
      rowHeight,
      selectionMode,
      keyOfId,
      selection.keys,
      extendTo,
      setExpanded,
      attach,
      activate,
      setSelection,
      toggle,
      expandedSet,
      view,
      messages.emptySegment,
    ],
  );

  // ── Mouse ───────────────────────────────────────────────────────────────
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
    [setExpanded, extendTo, toggle, selectOnly],
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
    [setExpanded],
  );
  const onCheckboxClick = useCallback(
    (row: ResourceTreeRow, event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      setFocusedId(row.id);
      if (!row.key) return;
      if (event.shiftKey) extendTo(row.key, true);
      else toggle(row.key);
    },
    [extendTo, toggle],
  );
  const onRowFocus = useCallback((row: ResourceTreeRow) => {
    setFocusedId((previous) => (previous === row.id ? previous : row.id));
  }, []);

  return {
    catalog,
    view,
    filters,
    filterKey,
    pending: matches.pending,
    rowCount: rows.count,
    rowAt,
    focusIndex,
    rowHeight,
    selectionMode,
    selectedKeys: selection.keys,
    setSelectedKeys: selection.setKeys,
    messages,
    formatters,
    label: options.label ?? messages.label,
    setScrollToIndex,
    onKeyDown,
    onRowClick,
    onRowDoubleClick,
    onToggleClick,
    onCheckboxClick,
    onRowFocus,
    registerRow,
    clearFilters: options.onClearFilters,
    resolve,
    attach,
    reveal,
    onMoreRowVisible,
  };
}

const MISSING_STATUS: ResourceTreeStatus = { kind: 'empty', serverId: '', source: 'resources', error: undefined, loaded: 0, fetching: false, action: undefined };

function hasQuery(query: string): boolean {
  return prepareQuery(query).tokens.length > 0;
}

function rowData({ view, statusRows }: { view: ResourceTreeView; statusRows: ReadonlyMap<string, ResourceTreeStatus> }, id: string): RowData {
  const status = statusRows.get(id);
  if (status) return { type: 'status', status };
  const node = view.node(id);
  return node ? { type: 'node', node } : { type: 'status', status: MISSING_STATUS };
}

function rowLabel(data: RowData, view: ResourceTreeView, emptySegment: string): string {
  if (data.type === 'status') return '';
  const { node } = data;
  if (node.label === '') return emptySegment;
  if (node.type !== 'resource' || node.entry?.kind !== 'resource' || node.parentId === undefined) return node.label;
  const repeatedNames = view.repeatedLabels(node.parentId).get(node.label);
  return repeatedNames ? distinctLabel(node.entry, repeatedNames) : node.label;
}

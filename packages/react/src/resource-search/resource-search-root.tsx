'use client';

import { entryKey, type RankedEntry, type ResourceEntry, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { Command } from 'cmdk';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useResourceCatalog, type ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { RESOURCE_SEARCH_MESSAGES } from './messages.js';
import { ResourceSearchContext, ResourceSearchItemContext, useItemContextValue, type ResourceSearchContextValue, type ResourceSearchGroup } from './resource-search-context.js';
import { ResourceSearchEmpty } from './resource-search-empty.js';
import { ResourceSearchFooter } from './resource-search-footer.js';
import { ResourceSearchInput } from './resource-search-input.js';
import { ResourceSearchList } from './resource-search-list.js';
import { ResourceSearchResults } from './resource-search-results.js';
import { matchesInEngine } from '../catalog/engine-match-threshold.js';
import { primeScrollLockRef } from './prime-scroll-lock-ref.js';
import { usePreparedEntries } from './use-prepared-entries.js';
import { useSearchResults } from './use-search-results.js';

// Before anything is optimized: see prime-scroll-lock-ref.ts.
primeScrollLockRef();

const NO_SERVERS = { servers: Object.freeze([]) as readonly string[] };
const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);

/**
 * cmdk scores every item whose value changes against the query with its fuzzy matcher, even with
 * `shouldFilter={false}`; the results come ranked already, so that work is skipped.
 */
const SKIP_CMDK_SCORING = () => 1;

interface SearchOptions {
  /** The shared catalog from `useResourceCatalog()`; the palette makes its own when absent. */
  catalog?: ResourceCatalog;
  /** Limits the palette to these servers when it makes its own catalog. */
  servers?: readonly string[];
  /** The query, when controlled. */
  search?: string;
  /** The initial query, when uncontrolled. */
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  /** Enter or a click on a result. */
  onOpen?: (entry: ResourceEntry) => void;
  /** Ctrl/⌘+Enter on a resource result. */
  onAttach?: (resources: ResourceItemEntry[]) => void;
  /** Only entries passing this are offered (e.g. the facet filters). */
  filter?: (entry: ResourceEntry) => boolean;
  /** Results shown at most; the rest are counted. @default 50 */
  limit?: number;
}

/** `visible`: the palette is on screen, so a query may come at any moment. */
function useResourceSearchState(
  { catalog: givenCatalog, servers, search, defaultSearch, onSearchChange, onOpen, onAttach, filter, limit = 50 }: SearchOptions,
  visible: boolean,
  afterSelect?: () => void,
): ResourceSearchContextValue {
  const ownCatalog = useResourceCatalog(givenCatalog ? NO_SERVERS : servers ? { servers } : undefined);
  const catalog = givenCatalog ?? ownCatalog;
  const messages = useMessages('resourceSearch', RESOURCE_SEARCH_MESSAGES);
  const formatters = useFormatters();
  const [query, setQuery] = useControllableState({ value: search, defaultValue: defaultSearch ?? '', onChange: onSearchChange, caller: 'ResourceSearch' });
  const ranked = useSearchResults(catalog, query, limit, filter);
  // The page folds only what it matches itself: everything while the engine does not match (not loaded, or a catalog
  // below `matchInWorkerFrom`), then what the engine does not hold: a few templates and directory contents, picked
  // out when the palette shows, as picking them out of a million entries at every listed page cost seconds in all.
  usePreparedEntries(matchesInEngine(catalog.engine) ? (visible ? catalog.model.unlistedEntries() : NO_ENTRIES) : catalog.entries, visible);
  const labelKey = catalog.servers.map((server) => `${server.id}\u0000${server.label}`).join('\u0001');
  const results = useMemo(
    () => ({ groups: groupByServer(ranked.hits, catalog), shown: ranked.hits.length, total: ranked.total }),
    [ranked.hits, ranked.total, labelKey], // eslint-disable-line react-hooks/exhaustive-deps -- labelKey stands for the labels used
  );
  const { groups, shown, total } = results;
  // Kept per query: a page arriving while the user scrolls the results must not cut them short.
  const [allRenderedFor, setAllRenderedFor] = useState<string | undefined>(undefined);
  const renderAll = useCallback(() => setAllRenderedFor(query), [query]);
  const valueOf = useCallback((entry: ResourceEntry) => encodeURIComponent(entryKey(entry)), []);
  const open = useCallback(
    (entry: ResourceEntry) => {
      onOpen?.(entry);
      afterSelect?.();
    },
    [onOpen, afterSelect],
  );
  const attach = useCallback(
    (resources: ResourceItemEntry[]) => {
      if (resources.length === 0) return;
      onAttach?.(resources);
      afterSelect?.();
    },
    [onAttach, afterSelect],
  );
  return {
    catalog,
    query,
    setQuery,
    active: ranked.active,
    pending: ranked.pending,
    stale: ranked.stale,
    groups,
    shown,
    total,
    allRendered: allRenderedFor === query,
    renderAll,
    valueOf,
    open,
    attach,
    messages,
    formatters,
  };
}

function groupByServer(hits: RankedEntry[], catalog: ResourceCatalog): ResourceSearchGroup[] {
  const groups = new Map<string, ResourceSearchGroup>();
  for (const hit of hits) {
    const serverId = hit.entry.serverId;
    let group = groups.get(serverId);
    if (!group) {
      group = { serverId, label: catalog.servers.find((server) => server.id === serverId)?.label ?? serverId, hits: [] };
      groups.set(serverId, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/**
 * The highlighted result, controlled so that it can be moved when results change: cmdk would keep
 * pointing `aria-activedescendant` at an item that is gone. The first result is highlighted here,
 * in the same render, rather than left to cmdk, which would pick it after the commit and render
 * every result a second time.
 *
 * Results that arrive where none were shown (the catalog's engine answers after the query was
 * typed) are highlighted one commit later: cmdk tells its items of the highlight as the commit
 * ends, before items mounted in it listen, so a new item would not show itself highlighted.
 */
function useHighlighted(context: ResourceSearchContextValue) {
  const [highlighted, setHighlighted] = useState('');
  const [seenGroups, setSeenGroups] = useState(context.groups);
  const [afterMount, setAfterMount] = useState<string | undefined>(undefined);
  if (seenGroups !== context.groups) {
    setSeenGroups(context.groups);
    const present = context.groups.some((group) => group.hits.some((hit) => context.valueOf(hit.entry) === highlighted));
    const first = context.groups[0]?.hits[0];
    const next = present ? highlighted : first ? context.valueOf(first.entry) : '';
    const mounting = next !== '' && seenGroups.length === 0;
    if (mounting) setAfterMount(next);
    else if (next !== highlighted) setHighlighted(next);
  }
  useEffect(() => {
    if (afterMount === undefined) return;
    setAfterMount(undefined);
    setHighlighted(afterMount);
  }, [afterMount]);
  return [highlighted, setHighlighted] as const;
}

/**
 * Ctrl/⌘+Enter attaches the highlighted resource instead of opening it. Keys that cmdk moves to the
 * last result or to another server's results (End, ⌘↓, ⌥↑/↓, ↑ from the first result) first render
 * every result, so that cmdk finds them in the list. Enter pressed while the results shown answer an
 * earlier query (typed fast, before the catalog's engine answered) waits for the current query's
 * results and acts on the one highlighted then, rather than on a result of what was typed before.
 */
function useResultKeys(context: ResourceSearchContextValue, highlighted: string) {
  const waiting = useRef<'open' | 'attach' | undefined>(undefined);
  const act = useCallback(
    (action: 'open' | 'attach') => {
      const hits = context.groups.flatMap((group) => group.hits);
      // Results that just arrived may not have their highlight yet: it goes to the first.
      const entry = (hits.find((hit) => context.valueOf(hit.entry) === highlighted) ?? hits[0])?.entry;
      if (!entry) return;
      if (action === 'open') context.open(entry);
      else if (entry.kind === 'resource') context.attach([entry]);
    },
    [context, highlighted],
  );
  useEffect(() => {
    if (!context.active) waiting.current = undefined;
    if (context.stale || !waiting.current) return;
    const action = waiting.current;
    waiting.current = undefined;
    act(action);
  }, [context.stale, context.active, act]);
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const first = context.groups[0]?.hits[0];
      const onFirst = first !== undefined && context.valueOf(first.entry) === highlighted;
      if (!context.allRendered && goesPastFirstResults(event, onFirst)) flushSync(context.renderAll);
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      const attach = event.ctrlKey || event.metaKey;
      if (context.active && context.stale) {
        event.preventDefault();
        waiting.current = attach ? 'attach' : 'open';
        return;
      }
      if (!attach) return;
      event.preventDefault();
      act('attach');
    },
    [context, highlighted, act],
  );
}

function goesPastFirstResults(event: KeyboardEvent, onFirst: boolean): boolean {
  if (event.key === 'End') return true;
  if (event.key === 'ArrowDown') return event.altKey || event.metaKey;
  if (event.key === 'ArrowUp') return event.altKey || (onFirst && !event.metaKey);
  return false;
}

function ResourceSearchProviders({ context, children }: { context: ResourceSearchContextValue; children: ReactNode }) {
  return (
    <ResourceSearchContext.Provider value={context}>
      <ResourceSearchItemContext.Provider value={useItemContextValue(context)}>{children}</ResourceSearchItemContext.Provider>
    </ResourceSearchContext.Provider>
  );
}

function DefaultContent() {
  return (
    <>
      <ResourceSearchInput />
      <ResourceSearchEmpty />
      <ResourceSearchList>
        <ResourceSearchResults />
      </ResourceSearchList>
      <ResourceSearchFooter />
    </>
  );
}

export interface ResourceSearchRootProps extends SearchOptions, Omit<ComponentProps<'div'>, 'onSelect' | 'defaultValue' | 'value' | 'onChange'> {
  /** Accessible name. @default messages.label */
  label?: string;
  children?: ReactNode;
}

/**
 * A search palette over the resources and templates of every server, inline: ranked matches on
 * title, name, URI and description with the matched characters marked, grouped by server, at
 * most `limit` of them so 100,000 entries stay fast. Built on `cmdk` with its own ranking
 * (`shouldFilter={false}`). Enter opens a result, Ctrl/⌘+Enter attaches it. Renders cmdk's
 * `<div cmdk-root>` holding an input, the list and a footer unless given children.
 *
 * No `render` prop: cmdk renders the root element itself, and its `asChild` cannot stand in for one.
 * cmdk 1.1 reads the child's `element.ref` (removed in React 19), calls a function component as a
 * plain function (its hooks would run inside cmdk's render), throws on an intrinsic element such as
 * `<section>`, and hands Radix's `Slot` two children (its hidden label and the content), which it
 * refuses. Style it through `className`, `style` and `[data-slot="resource-search"]`, or put it inside
 * an element of your own.
 *
 * @selector [data-slot="resource-search"] [data-pending]
 */
export function ResourceSearchRoot({ label, children, onKeyDown, catalog, servers, search, defaultSearch, onSearchChange, onOpen, onAttach, filter, limit, ...props }: ResourceSearchRootProps) {
  const context = useResourceSearchState({ catalog, servers, search, defaultSearch, onSearchChange, onOpen, onAttach, filter, limit }, true);
  const [highlighted, setHighlighted] = useHighlighted(context);
  const resultKeys = useResultKeys(context, highlighted);
  return (
    <ResourceSearchProviders context={context}>
      <Command
        shouldFilter={false}
        filter={SKIP_CMDK_SCORING}
        label={label ?? context.messages.label}
        value={highlighted}
        onValueChange={setHighlighted}
        loop
        vimBindings={false}
        data-slot="resource-search"
        data-pending={context.pending || undefined}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) resultKeys(event);
        }}
        {...props}
      >
        {children ?? <DefaultContent />}
      </Command>
    </ResourceSearchProviders>
  );
}

export interface ResourceSearchDialogProps extends ResourceSearchRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Open and close with ⌘K / Ctrl+K anywhere in the page. @default true */
  hotkey?: boolean;
  /** Close after a result is opened or attached. @default true */
  closeOnSelect?: boolean;
  /** Where the dialog is portalled; `document.body` by default. */
  container?: HTMLElement;
}

/**
 * The palette in a modal dialog (cmdk's Radix dialog), opened and closed with ⌘K / Ctrl+K.
 * Escape closes it and focus returns where it was. Renders nothing while closed.
 *
 * @selector [data-slot="resource-search"] inside `.mcp-search-dialog`; `.mcp-search-overlay` is the backdrop
 */
export function ResourceSearchDialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  hotkey = true,
  closeOnSelect = true,
  container,
  label,
  children,
  onKeyDown,
  catalog,
  servers,
  search,
  defaultSearch,
  onSearchChange,
  onOpen,
  onAttach,
  filter,
  limit,
  ...props
}: ResourceSearchDialogProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen ?? false, onChange: onOpenChange, caller: 'ResourceSearch.Dialog' });
  const close = useCallback(() => {
    if (closeOnSelect) setOpen(false);
  }, [closeOnSelect, setOpen]);
  const context = useResourceSearchState({ catalog, servers, search, defaultSearch, onSearchChange, onOpen, onAttach, filter, limit }, open, close);
  const [highlighted, setHighlighted] = useHighlighted(context);
  const resultKeys = useResultKeys(context, highlighted);
  const toggle = useRef(setOpen);
  toggle.current = setOpen;

  // Radix returns focus to a DialogTrigger on close; opened by the hotkey there is none, so the
  // element that had focus before opening gets it back (unless something else took it meanwhile).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!target) return;
    const timer = setTimeout(() => {
      if ((document.activeElement === null || document.activeElement === document.body) && target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  // cmdk's dialog names itself with aria-label but Radix still points aria-labelledby and
  // aria-describedby at a title and description it never renders; dangling references are dropped.
  const commandElement = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const dialog = commandElement.current?.closest('[role="dialog"]');
    for (const attribute of ['aria-labelledby', 'aria-describedby']) {
      const ids = dialog?.getAttribute(attribute);
      if (ids && !ids.split(/\s+/).every((id) => document.getElementById(id))) dialog!.removeAttribute(attribute);
    }
  }, [open]);

  useEffect(() => {
    if (!hotkey) return;
    const listener = (event: globalThis.KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle.current((previous) => !previous);
      }
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [hotkey]);

  return (
    <ResourceSearchProviders context={context}>
      <Command.Dialog
        open={open}
        onOpenChange={setOpen}
        shouldFilter={false}
        filter={SKIP_CMDK_SCORING}
        label={label ?? context.messages.label}
        value={highlighted}
        onValueChange={setHighlighted}
        loop
        vimBindings={false}
        {...(container && { container })}
        // The kit's own classes, so that its stylesheet never restyles another cmdk dialog of the host.
        overlayClassName="mcp-search-overlay"
        contentClassName="mcp-search-dialog"
        ref={commandElement}
        data-slot="resource-search"
        data-pending={context.pending || undefined}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) resultKeys(event);
        }}
        {...props}
      >
        {children ?? <DefaultContent />}
      </Command.Dialog>
    </ResourceSearchProviders>
  );
}

'use client';

import { entryItem, entryLabel, entryMimeFamily, entryUri, estimateListedTokens, type RankedEntry, type ResourceEntry } from '@mcp-resource-kit/core';
import { Command, useCommandState } from 'cmdk';
import { Fragment, memo, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { assignRef } from '../internal/assign-ref.js';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { KitIcon, useIconSource } from '../catalog/icons.js';
import { setResourceDragData } from '../attachments/resource-drag-data.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import { Highlighted } from '../catalog/highlighted.js';
import { useResourceSearchContext, useResourceSearchItemContext, type ResourceSearchGroup } from './resource-search-context.js';

type CommandInputProps = ComponentProps<typeof Command.Input>;

/**
 * The query field (a combobox controlling the result list). Renders cmdk's `<input cmdk-input>`; with
 * `render`, the host's element, into which cmdk merges its combobox props.
 *
 * @selector [data-slot="resource-search-input"]
 */
export interface ResourceSearchInputProps extends Omit<CommandInputProps, 'value' | 'onValueChange' | 'asChild'>, PartRenderProps<'input', { query: string }> {}

export function ResourceSearchInput({ placeholder, ref, render, ...props }: ResourceSearchInputProps) {
  const { query, setQuery, messages } = useResourceSearchContext('ResourceSearch.Input');
  const input = useRef<HTMLInputElement | null>(null);
  useActiveDescendantRepair(input);
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  if (render) {
    // cmdk's input (a Radix primitive) merges its combobox props and handlers into the host's element.
    return (
      <Command.Input asChild value={query} onValueChange={setQuery}>
        {renderElement(<input ref={setRef} placeholder={placeholder ?? messages.placeholder} data-slot="resource-search-input" {...props} />, render, { query })}
      </Command.Input>
    );
  }
  return <Command.Input ref={setRef} value={query} onValueChange={setQuery} placeholder={placeholder ?? messages.placeholder} data-slot="resource-search-input" {...props} />;
}

/**
 * cmdk works out `aria-activedescendant` from the DOM before the highlighted item has re-rendered,
 * so with results that arrive after the query (as ours do) it names the previous item, or one that
 * is gone. This keeps it on the item that actually is `aria-selected`.
 */
function useActiveDescendantRepair(input: { current: HTMLInputElement | null }) {
  useEffect(() => {
    const root = input.current?.closest('[cmdk-root]');
    if (!root) return;
    const repair = () => {
      const selected = root.querySelector('[cmdk-item][aria-selected="true"]');
      const owners = [input.current, root.querySelector('[cmdk-list]')].filter((element): element is Element => element !== null);
      for (const element of owners) {
        if (selected && element.getAttribute('aria-activedescendant') !== selected.id) element.setAttribute('aria-activedescendant', selected.id);
        else if (!selected) element.removeAttribute('aria-activedescendant');
      }
    };
    const observer = new MutationObserver(repair);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant'] });
    repair();
    return () => observer.disconnect();
  }, [input]);
}

/**
 * The result list (`role="listbox"`). Renders cmdk's `<div cmdk-list>`.
 *
 * @selector [data-slot="resource-search-list"]
 */
export function ResourceSearchList({ label, ref, ...props }: ComponentProps<typeof Command.List>) {
  const { messages } = useResourceSearchContext('ResourceSearch.List');
  const list = useRef<HTMLDivElement | null>(null);
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      list.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  useHighlightedInView(list);
  return <Command.List ref={setRef} label={label ?? messages.results} data-slot="resource-search-list" {...props} />;
}

/**
 * Keeps the highlighted result in view as the keys move it. With a controlled highlight (ours),
 * cmdk scrolls to the result that was highlighted before: one step behind with the arrows, and
 * back where it was after Home or End. This scrolls to the highlighted one in the next frame,
 * after cmdk, before it is painted.
 */
function useHighlightedInView(list: { current: HTMLDivElement | null }) {
  const highlighted = useCommandState((state) => state.value);
  useEffect(() => {
    if (!highlighted) return;
    const frame = requestAnimationFrame(() => {
      const item = [...(list.current?.querySelectorAll('[cmdk-item]') ?? [])].find((candidate) => candidate.getAttribute('data-value') === highlighted);
      if (!item) return;
      // The first result of a group brings its heading along, as cmdk does.
      if (item.parentElement?.firstElementChild === item) item.closest('[cmdk-group]')?.querySelector('[cmdk-group-heading]')?.scrollIntoView({ block: 'nearest' });
      item.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [highlighted, list]);
}

/**
 * Says what to do or that nothing matched: before typing, how many entries can be searched;
 * while matching, that it is searching; after, that nothing matched. Renders a `<div>`.
 *
 * @selector [data-slot="resource-search-empty"] [data-state="prompt|searching|none"]
 */
export function ResourceSearchEmpty({ children, ...props }: ComponentProps<'div'>) {
  const { active, pending, shown, catalog, messages, formatters } = useResourceSearchContext('ResourceSearch.Empty');
  if (active && shown > 0) return null;
  const state = !active ? 'prompt' : pending ? 'searching' : 'none';
  const text =
    state === 'prompt'
      ? messages.prompt(formatters.number(catalog.entries.length), formatters.number(catalog.servers.length))
      : state === 'searching'
        ? messages.searching
        : messages.noResults;
  return (
    <div data-slot="resource-search-empty" data-state={state} {...props}>
      {children ?? text}
    </div>
  );
}

export interface ResourceSearchResultsProps {
  /** Renders one server's group; `<ResourceSearch.Group>` with its items by default. */
  children?: (group: ResourceSearchGroup) => ReactNode;
}

/**
 * Results rendered before the list is scrolled: more than fill its view (ten at the default size).
 * Each keystroke renders, lays out and paints these rather than all 50.
 */
const FIRST_RESULTS = 16;

/**
 * The results, one group per server in the order of their best hit. Renders no element of its own.
 * At first it renders the first results only (and the highlighted one); the rest follow once the
 * list is scrolled near their place or a key moves there. Each result says its place in its group
 * (`aria-posinset`, `aria-setsize`) either way.
 *
 * @selector [data-slot="resource-search-more"] where the rendered results end, while more are to come
 */
export function ResourceSearchResults({ children }: ResourceSearchResultsProps) {
  const { groups, allRendered, renderAll, valueOf } = useResourceSearchContext('ResourceSearch.Results');
  const highlighted = useCommandState((state) => state.value);
  const rendered = allRendered ? groups : firstResults(groups, valueOf, highlighted);
  return (
    <>
      {rendered.map((group) =>
        children ? (
          <Fragment key={group.serverId}>{children(group)}</Fragment>
        ) : (
          <ResourceSearchGroup key={group.serverId} group={group} />
        ),
      )}
      {rendered !== groups && <MoreResults onNear={renderAll} />}
    </>
  );
}

/** `groups` cut to the first results and the highlighted one; `groups` itself when nothing is cut. */
function firstResults(groups: ResourceSearchGroup[], valueOf: (entry: ResourceEntry) => string, highlighted: string): ResourceSearchGroup[] {
  let count = FIRST_RESULTS;
  let place = 0;
  for (const group of groups) {
    for (const hit of group.hits) {
      place += 1;
      if (place > count && valueOf(hit.entry) === highlighted) count = place;
    }
  }
  if (place <= count) return groups;
  const cut: ResourceSearchGroup[] = [];
  for (const group of groups) {
    if (count <= 0) break;
    cut.push({ ...group, hits: group.hits.slice(0, count), setSize: group.hits.length });
    count -= group.hits.length;
  }
  return cut;
}

/**
 * Where the rendered results end: when it comes within a quarter of the list's height of its view,
 * the rest are rendered. Without `IntersectionObserver`, at once.
 */
function MoreResults({ onNear }: { onNear: () => void }) {
  const marker = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { root: element.closest('[cmdk-list]'), rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return <div ref={marker} aria-hidden="true" data-slot="resource-search-more" />;
}

export interface ResourceSearchGroupProps extends Omit<ComponentProps<typeof Command.Group>, 'heading' | 'value'> {
  group: ResourceSearchGroup;
}

/**
 * One server's results under its name. Renders cmdk's `<div cmdk-group role="presentation">`.
 *
 * @selector [data-slot="resource-search-group"] [data-server]
 */
export function ResourceSearchGroup({ group, children, ...props }: ResourceSearchGroupProps) {
  return (
    <Command.Group heading={group.label} value={`server:${encodeURIComponent(group.serverId)}`} data-slot="resource-search-group" data-server={group.serverId} {...props}>
      {/* Keyed by place: a keystroke that brings other results updates the rows rather than
          unmounting and mounting cmdk items, each registering with cmdk's store. */}
      {children ??
        group.hits.map((hit, place) => <ResourceSearchItem key={place} hit={hit} aria-posinset={place + 1} aria-setsize={group.setSize ?? group.hits.length} />)}
    </Command.Group>
  );
}

export interface ResourceSearchItemProps extends Omit<ComponentProps<typeof Command.Item>, 'value' | 'onSelect'> {
  hit: RankedEntry;
}

/**
 * One result (`role="option"`): icon, `title ?? name` and the URI, with matched characters in
 * `<mark>`. Enter or a click opens it; resources can be dragged onto an `AttachDropZone`.
 * Renders cmdk's `<div cmdk-item>`.
 *
 * @selector [data-slot="resource-search-item"] [data-kind="resource|template"] [data-mime-family] [data-selected] (highlighted)
 * @selector [data-slot="resource-search-item-size"] the declared size and the tokens it suggests
 */
export const ResourceSearchItem = memo(function ResourceSearchItem({ hit, children, onDragStart, ...props }: ResourceSearchItemProps) {
  const { valueOf, open, messages } = useResourceSearchItemContext('ResourceSearch.Item');
  const { entry, match } = hit;
  const item = entryItem(entry);
  const label = entryLabel(entry);
  const labelRanges = typeof item.title === 'string' && item.title !== '' ? match.ranges.title : match.ranges.name;
  const uri = entryUri(entry);
  const shownUri = uri.length > 300 ? `${uri.slice(0, 300)}…` : uri;
  return (
    <Command.Item
      value={valueOf(entry)}
      onSelect={() => open(entry)}
      draggable={entry.kind === 'resource' || undefined}
      onDragStart={(event) => {
        onDragStart?.(event);
        if (!event.defaultPrevented && entry.kind === 'resource') {
          setResourceDragData(event.dataTransfer, [{ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource }]);
        }
      }}
      data-slot="resource-search-item"
      data-kind={entry.kind}
      data-mime-family={entryMimeFamily(entry)}
      {...props}
    >
      {children ?? (
        <>
          <ResultIcon hit={hit} />
          <span data-slot="resource-search-item-text">
            <span data-slot="resource-search-item-label">
              <Highlighted text={label} ranges={labelRanges} />
            </span>
            <span data-slot="resource-search-item-uri">
              <Highlighted text={shownUri} ranges={match.ranges.uri} />
            </span>
          </span>
          {entry.kind === 'resource' && entry.resource.size !== undefined && (
            // Seen, not read out: the size is not part of what the option is called.
            <span aria-hidden="true" data-slot="resource-search-item-size">
              <SizeBadge aria-hidden estimate={estimateListedTokens(entry.resource)} />
            </span>
          )}
          {entry.kind === 'template' && <span data-slot="resource-search-item-kind">{messages.template}</span>}
        </>
      )}
    </Command.Item>
  );
});

function ResultIcon({ hit }: { hit: RankedEntry }) {
  const source = useIconSource(entryItem(hit.entry).icons);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const kind = hit.entry.kind === 'template' ? 'template' : entryMimeFamily(hit.entry);
  if (source && failed !== source) {
    return <img src={source} alt="" width={16} height={16} loading="lazy" referrerPolicy="no-referrer" data-slot="resource-search-item-icon" onError={() => setFailed(source)} />;
  }
  return <KitIcon kind={kind} data-slot="resource-search-item-icon" />;
}

/**
 * Counts and keys: how many matched and how many are shown, whether servers have more than is
 * loaded, and the keys that open and attach. A polite live region. Renders a `<div role="status">`.
 *
 * @selector [data-slot="resource-search-footer"]
 */
export function ResourceSearchFooter({ children, ...props }: ComponentProps<'div'>) {
  const { active, pending, shown, total, catalog, messages, formatters } = useResourceSearchContext('ResourceSearch.Footer');
  const partial = catalog.servers.some((server) => server.resources.hasNextPage);
  const parts: string[] = [];
  if (active && !pending && total > shown) parts.push(messages.truncated(formatters.number(shown), formatters.number(total)));
  else if (active && !pending && total > 0) parts.push(messages.count(formatters.number(total)));
  if (active && partial) parts.push(messages.partial);
  parts.push(messages.hint);
  return (
    <div role="status" data-slot="resource-search-footer" {...props}>
      {children ?? parts.join(' · ')}
    </div>
  );
}

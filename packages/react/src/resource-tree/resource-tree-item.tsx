'use client';

import {
  entryAudience,
  entryItem,
  entryLabel,
  entryLastModified,
  entryMimeFamily,
  entryPriority,
  entrySize,
  entryUri,
  estimateListedTokens,
  matchEntry,
  prepareQuery,
  revealHiddenCharacters,
  splitByRanges,
  type MatchRange,
} from '@mcp-resource-kit/core';
import { useCallback, useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { setResourceDragData, type DraggedResource } from '../attachments/resource-drag-data.js';
import { useResourceChangedAt } from '../hooks/use-resource-watch.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import { KitIcon, safeIconSource, type IconKind } from './icons.js';
import { ResourceTreeRowContext, useResourceTreeContext, useResourceTreeRow, type ResourceTreeRow } from './resource-tree-context.js';

/**
 * The row's details in words (URI, size, audience, priority, date): its accessible description.
 * The badges that show them are hidden from assistive technology, which hears the name first and
 * these details after, instead of one long name.
 */
function describeEntry(
  row: ResourceTreeRow,
  { messages, formatters }: Pick<ReturnType<typeof useResourceTreeContext>, 'messages' | 'formatters'>,
  recent: { changedAt: number; now: number } | undefined,
): string | undefined {
  const entry = row.entry;
  if (!entry) return undefined;
  const uri = revealHiddenCharacters(entryUri(entry));
  const parts: string[] = [entry.kind === 'template' ? `${messages.template}: ${uri}` : uri];
  if (recent) parts.push(messages.changed(formatters.relativeTime(recent.changedAt, recent.now)));
  const size = entrySize(entry);
  if (size !== undefined) {
    const tokens = entry.kind === 'resource' ? estimateListedTokens(entry.resource).tokens : undefined;
    parts.push(tokens === undefined ? formatters.bytes(size) : messages.sizeAndTokens(formatters.bytes(size), formatters.number(tokens)));
  }
  const audience = entryAudience(entry);
  if (audience && audience.length > 0) {
    parts.push(audience.length > 1 ? messages.audienceBoth : audience[0] === 'user' ? messages.audienceUser : messages.audienceAssistant);
  }
  const priority = entryPriority(entry);
  if (priority !== undefined) parts.push(messages.priority(formatters.number(priority)));
  const modified = entryLastModified(entry);
  if (modified !== undefined) parts.push(messages.modified(formatters.relativeTime(modified)));
  const text = parts.join(' · ');
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

export interface ResourceTreeItemProps extends ComponentProps<'div'> {}

/**
 * One row (`role="treeitem"`), placed by `ResourceTree.List`. Its children default to the toggle,
 * checkbox, icon, text and badges, or the message of a status row. Its accessible name is its
 * text that is not `aria-hidden` (the label: the URI and badges are hidden and given as its
 * `aria-description` instead).
 *
 * @selector [data-slot="resource-tree-item"]
 * @selector [data-kind="server|group|folder|resource|template|status"]
 * @selector [data-status="loading|error|more|empty|no-matches"] on status rows
 * @selector [data-expanded] [data-selected] [data-focused] [data-folder] [data-directory] [data-changed]
 * @selector [data-mime-family="text|code|data|image|audio|video|pdf|other"] on resources and templates
 * @selector --resource-tree-level: the depth, from 1
 *
 * Resource rows are draggable onto an `AttachDropZone` (or anything that takes `text/uri-list`):
 * a selected row carries the whole selection, any other row only itself.
 */
export function ResourceTreeItem({ children, ref, style, onClick, onDoubleClick, onFocus, onDragStart, ...props }: ResourceTreeItemProps) {
  const context = useResourceTreeContext('ResourceTree.Item');
  const position = useContext(ResourceTreeRowContext);
  if (!position) throw new Error('[@mcp-resource-kit/react] <ResourceTree.Item> must be rendered by <ResourceTree.List>, which places it.');
  const { row, start } = position;
  const { registerRow } = context;
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      registerRow(row.id, element);
      assignRef(ref, element);
    },
    [registerRow, row.id, ref],
  );
  const recent = useRecentChange(row);
  const kind = row.status ? 'status' : (row.node?.type ?? 'status');
  const draggable = row.entry?.kind === 'resource';
  return (
    <div
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.folder ? row.expanded : undefined}
      aria-selected={row.selectable ? row.selected : undefined}
      aria-description={row.entry ? describeEntry(row, context, recent) : undefined}
      data-changed={recent ? true : undefined}
      aria-busy={row.status?.kind === 'loading' || (row.status?.kind === 'more' && row.status.fetching) || undefined}
      tabIndex={row.focused ? 0 : -1}
      data-slot="resource-tree-item"
      data-kind={kind}
      data-status={row.status?.kind}
      data-level={row.level}
      data-expanded={(row.folder && row.expanded) || undefined}
      data-selected={row.selected || undefined}
      data-focused={row.focused || undefined}
      data-folder={row.folder || undefined}
      data-directory={row.node?.directory || undefined}
      data-mime-family={row.entry && !row.folder ? entryMimeFamily(row.entry) : undefined}
      ref={setRef}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.onRowClick(row, event);
      }}
      onDoubleClick={(event) => {
        onDoubleClick?.(event);
        if (!event.defaultPrevented) context.onRowDoubleClick(row, event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (event.target === event.currentTarget) context.onRowFocus(row);
      }}
      draggable={draggable || undefined}
      onDragStart={(event) => {
        onDragStart?.(event);
        if (!event.defaultPrevented && draggable) setResourceDragData(event.dataTransfer, draggedResources(row, context));
      }}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: context.rowHeight,
        transform: `translateY(${start}px)`,
        ['--resource-tree-level' as string]: row.level,
        ...style,
      }}
      {...props}
    >
      {children ?? <DefaultItemContent row={row} multiple={context.selectionMode === 'multiple'} />}
    </div>
  );
}

/** What dragging `row` carries: the selection when the row is part of it, else the row alone. */
function draggedResources(row: ResourceTreeRow, { selectedKeys, resolve }: Pick<ReturnType<typeof useResourceTreeContext>, 'selectedKeys' | 'resolve'>): DraggedResource[] {
  const entries = row.selected && row.key !== undefined && selectedKeys.includes(row.key) ? resolve(selectedKeys) : [];
  const resources = entries.length > 0 ? entries : row.entry?.kind === 'resource' ? [row.entry] : [];
  return resources.map((entry) => ({ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource }));
}

function DefaultItemContent({ row, multiple }: { row: ResourceTreeRow; multiple: boolean }) {
  if (row.status) return <ResourceTreeItemStatus />;
  return (
    <>
      <ResourceTreeItemToggle />
      {multiple && <ResourceTreeItemCheckbox />}
      <ResourceTreeItemIcon />
      <ResourceTreeItemText>
        <ResourceTreeItemLabel />
        <ResourceTreeItemUri />
      </ResourceTreeItemText>
      <ResourceTreeItemLive />
      <ResourceTreeItemAudience />
      <ResourceTreeItemPriority />
      <ResourceTreeItemModified />
      <ResourceTreeItemSize />
    </>
  );
}

/**
 * The expand/collapse chevron. Clicking it toggles the folder; keyboard users use the arrow keys.
 * Hidden from assistive technology (the row carries `aria-expanded`). Renders a `<span>`, empty on leaves.
 *
 * @selector [data-slot="resource-tree-item-toggle"] [data-expanded] [data-folder]
 */
export function ResourceTreeItemToggle({ onClick, children, ...props }: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemToggle');
  const row = useResourceTreeRow('ResourceTree.ItemToggle');
  return (
    <span
      aria-hidden="true"
      data-slot="resource-tree-item-toggle"
      data-expanded={(row.folder && row.expanded) || undefined}
      data-folder={row.folder || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && row.folder) context.onToggleClick(row, event);
      }}
      {...props}
    >
      {children ?? (row.folder ? <Chevron /> : null)}
    </span>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="m6 4 4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The selection checkbox of a resource row (multiple selection). A picture of the row's
 * `aria-selected`, not a control of its own (a control inside a treeitem would be a second tab
 * stop): clicking it toggles the row, Space does the same from the keyboard. Renders a `<span>`,
 * empty on rows that cannot be selected.
 *
 * @selector [data-slot="resource-tree-item-checkbox"] [data-checked] [data-selectable]
 */
export function ResourceTreeItemCheckbox({ onClick, ...props }: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemCheckbox');
  const row = useResourceTreeRow('ResourceTree.ItemCheckbox');
  return (
    <span
      aria-hidden="true"
      data-slot="resource-tree-item-checkbox"
      data-checked={row.selected || undefined}
      data-selectable={row.selectable || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && row.selectable) context.onCheckboxClick(row, event);
      }}
      {...props}
    />
  );
}

/**
 * The row's icon: the resource's own icon when it offers a safe one (`https:` or `data:image/`,
 * through `<img>`), otherwise the kit's icon for its MIME family, folder, server or template.
 * Renders an `<img>` or an `<svg>`.
 *
 * @selector [data-slot="resource-tree-item-icon"] [data-icon="text|code|…|folder|server|template|group"]
 */
export function ResourceTreeItemIcon(props: ComponentProps<'svg'>) {
  const row = useResourceTreeRow('ResourceTree.ItemIcon');
  const source = row.entry ? safeIconSource(entryItem(row.entry).icons) : undefined;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const kind = iconKindOf(row);
  if (source && failed !== source) {
    return (
      <img
        src={source}
        alt=""
        width={16}
        height={16}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        data-slot="resource-tree-item-icon"
        data-icon={kind}
        onError={() => setFailed(source)}
      />
    );
  }
  return <KitIcon kind={kind} data-slot="resource-tree-item-icon" data-icon={kind} {...props} />;
}

/** The kit icon that stands for a row. */
export function iconKindOf(row: Pick<ResourceTreeRow, 'node' | 'entry' | 'expanded' | 'folder'>): IconKind {
  const type = row.node?.type;
  if (type === 'server') return 'server';
  if (type === 'group') return 'group';
  if (type === 'template') return 'template';
  if (row.folder) return row.expanded ? 'folder-open' : 'folder';
  return row.entry ? entryMimeFamily(row.entry) : 'other';
}

/**
 * Holds the label and the URI line, one above the other. Renders a `<span>`.
 *
 * @selector [data-slot="resource-tree-item-text"]
 */
export function ResourceTreeItemText(props: ComponentProps<'span'>) {
  return <span data-slot="resource-tree-item-text" {...props} />;
}

/**
 * `title ?? name` (or the folder, group or server name), with the characters the query matched
 * wrapped in `<mark>`. Names the row. Renders a `<span>`.
 *
 * @selector [data-slot="resource-tree-item-label"]
 */
export function ResourceTreeItemLabel(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemLabel');
  const row = useResourceTreeRow('ResourceTree.ItemLabel');
  const ranges = useMatchRanges(context.filters.query, row);
  const item = row.entry ? entryItem(row.entry) : undefined;
  const showsTitle = row.entry !== undefined && row.label === entryLabel(row.entry);
  const fieldRanges = showsTitle ? (typeof item?.title === 'string' && item.title !== '' ? ranges?.title : ranges?.name) : undefined;
  return (
    <span data-slot="resource-tree-item-label" {...props}>
      <Highlighted text={row.label} ranges={fieldRanges} />
    </span>
  );
}

/**
 * The URI (or URI template) of a resource or template row, matched characters marked; the full
 * string is also its `title`. Hidden from assistive technology, which gets it from the row's
 * description. Renders a `<span>`, nothing on other rows.
 *
 * @selector [data-slot="resource-tree-item-uri"]
 */
export function ResourceTreeItemUri(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemUri');
  const row = useResourceTreeRow('ResourceTree.ItemUri');
  const ranges = useMatchRanges(context.filters.query, row);
  if (!row.entry) return null;
  const uri = entryUri(row.entry);
  const shown = uri.length > 500 ? `${uri.slice(0, 500)}…` : uri;
  return (
    <span aria-hidden="true" title={shown} data-slot="resource-tree-item-uri" {...props}>
      <Highlighted text={shown} ranges={ranges?.uri} />
    </span>
  );
}

/**
 * What a resource will cost before it is read: a `SizeBadge` with its declared size and the tokens
 * that size suggests (`≈ 12.3 kB · ≈ 3,100 tokens`). Hidden from assistive technology, which hears
 * both in the row's description. Renders a `<span>`, nothing when the server gave no size.
 *
 * @selector [data-slot="resource-tree-item-size"]
 */
export function ResourceTreeItemSize(props: ComponentProps<'span'>) {
  const row = useResourceTreeRow('ResourceTree.ItemSize');
  const resource = row.entry?.kind === 'resource' ? row.entry.resource : undefined;
  if (resource?.size === undefined) return null;
  return (
    <span aria-hidden="true" data-slot="resource-tree-item-size" {...props}>
      <SizeBadge estimate={estimateListedTokens(resource)} />
    </span>
  );
}

/**
 * Who the entry is meant for, from its `audience` annotation. Renders a `<span>`, nothing without one.
 *
 * @selector [data-slot="resource-tree-item-audience"] [data-audience="user|assistant|both"]
 */
export function ResourceTreeItemAudience(props: ComponentProps<'span'>) {
  const { messages } = useResourceTreeContext('ResourceTree.ItemAudience');
  const row = useResourceTreeRow('ResourceTree.ItemAudience');
  const audience = row.entry ? entryAudience(row.entry) : undefined;
  if (!audience || audience.length === 0) return null;
  const both = audience.includes('user') && audience.includes('assistant');
  const value = both ? 'both' : audience[0]!;
  const text = both ? messages.audienceBoth : value === 'user' ? messages.audienceUser : messages.audienceAssistant;
  return (
    <span aria-hidden="true" data-slot="resource-tree-item-audience" data-audience={value} {...props}>
      {text}
    </span>
  );
}

/**
 * The `priority` annotation (0–1). Renders a `<span>`, nothing without one.
 *
 * @selector [data-slot="resource-tree-item-priority"] [data-high] (0.8 and above)
 * @selector --resource-tree-priority: the priority, 0–1
 */
export function ResourceTreeItemPriority({ style, ...props }: ComponentProps<'span'>) {
  const { messages, formatters } = useResourceTreeContext('ResourceTree.ItemPriority');
  const row = useResourceTreeRow('ResourceTree.ItemPriority');
  const priority = row.entry ? entryPriority(row.entry) : undefined;
  if (priority === undefined) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="resource-tree-item-priority"
      data-high={priority >= 0.8 || undefined}
      style={{ ['--resource-tree-priority' as string]: priority, ...style }}
      {...props}
    >
      {messages.priority(formatters.number(priority))}
    </span>
  );
}

/**
 * When the entry was last modified (its `lastModified` annotation), relative (`3 days ago`), the
 * full date in its `title`. Renders a `<time>`, nothing without a valid date.
 *
 * @selector [data-slot="resource-tree-item-modified"]
 */
export function ResourceTreeItemModified(props: ComponentProps<'time'>) {
  const { formatters, messages } = useResourceTreeContext('ResourceTree.ItemModified');
  const row = useResourceTreeRow('ResourceTree.ItemModified');
  const modified = row.entry ? entryLastModified(row.entry) : undefined;
  if (modified === undefined) return null;
  return (
    <time aria-hidden="true" dateTime={new Date(modified).toISOString()} title={formatters.dateTime(modified)} data-slot="resource-tree-item-modified" {...props}>
      {messages.modified(formatters.relativeTime(modified))}
    </time>
  );
}

/** How long a row counts as "just changed" after a change notification. */
export const LIVE_WINDOW_MS = 60_000;

/** When the row's resource last changed, while that was within `LIVE_WINDOW_MS`. */
function useRecentChange(row: ResourceTreeRow): { changedAt: number; now: number } | undefined {
  const uri = row.entry?.kind === 'resource' ? row.entry.resource.uri : undefined;
  const changedAt = useResourceChangedAt(row.node?.serverId ?? '', uri);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (changedAt === undefined) return;
    setNow(Date.now());
    const remaining = changedAt + LIVE_WINDOW_MS - Date.now();
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), remaining + 10);
    return () => clearTimeout(timer);
  }, [changedAt]);
  return changedAt !== undefined && now - changedAt < LIVE_WINDOW_MS ? { changedAt, now } : undefined;
}

/**
 * A live indicator on resources that changed in the last minute (per the server's change
 * notifications for watched resources; the tree watches the selected ones). Renders a `<span>`,
 * nothing otherwise.
 *
 * @selector [data-slot="resource-tree-item-live"]
 */
export function ResourceTreeItemLive(props: ComponentProps<'span'>) {
  const { formatters, messages } = useResourceTreeContext('ResourceTree.ItemLive');
  const row = useResourceTreeRow('ResourceTree.ItemLive');
  const recent = useRecentChange(row);
  if (!recent) return null;
  return (
    <span aria-hidden="true" data-slot="resource-tree-item-live" title={formatters.dateTime(recent.changedAt)} {...props}>
      {messages.changed(formatters.relativeTime(recent.changedAt, recent.now))}
    </span>
  );
}

/**
 * The message of a status row: loading, error (Enter or a click retries), "loading more" with the
 * count so far, empty, or nothing matching. Renders a `<span>`.
 *
 * @selector [data-slot="resource-tree-item-status"] [data-status]
 */
export function ResourceTreeItemStatus(props: ComponentProps<'span'>) {
  const { messages, formatters } = useResourceTreeContext('ResourceTree.ItemStatus');
  const row = useResourceTreeRow('ResourceTree.ItemStatus');
  const status = row.status;
  if (!status) return null;
  let text: ReactNode;
  switch (status.kind) {
    case 'loading':
      text = status.source === 'directory' ? messages.loadingFolder : status.source === 'connection' ? messages.connecting : messages.loading;
      break;
    case 'error': {
      const message = status.error?.message ?? '';
      const describe = status.source === 'templates' ? messages.errorTemplates : status.source === 'directory' ? messages.errorFolder : messages.errorResources;
      text = (
        <>
          {describe(message)} <span data-slot="resource-tree-item-action">{messages.retry}</span>
        </>
      );
      break;
    }
    case 'more':
      text = status.fetching ? messages.loadingMore(formatters.number(status.loaded)) : messages.loadMore(formatters.number(status.loaded));
      break;
    case 'empty':
      text = status.source === 'directory' ? messages.emptyFolder : messages.empty;
      break;
    case 'no-matches':
      text = messages.noMatchesHere;
      break;
  }
  return (
    <span data-slot="resource-tree-item-status" data-status={status.kind} {...props}>
      {text}
    </span>
  );
}

function useMatchRanges(query: string, row: ResourceTreeRow) {
  return useMemo(() => {
    if (!row.entry) return undefined;
    const prepared = prepareQuery(query);
    if (prepared.tokens.length === 0) return undefined;
    return matchEntry(prepared, row.entry)?.ranges;
  }, [query, row.entry]);
}

/**
 * `text` with the `ranges` wrapped in `<mark>`, and the characters that could disguise a name
 * (bidi overrides, zero-width spaces, controls) shown as `�`.
 */
export function Highlighted({ text: original, ranges }: { text: string; ranges: readonly MatchRange[] | undefined }) {
  const text = revealHiddenCharacters(original);
  if (!ranges || ranges.length === 0) return <>{text}</>;
  return (
    <>
      {splitByRanges(text, ranges).map((piece, index) => (piece.matched ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>))}
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

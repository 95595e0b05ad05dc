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
  needsSignIn,
  prepareQuery,
  revealHiddenCharacters,
  type MatchRange,
  type PreparedQuery,
  type Resource,
  type ResourceEntry,
  type TokenEstimate,
} from '@mcp-resource-kit/core';
import { cloneElement, useCallback, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import { setResourceDragData, type DraggedResource } from '../attachments/resource-drag-data.js';
import { highlighted } from '../catalog/highlighted.js';
import { KitIcon, safeIconSource, useIconSource, type IconKind } from '../catalog/icons.js';
import { assignRef } from '../internal/assign-ref.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import {
  ResourceTreeRowContext,
  useResourceTreeContext,
  useResourceTreeRow,
  type ResourceTreeContextValue,
  type ResourceTreeRecentChange,
  type ResourceTreeRow,
} from './resource-tree-context.js';

/*
 * Rows are made and dropped by the dozen on every frame of a fling, so the default row renders its
 * parts through plain functions (one component instead of a dozen, no hooks, no effects) that the
 * exported part components share.
 */

type TreeContext = ResourceTreeContextValue;

/**
 * The row's details in words (URI, size, audience, priority, date): its accessible description.
 * The badges that show them are hidden from assistive technology, which hears the name first and
 * these details after, instead of one long name.
 */
function describeEntry(
  row: ResourceTreeRow,
  { messages, formatters }: Pick<TreeContext, 'messages' | 'formatters'>,
  recent: ResourceTreeRecentChange | undefined,
  modified: ModifiedText | undefined,
): string | undefined {
  const entry = row.entry;
  if (!entry) return undefined;
  const uri = revealHiddenCharacters(entryUri(entry));
  const parts: string[] = [entry.kind === 'template' ? `${messages.template}: ${uri}` : uri];
  if (recent) parts.push(messages.changed(formatters.relativeTime(recent.changedAt, recent.now)));
  const size = entrySize(entry);
  if (size !== undefined) {
    const tokens = entry.kind === 'resource' ? listedEstimate(entry.resource).tokens : undefined;
    parts.push(tokens === undefined ? formatters.bytes(size) : messages.sizeAndTokens(formatters.bytes(size), formatters.number(tokens)));
  }
  const audience = entryAudience(entry);
  if (audience && audience.length > 0) {
    parts.push(audience.length > 1 ? messages.audienceBoth : audience[0] === 'user' ? messages.audienceUser : messages.audienceAssistant);
  }
  const priority = entryPriority(entry);
  if (priority !== undefined) parts.push(messages.priority(formatters.number(priority)));
  if (modified) parts.push(modified.text);
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
 * @selector [data-mime-family="text|code|data|app|image|audio|video|pdf|other"] on resources and templates
 * @selector --resource-tree-level: the depth, from 1
 *
 * Resource rows are draggable onto an `AttachDropZone` (or anything that takes `text/uri-list`):
 * a selected row carries the whole selection, any other row only itself.
 */
export function ResourceTreeItem({ children, ref, style, onClick, onDoubleClick, onFocus, onDragStart, ...props }: ResourceTreeItemProps) {
  const context = useResourceTreeContext('ResourceTree.Item');
  const position = useContext(ResourceTreeRowContext);
  if (!position) throw new Error('[@mcp-resource-kit/react] <ResourceTree.Item> must be rendered by <ResourceTree.List>, which places it.');
  const { row, start, recent } = position;
  const { registerRow } = context;
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      registerRow(row.id, element);
      assignRef(ref, element);
    },
    [registerRow, row.id, ref],
  );
  const kind = row.status ? 'status' : (row.node?.type ?? 'status');
  const draggable = row.entry?.kind === 'resource';
  const modified = modifiedOf(row.entry, context);
  return (
    <div
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.folder ? row.expanded : undefined}
      aria-selected={row.selectable ? row.selected : undefined}
      aria-description={row.entry ? describeEntry(row, context, recent, modified) : undefined}
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
      {children ?? defaultItemContent(row, recent, context, modified)}
    </div>
  );
}

/** What dragging `row` carries: the selection when the row is part of it, else the row alone. */
function draggedResources(row: ResourceTreeRow, { selectedKeys, resolve }: Pick<TreeContext, 'selectedKeys' | 'resolve'>): DraggedResource[] {
  const entries = row.selected && row.key !== undefined && selectedKeys.includes(row.key) ? resolve(selectedKeys) : [];
  const resources = entries.length > 0 ? entries : row.entry?.kind === 'resource' ? [row.entry] : [];
  return resources.map((entry) => ({ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource }));
}

/** What `<ResourceTree.Item />` shows without children: the same elements as the parts below, in this order. */
function defaultItemContent(row: ResourceTreeRow, recent: ResourceTreeRecentChange | undefined, context: TreeContext, modified: ModifiedText | undefined): ReactNode {
  if (row.status) return renderStatus(row, context);
  const ranges = matchRanges(context.matchedQuery, row.entry);
  return (
    <>
      {renderToggle(row, context)}
      {context.selectionMode === 'multiple' && renderCheckbox(row, context)}
      {row.entry && safeIconSource(entryItem(row.entry).icons) ? <ResourceTreeItemIcon /> : renderKitIcon(row)}
      <span data-slot="resource-tree-item-text">
        {renderLabel(row, ranges)}
        {renderUri(row, ranges)}
      </span>
      {renderLive(recent, context)}
      {renderAudience(row, context)}
      {renderPriority(row, context)}
      {renderModified(row, context, undefined, modified)}
      {renderSize(row)}
    </>
  );
}

/**
 * The expand/collapse chevron. Clicking it toggles the folder; keyboard users use the arrow keys.
 * Hidden from assistive technology (the row carries `aria-expanded`). Renders a `<span>`, empty on leaves.
 *
 * @selector [data-slot="resource-tree-item-toggle"] [data-expanded] [data-folder]
 */
export function ResourceTreeItemToggle(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemToggle');
  const row = useResourceTreeRow('ResourceTree.ItemToggle');
  return renderToggle(row, context, props);
}

function renderToggle(row: ResourceTreeRow, context: TreeContext, { onClick, children, ...props }: ComponentProps<'span'> = {}) {
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
      {/* Keyed by row: in a recycled row the chevron turns only when its own folder opens. */}
      {children ?? (row.folder ? cloneElement(CHEVRON, { key: row.id }) : null)}
    </span>
  );
}

const CHEVRON = (
  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d="m6 4 4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The selection checkbox of a resource row (multiple selection). A picture of the row's
 * `aria-selected`, not a control of its own (a control inside a treeitem would be a second tab
 * stop): clicking it toggles the row, Space does the same from the keyboard. Renders a `<span>`,
 * empty on rows that cannot be selected.
 *
 * @selector [data-slot="resource-tree-item-checkbox"] [data-checked] [data-selectable]
 */
export function ResourceTreeItemCheckbox(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemCheckbox');
  const row = useResourceTreeRow('ResourceTree.ItemCheckbox');
  return renderCheckbox(row, context, props);
}

function renderCheckbox(row: ResourceTreeRow, context: TreeContext, { onClick, ...props }: ComponentProps<'span'> = {}) {
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
 * through `<img>`, with no referrer; `data:image/` only under the provider's `remoteIcons: 'data-only'`), otherwise the kit's icon for its MIME family, folder, server or template.
 * Renders an `<img>` or an `<svg>`.
 *
 * @selector [data-slot="resource-tree-item-icon"] [data-icon="text|code|…|folder|server|template|group"]
 */
export function ResourceTreeItemIcon(props: ComponentProps<'svg'>) {
  const row = useResourceTreeRow('ResourceTree.ItemIcon');
  const source = useIconSource(row.entry ? entryItem(row.entry).icons : undefined);
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

/** The kit's icon of a row, as `ResourceTreeItemIcon` draws it for rows without an icon of their own. */
function renderKitIcon(row: ResourceTreeRow) {
  const kind = iconKindOf(row);
  return KitIcon({ kind, 'data-slot': 'resource-tree-item-icon', 'data-icon': kind } as Parameters<typeof KitIcon>[0]);
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
  return renderLabel(row, matchRanges(context.matchedQuery, row.entry), props);
}

function renderLabel(row: ResourceTreeRow, ranges: EntryRanges | undefined, props?: ComponentProps<'span'>) {
  let fieldRanges: readonly MatchRange[] | undefined;
  // A compacted row ends with its resource's label after the folders it stands for: only that part matched.
  let prefix = '';
  if (ranges && row.entry) {
    const own = entryLabel(row.entry);
    if (row.label === own || row.label.endsWith(`/${own}`)) {
      prefix = row.label.slice(0, row.label.length - own.length);
      const item = entryItem(row.entry);
      fieldRanges = typeof item.title === 'string' && item.title !== '' ? ranges.title : ranges.name;
    }
  }
  return (
    <span data-slot="resource-tree-item-label" {...props}>
      {prefix}
      {highlighted(prefix === '' ? row.label : row.label.slice(prefix.length), fieldRanges)}
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
  return renderUri(row, matchRanges(context.matchedQuery, row.entry), props);
}

function renderUri(row: ResourceTreeRow, ranges: EntryRanges | undefined, props?: ComponentProps<'span'>) {
  if (!row.entry) return null;
  const uri = entryUri(row.entry);
  const shown = uri.length > 500 ? `${uri.slice(0, 500)}…` : uri;
  return (
    <span aria-hidden="true" title={shown} data-slot="resource-tree-item-uri" {...props}>
      {highlighted(shown, ranges?.uri)}
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
  return renderSize(useResourceTreeRow('ResourceTree.ItemSize'), props);
}

function renderSize(row: ResourceTreeRow, props?: ComponentProps<'span'>) {
  const resource = row.entry?.kind === 'resource' ? row.entry.resource : undefined;
  if (resource?.size === undefined) return null;
  return (
    <span aria-hidden="true" data-slot="resource-tree-item-size" {...props}>
      <SizeBadge aria-hidden estimate={listedEstimate(resource)} />
    </span>
  );
}

const estimates = new WeakMap<Resource, TokenEstimate>();

/** `estimateListedTokens`, once per resource: the row's description and its badge both need it. */
function listedEstimate(resource: Resource): TokenEstimate {
  let estimate = estimates.get(resource);
  if (!estimate) {
    estimate = estimateListedTokens(resource);
    estimates.set(resource, estimate);
  }
  return estimate;
}

/**
 * Who the entry is meant for, from its `audience` annotation. Renders a `<span>`, nothing without one.
 *
 * @selector [data-slot="resource-tree-item-audience"] [data-audience="user|assistant|both"]
 */
export function ResourceTreeItemAudience(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemAudience');
  return renderAudience(useResourceTreeRow('ResourceTree.ItemAudience'), context, props);
}

function renderAudience(row: ResourceTreeRow, { messages }: TreeContext, props?: ComponentProps<'span'>) {
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
export function ResourceTreeItemPriority(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemPriority');
  return renderPriority(useResourceTreeRow('ResourceTree.ItemPriority'), context, props);
}

function renderPriority(row: ResourceTreeRow, { messages, formatters }: TreeContext, { style, ...props }: ComponentProps<'span'> = {}) {
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
  const context = useResourceTreeContext('ResourceTree.ItemModified');
  return renderModified(useResourceTreeRow('ResourceTree.ItemModified'), context, props);
}

function renderModified(row: ResourceTreeRow, context: TreeContext, props?: ComponentProps<'time'>, modified = modifiedOf(row.entry, context)) {
  if (!modified) return null;
  return (
    <time aria-hidden="true" dateTime={new Date(modified.time).toISOString()} title={context.formatters.dateTime(modified.time)} data-slot="resource-tree-item-modified" {...props}>
      {modified.text}
    </time>
  );
}

/** When an entry was last modified, and that in words (`modified 3 days ago`). */
interface ModifiedText {
  time: number;
  text: string;
}

/** The row's badge and its description say the same: worked out once per render of a row. */
function modifiedOf(entry: ResourceEntry | undefined, { formatters, messages }: Pick<TreeContext, 'formatters' | 'messages'>): ModifiedText | undefined {
  const time = entry ? entryLastModified(entry) : undefined;
  return time === undefined ? undefined : { time, text: messages.modified(formatters.relativeTime(time)) };
}

/** How long a row counts as "just changed" after a change notification. */
export const LIVE_WINDOW_MS = 60_000;

/**
 * A live indicator on resources that changed in the last minute (per the server's change
 * notifications for watched resources; the tree watches the selected ones). Renders a `<span>`,
 * nothing otherwise.
 *
 * @selector [data-slot="resource-tree-item-live"]
 */
export function ResourceTreeItemLive(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemLive');
  useResourceTreeRow('ResourceTree.ItemLive');
  return renderLive(useContext(ResourceTreeRowContext)?.recent, context, props);
}

function renderLive(recent: ResourceTreeRecentChange | undefined, { formatters, messages }: TreeContext, props?: ComponentProps<'span'>) {
  if (!recent) return null;
  return (
    <span aria-hidden="true" data-slot="resource-tree-item-live" title={formatters.dateTime(recent.changedAt)} {...props}>
      {messages.changed(formatters.relativeTime(recent.changedAt, recent.now))}
    </span>
  );
}

/**
 * The message of a status row: loading, error (Enter or a click retries), sign-in (Enter or a click
 * signs in), "loading more" with the
 * count so far, empty, or nothing matching. Renders a `<span>`.
 *
 * @selector [data-slot="resource-tree-item-status"] [data-status]
 */
export function ResourceTreeItemStatus(props: ComponentProps<'span'>) {
  const context = useResourceTreeContext('ResourceTree.ItemStatus');
  return renderStatus(useResourceTreeRow('ResourceTree.ItemStatus'), context, props);
}

function renderStatus(row: ResourceTreeRow, { messages, formatters }: TreeContext, props?: ComponentProps<'span'>) {
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
          {describe(message)} <span data-slot="resource-tree-item-action">{needsSignIn(status.error) ? messages.signIn : messages.retry}</span>
        </>
      );
      break;
    }
    case 'sign-in':
      text = (
        <>
          {messages.signInNeeded(status.error?.message ?? '')} <span data-slot="resource-tree-item-action">{messages.signIn}</span>
        </>
      );
      break;
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

type EntryRanges = NonNullable<ReturnType<typeof matchEntry>>['ranges'];

let lastQuery: { text: string; prepared: PreparedQuery } | undefined;
const rangesOf = new WeakMap<ResourceEntry, { prepared: PreparedQuery; ranges: EntryRanges | undefined }>();

/** Where the query matched the entry's fields; the label and the URI line of a row share one match. */
function matchRanges(query: string, entry: ResourceEntry | undefined): EntryRanges | undefined {
  if (!entry || query === '') return undefined;
  if (lastQuery?.text !== query) lastQuery = { text: query, prepared: prepareQuery(query) };
  const { prepared } = lastQuery;
  if (prepared.tokens.length === 0) return undefined;
  const known = rangesOf.get(entry);
  if (known?.prepared === prepared) return known.ranges;
  const ranges = matchEntry(prepared, entry)?.ranges;
  rangesOf.set(entry, { prepared, ranges });
  return ranges;
}

'use client';

import { revealHiddenCharacters } from '@mcp-resource-kit/core';
import { useEffect, useState, type ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { displayName } from './names.js';
import { useResourcePreview } from './resource-preview-context.js';
import { useCopy } from './use-copy.js';

/** How long "Updated just now" shows after the content read for a change notification arrived. */
export const JUST_UPDATED_MS = 5_000;

/** Groups the title and facts of a preview. Renders a `<header>`. @selector [data-slot="resource-preview-header"] */
export function ResourcePreviewHeader(props: ComponentProps<'header'>) {
  return <header {...props} data-slot="resource-preview-header" />;
}

export interface ResourcePreviewTitleProps extends ComponentProps<'h2'> {
  /** Overrides the Root's heading level. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The resource's title: its listed `title`, else `name`, else the last segment of its URI.
 * Renders an `<h2>` (or the Root's `headingLevel`). @selector [data-slot="resource-preview-title"]
 */
export function ResourcePreviewTitle({ level, children, ...rest }: ResourcePreviewTitleProps) {
  const { resource, uri, headingLevel, idBase } = useResourcePreview();
  const Heading = `h${level ?? headingLevel}` as 'h2';
  return (
    <Heading id={`${idBase}-title`} {...rest} data-slot="resource-preview-title">
      {children ?? revealHiddenCharacters(resource?.title ?? resource?.name ?? displayName(uri))}
    </Heading>
  );
}

/**
 * The URI as the server wrote it, characters that could disguise it shown as `�` (copying gives
 * the exact URI). Renders a `<code>`. @selector [data-slot="resource-preview-uri"]
 */
export function ResourcePreviewUri(props: Omit<ComponentProps<'code'>, 'children'>) {
  const { uri } = useResourcePreview();
  return (
    <code {...props} data-slot="resource-preview-uri">
      {revealHiddenCharacters(uri)}
    </code>
  );
}

/**
 * Copies the URI to the clipboard. Renders a `<button>`.
 * @selector [data-slot="resource-preview-copy-uri"]
 * @selector [data-copied] for a moment after copying
 */
export interface ResourcePreviewCopyUriButtonProps
  extends Omit<ComponentProps<'button'>, 'onClick'>,
    PartRenderProps<'button', { state: ReturnType<typeof useCopy>['state'] }> {}

export function ResourcePreviewCopyUriButton({ children, render, ...rest }: ResourcePreviewCopyUriButtonProps) {
  const { uri } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const { state, copy } = useCopy();
  return renderElement(
    <button type="button" {...rest} onClick={() => copy(uri)} data-slot="resource-preview-copy-uri" data-copied={state === 'copied' || undefined}>
      <span aria-live="polite">{children ?? (state === 'copied' ? messages.copied : state === 'failed' ? messages.copyFailed : messages.copyUri)}</span>
    </button>,
    render,
    { state },
  );
}

/**
 * The MIME type: the listed one, else that of the only content. Renders a `<span>`.
 * @selector [data-slot="resource-preview-mime-type"]
 */
export function ResourcePreviewMimeType(props: Omit<ComponentProps<'span'>, 'children'>) {
  const { resource, result } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const mimeType = resource?.mimeType ?? (result?.contents.length === 1 ? result.contents[0]!.mimeType : undefined);
  return (
    <span {...props} data-slot="resource-preview-mime-type" data-unknown={mimeType === undefined || undefined}>
      {mimeType ?? messages.noMimeType}
    </span>
  );
}

/**
 * The size: exact bytes once read (all contents together), the listed `size` before. Renders a
 * `<span>`, or nothing when no size is known.
 * @selector [data-slot="resource-preview-size"]
 * @selector [data-exact] measured from the read, not taken from the listing
 */
export function ResourcePreviewSize(props: Omit<ComponentProps<'span'>, 'children'>) {
  const { resource, result } = useResourcePreview();
  const formatters = useFormatters();
  const messages = useResourcePreviewMessages();
  const exact = result ? result.contents.reduce((sum, content) => sum + content.byteLength, 0) : undefined;
  const listed = typeof resource?.size === 'number' && Number.isFinite(resource.size) && resource.size >= 0 ? resource.size : undefined;
  const bytes = exact ?? listed;
  if (bytes === undefined) return null;
  return (
    <span {...props} title={messages.exactSize(formatters.number(bytes))} data-slot="resource-preview-size" data-exact={exact !== undefined || undefined} data-bytes={bytes}>
      {exact !== undefined ? formatters.bytes(bytes) : messages.listedSize(formatters.bytes(bytes))}
    </span>
  );
}

/**
 * When the resource last changed, from its `lastModified` annotation. Renders a `<time>`, or nothing.
 * @selector [data-slot="resource-preview-last-modified"]
 */
export function ResourcePreviewLastModified(props: Omit<ComponentProps<'time'>, 'children' | 'dateTime'>) {
  const { resource } = useResourcePreview();
  const formatters = useFormatters();
  const messages = useResourcePreviewMessages();
  const raw = resource?.annotations?.lastModified;
  const time = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) return null;
  return (
    <time {...props} dateTime={new Date(time).toISOString()} data-slot="resource-preview-last-modified">
      {messages.lastModified(formatters.dateTime(time))}
    </time>
  );
}

/** Re-renders every `intervalMs` while `active`. */
function useTicking(active: boolean, intervalMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}

function formatDuration(milliseconds: number, locale: string | undefined): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/**
 * How fresh the shown result is, from the server's `ttlMs`: "Fresh for 4 min" until it expires,
 * then "May be stale"; "Not cached" for a result that answered an input round. A result without a
 * TTL (every legacy server's) is "Kept current" while the server's change feed
 * reports changes of the resource: a change re-reads it. Renders a `<span>`, or nothing before a result.
 * @selector [data-slot="resource-preview-freshness"]
 * @selector [data-state="fresh" | "stale" | "live" | "uncached"]
 */
export function ResourcePreviewFreshness(props: Omit<ComponentProps<'span'>, 'children'>) {
  const { result, receivedAt, live } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const { locale } = useFormatters();
  const expiresAt = result && receivedAt !== undefined && !result.viaInputRequired ? receivedAt + result.ttlMs : undefined;
  // Read at render on purpose: the label is about this moment, and the tick re-renders it while fresh.
  const now = Date.now();
  useTicking(expiresAt !== undefined && expiresAt > now, 1000);
  if (!result || (receivedAt === undefined && !result.viaInputRequired)) return null;
  const state = result.viaInputRequired ? 'uncached' : expiresAt !== undefined && expiresAt > now ? 'fresh' : result.ttlMs === 0 && live ? 'live' : 'stale';
  return (
    <span {...props} data-slot="resource-preview-freshness" data-state={state}>
      {state === 'uncached' ? messages.notCached : state === 'fresh' ? messages.freshFor(formatDuration(expiresAt! - now, locale)) : state === 'live' ? messages.keptCurrent : messages.mayBeStale}
    </span>
  );
}

/**
 * Reads the resource again (and drops the answer of an input round). Renders a `<button>`.
 * @selector [data-slot="resource-preview-refresh"]
 * @selector [data-fetching] a read is in flight
 */
export interface ResourcePreviewRefreshButtonProps extends Omit<ComponentProps<'button'>, 'onClick'>, PartRenderProps<'button', { fetching: boolean }> {}

export function ResourcePreviewRefreshButton({ children, disabled, render, ...rest }: ResourcePreviewRefreshButtonProps) {
  const { refresh, isFetching } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  if (!refresh) return null;
  return renderElement(
    <button type="button" {...rest} disabled={disabled || isFetching} onClick={refresh} data-slot="resource-preview-refresh" data-fetching={isFetching || undefined}>
      {children ?? (isFetching ? messages.refreshing : messages.refresh)}
    </button>,
    render,
    { fetching: isFetching },
  );
}

/**
 * Says "Updated just now" for a few seconds after a read that followed a change the server
 * reported (through the provider's live watch) has landed: it describes the content shown, so a
 * change whose read is still on its way, or failed, says nothing. A polite live region that is
 * always present, so the change is announced. Renders a `<span role="status">`.
 * @selector [data-slot="resource-preview-live"]
 * @selector [data-recent] content read after a change arrived in the last few seconds
 */
export function ResourcePreviewLiveIndicator(props: Omit<ComponentProps<'span'>, 'children'>) {
  const { lastChangedAt, receivedAt } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const updatedAt = lastChangedAt !== undefined && receivedAt !== undefined && receivedAt >= lastChangedAt ? receivedAt : undefined;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (updatedAt === undefined) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, updatedAt + JUST_UPDATED_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [updatedAt]);
  const recent = updatedAt !== undefined && now - updatedAt < JUST_UPDATED_MS;
  return (
    <span role="status" {...props} data-slot="resource-preview-live" data-recent={recent || undefined}>
      {recent ? messages.updatedJustNow : ''}
    </span>
  );
}

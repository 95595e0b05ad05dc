'use client';

import type { ComponentProps, KeyboardEvent } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { displayName } from './names.js';
import { ResourcePreviewContent } from './resource-preview-content.js';
import { useResourcePreview } from './resource-preview-context.js';

/** Tabs shown at most; a read with more contents says how many are left out. */
export const MAX_CONTENT_TABS = 200;

const tabId = (idBase: string, index: number) => `${idBase}-tab-${index}`;
const panelId = (idBase: string, index: number) => `${idBase}-panel-${index}`;

/**
 * The contents of a read that returned several (a directory, a multi-part resource), as WAI-ARIA
 * tabs: arrow keys, Home and End move between them. Renders a `<div role="tablist">`, only when
 * there are two or more contents; its default children are one `ContentTab` per content.
 * @selector [data-slot="resource-preview-content-list"]
 */
export function ResourcePreviewContentList({ children, ...rest }: ComponentProps<'div'>) {
  const { result, status } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  const count = result?.contents.length ?? 0;
  if (status !== 'success' || count < 2) return null;
  const shown = Math.min(count, MAX_CONTENT_TABS);
  return (
    <>
      <div role="tablist" aria-label={messages.contents} aria-orientation="horizontal" {...rest} data-slot="resource-preview-content-list" data-count={count}>
        {children ?? Array.from({ length: shown }, (_, index) => <ResourcePreviewContentTab key={index} index={index} />)}
      </div>
      {count > shown ? <p data-slot="resource-preview-notice">{messages.moreContents(formatters.number(shown), formatters.number(count))}</p> : null}
    </>
  );
}

export interface ResourcePreviewContentTabProps extends Omit<ComponentProps<'button'>, 'role'> {
  /** Which content of the result this tab selects. */
  index: number;
}

/**
 * One content's tab: its name and MIME type. Renders a `<button role="tab">`.
 * @selector [data-slot="resource-preview-content-tab"]
 * @selector [data-selected]
 */
export function ResourcePreviewContentTab({ index, children, onKeyDown, onClick, ...rest }: ResourcePreviewContentTabProps) {
  const { result, contentIndex, setContentIndex, idBase } = useResourcePreview();
  const content = result?.contents[index];
  if (!content || !result) return null;
  const count = Math.min(result.contents.length, MAX_CONTENT_TABS);
  const selected = index === contentIndex;

  const select = (next: number) => {
    setContentIndex(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count : event.key === 'ArrowLeft' ? (index - 1 + count) % count : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <button
      type="button"
      role="tab"
      id={tabId(idBase, index)}
      aria-selected={selected}
      aria-controls={panelId(idBase, index)}
      tabIndex={selected ? 0 : -1}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setContentIndex(index);
      }}
      onKeyDown={handleKeyDown}
      data-slot="resource-preview-content-tab"
      data-selected={selected || undefined}
      data-mime-type={content.mimeType}
    >
      {children ?? (
        <>
          <span data-slot="resource-preview-content-name">{displayName(content.uri)}</span>
          <span data-slot="resource-preview-content-type">{content.mimeType ?? ''}</span>
        </>
      )}
    </button>
  );
}

/**
 * The selected content: its own URI, MIME type and size (when it is one of several, or its URI
 * differs from the one read), then its viewer. Renders a `<div>`, a `tabpanel` when there are tabs;
 * only when there is content.
 * @selector [data-slot="resource-preview-content-panel"]
 */
export function ResourcePreviewContentPanel({ children, ...rest }: ComponentProps<'div'>) {
  const { result, status, contentIndex, idBase, uri } = useResourcePreview();
  const formatters = useFormatters();
  const messages = useResourcePreviewMessages();
  const content = result?.contents[contentIndex];
  if (status !== 'success' || !content || !result) return null;
  const tabbed = result.contents.length > 1;
  const showMeta = tabbed || content.uri !== uri;
  return (
    <div
      {...(tabbed ? { role: 'tabpanel', id: panelId(idBase, contentIndex), 'aria-labelledby': tabId(idBase, contentIndex), tabIndex: 0 } : {})}
      {...rest}
      data-slot="resource-preview-content-panel"
    >
      {children ?? (
        <>
          {showMeta ? (
            <p data-slot="resource-preview-content-meta">
              <code>{content.uri}</code> · <span>{content.mimeType ?? messages.noMimeType}</span> · <span>{formatters.bytes(content.byteLength)}</span>
            </p>
          ) : null}
          <ResourcePreviewContent key={`${contentIndex}:${content.uri}`} content={content} />
        </>
      )}
    </div>
  );
}

'use client';

import type { ComponentProps, KeyboardEvent } from 'react';
import { displayName } from './names.js';
import { useResourcePreview } from './resource-preview-context.js';
import { contentPanelId, contentTabId, MAX_CONTENT_TABS } from './resource-preview-content-tabs.js';

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
    document.getElementById(contentTabId(idBase, next))?.focus();
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
      id={contentTabId(idBase, index)}
      aria-selected={selected}
      aria-controls={contentPanelId(idBase, index)}
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

'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';
import { MAX_CONTENT_TABS } from './resource-preview-content-tabs.js';
import { ResourcePreviewContentTab } from './resource-preview-content-tab.js';

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

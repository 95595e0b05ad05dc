'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewContent } from './resource-preview-content.js';
import { useResourcePreview } from './resource-preview-context.js';
import { contentPanelId, contentTabId } from './resource-preview-content-tabs.js';

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
      {...(tabbed ? { role: 'tabpanel', id: contentPanelId(idBase, contentIndex), 'aria-labelledby': contentTabId(idBase, contentIndex), tabIndex: 0 } : {})}
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

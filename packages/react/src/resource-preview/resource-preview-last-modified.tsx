'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

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

'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

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
    <span title={messages.exactSize(formatters.number(bytes))} {...props} data-slot="resource-preview-size" data-exact={exact !== undefined || undefined} data-bytes={bytes}>
      {exact !== undefined ? formatters.bytes(bytes) : messages.listedSize(formatters.bytes(bytes))}
    </span>
  );
}

'use client';

import type { ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

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

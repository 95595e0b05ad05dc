'use client';

import type { ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

/**
 * Shown while connecting or reading. Renders a `<div role="status">`, only while pending.
 * @selector [data-slot="resource-preview-loading"]
 */
export function ResourcePreviewLoading({ children, ...rest }: ComponentProps<'div'>) {
  const { status, connecting } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  if (status !== 'pending') return null;
  return (
    <div role="status" {...rest} data-slot="resource-preview-loading" data-connecting={connecting || undefined}>
      {children ?? (connecting ? messages.connecting : messages.loading)}
    </div>
  );
}

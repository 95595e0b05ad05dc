'use client';

import type { ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

/**
 * Shown when the resource exists but has no content (not the same as missing).
 * Renders a `<div>`, only in that state. @selector [data-slot="resource-preview-empty"]
 */
export function ResourcePreviewEmpty({ children, ...rest }: ComponentProps<'div'>) {
  const { status } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  if (status !== 'empty') return null;
  return (
    <div {...rest} data-slot="resource-preview-empty">
      {children ?? (
        <>
          <p data-slot="resource-preview-state-title">{messages.empty}</p>
          <p>{messages.emptyDetail}</p>
        </>
      )}
    </div>
  );
}

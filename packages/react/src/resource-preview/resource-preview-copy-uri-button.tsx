'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';
import { useCopy } from './use-copy.js';

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

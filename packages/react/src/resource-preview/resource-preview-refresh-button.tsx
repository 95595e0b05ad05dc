'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

/**
 * Reads the resource again (and drops the answer of an input round). Renders a `<button>`.
 * @selector [data-slot="resource-preview-refresh"]
 * @selector [data-fetching] a read is in flight
 */
export interface ResourcePreviewRefreshButtonProps extends Omit<ComponentProps<'button'>, 'onClick'>, PartRenderProps<'button', { fetching: boolean }> {}

export function ResourcePreviewRefreshButton({ children, disabled, render, ...rest }: ResourcePreviewRefreshButtonProps) {
  const { refresh, isFetching } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  if (!refresh) return null;
  return renderElement(
    <button type="button" {...rest} disabled={disabled || isFetching} onClick={refresh} data-slot="resource-preview-refresh" data-fetching={isFetching || undefined}>
      {children ?? (isFetching ? messages.refreshing : messages.refresh)}
    </button>,
    render,
    { fetching: isFetching },
  );
}

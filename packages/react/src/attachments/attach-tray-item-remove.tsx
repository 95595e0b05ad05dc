'use client';

import { revealHiddenCharacters } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useMessages } from '../messages/use-messages.js';
import { useAttachTrayContext, useAttachTrayItemContext } from './attach-tray-context.js';
import { attachTrayMessages } from './messages.js';
import { keepFocusInTray } from './keep-focus-in-tray.js';
import type { AttachedResource } from './use-attachments.js';

export interface AttachTrayItemRemoveProps extends ComponentProps<'button'>, PartRenderProps<'button', { item: AttachedResource }> {}

/**
 * Removes its item's attachment, then moves focus to the next remove button (else the previous,
 * else the tray). Renders a `<button>` named "Remove <name>" and showing ×.
 *
 * @selector [data-slot="attach-tray-item-remove"]
 */
export function AttachTrayItemRemove({ render, onClick, children, ...props }: AttachTrayItemRemoveProps) {
  const attachments = useAttachTrayContext('ItemRemove');
  const item = useAttachTrayItemContext('ItemRemove');
  const messages = useMessages('attachTray', attachTrayMessages);
  const name = revealHiddenCharacters(item.resource?.title || item.resource?.name || item.uri);
  return renderElement(
    <button
      type="button"
      data-variant="quiet"
      data-slot="attach-tray-item-remove"
      aria-label={messages.remove(name)}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        keepFocusInTray(event.currentTarget);
        attachments.remove(item.id);
      }}
    >
      {children ?? '×'}
    </button>,
    render,
    { item },
  );
}

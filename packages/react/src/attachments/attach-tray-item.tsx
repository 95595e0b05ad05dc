'use client';

import { revealHiddenCharacters } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { useMessages } from '../messages/use-messages.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import { AttachTrayItemContext, useAttachTrayContext } from './attach-tray-context.js';
import { AttachTrayItemRemove } from './attach-tray-item-remove.js';
import { attachTrayMessages } from './messages.js';
import type { AttachedResource } from './use-attachments.js';

export interface AttachTrayItemState {
  /** @selector [data-status="reading" | "ready" | "error"] */
  status: AttachedResource['status'];
  /** @selector [data-changed] */
  changed: boolean;
  /** @selector [data-role="context" | "ui"] `ui`: an MCP App, sent as a link */
  role: AttachedResource['role'];
}

export interface AttachTrayItemProps extends ComponentProps<'li'> {
  item: AttachedResource;
}

/**
 * One attachment: name, URI, size, state and actions; with children, those instead (an
 * `AttachTray.ItemRemove` among them). Renders an `<li>`.
 *
 * @selector [data-slot="attach-tray-item"]; inside it `attach-tray-item-main`, `-name`, `-uri`, `-ui`,
 *   `-reading`, `-error`, `-retry`, `-changed`, `-changed-badge`, `-use-new-version`, `-keep-attached-version`
 */
export function AttachTrayItem({ item, children, ...props }: AttachTrayItemProps) {
  const attachments = useAttachTrayContext('Item');
  const messages = useMessages('attachTray', attachTrayMessages);
  const name = revealHiddenCharacters(item.resource?.title || item.resource?.name || item.uri);
  return (
    <AttachTrayItemContext.Provider value={item}>
      <li data-slot="attach-tray-item" data-status={item.status} data-changed={item.changedAt !== undefined || undefined} data-role={item.role} {...props}>
        {children ?? (
          <>
            <div data-slot="attach-tray-item-main">
              <span data-slot="attach-tray-item-name">{name}</span>
              <code data-slot="attach-tray-item-uri">{revealHiddenCharacters(item.uri)}</code>
            </div>
            <SizeBadge estimate={item.estimate} />
            {item.role === 'ui' ? <span data-slot="attach-tray-item-ui">{messages.uiLink}</span> : null}
            {item.status === 'reading' ? <span data-slot="attach-tray-item-reading">{messages.reading}</span> : null}
            {item.status === 'error' ? (
              <span data-slot="attach-tray-item-error">
                {messages.failed}: {item.error?.message}{' '}
                <button type="button" data-slot="attach-tray-item-retry" onClick={() => void attachments.retry(item.id)}>
                  {messages.retry}
                </button>
              </span>
            ) : null}
            {item.changedAt !== undefined ? (
              <div data-slot="attach-tray-item-changed">
                <span data-slot="attach-tray-item-changed-badge">{messages.changed}</span>
                <button type="button" data-slot="attach-tray-item-use-new-version" onClick={() => void attachments.useNewVersion(item.id)}>
                  {messages.useNewVersion}
                </button>
                <button type="button" data-slot="attach-tray-item-keep-attached-version" onClick={() => attachments.keepAttachedVersion(item.id)}>
                  {messages.keepAttachedVersion}
                </button>
              </div>
            ) : null}
            <AttachTrayItemRemove />
          </>
        )}
      </li>
    </AttachTrayItemContext.Provider>
  );
}

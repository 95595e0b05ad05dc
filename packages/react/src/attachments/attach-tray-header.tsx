'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useAttachTrayContext } from './attach-tray-context.js';
import { attachTrayMessages } from './messages.js';
import { keepFocusInTray } from './keep-focus-in-tray.js';

export type AttachTrayHeaderProps = ComponentProps<'header'>;

/**
 * Title, count and "remove all". Renders a `<header>`.
 *
 * @selector [data-slot="attach-tray-header"]; inside it `attach-tray-title`, `attach-tray-count`, `attach-tray-clear`
 */
export function AttachTrayHeader(props: AttachTrayHeaderProps) {
  const attachments = useAttachTrayContext('Header');
  const messages = useMessages('attachTray', attachTrayMessages);
  const format = useFormatters();
  return (
    <header data-slot="attach-tray-header" {...props}>
      <h2 data-slot="attach-tray-title">{messages.title}</h2>
      <span data-slot="attach-tray-count">{messages.count(format.number(attachments.items.length))}</span>
      {attachments.items.length > 0 ? (
        <button
          type="button"
          data-slot="attach-tray-clear"
          onClick={(event) => {
            keepFocusInTray(event.currentTarget);
            attachments.clear();
          }}
        >
          {messages.clear}
        </button>
      ) : null}
    </header>
  );
}

'use client';

import type { ComponentProps } from 'react';
import { useMessages } from '../messages/use-messages.js';
import { useAttachTrayContext } from './attach-tray-context.js';
import { attachTrayMessages } from './messages.js';

export type AttachTrayEmptyProps = ComponentProps<'p'>;

/**
 * The empty state. Renders a `<p>` while nothing is attached.
 *
 * @selector [data-slot="attach-tray-empty"]
 */
export function AttachTrayEmpty({ children, ...props }: AttachTrayEmptyProps) {
  const attachments = useAttachTrayContext('Empty');
  const messages = useMessages('attachTray', attachTrayMessages);
  if (attachments.items.length > 0) return null;
  return (
    <p data-slot="attach-tray-empty" {...props}>
      {children ?? messages.empty}
    </p>
  );
}

'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useAttachTrayContext } from './attach-tray-context.js';
import { attachTrayMessages } from './messages.js';

export type AttachTrayPendingProps = ComponentProps<'div'>;

/**
 * The over-budget confirmation, while an attach waits for it. Renders a `<div role="alert">` or nothing.
 *
 * @selector [data-slot="attach-tray-pending"]; inside it `attach-tray-actions`, `attach-tray-attach-anyway`, `attach-tray-cancel`
 */
export function AttachTrayPending(props: AttachTrayPendingProps) {
  const attachments = useAttachTrayContext('Pending');
  const messages = useMessages('attachTray', attachTrayMessages);
  const format = useFormatters();
  const pending = attachments.pending;
  if (!pending) return null;
  return (
    <div role="alert" data-slot="attach-tray-pending" {...props}>
      <p>{messages.overBudget(format.number(pending.projectedTokens), format.number(pending.budget))}</p>
      <div data-slot="attach-tray-actions">
        <button type="button" data-slot="attach-tray-attach-anyway" data-variant="primary" onClick={attachments.confirmPending}>
          {messages.attachAnyway}
        </button>
        <button type="button" data-slot="attach-tray-cancel" onClick={attachments.cancelPending}>
          {messages.cancel}
        </button>
      </div>
    </div>
  );
}

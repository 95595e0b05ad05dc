'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useMessages } from '../messages/use-messages.js';
import { AttachTrayContext } from './attach-tray-context.js';
import { AttachTrayEmpty } from './attach-tray-empty.js';
import { AttachTrayHeader } from './attach-tray-header.js';
import { AttachTrayList } from './attach-tray-list.js';
import { attachTrayMessages } from './messages.js';
import { AttachTrayPending } from './attach-tray-pending.js';
import type { AttachmentsController } from './use-attachments.js';

export interface AttachTrayRootState {
  /** @selector [data-empty] */
  empty: boolean;
}

export interface AttachTrayRootProps extends ComponentProps<'section'>, PartRenderProps<'section', AttachTrayRootState> {
  attachments: AttachmentsController;
}

/**
 * The attached set with sizes, remove actions and "changed since attached" choices. Without
 * children it renders the default layout (header, pending confirmation, list, empty state).
 * Renders a `<section>`.
 *
 * @selector [data-slot="attach-tray"]
 */
export function AttachTrayRoot({ attachments, children, render, ...props }: AttachTrayRootProps) {
  const messages = useMessages('attachTray', attachTrayMessages);
  const state: AttachTrayRootState = { empty: attachments.items.length === 0 };
  return (
    <AttachTrayContext.Provider value={attachments}>
      {renderElement(
        <section
          data-slot="attach-tray"
          data-empty={state.empty || undefined}
          aria-label={messages.title}
          // Takes focus when the button that had it goes away (the last remove, "remove all").
          tabIndex={-1}
          {...props}
        >
          {children ?? (
            <>
              <AttachTrayHeader />
              <AttachTrayPending />
              <AttachTrayList />
              <AttachTrayEmpty />
            </>
          )}
        </section>,
        render,
        state,
      )}
    </AttachTrayContext.Provider>
  );
}

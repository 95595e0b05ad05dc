import { createContext, useContext } from 'react';
import type { AttachedResource, AttachmentsController } from './use-attachments.js';

export const AttachTrayContext = createContext<AttachmentsController | undefined>(undefined);

export function useAttachTrayContext(part: string): AttachmentsController {
  const context = useContext(AttachTrayContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <AttachTray.${part}> was rendered outside <AttachTray.Root>. ` +
        'It shows the attachments that the Root holds. Render it inside <AttachTray.Root attachments={useAttachments()}>.',
    );
  }
  return context;
}

export const AttachTrayItemContext = createContext<AttachedResource | undefined>(undefined);

export function useAttachTrayItemContext(part: string): AttachedResource {
  const item = useContext(AttachTrayItemContext);
  if (!item) {
    throw new Error(
      `[@mcp-resource-kit/react] <AttachTray.${part}> was rendered outside <AttachTray.Item>. ` +
        'It acts on the one attachment its Item shows. Render it inside <AttachTray.Item item={…}>.',
    );
  }
  return item;
}

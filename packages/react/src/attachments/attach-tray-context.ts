import { createContext, useContext } from 'react';
import type { AttachmentsController } from './use-attachments.js';

export const AttachTrayContext = createContext<AttachmentsController | undefined>(undefined);

export function useAttachTrayContext(part: string): AttachmentsController {
  const context = useContext(AttachTrayContext);
  if (!context) {
    throw new Error(`[@mcp-resource-kit/react] <AttachTray.${part}> must be used within <AttachTray.Root attachments={…}>.`);
  }
  return context;
}

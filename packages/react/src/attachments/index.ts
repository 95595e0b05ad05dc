export * as AttachTray from './index.parts.js';
export { AttachDropZone, type AttachDropZoneProps, type AttachDropZoneState } from './attach-drop-zone.js';
export { attachTrayMessages, type AttachTrayMessages } from './attach-tray-messages.js';
export {
  hasResourceDragData,
  readResourceDragData,
  RESOURCE_DRAG_TYPE,
  setResourceDragData,
  type DraggedResource,
} from './resource-drag-data.js';
export {
  attachmentId,
  useAttachments,
  type AttachedResource,
  type AttachmentsController,
  type PendingAttachment,
  type UseAttachmentsOptions,
} from './use-attachments.js';

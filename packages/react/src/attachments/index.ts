export * as AttachTray from './index.parts.js';
export { AttachTrayRoot, type AttachTrayRootProps, type AttachTrayRootState } from './attach-tray-root.js';
export { AttachTrayHeader, type AttachTrayHeaderProps } from './attach-tray-header.js';
export { AttachTrayPending, type AttachTrayPendingProps } from './attach-tray-pending.js';
export { AttachTrayList, type AttachTrayListProps } from './attach-tray-list.js';
export { AttachTrayItem, type AttachTrayItemProps, type AttachTrayItemState } from './attach-tray-item.js';
export { AttachTrayItemRemove, type AttachTrayItemRemoveProps } from './attach-tray-item-remove.js';
export { AttachTrayEmpty, type AttachTrayEmptyProps } from './attach-tray-empty.js';
export { AttachDropZone, type AttachDropZoneProps, type AttachDropZoneState } from './attach-drop-zone.js';
export { attachTrayMessages, type AttachTrayMessages } from './messages.js';
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

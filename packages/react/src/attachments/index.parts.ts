export { AttachTrayRoot as Root, type AttachTrayRootProps as RootProps, type AttachTrayRootState as RootState } from './attach-tray-root.js';
export { AttachTrayHeader as Header, type AttachTrayHeaderProps as HeaderProps } from './attach-tray-header.js';
export { AttachTrayPending as Pending, type AttachTrayPendingProps as PendingProps } from './attach-tray-pending.js';
export { AttachTrayList as List, type AttachTrayListProps as ListProps } from './attach-tray-list.js';
export { AttachTrayItem as Item, type AttachTrayItemProps as ItemProps, type AttachTrayItemState as ItemState } from './attach-tray-item.js';
export { AttachTrayItemRemove as ItemRemove, type AttachTrayItemRemoveProps as ItemRemoveProps } from './attach-tray-item-remove.js';
export { AttachTrayEmpty as Empty, type AttachTrayEmptyProps as EmptyProps } from './attach-tray-empty.js';

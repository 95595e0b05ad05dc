export { Empty, Header, Item, List, Pending, Root } from './attach-tray.js';
export type { AttachTrayItemState, AttachTrayRootProps } from './attach-tray.js';

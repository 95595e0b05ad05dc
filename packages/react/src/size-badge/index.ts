export { SizeBadge, type SizeBadgeProps, type SizeBadgeState } from './size-badge.js';
export { sizeBadgeMessages, type SizeBadgeMessages } from './messages.js';

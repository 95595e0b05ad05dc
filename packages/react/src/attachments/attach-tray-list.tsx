'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useAttachTrayContext } from './attach-tray-context.js';
import { AttachTrayItem } from './attach-tray-item.js';
import type { AttachedResource } from './use-attachments.js';

export interface AttachTrayListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** Renders each attachment; `<AttachTray.Item item={item} />` when left out. */
  children?: (item: AttachedResource) => ReactNode;
}

/**
 * The attachments. Renders a `<ul>` (nothing while empty).
 *
 * @selector [data-slot="attach-tray-list"]
 */
export function AttachTrayList({ children, ...props }: AttachTrayListProps) {
  const attachments = useAttachTrayContext('List');
  if (attachments.items.length === 0) return null;
  return (
    <ul data-slot="attach-tray-list" {...props}>
      {attachments.items.map((item) => (children ? children(item) : <AttachTrayItem key={item.id} item={item} />))}
    </ul>
  );
}

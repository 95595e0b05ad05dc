'use client';

import { useState, type ComponentProps, type DragEvent } from 'react';
import { useMessages } from '../messages/use-messages.js';
import { attachTrayMessages } from './attach-tray-messages.js';
import { hasResourceDragData, readResourceDragData, type DraggedResource } from './resource-drag-data.js';

export interface AttachDropZoneProps extends ComponentProps<'div'> {
  /** Called with the resources dropped (kit drags, or `text/uri-list` from elsewhere). */
  onDropResources: (items: DraggedResource[]) => void;
  /** Server of plain URI drops that do not say which server they come from. */
  serverId?: string;
}

export interface AttachDropZoneState {
  /** @selector [data-drag-over] */
  dragOver: boolean;
}

/**
 * A target for dragged tree rows and search results (and URI lists from elsewhere). Keyboard users
 * attach with the tree's and palette's attach command instead. Renders a `<div>`.
 */
export function AttachDropZone({ onDropResources, serverId, children, className, onDragOver, onDragLeave, onDrop, ...props }: AttachDropZoneProps) {
  const messages = useMessages('attachTray', attachTrayMessages);
  const [dragOver, setDragOver] = useState(false);

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    onDragOver?.(event);
    if (event.defaultPrevented || !hasResourceDragData(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    onDrop?.(event);
    setDragOver(false);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const items = readResourceDragData(event.dataTransfer, serverId);
    if (items.length > 0) onDropResources(items);
  };

  return (
    <div
      data-slot="attach-drop-zone"
      data-drag-over={dragOver || undefined}
      className={['mcp-attach-drop-zone', className].filter(Boolean).join(' ')}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        onDragLeave?.(event);
        setDragOver(false);
      }}
      onDrop={handleDrop}
      {...props}
    >
      {children ?? <p className="mcp-attach-drop-zone-hint">{messages.dropHere}</p>}
    </div>
  );
}

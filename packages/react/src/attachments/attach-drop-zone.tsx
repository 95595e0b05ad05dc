'use client';

import { useState, type ComponentProps, type DragEvent } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useMessages } from '../messages/use-messages.js';
import { attachTrayMessages } from './messages.js';
import { hasResourceDragData, readResourceDragData, type DraggedResource } from './resource-drag-data.js';

export interface AttachDropZoneProps extends ComponentProps<'div'>, PartRenderProps<'div', AttachDropZoneState> {
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
 *
 * @selector [data-slot="attach-drop-zone"]; its default hint is `attach-drop-zone-hint`
 */
export function AttachDropZone({ onDropResources, serverId, children, render, onDragOver, onDragLeave, onDrop, ...props }: AttachDropZoneProps) {
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

  return renderElement(
    <div
      data-slot="attach-drop-zone"
      data-drag-over={dragOver || undefined}
      {...props}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        onDragLeave?.(event);
        setDragOver(false);
      }}
      onDrop={handleDrop}
    >
      {children ?? <p data-slot="attach-drop-zone-hint">{messages.dropHere}</p>}
    </div>,
    render,
    { dragOver },
  );
}

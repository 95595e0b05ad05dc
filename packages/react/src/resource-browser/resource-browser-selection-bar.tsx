'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useResourceTreeContext } from '../resource-tree/resource-tree-context.js';
import { RESOURCE_BROWSER_MESSAGES } from './messages.js';

export interface ResourceBrowserSelectionBarProps extends ComponentProps<'div'> {
  children?: ReactNode;
}

/**
 * How many resources are selected, with buttons that attach them and clear the selection. Use it
 * inside `ResourceTree.Root`. Renders a `<div role="group">`.
 *
 * @selector [data-slot="resource-browser-selection-bar"] [data-empty] when nothing is selected
 */
export function ResourceBrowserSelectionBar({ children, ...props }: ResourceBrowserSelectionBarProps) {
  const tree = useResourceTreeContext('ResourceBrowser.SelectionBar');
  const messages = useMessages('resourceBrowser', RESOURCE_BROWSER_MESSAGES);
  const formatters = useFormatters();
  const count = tree.selectedKeys.length;
  return (
    <div role="group" aria-label={messages.selection} data-slot="resource-browser-selection-bar" data-empty={count === 0 || undefined} {...props}>
      {children ?? (
        <>
          <span role="status">{count === 0 ? messages.nothingSelected : messages.selected(formatters.number(count))}</span>
          <button type="button" data-slot="resource-browser-attach" disabled={count === 0} onClick={tree.attach}>
            {count === 0 ? messages.attach : messages.attachCount(formatters.number(count))}
          </button>
          <button type="button" data-slot="resource-browser-clear-selection" disabled={count === 0} onClick={() => tree.setSelectedKeys([])}>
            {messages.clearSelection}
          </button>
        </>
      )}
    </div>
  );
}

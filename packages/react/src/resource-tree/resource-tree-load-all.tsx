'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourceTreeContext } from './resource-tree-context.js';

export interface ResourceTreeLoadAllState {
  /** True while "load all" runs: the button then stops it. */
  running: boolean;
  disabled: boolean;
}

export interface ResourceTreeLoadAllProps extends Omit<ComponentProps<'button'>, 'type'>, PartRenderProps<'button', ResourceTreeLoadAllState> {
  /** Pages to load at most, across all servers. @default 500 */
  maxPages?: number;
}

/**
 * Loads every remaining page of every server, up to `maxPages`; while it runs, the same button
 * stops it. Disabled when nothing is left to load. Renders a `<button>`, or the `render` element.
 *
 * @selector [data-slot="resource-tree-load-all"] [data-running]
 */
export function ResourceTreeLoadAll({ maxPages = 500, children, disabled, onClick, render, ...props }: ResourceTreeLoadAllProps) {
  const { catalog, messages } = useResourceTreeContext('ResourceTree.LoadAll');
  const running = catalog.loadAllProgress.running;
  const remaining = catalog.servers.some((server) => server.resources.hasNextPage);
  const isDisabled = disabled ?? (!running && !remaining);
  return renderElement(
    <button
      type="button"
      data-slot="resource-tree-load-all"
      data-running={running || undefined}
      disabled={isDisabled}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (running) catalog.cancelLoadAll();
        else void catalog.loadAll({ maxPages });
      }}
    >
      {children ?? (running ? messages.cancelLoadAll : messages.loadAll)}
    </button>,
    render,
    { running, disabled: isDisabled },
  );
}

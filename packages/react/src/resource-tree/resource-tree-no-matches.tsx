'use client';

import type { ComponentProps } from 'react';
import { useResourceTreeContext } from './resource-tree-context.js';

export type ResourceTreeNoMatchesProps = ComponentProps<'div'>;

/**
 * Shown when active filters leave no resource or template on any server, with a button that
 * clears them (when the root was given `onClearFilters`). Renders a `<div role="status">`, nothing
 * otherwise.
 *
 * @selector [data-slot="resource-tree-no-matches"]
 */
export function ResourceTreeNoMatches({ children, ...props }: ResourceTreeNoMatchesProps) {
  const { view, pending, catalog, messages, clearFilters } = useResourceTreeContext('ResourceTree.NoMatches');
  const settled = catalog.servers.every((server) => server.resources.status === 'success' || server.resources.status === 'error');
  if (!view.filtered || view.matchCount > 0 || pending || !settled) return null;
  return (
    <div role="status" data-slot="resource-tree-no-matches" {...props}>
      {children ?? (
        <>
          <span>{messages.noMatches}</span>
          {clearFilters && (
            <button type="button" data-slot="resource-tree-clear-filters" onClick={clearFilters}>
              {messages.clearFilters}
            </button>
          )}
        </>
      )}
    </div>
  );
}

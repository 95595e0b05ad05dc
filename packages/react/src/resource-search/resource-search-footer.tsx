'use client';

import type { ComponentProps } from 'react';
import { useResourceSearchContext } from './resource-search-context.js';

export type ResourceSearchFooterProps = ComponentProps<'div'>;

/**
 * Counts and keys: how many matched and how many are shown, whether servers have more than is
 * loaded, and the keys that open and attach. A polite live region. Renders a `<div role="status">`.
 *
 * @selector [data-slot="resource-search-footer"]
 */
export function ResourceSearchFooter({ children, ...props }: ResourceSearchFooterProps) {
  const { active, pending, shown, total, catalog, messages, formatters } = useResourceSearchContext('ResourceSearch.Footer');
  const partial = catalog.servers.some((server) => server.resources.hasNextPage);
  const parts: string[] = [];
  if (active && !pending && total > shown) parts.push(messages.truncated(formatters.number(shown), formatters.number(total)));
  else if (active && !pending && total > 0) parts.push(messages.count(formatters.number(total)));
  if (active && partial) parts.push(messages.partial);
  parts.push(messages.hint);
  return (
    <div role="status" data-slot="resource-search-footer" {...props}>
      {children ?? parts.join(' · ')}
    </div>
  );
}

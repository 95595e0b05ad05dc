'use client';

import type { ComponentProps } from 'react';
import { useEntryCount } from '../catalog/use-entry-count.js';
import { useResourceTreeContext } from './resource-tree-context.js';

export type ResourceTreeSummaryProps = ComponentProps<'p'>;

/**
 * Counts in words: how many resources are shown of how many loaded, whether more are on the
 * server, how many invalid list items were left out, and the progress of "load all". A polite
 * live region. Renders a `<p role="status">`.
 *
 * @selector [data-slot="resource-tree-summary"]
 */
export function ResourceTreeSummary({ children, ...props }: ResourceTreeSummaryProps) {
  const { catalog, view, messages, formatters, selectedKeys } = useResourceTreeContext('ResourceTree.Summary');
  const total = useEntryCount(catalog);
  const templates = catalog.servers.reduce((sum, server) => sum + (server.templates?.count ?? 0), 0);
  const more = catalog.servers.some((server) => server.resources.hasNextPage);
  const progress = catalog.loadAllProgress;
  const parts = view.filtered
    ? [messages.summary(formatters.number(view.matchCount), formatters.number(total))]
    : [messages.summaryResources(formatters.number(total - templates)), messages.summaryTemplates(formatters.number(templates))];
  if (more) parts.push(messages.summaryMore);
  const rejected = catalog.servers.reduce((sum, server) => sum + server.resources.rejected + (server.templates?.rejected ?? 0), 0);
  if (rejected > 0) parts.push(messages.summaryRejected(formatters.number(rejected)));
  if (selectedKeys.length > 0) parts.push(messages.selectedCount(formatters.number(selectedKeys.length)));
  if (progress.running) parts.push(messages.loadAllRunning(formatters.number(progress.items), formatters.number(progress.pages)));
  else if (progress.stopped === 'cancelled') parts.push(messages.loadAllCancelled(formatters.number(progress.items)));
  else if (progress.stopped === 'page-limit') parts.push(messages.loadAllCapped(formatters.number(progress.pages)));
  else if (progress.pages > 0) parts.push(messages.loadAllDone(formatters.number(progress.items)));
  return (
    <p role="status" data-slot="resource-tree-summary" {...props}>
      {children ?? parts.join(' · ')}
    </p>
  );
}

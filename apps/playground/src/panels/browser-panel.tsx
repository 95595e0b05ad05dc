import { parseFilters, serializeFilters, type ResourceEntry, type ResourceFilterValue, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { ResourceBrowser } from '@mcp-resource-kit/react';
import '@mcp-resource-kit/react/styles.css';
import { useCallback, useId, useState } from 'react';

export interface BrowserPanelProps {
  /** Show only this server; every server of the provider when absent. */
  serverId?: string;
  /** A resource or template was opened (Enter, double-click, or picked in the ⌘K palette), e.g. to preview it. */
  onOpen?: (entry: ResourceEntry) => void;
  /** Resources to attach (Ctrl/⌘+Enter or the Attach button). Without it the panel lists them itself. */
  onAttach?: (resources: ResourceItemEntry[]) => void;
}

/**
 * The assembled resource browser: ⌘K search, facet filters, the virtualized tree, "load all" and
 * the selection bar. Its filters live in the page's address (`q`, `mime`, `kind`, `audience`,
 * `priority`, `since`, `sort`), so a link reopens the same view; the playground's own parameters
 * (`server`, `proxy`, `resource`) are left alone.
 */
export function BrowserPanel({ serverId, onOpen, onAttach }: BrowserPanelProps) {
  const headingId = useId();
  const [filters, setFilters] = useState<ResourceFilterValue>(() => parseFilters(window.location.search));
  const [attached, setAttached] = useState<ResourceItemEntry[]>([]);

  const changeFilters = useCallback((next: ResourceFilterValue) => {
    setFilters(next);
    const url = new URL(window.location.href);
    url.search = serializeFilters(next, url.search).toString();
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, []);

  const attach = useCallback(
    (resources: ResourceItemEntry[]) => {
      if (onAttach) onAttach(resources);
      else setAttached(resources);
    },
    [onAttach],
  );

  return (
    <section className="panel browser-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Resources</h2>
      <ResourceBrowser.Root
        {...(serverId !== undefined && { servers: [serverId] })}
        filters={filters}
        onFiltersChange={changeFilters}
        onAttach={attach}
        {...(onOpen && { onOpen })}
      />
      {!onAttach && attached.length > 0 ? (
        <div className="browser-panel-attached" role="region" aria-label="Attached resources">
          <h3>Attached ({attached.length})</h3>
          <ul>
            {attached.map((entry) => (
              <li key={`${entry.serverId}\u0000${entry.resource.uri}`}>
                <code>{entry.resource.uri}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

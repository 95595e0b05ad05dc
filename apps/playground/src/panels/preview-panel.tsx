import type { Resource } from '@mcp-resource-kit/core';
import { ResourcePreview } from '@mcp-resource-kit/react';
import '@mcp-resource-kit/react/styles.css';
import { useId } from 'react';

export interface PreviewPanelProps {
  serverId: string;
  /** The resource to preview; a hint to pick one when absent. */
  uri: string | undefined;
  /** The resource as listed, when the host has it (title, size and lastModified before the read). */
  resource?: Resource;
  /** Attaches the previewed resource; without it there is no Attach button. */
  onAttach?: () => void;
  /** Opens another resource of the same server (a link in rendered Markdown). */
  onOpenResource?: (uri: string) => void;
}

/**
 * What a resource holds before it is attached: its header (title, URI, MIME type, size, freshness,
 * live "updated just now"), its contents (highlighted text, Markdown, JSON, images, audio, PDF, hex,
 * several contents as tabs), and every state, including the server's questions (`input_required`).
 */
export function PreviewPanel({ serverId, uri, resource, onAttach, onOpenResource }: PreviewPanelProps) {
  const headingId = useId();
  return (
    <section className="panel preview-panel" aria-labelledby={headingId}>
      <div className="panel-heading">
        <h2 id={headingId}>Preview</h2>
        {uri !== undefined && onAttach ? (
          <button type="button" className="mcp-button" data-variant="primary" onClick={onAttach}>
            Attach
          </button>
        ) : null}
      </div>
      {uri === undefined ? (
        <p className="status">Pick a resource to preview it.</p>
      ) : (
        // Keyed by URI: a new resource starts with its first content selected and a fresh input round.
        <ResourcePreview.Root key={uri} serverId={serverId} uri={uri} resource={resource?.uri === uri ? resource : undefined} headingLevel={3} onOpenResource={onOpenResource} />
      )}
    </section>
  );
}

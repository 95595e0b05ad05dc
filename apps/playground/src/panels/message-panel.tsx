import { toContentBlocks } from '@mcp-resource-kit/core';
import type { AttachedResource } from '@mcp-resource-kit/react';
import { useId, useMemo, useState } from 'react';

/** The exact content blocks a host would send to a model for the attached resources. */
export function MessagePanel({ items }: { items: readonly AttachedResource[] }) {
  const headingId = useId();
  const [mode, setMode] = useState<'embedded' | 'link'>('embedded');
  const [view, setView] = useState<'blocks' | 'text'>('blocks');
  const { blocks, text } = useMemo(
    () => toContentBlocks(items.map((item) => ({ uri: item.uri, resource: item.resource, read: item.read })), { mode }),
    [items, mode],
  );
  const shown = view === 'blocks' ? JSON.stringify(blocks, truncateLongStrings, 2) : text;
  return (
    <section className="panel message-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Message</h2>
      <div className="segmented" role="group" aria-label="Send resources as">
        <button type="button" className="mcp-button" aria-pressed={mode === 'embedded'} onClick={() => setMode('embedded')}>
          Embedded
        </button>
        <button type="button" className="mcp-button" aria-pressed={mode === 'link'} onClick={() => setMode('link')}>
          Links
        </button>
      </div>
      <div className="segmented" role="group" aria-label="Show">
        <button type="button" className="mcp-button" aria-pressed={view === 'blocks'} onClick={() => setView('blocks')}>
          Content blocks
        </button>
        <button type="button" className="mcp-button" aria-pressed={view === 'text'} onClick={() => setView('text')}>
          Plain text
        </button>
      </div>
      <p className="status">
        {blocks.length} content block{blocks.length === 1 ? '' : 's'}
      </p>
      <pre className="message-output" data-testid="message-output" tabIndex={0} aria-label="Message content">
        {shown}
      </pre>
    </section>
  );
}

/** Base64 of images runs to megabytes: the view shows its start; what is sent is complete. */
function truncateLongStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length > 2000 ? `${value.slice(0, 2000)}… (${value.length.toLocaleString()} characters)` : value;
}

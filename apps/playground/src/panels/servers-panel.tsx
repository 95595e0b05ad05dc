import { needsSignIn } from '@mcp-resource-kit/core';
import { useServerStatus } from '@mcp-resource-kit/react';
import { useId, useState, type FormEvent } from 'react';
import { parseHeaderLines, remoteEntry, type ServerEntry } from '../connection.ts';

export interface ServersPanelProps {
  servers: readonly ServerEntry[];
  selectedId: string;
  onSelect: (id: string) => void;
  onAdd: (entry: ServerEntry) => void;
  onRemove: (id: string) => void;
}

/** The connected servers with their era, protocol, capabilities and status, and a form to add one by URL. */
export function ServersPanel({ servers, selectedId, onSelect, onAdd, onRemove }: ServersPanelProps) {
  const headingId = useId();
  return (
    <section className="panel servers-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Servers</h2>
      <ul className="server-list">
        {servers.map((entry) => (
          <ServerItem key={entry.id} entry={entry} selected={entry.id === selectedId} onSelect={onSelect} onRemove={onRemove} />
        ))}
      </ul>
      <AddServerForm onAdd={onAdd} />
    </section>
  );
}

function ServerItem({
  entry,
  selected,
  onSelect,
  onRemove,
}: {
  entry: ServerEntry;
  selected: boolean;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const status = useServerStatus(entry.id);
  const resources = status?.capabilities?.resources;
  const capabilities = [
    resources && 'resources',
    resources?.subscribe && 'subscribe',
    resources?.listChanged && 'listChanged',
    status?.capabilities?.completions && 'completions',
  ].filter(Boolean);
  return (
    <li className="server-item" data-status={status?.status} data-selected={selected || undefined}>
      <div className="server-item-head">
        <button type="button" className="server-select" aria-pressed={selected} onClick={() => onSelect(entry.id)}>
          {entry.label}
        </button>
        {entry.kind === 'remote' ? (
          <button type="button" className="mcp-button" data-variant="quiet" aria-label={`Remove ${entry.label}`} onClick={() => onRemove(entry.id)}>
            ×
          </button>
        ) : null}
      </div>
      <dl className="facts" aria-label={`${entry.label} details`}>
        <div>
          <dt>Status</dt>
          <dd>{status?.status ?? 'connecting'}</dd>
        </div>
        <div>
          <dt>Era</dt>
          <dd>{status?.era ?? '…'}</dd>
        </div>
        <div>
          <dt>Protocol</dt>
          <dd>{status?.protocolVersion ?? '…'}</dd>
        </div>
        <div>
          <dt>Live updates</dt>
          <dd>{status?.watch.state ?? '…'}</dd>
        </div>
        <div>
          <dt>Capabilities</dt>
          <dd>{status?.capabilities ? capabilities.join(', ') || 'none' : '…'}</dd>
        </div>
        <div>
          <dt>Endpoint</dt>
          <dd>
            {entry.kind === 'remote' ? (
              <code>
                {entry.url}
                {entry.proxy ? ' (via proxy)' : ''}
                {entry.oauth ? ' (OAuth)' : ''}
              </code>
            ) : (
              'in-page (no network)'
            )}
          </dd>
        </div>
      </dl>
      {status?.status === 'error' ? (
        <div className="error" role="alert">
          <p>
            <span className="error-kind">{status.error?.kind}</span> {status.error?.message}
          </p>
          <button type="button" className="mcp-button" onClick={status.retry}>
            {needsSignIn(status.error) ? 'Sign in' : 'Retry'}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function AddServerForm({ onAdd }: { onAdd: (entry: ServerEntry) => void }) {
  const ids = { url: useId(), token: useId(), headers: useId(), error: useId() };
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const url = String(data.get('url') ?? '').trim();
    const token = String(data.get('token') ?? '').trim();
    const headers = parseHeaderLines(String(data.get('headers') ?? ''));
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      onAdd(remoteEntry(url, { proxy: data.get('proxy') === '1', headers, oauth: data.get('oauth') === '1' }));
      setError(undefined);
      event.currentTarget.reset();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <form className="server-form" aria-label="Add a server" onSubmit={submit}>
      <h3>Add a server</h3>
      <label htmlFor={ids.url}>Streamable HTTP URL</label>
      <input id={ids.url} name="url" type="url" required placeholder="http://127.0.0.1:3001/mcp" aria-describedby={error ? ids.error : undefined} />
      <label htmlFor={ids.token}>Bearer token (optional)</label>
      <input id={ids.token} name="token" type="password" autoComplete="off" />
      <label htmlFor={ids.headers}>Other headers, one “Name: value” per line (optional)</label>
      <textarea id={ids.headers} name="headers" rows={2} />
      <label className="checkbox">
        <input type="checkbox" name="proxy" value="1" />
        through the playground proxy (for servers without CORS headers)
      </label>
      <label className="checkbox">
        <input type="checkbox" name="oauth" value="1" />
        sign in with OAuth (in a popup)
      </label>
      {error ? (
        <p id={ids.error} className="error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="mcp-button" data-variant="primary">
          Connect
        </button>
      </div>
    </form>
  );
}

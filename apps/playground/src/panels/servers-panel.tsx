import { redactUrl } from '@mcp-resource-kit/core';
import { useServerStatus } from '@mcp-resource-kit/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { parseHeaderLines, remoteEntry, stdioEntry, type ServerEntry } from '../connection.ts';
import { addStdioServer } from '../stdio-servers.ts';
import { StdioOutput } from './stdio-output.tsx';

export interface ServersPanelProps {
  servers: readonly ServerEntry[];
  selectedId: string;
  onSelect: (id: string) => void;
  onAdd: (entry: ServerEntry) => void;
  /** A bridged stdio server said its name: it replaces the command line as its label. */
  onRename: (id: string, label: string) => void;
  onRemove: (id: string) => void;
}

/** The connected servers with their era, protocol, capabilities and status, and a form to add one by URL or command. */
export function ServersPanel({ servers, selectedId, onSelect, onAdd, onRename, onRemove }: ServersPanelProps) {
  const headingId = useId();
  return (
    <section className="panel servers-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Servers</h2>
      <ul className="server-list">
        {servers.map((entry) => (
          <ServerItem key={entry.id} entry={entry} selected={entry.id === selectedId} onSelect={onSelect} onRename={onRename} onRemove={onRemove} />
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
  onRename,
  onRemove,
}: {
  entry: ServerEntry;
  selected: boolean;
  onSelect: (id: string) => void;
  onRename: (id: string, label: string) => void;
  onRemove: (id: string) => void;
}) {
  const status = useServerStatus(entry.id);
  const name = status?.serverInfo?.title ?? status?.serverInfo?.name;
  useEffect(() => {
    if (entry.kind === 'stdio' && name && name !== entry.label) onRename(entry.id, name);
  }, [entry, name, onRename]);
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
        {entry.kind !== 'demo' ? (
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
                {redactUrl(entry.url)}
                {entry.proxy ? ' (via proxy)' : ''}
              </code>
            ) : entry.kind === 'stdio' ? (
              <>
                stdio: <code>{entry.commandLine}</code>
              </>
            ) : (
              'in-page (no network)'
            )}
          </dd>
        </div>
      </dl>
      {entry.kind === 'stdio' ? <StdioOutput bridgeId={entry.bridgeId} label={entry.label} /> : null}
      {status?.status === 'error' || status?.status === 'lost' ? (
        <div className="error" role="alert" data-needs-sign-in={status.needsSignIn || undefined}>
          {status.status === 'lost' ? <p>The server stopped answering; what is shown may be out of date.</p> : null}
          {status.needsSignIn ? <p>This server wants you to sign in: press “Sign in” to open its sign-in page in a popup.</p> : null}
          <p>
            <span className="error-kind">{status.error?.kind}</span> {status.error?.message}
          </p>
          {status.needsSignIn ? (
            // The sign-in popup opens from this click; browsers block popups without one.
            <button type="button" className="mcp-button" data-variant="primary" onClick={status.signIn}>
              Sign in
            </button>
          ) : (
            <button type="button" className="mcp-button" onClick={status.retry}>
              {status.status === 'lost' ? 'Reconnect' : 'Retry'}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

type Transport = 'http' | 'stdio';

function AddServerForm({ onAdd }: { onAdd: (entry: ServerEntry) => void }) {
  const ids = { url: useId(), command: useId(), token: useId(), headers: useId(), error: useId(), hint: useId() };
  const [transport, setTransport] = useState<Transport>('http');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      if (transport === 'stdio') {
        setPending(true);
        onAdd(stdioEntry(await addStdioServer(String(data.get('command') ?? '').trim())));
      } else {
        const url = String(data.get('url') ?? '').trim();
        const token = String(data.get('token') ?? '').trim();
        const headers = parseHeaderLines(String(data.get('headers') ?? ''));
        if (token) headers.Authorization = `Bearer ${token}`;
        onAdd(remoteEntry(url, { proxy: data.get('proxy') === '1', headers }));
      }
      setError(undefined);
      form.reset();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPending(false);
    }
  };

  const describedBy = error ? ids.error : undefined;
  return (
    <form className="server-form" aria-label="Add a server" onSubmit={(event) => void submit(event)}>
      <h3>Add a server</h3>
      <fieldset className="transport-choice">
        <legend>Connect by</legend>
        <label className="checkbox">
          <input type="radio" name="transport" value="http" checked={transport === 'http'} onChange={() => setTransport('http')} />
          URL (Streamable HTTP)
        </label>
        <label className="checkbox">
          <input type="radio" name="transport" value="stdio" checked={transport === 'stdio'} onChange={() => setTransport('stdio')} />
          Command (stdio)
        </label>
      </fieldset>
      {transport === 'stdio' ? (
        <>
          <label htmlFor={ids.command}>Command line</label>
          <input
            id={ids.command}
            name="command"
            type="text"
            required
            spellCheck={false}
            autoComplete="off"
            placeholder="npx -y @modelcontextprotocol/server-everything"
            aria-describedby={[ids.hint, describedBy].filter(Boolean).join(' ')}
          />
          <p id={ids.hint} className="hint">
            The playground's dev server runs it on this machine, without a shell, one process per connection, and ends it when
            the page disconnects.
          </p>
        </>
      ) : (
        <>
          <label htmlFor={ids.url}>Streamable HTTP URL</label>
          <input id={ids.url} name="url" type="url" required placeholder="http://127.0.0.1:3001/mcp" aria-describedby={describedBy} />
          <label htmlFor={ids.token}>Bearer token (optional)</label>
          <input id={ids.token} name="token" type="password" autoComplete="off" />
          <label htmlFor={ids.headers}>Other headers, one “Name: value” per line (optional)</label>
          <textarea id={ids.headers} name="headers" rows={2} />
          <label className="checkbox">
            <input type="checkbox" name="proxy" value="1" />
            through the playground proxy (for servers without CORS headers)
          </label>
        </>
      )}
      {error ? (
        <p id={ids.error} className="error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="mcp-button" data-variant="primary" disabled={pending}>
          {pending ? 'Adding…' : 'Connect'}
        </button>
      </div>
    </form>
  );
}

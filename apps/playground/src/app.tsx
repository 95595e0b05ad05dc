import { useResource, useResources, useResourceWatch, useServerStatus } from '@mcp-resource-kit/react';
import { useEffect, useId, useState } from 'react';
import { DEMO_LIVE_URI, type Target } from './connection.ts';

export function App({ target, serverId }: { target: Target; serverId: string }) {
  const status = useServerStatus(serverId);
  const [selected, setSelected] = useState<string | undefined>(target.kind === 'demo' ? DEMO_LIVE_URI : undefined);

  return (
    <>
      <header className="app-header">
        <h1>MCP Resource Kit</h1>
        <p className="tagline">Playground — browse the resources of an MCP server</p>
      </header>
      <main className="app-main">
        <ServerForm target={target} />
        {!status || status.status === 'connecting' ? (
          <p className="status" role="status">
            Connecting to {describeTarget(target)}…
          </p>
        ) : status.status === 'error' ? (
          <ErrorMessage title={`Could not connect to ${describeTarget(target)}`} error={status.error} onRetry={status.retry} />
        ) : (
          <>
            <ServerPanel serverId={serverId} target={target} />
            <div className="columns">
              <ResourceList serverId={serverId} selected={selected} onSelect={setSelected} />
              {selected !== undefined && <Preview serverId={serverId} uri={selected} />}
            </div>
          </>
        )}
      </main>
    </>
  );
}

function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'demo':
      return 'the embedded demo server';
    case 'remote':
      return target.url;
    case 'invalid':
      return target.input;
  }
}

function ServerForm({ target }: { target: Target }) {
  const inputId = useId();
  return (
    <form className="server-form" method="get" aria-label="Connect to a server">
      <label htmlFor={inputId}>Streamable HTTP server URL</label>
      <input
        id={inputId}
        name="server"
        type="url"
        placeholder="http://127.0.0.1:3001/mcp"
        defaultValue={target.kind === 'remote' ? target.url : target.kind === 'invalid' ? target.input : ''}
      />
      <label className="checkbox">
        <input type="checkbox" name="proxy" value="1" defaultChecked={target.kind === 'remote' && target.proxy} />
        through the playground proxy (for servers without CORS headers)
      </label>
      <div className="actions">
        <button type="submit">Connect</button>
        {target.kind !== 'demo' && <a href="?">Back to the embedded demo server</a>}
      </div>
    </form>
  );
}

function ServerPanel({ serverId, target }: { serverId: string; target: Target }) {
  const headingId = useId();
  const status = useServerStatus(serverId);
  if (!status) return null;
  const { serverInfo } = status;
  return (
    <section className="panel server-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Server</h2>
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>
            {serverInfo ? (serverInfo.title ?? serverInfo.name) : <span className="muted">not announced</span>}
            {serverInfo?.version ? <span className="muted"> {serverInfo.version}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Era</dt>
          <dd>{status.era}</dd>
        </div>
        <div>
          <dt>Protocol</dt>
          <dd>{status.protocolVersion}</dd>
        </div>
        <div>
          <dt>Live updates</dt>
          <dd>
            {status.watch.state}
            {status.watch.error ? <span className="muted"> ({status.watch.error.message})</span> : null}
          </dd>
        </div>
        <div>
          <dt>Endpoint</dt>
          <dd>
            {target.kind === 'remote' ? (
              <code>
                {target.url}
                {target.proxy ? ' (via proxy)' : ''}
              </code>
            ) : (
              'in-page (no network)'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function ResourceList({ serverId, selected, onSelect }: { serverId: string; selected: string | undefined; onSelect: (uri: string) => void }) {
  const headingId = useId();
  const { items, servers } = useResources({ servers: [serverId] });
  const server = servers[0];

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Resources</h2>
      {!server || server.status === 'connecting' || server.status === 'pending' ? (
        <p className="status" role="status">
          Loading resources…
        </p>
      ) : server.status === 'error' && items.length === 0 ? (
        <ErrorMessage title="Could not list resources" error={server.error} onRetry={server.retry} />
      ) : (
        <>
          <p className="status" role="status">
            {items.length === 0
              ? 'This server lists no resources.'
              : `${items.length} resource${items.length === 1 ? '' : 's'}${server.hasNextPage ? ' so far' : ''}`}
            {server.rejected > 0 ? ` (${server.rejected} malformed left out)` : ''}
          </p>
          {items.length > 0 && (
            <ul className="resources" aria-labelledby={headingId}>
              {items.map(({ item: resource }, index) => (
                <li key={`${index}:${resource.uri}`} className="resource">
                  <button
                    type="button"
                    className="resource-open"
                    aria-pressed={resource.uri === selected}
                    onClick={() => onSelect(resource.uri)}
                  >
                    <span className="resource-title">{resource.title ?? resource.name}</span>
                    <code className="resource-uri">{resource.uri}</code>
                    {resource.mimeType ? <span className="resource-mime">{resource.mimeType}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {server.status === 'error' ? <ErrorMessage title="Could not load more resources" error={server.error} onRetry={server.retry} /> : null}
          {server.hasNextPage ? (
            <button type="button" className="load-more" onClick={() => void server.fetchNextPage()} disabled={server.isFetchingNextPage}>
              {server.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

const PREVIEW_CHARACTERS = 4000;

function Preview({ serverId, uri }: { serverId: string; uri: string }) {
  const headingId = useId();
  const { data, error, isPending, isFetching, refetch } = useResource(serverId, uri);
  const { lastChangedAt } = useResourceWatch(serverId, uri);
  const justChanged = useIsRecent(lastChangedAt, 3000);

  return (
    <section className="panel preview" aria-labelledby={headingId} aria-busy={isFetching}>
      <h2 id={headingId}>Preview</h2>
      <p className="preview-uri">
        <code>{uri}</code>
        {justChanged ? (
          <span className="live-badge" role="status">
            updated just now
          </span>
        ) : null}
      </p>
      {isPending ? (
        <p className="status" role="status">
          Reading…
        </p>
      ) : error ? (
        <ErrorMessage title="Could not read this resource" error={error} onRetry={() => void refetch()} />
      ) : data.contents.length === 0 ? (
        <p className="status">This resource is empty.</p>
      ) : (
        data.contents.map((content, index) => (
          <figure key={`${index}:${content.uri}`} className="content">
            <figcaption>
              <code>{content.uri}</code> · {content.mimeType ?? 'no MIME type'} · {content.byteLength.toLocaleString()} bytes
            </figcaption>
            {content.kind === 'text' ? (
              <pre data-testid="preview-text">
                {content.text.slice(0, PREVIEW_CHARACTERS)}
                {content.text.length > PREVIEW_CHARACTERS ? '\n…' : ''}
              </pre>
            ) : (
              <p className="muted">Binary content ({content.byteLength.toLocaleString()} bytes).</p>
            )}
          </figure>
        ))
      )}
    </section>
  );
}

/** True for `durationMs` after `timestamp`, then false again. */
function useIsRecent(timestamp: number | undefined, durationMs: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (timestamp === undefined) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), durationMs);
    return () => clearTimeout(timer);
  }, [timestamp, durationMs]);
  return timestamp !== undefined && now - timestamp < durationMs;
}

function ErrorMessage({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? String(error.kind) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error" role="alert">
      <p className="error-title">{title}</p>
      <p>
        {kind ? <span className="error-kind">{kind}</span> : null} {message}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

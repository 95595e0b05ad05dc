import { useId } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { connect, targetKey, type ResourceClient, type Target } from './connection.ts';

type ResourcePage = Awaited<ReturnType<ResourceClient['listResources']>>;
type Resource = ResourcePage['items'][number];

export function App({ target }: { target: Target }) {
  const key = targetKey(target);
  const connection = useQuery({
    queryKey: ['playground', 'connection', key],
    queryFn: () => connect(target),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <>
      <header className="app-header">
        <h1>MCP Resource Kit</h1>
        <p className="tagline">Playground — browse the resources of an MCP server</p>
      </header>
      <main className="app-main">
        <ServerForm target={target} />
        {connection.isPending ? (
          <p className="status" role="status">
            Connecting to {describeTarget(target)}…
          </p>
        ) : connection.isError ? (
          <ErrorMessage title={`Could not connect to ${describeTarget(target)}`} error={connection.error} />
        ) : (
          <>
            <ServerPanel client={connection.data} target={target} />
            <ResourceList client={connection.data} connectionKey={key} />
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

function ServerPanel({ client, target }: { client: ResourceClient; target: Target }) {
  const headingId = useId();
  const { serverInfo } = client;
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
          <dd>{client.era}</dd>
        </div>
        <div>
          <dt>Protocol</dt>
          <dd>{client.protocolVersion}</dd>
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

function ResourceList({ client, connectionKey }: { client: ResourceClient; connectionKey: string }) {
  const headingId = useId();
  const resources = useInfiniteQuery({
    queryKey: ['playground', 'resources', connectionKey],
    queryFn: ({ pageParam, signal }): Promise<ResourcePage> =>
      client.listResources(pageParam === undefined ? { signal } : { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    // Only a missing nextCursor ends the list: '' is a cursor like any other.
    getNextPageParam: (last) => last.nextCursor,
  });

  const items: Resource[] = resources.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Resources</h2>
      {resources.isPending ? (
        <p className="status" role="status">
          Loading resources…
        </p>
      ) : resources.isError && items.length === 0 ? (
        <ErrorMessage title="Could not list resources" error={resources.error} />
      ) : (
        <>
          <p className="status" role="status">
            {items.length === 0
              ? 'This server lists no resources.'
              : `${items.length} resource${items.length === 1 ? '' : 's'}${resources.hasNextPage ? ' so far' : ''}`}
          </p>
          {items.length > 0 && (
            <ul className="resources" aria-labelledby={headingId}>
              {items.map((resource, index) => (
                <li key={`${index}:${resource.uri}`} className="resource">
                  <span className="resource-title">{resource.title ?? resource.name}</span>
                  <code className="resource-uri">{resource.uri}</code>
                  {resource.mimeType ? <span className="resource-mime">{resource.mimeType}</span> : null}
                </li>
              ))}
            </ul>
          )}
          {resources.isFetchNextPageError ? (
            <ErrorMessage title="Could not load more resources" error={resources.error} />
          ) : null}
          {resources.hasNextPage ? (
            <button
              type="button"
              className="load-more"
              onClick={() => void resources.fetchNextPage()}
              disabled={resources.isFetchingNextPage}
            >
              {resources.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ErrorMessage({ title, error }: { title: string; error: unknown }) {
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? String(error.kind) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error" role="alert">
      <p className="error-title">{title}</p>
      <p>
        {kind ? <span className="error-kind">{kind}</span> : null} {message}
      </p>
    </div>
  );
}

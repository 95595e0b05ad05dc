import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useResource } from '../hooks/use-resource.js';
import { useResourceWatch } from '../hooks/use-resource-watch.js';
import { useResources } from '../hooks/use-resources.js';
import { useServerStatus } from '../hooks/use-server-status.js';
import styles from './resource-kit-provider.stories.module.css';
import type { ServerConfig } from './server-registry.js';

/*
 * Small components built on the provider's hooks, as a host would write them. Every story runs
 * against its own in-page demo server (see .storybook/decorators/with-resource-kit.tsx).
 */

const STATUS_CARD_MESSAGES = {
  unknown: 'No server with this id.',
  status: 'Status',
  era: 'Era',
  protocolVersion: 'Protocol version',
  server: 'Server',
  capabilities: 'Capabilities',
  changeFeed: 'Change feed',
  pending: '…',
  none: 'none',
  reconnect: 'Reconnect',
};

function ServerStatusCard({ serverId = 'demo' }: { serverId?: string }) {
  const messages = useMessages('serverStatusCard', STATUS_CARD_MESSAGES);
  const status = useServerStatus(serverId);
  const headingId = useId();
  if (!status) return <p className={styles.muted}>{messages.unknown}</p>;
  const resources = status.capabilities?.resources;
  const capabilities = [
    resources && 'resources',
    resources?.subscribe && 'subscribe',
    resources?.listChanged && 'listChanged',
    status.capabilities?.completions && 'completions',
  ].filter(Boolean);
  const fields: Array<[label: string, value: string]> = [
    [messages.status, status.status],
    [messages.era, status.era ?? messages.pending],
    [messages.protocolVersion, status.protocolVersion ?? messages.pending],
    [messages.server, status.serverInfo ? `${status.serverInfo.name} ${status.serverInfo.version}` : messages.pending],
    [messages.capabilities, status.capabilities ? capabilities.join(', ') || messages.none : messages.pending],
    [messages.changeFeed, status.watch.state],
  ];
  return (
    <section aria-labelledby={headingId} className={styles.card} data-status={status.status}>
      <h2 id={headingId}>{status.label}</h2>
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} data-field={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {status.error && (
        <p role="alert" className={styles.error}>
          {status.error.message}
        </p>
      )}
      {(status.status === 'lost' || status.status === 'error') && (
        <button type="button" className={styles.button} onClick={status.retry}>
          {messages.reconnect}
        </button>
      )}
    </section>
  );
}

const RESOURCE_LIST_MESSAGES = {
  heading: 'Resources',
  servers: 'Servers',
  connecting: 'connecting…',
  pending: 'loading…',
  failed: 'failed',
  loaded: (count: string) => `${count} resources loaded`,
  more: 'more available',
  complete: 'complete',
  loadMore: (server: string) => `Load more from ${server}`,
  retry: (server: string) => `Retry ${server}`,
  showingFirst: (count: string) => `Showing the first ${count}.`,
};

/** Lists every server's resources page by page; a failing server shows its error next to the others. */
function ResourceListDemo({ limit = 50 }: { limit?: number }) {
  const messages = useMessages('resourceListDemo', RESOURCE_LIST_MESSAGES);
  const format = useFormatters();
  const { items, servers } = useResources();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{messages.heading}</h2>
      <ul aria-label={messages.servers} className={styles.list}>
        {servers.map((server) => (
          <li key={server.serverId} className={styles.card} data-server={server.serverId} data-status={server.status}>
            <div className={styles.actions}>
              <strong>{server.label}</strong>
              <span>
                {server.status === 'connecting'
                  ? messages.connecting
                  : server.status === 'pending'
                    ? messages.pending
                    : server.status === 'error'
                      ? messages.failed
                      : `${messages.loaded(format.number(server.count))}, ${server.hasNextPage ? messages.more : messages.complete}`}
              </span>
            </div>
            {server.error && (
              <p role="alert" className={styles.error} data-kind={server.error.kind}>
                {server.error.kind}: {server.error.message}
              </p>
            )}
            <div className={styles.actions}>
              {server.hasNextPage && (
                <button type="button" className={styles.button} disabled={server.isFetchingNextPage} onClick={() => void server.fetchNextPage()}>
                  {messages.loadMore(server.label)}
                </button>
              )}
              {server.status === 'error' && (
                <button type="button" className={styles.button} data-variant="secondary" onClick={server.retry}>
                  {messages.retry(server.label)}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.muted} aria-live="polite" data-count={items.length}>
        {messages.loaded(format.number(items.length))}
        {items.length > limit && ` ${messages.showingFirst(format.number(limit))}`}
      </p>
      <ul aria-label={messages.heading} className={styles.list}>
        {items.slice(0, limit).map(({ serverId, item }) => (
          <li key={`${serverId} ${item.uri}`} className={styles.item}>
            <span>{item.title ?? item.name}</span>
            <span className={styles.uri}>{item.uri}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Reads one resource and keeps it fresh: `useResourceWatch` turns the server's notifications into refetches. */
function LiveResourceDemo({ uri }: { uri: string }) {
  const format = useFormatters();
  const { lastChangedAt } = useResourceWatch('demo', uri);
  const read = useResource('demo', uri);
  const watch = useServerStatus('demo')?.watch.state;
  const headingId = useId();
  const text = read.data?.contents.find((content) => content.kind === 'text')?.text;
  return (
    <section aria-labelledby={headingId} className={styles.card} data-watch={watch}>
      <h2 id={headingId}>
        Live resource <span className={styles.uri}>{uri}</span>
      </h2>
      {read.isPending && <p className={styles.muted}>Reading…</p>}
      {read.error && (
        <p role="alert" className={styles.error}>
          {read.error.message}
        </p>
      )}
      {text !== undefined && (
        <pre className={styles.live} aria-live="polite" data-testid="live-text">
          {text}
        </pre>
      )}
      <p className={styles.muted}>
        Change feed: {watch ?? '…'}.{' '}
        {lastChangedAt === undefined ? 'No change notification yet.' : `Last change notified ${format.dateTime(lastChangedAt)}.`}
      </p>
    </section>
  );
}

/** Loads a large catalog with `loadAll`, showing progress and allowing it to be cancelled. */
function BulkLoadDemo() {
  const format = useFormatters();
  const { items, servers, loadAll, cancelLoadAll, loadAllProgress } = useResources();
  const headingId = useId();
  const demo = servers.find((server) => server.serverId === 'demo');
  const complete = demo?.status === 'success' && !demo.hasNextPage;
  const lastUri = items.at(-1)?.item.uri;
  return (
    <section
      aria-labelledby={headingId}
      className={styles.card}
      data-testid="bulk"
      data-count={items.length}
      data-complete={complete || undefined}
      data-loading-all={loadAllProgress.running || undefined}
    >
      <h2 id={headingId}>Bulk catalog</h2>
      <p aria-live="polite">
        {format.number(items.length)} resources loaded{complete ? ', complete' : demo?.hasNextPage ? ', more available' : ''}.
      </p>
      {loadAllProgress.running && <progress className={styles.progress} aria-label="Loading all pages" />}
      <p className={styles.muted} data-testid="progress" data-pages={loadAllProgress.pages} data-items={loadAllProgress.items}>
        “Load all” fetched {format.number(loadAllProgress.pages)} pages with {format.number(loadAllProgress.items)} resources
        {loadAllProgress.stopped ? ` (stopped: ${loadAllProgress.stopped})` : ''}.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={loadAllProgress.running || !demo?.hasNextPage} onClick={() => void loadAll()}>
          Load all
        </button>
        <button type="button" className={styles.button} data-variant="secondary" disabled={!loadAllProgress.running} onClick={cancelLoadAll}>
          Cancel
        </button>
      </div>
      {lastUri && (
        <p className={styles.muted}>
          Last loaded: <span className={styles.uri} data-testid="last-uri">{lastUri}</span>
        </p>
      )}
    </section>
  );
}

/** Connects to a demo server that wants a bearer token, without one: a real HTTP 401 from a real MCP endpoint. */
/** A demo server whose change feed drops after half a second, when the network to it is already gone. */
async function connectToVanishingServer(): Promise<ResourceClient> {
  const server = createDemoServer({ hostile: { listenStream: { kind: 'drop', afterMs: 500 } } });
  let listens = 0;
  return connectResourceClient({
    url: 'http://vanishing.in-page.invalid/mcp',
    fetch: async (url, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"subscriptions/listen"') && ++listens > 1) throw new TypeError('Failed to fetch');
      return server.fetch(new Request(url, init));
    },
  });
}

async function connectWithoutToken(): Promise<ResourceClient> {
  const locked = createDemoServer({ bearerToken: 'a-token-this-story-never-sends' });
  try {
    return await connectResourceClient({ url: 'http://locked.in-page.invalid/mcp', fetch: (url, init) => locked.fetch(new Request(url, init)) });
  } finally {
    await locked.close();
  }
}

const meta = {
  title: 'Provider/ResourceKitProvider',
  parameters: {
    docs: {
      description: {
        component:
          '`ResourceKitProvider` gives the hooks their servers. These stories are small host components built on ' +
          '`useServerStatus`, `useResources`, `useResource` and `useResourceWatch`, each against its own in-page demo server.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `useServerStatus`: the demo server connects in the 2026-07-28 era and opens its change feed. */
export const ServerStatus: Story = {
  render: () => <ServerStatusCard />,
  play: async ({ canvas }) => {
    const valueOf = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(valueOf('Status')).toHaveTextContent('ready'));
    expect(valueOf('Era')).toHaveTextContent('modern');
    expect(valueOf('Protocol version')).toHaveTextContent('2026-07-28');
    expect(valueOf('Capabilities')).toHaveTextContent('resources, subscribe, listChanged, completions');
  },
};

/** `useServerStatus`: a connected server stops answering (its change feed cannot be reopened) and is `lost`, with the error and a reconnect. */
export const LostServer: Story = {
  parameters: { servers: () => [{ id: 'demo', label: 'Vanishing server', client: connectToVanishingServer }] },
  render: () => <ServerStatusCard />,
  play: async ({ canvas }) => {
    const valueOf = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(valueOf('Status')).toHaveTextContent('ready'));
    await waitFor(() => expect(valueOf('Status')).toHaveTextContent('lost'), { timeout: 10_000 });
    expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  },
};

/** `useResources`: the first page shows at once; "Load more" follows the server's cursor. */
export const ResourceList: Story = {
  parameters: { demoServer: { pageSize: 10 } },
  render: () => <ResourceListDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(DEMO_URIS.readme)).toBeVisible();
    const resources = canvas.getByRole('list', { name: 'Resources' });
    expect(resources.children).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more from Demo server' }));
    await waitFor(() => expect(resources.children).toHaveLength(20));
    expect(canvas.getByText(DEMO_URIS.readme)).toBeVisible();
  },
};

/** `useResource` + `useResourceWatch`: `demo://live/clock` changes every second and the text follows. */
export const LiveResource: Story = {
  parameters: { demoServer: { updateIntervalMs: 1000 } },
  render: () => <LiveResourceDemo uri={DEMO_URIS.live} />,
  play: async ({ canvas }) => {
    const live = await canvas.findByTestId('live-text', {}, { timeout: 5000 });
    const first = live.textContent;
    expect(first).toMatch(/^tick: \d+/);
    await waitFor(() => expect(canvas.getByTestId('live-text').textContent).not.toBe(first), { timeout: 5000 });
    expect(canvas.getByText(/Last change notified/)).toBeVisible();
  },
};

/** `parameters.servers`: a second server refuses the connection; its error shows while the demo server still lists. */
export const FailingServer: Story = {
  parameters: {
    servers: (demo: ServerConfig) => [demo, { id: 'locked', label: 'Locked server', client: connectWithoutToken }],
  },
  render: () => <ResourceListDemo />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DEMO_URIS.readme)).toBeVisible();
    const error = await canvas.findByRole('alert');
    expect(error).toHaveAttribute('data-kind', 'unauthorized');
    expect(error.closest('[data-server]')).toHaveAttribute('data-server', 'locked');
    expect(canvas.getByRole('button', { name: 'Retry Locked server' })).toBeEnabled();
  },
};

/** `loadAll` walks 1,000 generated resources page by page, reporting progress. */
export const BulkLoadAll: Story = {
  parameters: { demoServer: { bulkResources: 1000, pageSize: 100 } },
  render: () => <BulkLoadDemo />,
  play: async ({ canvas, userEvent }) => {
    const bulk = canvas.getByTestId('bulk');
    await waitFor(() => expect(bulk).toHaveAttribute('data-count', '100'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load all' }));
    await waitFor(() => expect(bulk).toHaveAttribute('data-complete'), { timeout: 15_000 });
    await waitFor(() => expect(bulk).not.toHaveAttribute('data-loading-all'));
    const progress = canvas.getByTestId('progress');
    expect(Number(progress.dataset.pages)).toBeGreaterThan(1);
    // Everything after the first page came through loadAll, and the generated items come last.
    expect(Number(bulk.dataset.count)).toBe(100 + Number(progress.dataset.items));
    expect(canvas.getByTestId('last-uri')).toHaveTextContent('file:///bulk/dir-009/item-00999.txt');
  },
};

/** `parameters.kit`: the provider's `locale` formats numbers and its `messages` replace a component's strings. */
export const Translated: Story = {
  parameters: {
    demoServer: { bulkResources: 1000, pageSize: 1000 },
    kit: {
      locale: 'de-DE',
      messages: {
        resourceListDemo: {
          heading: 'Ressourcen',
          servers: 'Server',
          loaded: (count: string) => `${count} Ressourcen geladen`,
          more: 'weitere verfügbar',
          loadMore: (server: string) => `Mehr von ${server} laden`,
          showingFirst: (count: string) => `Die ersten ${count} werden angezeigt.`,
        },
      },
    },
  },
  render: () => <ResourceListDemo />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1\.000 Ressourcen geladen/, { selector: 'p' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Mehr von Demo server laden' })).toBeVisible();
    expect(canvas.getByRole('list', { name: 'Ressourcen' }).children).toHaveLength(50);
  },
};

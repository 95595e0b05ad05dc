import type { ReadResult, Resource, ResourceError } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra, RequestLog, type EraName } from '../../../../test-support/connect-in-era.js';
import { createTestQueryClient, renderWithKit, WatchState } from '../../test/render-with-kit.js';
import { ResourceKitProvider, resourceKeys, ResourcePreview, type ResourcePreviewRootProps } from '../index.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup({ era = 'modern', requestTimeoutMs, ...options }: DemoServerOptions & { era?: EraName; requestTimeoutMs?: number } = {}) {
  const server = createDemoServer(options);
  const log = new RequestLog();
  const client = await connectInEra(server, era, { log, ...(requestTimeoutMs ? { requestTimeoutMs } : {}) });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  return { server, client, log, servers: [{ id: 'demo', label: 'Demo', client }] };
}

function preview(props: Partial<ResourcePreviewRootProps> & { uri: string }) {
  return <ResourcePreview.Root serverId="demo" {...(props as { uri: string })} />;
}

const region = () => screen.getByRole('region', { name: /^Text of/ });

describe('ResourcePreview with the demo server', () => {
  it('shows TypeScript as plain text at once, then highlights it', async () => {
    const { servers } = await setup();
    const listed = (await servers[0]!.client.listResources()).items.find((item) => item.uri === DEMO_URIS.typescript)!;
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.typescript, resource: listed }), servers);

    expect(screen.getByRole('heading', { level: 2, name: 'src/server.ts' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_URIS.typescript, { selector: 'code' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="resource-preview-size"]')?.textContent).toMatch(/\(listed\)$/);
    expect(container.querySelector('[data-slot="resource-preview-loading"]')?.textContent).toMatch(/Connecting to the server|Reading the resource/);

    await waitFor(() => expect(region()).toBeInTheDocument());
    const root = container.querySelector('[data-slot="resource-preview"]')!;
    expect(root.getAttribute('data-status')).toBe('success');
    expect(container.querySelector('[data-slot="resource-preview-mime-type"]')?.textContent).toBe('text/x-typescript');
    const size = container.querySelector('[data-slot="resource-preview-size"]')!;
    expect(size.hasAttribute('data-exact')).toBe(true);
    expect(size.getAttribute('data-bytes')).toBe(String(listed.size));
    expect(container.querySelector('[data-slot="resource-preview-freshness"]')?.textContent).toBe('Fresh for 30 sec');
    expect(container.querySelector('[data-slot="resource-preview-last-modified"]')?.getAttribute('datetime')).toBe(new Date(listed.annotations!.lastModified!).toISOString());

    const firstLine = container.querySelector('[data-slot="resource-preview-line"][data-index="0"] [data-slot="resource-preview-line-text"]')!;
    expect(firstLine.textContent).toMatch(/^import /);
    expect(firstLine.querySelector('span[style]')).toBeNull();

    await waitFor(() => expect(firstLine.querySelector('span[style*="--mcp-code-token-keyword"]')?.textContent).toBe('import'), { timeout: 10_000 });
    expect(container.querySelector('[data-slot="resource-preview-text"]')?.hasAttribute('data-highlighted')).toBe(true);
    expect(region()).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('pretty-prints JSON and can show it as sent', async () => {
    const { servers } = await setup();
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.packageJson }), servers);
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-json"]')).toBeInTheDocument());
    expect(container.querySelector('[data-slot="resource-preview-json"]')?.hasAttribute('data-valid')).toBe(true);
    expect(container.querySelector('[data-index="1"] [data-slot="resource-preview-line-text"]')?.textContent).toBe('  "name": "harbor-api",');
    await userEvent.click(screen.getByRole('button', { name: 'As sent' }));
    expect(screen.getByRole('button', { name: 'As sent' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows JSON with comments as sent, with a note', async () => {
    const { servers } = await setup();
    renderWithKit(preview({ uri: DEMO_URIS.tsconfig }), servers);
    await waitFor(() => expect(screen.getByText('Not valid JSON; shown as sent.')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Formatted' })).toBeNull();
  });

  it('renders Markdown into elements and offers the source', async () => {
    const { servers } = await setup();
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.readme }), servers);
    const body = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-slot="resource-preview-markdown-body"]');
      expect(found).toBeInTheDocument();
      return found!;
    });
    expect(within(body).getAllByRole('heading').length).toBeGreaterThan(1);
    expect(within(body).getAllByRole('heading')[0]!.tagName).toBe('H3');
    expect(body.querySelector('code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Source' }));
    expect(container.querySelector('[data-slot="resource-preview-markdown"]')?.getAttribute('data-view')).toBe('source');
    expect(container.querySelector('[data-index="0"]')?.textContent).toMatch(/^1# /);
  });

  it('opens the resource a Markdown link names, resolved against the content, through onOpenResource', async () => {
    const { servers } = await setup();
    const onOpenResource = vi.fn();
    renderWithKit(preview({ uri: DEMO_URIS.readme, onOpenResource }), servers);
    const link = await screen.findByRole('button', { name: 'docs/api.md' });
    expect(link.getAttribute('title')).toBe('file:///project/docs/api.md');
    await userEvent.click(link);
    expect(onOpenResource).toHaveBeenCalledWith('file:///project/docs/api.md');
  });

  it('keeps a link to a resource as text when the host gives no onOpenResource', async () => {
    const { servers } = await setup();
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.readme }), servers);
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-markdown-body"]')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'docs/api.md' })).toBeNull();
    expect(screen.getByText('docs/api.md', { selector: '[data-slot="resource-preview-markdown-link"]' }).getAttribute('title')).toBe('docs/api.md');
  });

  it('shows each content of a directory read in its own tab, keyboard-operable', async () => {
    const { servers } = await setup();
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.directory }), servers);
    const tabs = await waitFor(() => {
      const found = screen.getAllByRole('tab');
      expect(found).toHaveLength(5);
      return found;
    });
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'architecture.mdtext/markdown',
      'api.mdtext/markdown',
      'deployment.mdtext/markdown',
      'résumé-café.mdtext/markdown',
      'invoice-2026-10.pdfapplication/pdf',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(within(panel).getByText(DEMO_URIS.architecture)).toBeInTheDocument();

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[4]);
    expect(screen.getAllByRole('tab')[4]!.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText(DEMO_URIS.pdf)).toBeInTheDocument();
    expect(container.querySelector('[data-slot="resource-preview-content"]')?.getAttribute('data-renderer')).toBe('pdf');
    await userEvent.keyboard('{Home}');
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(screen.getByRole('tabpanel')).getByText(DEMO_URIS.unicode)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says an empty resource is empty, not missing', async () => {
    const { servers } = await setup();
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.empty }), servers);
    await waitFor(() => expect(screen.getByText('This resource is empty.')).toBeInTheDocument());
    expect(container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('empty');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[EraName, string]>([
    ['modern', DEMO_URIS.missing],
    ['legacy', DEMO_URIS.missing],
    ['legacy', DEMO_URIS.legacyNotFound],
  ])('says "Not found" with the URI (%s era, %s)', async (era, uri) => {
    const { servers } = await setup({ era });
    renderWithKit(preview({ uri }), servers);
    const alert = await waitFor(() => screen.getByRole('alert'));
    expect(alert.getAttribute('data-kind')).toBe('not-found');
    expect(within(alert).getByText('Not found')).toBeInTheDocument();
    expect(alert.textContent).toContain(uri);
  });

  it('shows a server error and reads again on "Try again"', async () => {
    const { servers, log } = await setup();
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.failing }), servers);
    // Server errors are retried twice (with back-off) before they show.
    const alert = await waitFor(() => screen.getByRole('alert'), { timeout: 10_000 });
    expect(alert.getAttribute('data-kind')).toBe('server');
    expect(alert.textContent).toContain('simulated failure');
    const reads = log.count('resources/read', DEMO_URIS.failing);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(log.count('resources/read', DEMO_URIS.failing)).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.getByRole('alert').getAttribute('data-kind')).toBe('server'), { timeout: 10_000 });
    await expectNoAxeViolations(container);
  });

  it('shows a timeout with a retry', async () => {
    const { servers } = await setup({ requestTimeoutMs: 300 });
    renderWithKit(preview({ uri: DEMO_URIS.slow }), servers);
    const alert = await waitFor(() => screen.getByRole('alert'), { timeout: 10_000 });
    expect(alert.getAttribute('data-kind')).toBe('timeout');
    expect(within(alert).getByText('The server did not answer in time')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('shows a corrupt blob as an invalid response', async () => {
    const { servers } = await setup();
    renderWithKit(preview({ uri: DEMO_URIS.invalidBase64 }), servers);
    const alert = await waitFor(() => screen.getByRole('alert'));
    expect(alert.getAttribute('data-kind')).toBe('invalid-response');
  });

  it('asks for input inline, validates it, and shows the answer without caching it', async () => {
    const user = userEvent.setup();
    const { servers, log } = await setup();
    const view = renderWithKit(preview({ uri: DEMO_URIS.inputRequired }), servers);
    const form = await waitFor(() => screen.getByRole('form', { name: 'The server needs more information' }));
    expect(view.container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('needs-input');
    expect(within(form).getByText('The security report is confidential. Why do you need it, and in which format?')).toBeInTheDocument();
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    expect(within(form).getByText('Recorded in the audit log.')).toBeInTheDocument();
    expect((within(form).getByRole('radio', { name: 'Summary' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations(view.container);

    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(within(form).getByText('Fill this in.')).toBeInTheDocument();
    await user.type(reason, 'ab');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByText('Use at least 3 characters.')).toBeInTheDocument();
    expect(log.count('resources/read', DEMO_URIS.inputRequired)).toBe(1);

    await user.type(reason, 'c quarterly audit');
    await user.click(within(form).getByRole('radio', { name: 'Detailed findings' }));
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('success'));
    const body = view.container.querySelector<HTMLElement>('[data-slot="resource-preview-markdown-body"]')!;
    expect(body.textContent).toContain('Access reason: abc quarterly audit');
    expect(body.textContent).toContain('Format: detailed');
    expect(within(body).getByRole('table')).toBeInTheDocument();
    expect(view.container.querySelector('[data-slot="resource-preview-freshness"]')?.textContent).toBe('Not cached');
    expect(log.count('resources/read', DEMO_URIS.inputRequired)).toBe(2);

    // The answered result lives only in the component: the cache still holds the question.
    const cached = view.queryClient.getQueryState<ReadResult, ResourceError>(resourceKeys.read('demo', DEMO_URIS.inputRequired));
    expect(cached?.data).toBeUndefined();
    expect(cached?.error?.kind).toBe('needs-input');
    expect(JSON.stringify(view.queryClient.getQueryCache().getAll().map((query) => query.state.data))).not.toContain('quarterly audit');

    // Refresh drops the answer: the server asks again.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'The server needs more information' })).toBeInTheDocument());
    expect(log.count('resources/read', DEMO_URIS.inputRequired)).toBe(3);
  });

  it.each([
    ['Decline', 'declined'],
    ['Cancel', 'cancelled'],
  ])('sends "%s" to the server and shows its answer', async (button, word) => {
    const { servers } = await setup();
    renderWithKit(preview({ uri: DEMO_URIS.inputRequired }), servers);
    const form = await waitFor(() => screen.getByRole('form'));
    await userEvent.click(within(form).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByRole('region', { name: /^Text of/ }).textContent).toContain(`The report was not released: the request was ${word}.`));
  });

  it('says "Updated just now" when the server reports a change, and reads it again', async () => {
    const { server, servers, log } = await setup();
    const { container } = renderWithKit(
      <>
        <WatchState />
        {preview({ uri: DEMO_URIS.live })}
      </>,
      servers,
    );
    await waitFor(() => expect(screen.getByTestId('watch-demo').textContent).toBe('listening'));
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('success'));
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-freshness"]')?.textContent).toBe('Kept current'));
    const live = container.querySelector('[data-slot="resource-preview-live"]')!;
    expect(live.textContent).toBe('');
    const reads = log.count('resources/read', DEMO_URIS.live);
    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => expect(live.textContent).toBe('Updated just now'));
    expect(live.getAttribute('role')).toBe('status');
    await waitFor(() => expect(log.count('resources/read', DEMO_URIS.live)).toBeGreaterThan(reads));
  });

  it.each([
    ['a 2026-07-28 server that sends ttlMs: 0', 'modern'],
    ['a legacy server that sends no TTL', 'legacy'],
  ] as const)('is not "May be stale" for %s while its change feed reports the resource, and is once the preview stops watching', async (_, era) => {
    const { servers } = await setup({ era });
    const freshness = () => document.querySelector('[data-slot="resource-preview-freshness"]');
    const view = renderWithKit(
      <>
        <WatchState />
        {preview({ uri: DEMO_URIS.live })}
      </>,
      servers,
    );
    await waitFor(() => expect(screen.getByTestId('watch-demo').textContent).toBe('listening'));
    await waitFor(() => expect(freshness()?.textContent).toBe('Kept current'));
    expect(freshness()?.getAttribute('data-state')).toBe('live');
    view.rerenderWith(preview({ uri: DEMO_URIS.live, watch: false }), servers);
    await waitFor(() => expect(freshness()?.textContent).toBe('May be stale'));
  });

  it('stays "May be stale" without a TTL where the server takes no subscriptions', async () => {
    const { servers } = await setup({ era: 'legacy', subscribe: false });
    const { container } = renderWithKit(preview({ uri: DEMO_URIS.live }), servers);
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview"]')?.getAttribute('data-status')).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('[data-slot="resource-preview-freshness"]')?.textContent).toBe('May be stale');
  });

  it('shows the PNG through an object URL with its pixel size, and revokes it on unmount', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:test/${created.length}-${blob.type}`;
        created.push(url);
        return url;
      }),
      revokeObjectURL: vi.fn((url: string) => void revoked.push(url)),
    }));
    cleanups.push(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const { servers } = await setup();
    const view = renderWithKit(preview({ uri: DEMO_URIS.png }), servers);
    const image = await waitFor(() => screen.getByRole('img', { name: 'Image logo.png' }) as HTMLImageElement);
    expect(created.filter((url) => url.endsWith('image/png'))).toContain(image.getAttribute('src'));
    const figure = view.container.querySelector('[data-slot="resource-preview-image"]')!;
    expect(figure.getAttribute('data-width')).toBe('64');
    expect(figure.getAttribute('data-height')).toBe('48');
    expect(figure.textContent).toContain('64 × 48 px');
    expect(screen.getByRole('link', { name: 'Download logo.png' }).getAttribute('download')).toBe('logo.png');
    expect(created.length).toBeGreaterThanOrEqual(2);
    view.unmount();
    expect([...revoked].sort()).toEqual([...new Set(created)].sort());
  });

  it('uses the host’s strings', async () => {
    const { servers } = await setup();
    const queryClient = createTestQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ResourceKitProvider servers={servers} messages={{ resourcePreview: { empty: 'Diese Ressource ist leer.', refresh: 'Neu laden' } }}>
          {preview({ uri: DEMO_URIS.empty })}
        </ResourceKitProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('Diese Ressource ist leer.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeEnabled();
  });

  it('says which server id is unknown', async () => {
    const { servers } = await setup();
    renderWithKit(<ResourcePreview.Root serverId="nope" uri={DEMO_URIS.readme} />, servers);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No server with id "nope" is configured.'));
  });
});

describe('ResourcePreview without a server', () => {
  const hostile = '<script>window.__pwned = 1</script>\n<img src="x" onerror="window.__pwned = 1">\n[click](javascript:window.__pwned=1)';
  const result = (contents: ReadResult['contents']): ReadResult => ({ contents, ttlMs: 0, cacheScope: 'private', viaInputRequired: false });
  const text = (value: string, mimeType: string, uri = 'demo://hostile') => ({ kind: 'text' as const, uri, mimeType, text: value, byteLength: value.length });

  it.each(['text/plain', 'text/markdown', 'text/html'])('keeps hostile %s as text', async (mimeType) => {
    const { container } = render(<ResourcePreview.Root uri="demo://hostile" result={result([text(hostile, mimeType)])} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.textContent).toContain(mimeType === 'text/markdown' ? 'window.__pwned = 1' : '<script>window.__pwned = 1</script>');
  });

  it('sorts Markdown links into resources, external pages and text', async () => {
    const markdown = '[sibling](architecture.md) [db](postgres://demo-db/public/schema) [site](https://example.com) [bad](javascript:alert(1)) [data](data:text/html,x) [top](#top)';
    const onOpenResource = vi.fn();
    render(<ResourcePreview.Markdown text={markdown} baseUri="demo://static/docs/features.md" onOpenResource={onOpenResource} />);
    await userEvent.click(screen.getByRole('button', { name: 'sibling' }));
    await userEvent.click(screen.getByRole('button', { name: 'db' }));
    expect(onOpenResource.mock.calls).toEqual([['demo://static/docs/architecture.md'], ['postgres://demo-db/public/schema']]);
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('target')).toBe('_blank');
    for (const name of ['bad', 'data', 'top']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('renders Markdown links as safe links or as text', () => {
    const markdown = '[docs](https://example.com/docs) [bad](javascript:alert(1)) ![pixel](https://tracker.example/p.png)';
    render(<ResourcePreview.Markdown text={markdown} />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad').getAttribute('title')).toBe('javascript:alert(1)');
    expect(screen.getByText('[image: pixel]')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders character references through the browser and links by reference, encoded hostile ones as text', async () => {
    const markdown =
      'Fish &amp; chips &hearts; &#x2603; &nosuchname; [the spec][spec], [API docs] and [bad][] [worse](&#106;avascript:alert(1))\n\n[spec]: https://example.com/spec\n[api docs]: api.md\n[bad]: javascript:alert(1)';
    const onOpenResource = vi.fn();
    const { container } = render(<ResourcePreview.Markdown text={markdown} baseUri="demo://static/docs/features.md" onOpenResource={onOpenResource} />);
    expect(container.querySelector('[data-slot="resource-preview-markdown-body"] p')?.textContent).toBe('Fish & chips ♥ ☃ &nosuchname; the spec, API docs and bad worse');
    expect(screen.getByRole('link', { name: 'the spec' }).getAttribute('href')).toBe('https://example.com/spec');
    await userEvent.click(screen.getByRole('button', { name: 'API docs' }));
    expect(onOpenResource.mock.calls).toEqual([['demo://static/docs/api.md']]);
    for (const name of ['bad', 'worse']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(container.querySelectorAll('[data-slot="resource-preview-markdown-body"] p')).toHaveLength(1);
  });

  it('shows unknown bytes as a hex view', () => {
    const bytes = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    const { container } = render(
      <ResourcePreview.Root uri="file:///a.zip" result={result([{ kind: 'blob', uri: 'file:///a.zip', mimeType: 'application/zip', bytes, byteLength: bytes.length }])} />,
    );
    expect(container.querySelector('[data-slot="resource-preview-hex"]')?.textContent).toBe(`00000000  50 4b 03 04 14 00 00 00${' '.repeat(26)}  PK......`);
    expect(screen.getByText(/No preview for application\/zip\./)).toBeInTheDocument();
  });

  it('shows a blob labelled as an image that is not one as bytes', () => {
    const bytes = new TextEncoder().encode('<html>not an image</html>');
    const { container } = render(<ResourcePreview.Root uri="demo://x.png" result={result([{ kind: 'blob', uri: 'demo://x.png', mimeType: 'image/png', bytes, byteLength: bytes.length }])} />);
    expect(container.querySelector('[data-slot="resource-preview-binary"]')?.getAttribute('data-reason')).toBe('not-an-image');
    expect(container.querySelector('img')).toBeNull();
  });

  it('decodes text-typed blobs as UTF-8 and flags invalid bytes', () => {
    const bytes = Uint8Array.from([0x68, 0xc3, 0xa9, 0xff]);
    render(<ResourcePreview.Root uri="demo://t.txt" result={result([{ kind: 'blob', uri: 'demo://t.txt', mimeType: 'text/plain', bytes, byteLength: 4 }])} />);
    expect(screen.getByText('hé\uFFFD')).toBeInTheDocument();
    expect(screen.getByText('Some bytes are not valid UTF-8; they are shown as �.')).toBeInTheDocument();
  });

  it('keeps a 5 MB text responsive: virtualized, cut at 10,000 lines until "Show all"', async () => {
    const line = 'export const value: number = 42; // a typical line of TypeScript source code\n';
    const big = line.repeat(Math.ceil(5_000_000 / line.length));
    const lineCount = big.split('\n').length - 1;
    const started = performance.now();
    const { container } = render(<ResourcePreview.Text text={big} name="big.ts" highlight={false} />);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1500);
    expect(container.querySelector('[data-slot="resource-preview-text"]')?.hasAttribute('data-virtualized')).toBe(true);
    expect(container.querySelectorAll('[data-slot="resource-preview-line"]').length).toBeLessThan(100);
    // The first screen shows at once; the rest of the text is indexed in slices, then the notice
    // tells the count. The gutter is as wide from the start as once the count is known.
    const root = container.querySelector<HTMLElement>('[data-slot="resource-preview-text"]')!;
    expect(container.querySelector('[data-index="0"]')?.textContent).toMatch(/^1export const value/);
    expect(root.style.getPropertyValue('--resource-preview-gutter-width')).toBe('5ch');
    expect(await screen.findByText(`Showing the first 10,000 of ${lineCount.toLocaleString('en-US')} lines.`, { exact: false })).toBeInTheDocument();
    expect(root.style.getPropertyValue('--resource-preview-gutter-width')).toBe('5ch');
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    expect(container.querySelectorAll('[data-slot="resource-preview-line"]').length).toBeLessThan(100);
  });

  it('cuts very long lines until "Show all"', async () => {
    const { container } = render(<ResourcePreview.Text text={`short\n${'x'.repeat(12_000)}`} name="min.js" highlight={false} />);
    const long = container.querySelector('[data-index="1"] [data-slot="resource-preview-line-text"]')!;
    expect(long.textContent).toHaveLength(5_001);
    expect(screen.getByText(/Lines longer than 5,000 characters are cut short\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(container.querySelector('[data-index="1"] [data-slot="resource-preview-line-text"]')!.textContent).toHaveLength(12_000);
  });

  it('toggles wrapping and line numbers, and copies the text', async () => {
    const user = userEvent.setup();
    const { container } = render(<ResourcePreview.Text text={'one\ntwo'} name="a.txt" />);
    const root = container.querySelector('[data-slot="resource-preview-text"]')!;
    expect(root.hasAttribute('data-wrap')).toBe(false);
    expect(container.querySelectorAll('[data-slot="resource-preview-line-number"]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Wrap lines' }));
    expect(root.hasAttribute('data-wrap')).toBe(true);
    expect(screen.getByRole('button', { name: 'Wrap lines' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Line numbers' }));
    expect(container.querySelectorAll('[data-slot="resource-preview-line-number"]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await navigator.clipboard.readText()).toBe('one\ntwo');
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the listed size before reading when given a resource', () => {
    const resource: Resource = { uri: 'demo://x', name: 'x', size: 1536 };
    const { container } = render(<ResourcePreview.Root uri="demo://x" resource={resource} result={result([text('hello', 'text/plain', 'demo://x')])} />);
    const size = container.querySelector('[data-slot="resource-preview-size"]')!;
    expect(size.textContent).toBe('5 bytes');
    expect(size.hasAttribute('data-exact')).toBe(true);
  });

  it('throws a helpful error for parts outside a Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ResourcePreview.Title />)).toThrow(/outside <ResourcePreview.Root>/);
  });
});

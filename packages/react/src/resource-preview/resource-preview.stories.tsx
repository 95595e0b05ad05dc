import { connectResourceClient, type ReadResult, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ServerConfig } from '../provider/server-registry.js';
import { ResourcePreview } from './index.js';

/*
 * The preview against each story's own in-page demo server (server id `demo`), one story per
 * content kind and per state. Stories that need no server pass a read result instead.
 */

function PreviewStory(props: ResourcePreview.RootProps) {
  return (
    <div style={{ maxWidth: '48rem' }}>
      <ResourcePreview.Root {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/ResourcePreview',
  component: PreviewStory,
  args: { serverId: 'demo', uri: DEMO_URIS.typescript },
  parameters: {
    docs: {
      description: {
        component:
          'What the user sees before attaching: highlighted text (shiki, lazily, in a worker), rendered Markdown, ' +
          'formatted JSON, images through object URLs, audio, PDF, hex views, several contents as tabs, and every ' +
          'state: loading, empty, not found, errors with retry, and `input_required` answered inline.',
      },
    },
  },
} satisfies Meta<typeof PreviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const highlightedKeyword = (root: HTMLElement) => root.querySelector('[data-index="0"] span[style*="--mcp-code-token-keyword"]');

/** TypeScript: plain text at once, highlighted when the grammar is ready. */
export const TypeScript: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'server.ts' });
    await waitFor(() => expect(highlightedKeyword(canvasElement)).toHaveTextContent('import'), { timeout: 15_000 });
    expect(canvas.getByText('text/x-typescript')).toBeVisible();
    expect(canvasElement.querySelector('[data-slot="resource-preview-size"]')).toHaveAttribute('data-exact');
  },
};

/** Markdown, rendered by the kit (no HTML from the server reaches the page), with a switch to the source. */
export const Markdown: Story = {
  args: { uri: DEMO_URIS.readme },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('button', { name: 'Rendered', pressed: true });
    expect(canvasElement.querySelector('[data-slot="resource-preview-markdown-body"] h3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Source' }));
    await canvas.findByRole('region', { name: 'Text of README.md' });
  },
};

/** With `onOpenResource`, a link to another resource (here the README's relative `docs/api.md`) is a button that opens it. */
export const MarkdownLinksBetweenResources: Story = {
  args: { uri: DEMO_URIS.readme, onOpenResource: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const link = await canvas.findByRole('button', { name: 'docs/api.md' });
    await expect(link).toHaveAttribute('title', 'file:///project/docs/api.md');
    await userEvent.click(link);
    await expect(args.onOpenResource).toHaveBeenCalledWith('file:///project/docs/api.md');
  },
};

/** JSON pretty-printed (numbers and strings kept exactly as sent). */
export const Json: Story = {
  args: { uri: DEMO_URIS.packageJson },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Formatted', pressed: true });
    await canvas.findByText('"name": "harbor-api",', { exact: false });
  },
};

/** A minified file: its one long line scrolls inside the text; the header and toolbar stay in view. */
export const MinifiedJson: Story = {
  args: { uri: DEMO_URIS.minifiedJson },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'As sent' }));
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="resource-preview-text-scroller"]')!;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth * 4));
    expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    expect(canvas.getByRole('button', { name: 'Copy text' })).toBeVisible();
  },
};

/** A resource without a TTL while the server's change feed reports its changes: kept current, not "may be stale". */
export const KeptCurrent: Story = {
  args: { uri: DEMO_URIS.live },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="resource-preview-freshness"]')).toHaveTextContent('Kept current'), { timeout: 10_000 });
  },
};

/** A directory read: four Markdown files and a PDF, each in its own tab with its own URI and MIME type. */
export const SeveralContents: Story = {
  args: { uri: DEMO_URIS.directory },
  play: async ({ canvas, userEvent }) => {
    const tabs = await canvas.findAllByRole('tab');
    expect(tabs).toHaveLength(5);
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('tab', { name: /invoice-2026-10\.pdf/ })).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('link', { name: 'Download invoice-2026-10.pdf' });
  },
};

/** The demo's 64×48 PNG, decoded through an object URL. */
export const Image: Story = {
  args: { uri: DEMO_URIS.png },
  play: async ({ canvas }) => {
    const image = (await canvas.findByRole('img', { name: 'Image logo.png' })) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(64));
    await canvas.findByText('64 × 48 px');
  },
};

/** SVG is shown only as an image (never inline markup), cleaned first of scripts and of every reference outside the document. */
export const Svg: Story = {
  args: { uri: DEMO_URIS.svg },
  play: async ({ canvas, canvasElement }) => {
    const image = (await canvas.findByRole('img', { name: 'Image icon.svg' })) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(128));
    expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** Audio with the browser's own controls. */
export const Audio: Story = {
  args: { uri: DEMO_URIS.audio },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('audio')).toHaveAttribute('controls'));
  },
};

/** 5,000 JSON lines as plain text: virtualized, so only what is on screen is in the page. */
export const LargeLog: Story = {
  args: { uri: DEMO_URIS.log },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Text of server.log' });
    expect(canvasElement.querySelector('[data-slot="resource-preview-text"]')).toHaveAttribute('data-virtualized');
    expect(canvasElement.querySelectorAll('[data-slot="resource-preview-line"]').length).toBeLessThan(200);
  },
};

/** Still reading (this resource answers after 30 seconds). */
export const Loading: Story = {
  args: { uri: DEMO_URIS.slow },
  play: async ({ canvas }) => {
    await canvas.findByText('Reading the resource…');
  },
};

/** Exists, but has no content: not the same as missing. */
export const Empty: Story = {
  args: { uri: DEMO_URIS.empty },
  play: async ({ canvas }) => {
    await canvas.findByText('This resource is empty.');
  },
};

/** The server has no such resource (-32602). */
export const NotFound: Story = {
  args: { uri: DEMO_URIS.missing },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveAttribute('data-kind', 'not-found');
    expect(alert).toHaveTextContent(DEMO_URIS.missing);
  },
};

/** The server fails (-32603): retried twice in the background, then shown with "Try again". */
export const ServerError: Story = {
  args: { uri: DEMO_URIS.failing },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveAttribute('data-kind', 'server');
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

let timeoutClient: Promise<ResourceClient> | undefined;
/** A demo server reached with a half-second timeout, for the slow resource to time out against. */
function impatientServers(demo: ServerConfig): readonly ServerConfig[] {
  timeoutClient ??= (() => {
    const server = createDemoServer();
    return connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => server.fetch(new Request(url, init)), requestTimeoutMs: 500 });
  })();
  return [{ ...demo, client: () => timeoutClient! }];
}

/** No answer in time, with "Try again". */
export const Timeout: Story = {
  args: { uri: DEMO_URIS.slow },
  parameters: { servers: impatientServers },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveAttribute('data-kind', 'timeout');
  },
};

let flakyClient: Promise<ResourceClient> | undefined;
/** A demo server whose answer streams are cut, after the first read, halfway through every read. */
function flakyServers(demo: ServerConfig): readonly ServerConfig[] {
  flakyClient ??= (() => {
    const server = createDemoServer();
    let reads = 0;
    const fetch = async (url: string | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string' && init.body.includes('"resources/read"') && ++reads > 1) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('event: message\ndata: {"jsonrpc":"2.0",'));
            controller.error(new TypeError('network error'));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      return server.fetch(new Request(url, init));
    };
    return connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch });
  })();
  return [{ ...demo, client: () => flakyClient! }];
}

/** A refresh failed (its answer stream was cut): the last content stays, under a warning that says when it was read. */
export const RefreshFailed: Story = {
  args: { uri: DEMO_URIS.readme },
  parameters: { servers: flakyServers },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('button', { name: 'Rendered', pressed: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveAttribute('data-stale');
    expect(alert).toHaveAttribute('data-kind', 'disconnected');
    expect(alert).toHaveTextContent(/showing the content read at/);
    expect(canvasElement.querySelector('[data-slot="resource-preview-markdown-body"] h3')).toBeInTheDocument();
  },
};

/** The server asks why and in which format first (`input_required`); the answer is shown once, never cached. */
export const NeedsInput: Story = {
  args: { uri: DEMO_URIS.inputRequired },
  play: async ({ canvas, userEvent }) => {
    const reason = await canvas.findByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Quarterly access review');
    await userEvent.click(canvas.getByRole('radio', { name: 'Detailed findings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText(/Access reason: Quarterly access review/);
    expect(canvas.getByText('Not cached')).toBeVisible();
  },
};

/** The form itself, before any answer. */
export const NeedsInputForm: Story = {
  args: { uri: DEMO_URIS.inputRequired },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'The server needs more information' });
    expect(canvas.getByRole('radio', { name: 'Summary' })).toBeChecked();
  },
};

const hostile = `# Hostile content

<script>window.__pwned = 1</script>
<img src="x" onerror="window.__pwned = 1">

[a javascript: link](javascript:alert(1)) and [a safe one](https://example.com).`;

const staticResult = (text: string, mimeType: string): ReadResult => ({
  contents: [{ kind: 'text', uri: 'demo://hostile.md', mimeType, text, byteLength: new TextEncoder().encode(text).length }],
  ttlMs: 0,
  cacheScope: 'private',
  viaInputRequired: false,
});

/** A read result shown without a server: hostile Markdown stays text; only the safe link is a link. */
export const HostileMarkdown: Story = {
  args: { serverId: undefined, uri: 'demo://hostile.md', result: staticResult(hostile, 'text/markdown') },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('<script>window.__pwned = 1</script>', { exact: false });
    expect(canvasElement.querySelector('script, img')).toBeNull();
    expect(canvas.getByRole('link', { name: 'a safe one' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(canvas.queryByRole('link', { name: 'a javascript: link' })).toBeNull();
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
  },
};

/** Bytes of an unknown type: a hex view of the first ones and a download. */
export const Binary: Story = {
  args: {
    serverId: undefined,
    uri: 'file:///archive.zip',
    result: {
      contents: [{ kind: 'blob', uri: 'file:///archive.zip', mimeType: 'application/zip', bytes: Uint8Array.from({ length: 700 }, (_, index) => (index * 37) % 256), byteLength: 700 }],
      ttlMs: 0,
      cacheScope: 'private',
      viaInputRequired: false,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/No preview for application\/zip\./);
    expect(canvasElement.querySelector('[data-slot="resource-preview-hex"]')).toHaveTextContent('00000000');
    await canvas.findByRole('link', { name: 'Download archive.zip' });
  },
};

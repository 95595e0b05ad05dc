/// <reference types="vite/client" />
import { MCP_APP_MIME_TYPE, type ReadResult } from '@mcp-resource-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
// The real view of the official MCP Apps example server (`@modelcontextprotocol/server-basic-react`), as it serves it.
import exampleAppHtml from '../../../../node_modules/@modelcontextprotocol/server-basic-react/dist/mcp-app.html?raw';
import { ResourcePreview } from './index.js';

/*
 * MCP Apps (`text/html;profile=mcp-app`, `ui://`) in the preview: run by the ext-apps host side in a
 * frame with `sandbox="allow-scripts"`, sized by the app, with tool calls refused unless the host
 * passes `onAppToolCall`.
 */

const APP_URI = 'ui://get-time/mcp-app.html';

const appResult = (html: string): ReadResult => ({
  contents: [{ kind: 'text', uri: APP_URI, mimeType: MCP_APP_MIME_TYPE, text: html, byteLength: html.length }],
  ttlMs: 0,
  cacheScope: 'private',
  viaInputRequired: false,
});

function AppStory(props: ResourcePreview.RootProps) {
  return (
    <div style={{ maxWidth: '48rem' }}>
      <ResourcePreview.Root {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/ResourcePreview/MCP App',
  component: AppStory,
  args: { uri: APP_URI, result: appResult(exampleAppHtml) },
  parameters: {
    docs: {
      description: {
        component:
          'An MCP App is an interface for people, not context for a model. The preview runs it the way MCP Apps hosts do, with ' +
          "`@modelcontextprotocol/ext-apps`' AppBridge (an optional peer, loaded on first use), in a sandboxed frame of its own origin " +
          'under a policy that allows only the origins its resource declares. "Source" shows its HTML.',
      },
    },
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const appPart = (root: HTMLElement) => root.querySelector('[data-slot="resource-preview-app"]');
const appFrame = (root: HTMLElement) => root.querySelector<HTMLIFrameElement>('[data-slot="resource-preview-app"] iframe');

/** The official example's React view: it finishes the handshake and reports its height. Its "Get Server Time" is refused here. */
export const ExampleApp: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(appPart(canvasElement)).toHaveAttribute('data-status', 'running'), { timeout: 15_000 });
    const frame = appFrame(canvasElement)!;
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // The frame takes the height the app asks for instead of the default box.
    await waitFor(() => expect(frame.style.height).toMatch(/^\d+px$/), { timeout: 15_000 });
  },
};

/** The same app, with a host that makes its tool calls: "Get Server Time" shows the time the handler returns. */
export const ExampleAppWithToolCalls: Story = {
  args: {
    onAppToolCall: async (call) => {
      if (call.name !== 'get-time') return { content: [{ type: 'text', text: `No tool named ${call.name}` }], isError: true };
      return { content: [{ type: 'text', text: new Date().toISOString() }], structuredContent: { time: new Date().toISOString() } };
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(appPart(canvasElement)).toHaveAttribute('data-status', 'running'), { timeout: 15_000 });
  },
};

/** HTML labelled as an MCP App that never speaks the protocol: the preview says so instead of showing a blank box. */
export const DidNotStart: Story = {
  args: { result: appResult('<!doctype html><p>Not an app after all.</p>') },
  render: (args) => (
    <div style={{ maxWidth: '48rem' }}>
      <ResourcePreview.App html={(args.result!.contents[0] as { text: string }).text} name="mcp-app.html" startTimeoutMs={1500} />
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/never finished the MCP Apps handshake/);
  },
};

/** "Source" shows the app's HTML, highlighted, without running it. */
export const Source: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Source' }));
    await waitFor(() => expect(appPart(canvasElement)).toHaveAttribute('data-view', 'source'));
    expect(appFrame(canvasElement)).toBeNull();
  },
};

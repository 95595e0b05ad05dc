import { connectResourceClient, MCP_APP_MIME_TYPE, toContentBlocks } from '@mcp-resource-kit/core';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kitWrapper } from '../../test/render-with-kit.js';
import * as AttachTray from './index.parts.js';
import { useAttachments } from './use-attachments.js';

/** About 2 MB of app, like a bundled React view: a few million characters a model must never receive. */
const APP_HTML = `<!doctype html><html><body><div id="root"></div><script>${'const a = 1;'.repeat(180_000)}</script></body></html>`;
const LISTED_APP = 'ui://clock/mcp-app.html';
const UNLABELLED_APP = 'ui://clock/view';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A real MCP server (the SDK's) with one MCP App resource listed as such and one only the read labels. */
async function appServer() {
  const reads: string[] = [];
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'apps', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.registerResource('clock', LISTED_APP, { mimeType: MCP_APP_MIME_TYPE }, async (uri) => {
      reads.push(uri.href);
      return { contents: [{ uri: LISTED_APP, mimeType: MCP_APP_MIME_TYPE, text: APP_HTML }] };
    });
    server.registerResource('unlabelled', UNLABELLED_APP, {}, async (uri) => {
      reads.push(uri.href);
      return { contents: [{ uri: UNLABELLED_APP, mimeType: MCP_APP_MIME_TYPE, text: APP_HTML }] };
    });
    return server;
  });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => handler.fetch(new Request(url, init)) });
  cleanups.push(() => client.close());
  return { reads, servers: [{ id: 'apps', label: 'Apps', client }] };
}

describe('attaching an MCP App', () => {
  it('attaches a listed app as UI: no read, the tokens of a link, and a link in the message', async () => {
    const { reads, servers } = await appServer();
    const { result } = renderHook(() => useAttachments({ budget: 10_000 }), { wrapper: kitWrapper(servers) });
    let outcome: string | undefined;
    act(() => {
      outcome = result.current.attach({ serverId: 'apps', uri: LISTED_APP, resource: { uri: LISTED_APP, name: 'clock', mimeType: MCP_APP_MIME_TYPE, size: APP_HTML.length } });
    });
    expect(outcome).toBe('attached');
    const item = result.current.items[0]!;
    expect(item).toMatchObject({ role: 'ui', status: 'ready', read: undefined, estimate: { method: 'link' } });
    expect(result.current.totalTokens).toBeLessThan(100);
    expect(result.current.pending).toBeUndefined();
    expect(reads).toEqual([]);
    const { blocks } = toContentBlocks([item]);
    expect(blocks).toEqual([{ type: 'resource_link', uri: LISTED_APP, name: 'clock', mimeType: MCP_APP_MIME_TYPE, size: APP_HTML.length }]);
  });

  it('turns an attachment into UI when only its read says it is an app, and drops the HTML', async () => {
    const { reads, servers } = await appServer();
    const { result } = renderHook(() => useAttachments(), { wrapper: kitWrapper(servers) });
    act(() => void result.current.attach({ serverId: 'apps', uri: UNLABELLED_APP }));
    expect(result.current.items[0]).toMatchObject({ role: 'context', status: 'reading' });
    await waitFor(() => expect(result.current.items[0]).toMatchObject({ role: 'ui', status: 'ready', read: undefined, estimate: { method: 'link' } }));
    expect(reads).toEqual([UNLABELLED_APP]);
    expect(result.current.totalTokens).toBeLessThan(100);
    expect(JSON.stringify(toContentBlocks(result.current.items).blocks)).not.toContain('const a = 1;');
  });

  it('says in the tray why the app goes as a link', async () => {
    const { servers } = await appServer();
    function Tray() {
      const attachments = useAttachments();
      return (
        <>
          <button type="button" onClick={() => attachments.attach({ serverId: 'apps', uri: LISTED_APP, resource: { uri: LISTED_APP, name: 'clock', mimeType: MCP_APP_MIME_TYPE } })}>
            attach
          </button>
          <AttachTray.Root attachments={attachments} />
        </>
      );
    }
    const Wrapper = kitWrapper(servers);
    render(
      <Wrapper>
        <Tray />
      </Wrapper>,
    );
    act(() => screen.getByRole('button', { name: 'attach' }).click());
    const item = await screen.findByText(/not context for the model\. It goes as a link, without its HTML/);
    expect(item.closest('[data-slot="attach-tray-item"]')?.getAttribute('data-role')).toBe('ui');
  });
});

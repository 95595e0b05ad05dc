import { MCP_APP_MIME_TYPE, type ReadResult } from '@mcp-resource-kit/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourcePreview } from '../index.js';
import type { AppToolCall } from './resource-preview-app.js';
import '../styles.css';

type Canary = { __pwned?: unknown };
const canary = () => (window as unknown as Canary).__pwned;

/** What the app inside the frame reports through `notifications/message`, as the page receives it. */
const reports: unknown[] = [];
const collect = (event: MessageEvent) => {
  const data = event.data as { method?: string; params?: { data?: unknown } } | null;
  if (data?.method === 'notifications/message') reports.push(data.params?.data);
};
window.addEventListener('message', collect);
afterEach(() => {
  reports.length = 0;
  delete (window as unknown as Canary).__pwned;
  document.cookie = 'host-secret=; max-age=0';
  localStorage.removeItem('host-secret');
});

/**
 * An app that speaks the MCP Apps protocol by hand (no SDK inside the sandbox: it may not load
 * anything), then runs `probe` and reports what it saw with a logging notification.
 */
function app(probe: string): string {
  return `<!doctype html><html><head><title>probe</title></head><body><p>hello from the app</p><script>
  let next = 1;
  const pending = new Map();
  addEventListener('message', (event) => {
    const message = event.data;
    if (message && message.id !== undefined && pending.has(message.id)) { pending.get(message.id)(message); pending.delete(message.id); }
    if (message && message.method === 'ui/notifications/host-context-changed') report({ step: 'context-changed', params: message.params });
  });
  const request = (method, params) => new Promise((resolve) => { const id = next++; pending.set(id, resolve); parent.postMessage({ jsonrpc: '2.0', id, method, params }, '*'); });
  const notify = (method, params) => parent.postMessage({ jsonrpc: '2.0', method, params }, '*');
  const report = (data) => notify('notifications/message', { level: 'info', data });
  (async () => {
    const init = await request('ui/initialize', { appInfo: { name: 'probe', version: '1' }, appCapabilities: {}, protocolVersion: '2026-01-26' });
    report({ step: 'initialize', result: init.result, error: init.error });
    notify('ui/notifications/initialized', {});
    ${probe}
  })();
  </script></body></html>`;
}

const appResult = (html: string, meta?: Record<string, unknown>): ReadResult => ({
  contents: [{ kind: 'text', uri: 'ui://probe/app.html', mimeType: MCP_APP_MIME_TYPE, text: html, byteLength: html.length, ...(meta && { _meta: meta }) }],
  ttlMs: 0,
  cacheScope: 'private',
  viaInputRequired: false,
});

async function reported(step: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await waitFor(
    () => {
      found = reports.find((report) => (report as { step?: string }).step === step) as Record<string, unknown> | undefined;
      expect(found).toBeDefined();
    },
    { timeout: 10_000 },
  );
  return found!;
}

describe('ResourcePreview with an MCP App', () => {
  it('runs the app with the ext-apps host: handshake, theme, and the height the app asks for', async () => {
    const { container } = render(
      <ResourcePreview.Root uri="ui://probe/app.html" result={appResult(app(`notify('ui/notifications/size-changed', { width: 300, height: 123 });`))} />,
    );
    const initialize = await reported('initialize');
    expect(initialize.error).toBeUndefined();
    expect(initialize.result).toMatchObject({ hostInfo: { name: '@mcp-resource-kit/react' }, hostContext: { platform: 'web', displayMode: 'inline' } });
    expect(['light', 'dark']).toContain((initialize.result as { hostContext: { theme: string } }).hostContext.theme);
    const frame = await screen.findByTitle(/an MCP App running in a sandbox/);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-app"]')).toHaveAttribute('data-status', 'running'), { timeout: 10_000 });
    await waitFor(() => expect(frame.clientHeight).toBe(123));
    expect(container.querySelector('[data-slot="resource-preview-content"]')).toHaveAttribute('data-renderer', 'app');
  });

  it("follows the page's data-mcp-theme, and tells the running app when it changes", async () => {
    const { container } = render(
      <div data-mcp-theme="light">
        <ResourcePreview.Root uri="ui://probe/app.html" result={appResult(app(''))} />
      </div>,
    );
    const initialize = await reported('initialize');
    expect(initialize.result).toMatchObject({ hostContext: { theme: 'light' } });
    await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-app"]')).toHaveAttribute('data-status', 'running'), { timeout: 10_000 });
    container.querySelector('[data-mcp-theme]')!.setAttribute('data-mcp-theme', 'dark');
    expect((await reported('context-changed')).params).toMatchObject({ theme: 'dark' });
  });

  it('keeps a hostile app away from the page: no top navigation, no cookies or storage, no network, no parent DOM', async () => {
    document.cookie = 'host-secret=cookie-value';
    localStorage.setItem('host-secret', 'storage-value');
    const before = location.href;
    render(
      <ResourcePreview.Root
        uri="ui://probe/app.html"
        result={appResult(
          app(`
    const attempt = (action) => { try { return { value: String(action()) }; } catch (error) { return { error: String(error && error.name) }; } };
    const seen = {
      cookie: attempt(() => document.cookie),
      storage: attempt(() => localStorage.getItem('host-secret')),
      parentDocument: attempt(() => parent.document.cookie),
      parentCanary: attempt(() => { parent.__pwned = 'from the app'; return parent.__pwned; }),
      topNavigation: attempt(() => { top.location.href = 'about:blank#pwned'; return 'navigated'; }),
      popup: attempt(() => window.open('about:blank#popup')),
    };
    const violations = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    seen.fetch = await fetch(location.origin === 'null' ? 'http://127.0.0.1:9/' : '/').then(() => 'fetched', (error) => 'refused: ' + error.name);
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen.violations = violations;
    report({ step: 'probe', seen });`),
        )}
      />,
    );
    const { seen } = (await reported('probe')) as { seen: Record<string, { value?: string; error?: string } | string> };
    expect(seen.cookie).toEqual({ error: 'SecurityError' });
    expect(seen.storage).toEqual({ error: 'SecurityError' });
    expect(seen.parentDocument).toEqual({ error: 'SecurityError' });
    expect(seen.parentCanary).toEqual({ error: 'SecurityError' });
    expect((seen.topNavigation as { error?: string }).error).toMatch(/\S/);
    expect(seen.popup).toEqual({ value: 'null' });
    expect(seen.fetch).toBe('refused: TypeError');
    // Refused by the app's policy (no connect-src it did not declare), not by a closed port.
    expect(seen.violations).toContain('connect-src');
    expect(location.href).toBe(before);
    expect(canary()).toBeUndefined();
  });

  it('refuses tool calls without a handler, with an error the app sees', async () => {
    render(
      <ResourcePreview.Root
        uri="ui://probe/app.html"
        result={appResult(app(`const call = await request('tools/call', { name: 'get-time', arguments: {} }); report({ step: 'call', result: call.result, error: call.error });`))}
      />,
    );
    const call = await reported('call');
    expect(call.result).toBeUndefined();
    expect((call.error as { message: string }).message).toMatch(/does not let apps call tools, so "get-time" was not called/);
  });

  it('passes tool calls to the host handler and the result back to the app', async () => {
    const calls: AppToolCall[] = [];
    render(
      <ResourcePreview.Root
        uri="ui://probe/app.html"
        result={appResult(app(`const call = await request('tools/call', { name: 'get-time', arguments: { zone: 'UTC' } }); report({ step: 'call', result: call.result, error: call.error });`))}
        onAppToolCall={async (call) => {
          calls.push(call);
          return { content: [{ type: 'text', text: '12:00' }] };
        }}
      />,
    );
    const call = await reported('call');
    expect(call.error).toBeUndefined();
    expect(call.result).toMatchObject({ content: [{ type: 'text', text: '12:00' }] });
    expect(calls).toEqual([{ name: 'get-time', arguments: { zone: 'UTC' } }]);
  });

  it('says why when the app never starts, instead of a blank box', async () => {
    const silent = '<!doctype html><p>no handshake here</p>';
    render(<ResourcePreview.App html={silent} name="silent.html" startTimeoutMs={800} />);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/did not start within 1 s: it never finished the MCP Apps handshake/);
  });

  it('lets the user read the source instead', async () => {
    const html = app('');
    render(<ResourcePreview.App html={html} name="app.html" defaultView="source" />);
    expect(await screen.findByText(/hello from the app/)).toBeInTheDocument();
    expect(screen.queryByTitle(/an MCP App running in a sandbox/)).toBeNull();
  });
});

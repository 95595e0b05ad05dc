import { connectResourceClient, resourceKey, type ResourceClient } from '@mcp-resource-kit/core';
import { CANARY_GLOBAL, createDemoServer, type DemoServerOptions, type HostileDemoServer, type HostileOptions } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import '../../src/styles.css';
import {
  AttachTray,
  ContextBudget,
  ResourceBrowser,
  ResourcePreview,
  TemplateForm,
  useAttachments,
  useResourceTemplates,
  useServerStatus,
  type ServerConfig,
} from '../../src/index.js';
import { renderWithKit } from '../render-with-kit.js';

export const SERVER_ID = 'hostile';
export const BUDGET = 1_000_000;

/**
 * The longest the main thread may be blocked, in one stretch, while a fault plays out. This is a
 * bound on freezing, not a performance target: a kit that renders 20 MB into the DOM, loops over an
 * endless cursor or re-renders per notification blocks for many seconds (or forever), while a
 * healthy one stays far below it even on a loaded two-core CI machine. The in-page server runs on
 * the same thread (it builds the 20 MB text there), so its work counts against the bound too.
 */
export const FREEZE_BOUND_MS = 2_000;

/** Requests that left the client, by JSON-RPC method and `uri` parameter. */
export class RequestCounter {
  readonly requests: Array<{ method: string; uri: string | undefined }> = [];

  count(method: string, uri?: string | ((uri: string) => boolean)): number {
    return this.requests.filter(
      (request) =>
        request.method === method &&
        (uri === undefined || (typeof uri === 'function' ? request.uri !== undefined && uri(request.uri) : request.uri === uri)),
    ).length;
  }

  record(body: unknown) {
    if (typeof body !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (typeof message !== 'object' || message === null || !('method' in message) || !('id' in message)) continue;
      const params = (message as { params?: { uri?: unknown } }).params;
      this.requests.push({ method: String(message.method), uri: typeof params?.uri === 'string' ? params.uri : undefined });
    }
  }
}

const cleanups: Array<() => Promise<void>> = [];
const pageErrors: string[] = [];
const onError = (event: ErrorEvent) => pageErrors.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(`unhandledrejection: ${String(event.reason?.stack ?? event.reason)}`);

/**
 * Every test of the hostile suite: fails on any page error, unhandled rejection or React
 * update-depth error, and checks after each scenario that no hostile script ran.
 */
export function guardEveryTest() {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    pageErrors.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const original = console.error.bind(console);
    consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // React's own errors: update loops (#185), duplicate keys, errors caught by a boundary.
      if (/Maximum update depth|Minified React error|Encountered two children with the same key|The above error occurred/.test(text)) pageErrors.push(`console.error: ${text.slice(0, 500)}`);
      original(...args);
    });
  });
  afterEach(async () => {
    try {
      expectScriptNeverRan();
      expect(pageErrors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      consoleError.mockRestore();
      for (const cleanup of cleanups.splice(0)) await cleanup();
    }
  });
}

/** Fails now, rather than at the end of the test, if the page saw an error so far. */
export function expectNoPageErrors() {
  expect(pageErrors).toEqual([]);
}

/** The canary every hostile payload tries to set, and the DOM it would need to do it, are untouched. */
export function expectScriptNeverRan(root: ParentNode = document.body) {
  expect((window as unknown as Record<string, unknown>)[CANARY_GLOBAL]).toBeUndefined();
  expect(root.querySelectorAll('script')).toHaveLength(0);
  const withHandlers = [...root.querySelectorAll('*')].filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name)));
  expect(withHandlers.map((element) => element.outerHTML.slice(0, 200))).toEqual([]);
  const scriptUrls = [...root.querySelectorAll('[href], [src], [action], [data], [srcdoc]')].filter((element) =>
    ['href', 'src', 'action', 'data', 'srcdoc'].some((name) => /^\s*(javascript|vbscript|data:text\/html)/i.test((element.getAttribute(name) ?? '').replace(/[\t\n\r]/g, ''))),
  );
  expect(scriptUrls.map((element) => element.outerHTML.slice(0, 200))).toEqual([]);
}

export interface HostileConnection {
  server: HostileDemoServer;
  client: ResourceClient;
  servers: ServerConfig[];
  requests: RequestCounter;
}

/** An in-page hostile demo server, and a client connected to it (2026-07-28) whose requests are counted. */
export async function startHostile(
  hostile: true | HostileOptions = true,
  { requestTimeoutMs, ...demo }: DemoServerOptions & { requestTimeoutMs?: number } = {},
): Promise<HostileConnection> {
  const server = createDemoServer({ ...demo, hostile });
  const requests = new RequestCounter();
  const client = await connectResourceClient({
    url: 'http://in-page.invalid/mcp',
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
    fetch: (url, init) => {
      requests.record(init?.body);
      return server.fetch(new Request(url, init));
    },
  });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  return { server, client, servers: [{ id: SERVER_ID, label: 'Hostile', client }], requests };
}

export interface KitControls {
  preview(uri: string | undefined): void;
  template(uriTemplate: string | undefined): void;
}

export interface HostileKitProps {
  controls: { current?: KitControls };
  autoLoadLimit?: number;
  maxLoadAllPages?: number;
}

/** The kit as a host assembles it: browser (search, filters, tree, selection bar), template form, preview, budget and tray. */
export function HostileKit({ controls, autoLoadLimit, maxLoadAllPages }: HostileKitProps) {
  const attachments = useAttachments({ budget: BUDGET });
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [previewUri, setPreviewUri] = useState<string>();
  const [templateUri, setTemplateUri] = useState<string>();
  controls.current = { preview: setPreviewUri, template: setTemplateUri };
  const status = useServerStatus(SERVER_ID);
  const { items: templates } = useResourceTemplates();
  const template = templates.find(({ item }) => item.uriTemplate === templateUri)?.item;
  return (
    <>
      <p data-testid="change-feed">
        {status?.watch.state ?? 'none'}
        {status?.watch.error ? ` (${status.watch.error.kind}): ${status.watch.error.message}` : ''}
      </p>
      <output data-testid="selected-keys">{JSON.stringify(selected)}</output>
      {/* The hostile scenarios open each scheme's group and check rows by their own label; compact folders have tests of their own. */}
      <ResourceBrowser.Root
        compactFolders={false}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onOpen={(entry) => (entry.kind === 'resource' ? setPreviewUri(entry.resource.uri) : setTemplateUri(entry.template.uriTemplate))}
        onAttach={(entries) => attachments.attach(entries.map((entry) => ({ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource })))}
        {...(autoLoadLimit !== undefined && { autoLoadLimit })}
        {...(maxLoadAllPages !== undefined && { maxLoadAllPages })}
      />
      {template ? (
        <TemplateForm.Root key={template.uriTemplate} serverId={SERVER_ID} template={template} readOnSubmit onResolve={setPreviewUri} onAttach={(uri) => attachments.attach({ serverId: SERVER_ID, uri })}>
          <TemplateForm.Title level={3} />
          <TemplateForm.Fields />
          <TemplateForm.Preview />
          <TemplateForm.Reason />
          <TemplateForm.Error />
          <TemplateForm.Submit />
          <TemplateForm.Attach />
        </TemplateForm.Root>
      ) : null}
      {previewUri !== undefined ? <ResourcePreview.Root key={previewUri} serverId={SERVER_ID} uri={previewUri} data-testid="preview" data-preview-uri={previewUri} /> : null}
      <ContextBudget used={attachments.totalTokens} budget={BUDGET} approximate={attachments.approximate} />
      <AttachTray.Root attachments={attachments} />
    </>
  );
}

/** Renders the whole kit over a hostile connection and waits for the first rows. */
export async function renderHostileKit(connection: HostileConnection, props: Omit<HostileKitProps, 'controls'> = {}) {
  const controls: { current?: KitControls } = {};
  const view = renderWithKit(<HostileKit controls={controls} {...props} />, connection.servers);
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'hostile://markup' })).toBeInTheDocument(), { timeout: 10_000 });
  return { view, controls: controls.current!, user: userEvent.setup() };
}

export function row(name: string | RegExp): HTMLElement {
  return screen.getByRole('treeitem', { name });
}

/** Opens a tree row (a server, group or folder) by clicking its toggle, unless it is open. */
export async function expand(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  const target = await waitFor(() => row(name));
  if (target.getAttribute('aria-expanded') === 'true') return;
  await user.click(target.querySelector('[data-slot="resource-tree-item-toggle"]')!);
  await waitFor(() => expect(row(name).getAttribute('aria-expanded')).toBe('true'));
}

/** Closes a tree row by clicking its toggle, unless it is closed. */
export async function collapse(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  const target = await waitFor(() => row(name));
  if (target.getAttribute('aria-expanded') !== 'true') return;
  await user.click(target.querySelector('[data-slot="resource-tree-item-toggle"]')!);
  await waitFor(() => expect(row(name).getAttribute('aria-expanded')).toBe('false'));
}

export function selectedKeys(): string[] {
  return JSON.parse(screen.getByTestId('selected-keys').textContent ?? '[]') as string[];
}

/** What the tray holds: each attachment's URI, state and the exact text that would be sent. */
export function trayState() {
  const tray = screen.getByRole('region', { name: /attach/i });
  return within(tray)
    .queryAllByRole('listitem')
    .map((item) => ({ uri: item.querySelector('code')?.textContent, status: item.getAttribute('data-status') }));
}

export function previewRegion(): HTMLElement {
  return screen.getByTestId('preview');
}

/** Shows `uri` in the preview and resolves with queries bound to that preview once it is mounted. */
export async function showInPreview(controls: KitControls, uri: string) {
  controls.preview(uri);
  const region = await waitFor(() => {
    const element = previewRegion();
    expect(element.getAttribute('data-preview-uri')).toBe(uri);
    return element;
  });
  return within(region);
}

export function key(uri: string): string {
  return resourceKey(SERVER_ID, uri);
}

/**
 * Watches the main thread while `run` plays out a fault: the longest gap between 50 ms timer ticks
 * (beyond the 50 ms asked for) and the longest task Chromium reports.
 */
export async function measureFreeze<T>(run: () => Promise<T>): Promise<{ result: T; worstLagMs: number; longestTaskMs: number }> {
  const tick = 50;
  let worstLagMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worstLagMs = Math.max(worstLagMs, now - last - tick);
    last = now;
  }, tick);
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  try {
    const result = await run();
    // One more tick, so a block at the very end is seen too.
    await new Promise((resolve) => setTimeout(resolve, tick * 2));
    return { result, worstLagMs, longestTaskMs };
  } finally {
    clearInterval(timer);
    observer.disconnect();
  }
}

/** The JS heap after a full collection, in bytes (Chromium, with --enable-precise-memory-info and --expose-gc). */
export async function retainedHeapBytes(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let round = 0; round < 3; round++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
}

export function domNodeCount(): number {
  return document.getElementsByTagName('*').length;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

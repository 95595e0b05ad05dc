import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra, RequestLog } from '../../../../test-support/connect-in-era.js';
import { kitWrapper, renderWithKit } from '../../test/render-with-kit.js';
import { useResources } from '../hooks/use-resources.js';
import { AttachDropZone } from './attach-drop-zone.js';
import * as AttachTray from './index.parts.js';
import { readResourceDragData, RESOURCE_DRAG_TYPE, setResourceDragData } from './resource-drag-data.js';
import { useAttachments, type UseAttachmentsOptions } from './use-attachments.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup() {
  const server = createDemoServer();
  const log = new RequestLog();
  const client = await connectInEra(server, 'modern', { log });
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return { server, log, servers: [{ id: 'demo', label: 'Demo', client }] };
}

const readme = { serverId: 'demo', uri: DEMO_URIS.readme, resource: { uri: DEMO_URIS.readme, name: 'README.md', title: 'README', size: 1200, mimeType: 'text/markdown' } };
const live = { serverId: 'demo', uri: DEMO_URIS.live, resource: { uri: DEMO_URIS.live, name: 'clock', mimeType: 'text/plain' } };

function Tray(options: UseAttachmentsOptions) {
  const attachments = useAttachments(options);
  return (
    <>
      <button type="button" onClick={() => attachments.attach([readme, live])}>
        attach two
      </button>
      <span data-testid="total">{attachments.totalTokens}</span>
      <AttachTray.Root attachments={attachments} />
    </>
  );
}

describe('useAttachments', () => {
  it('reads what is attached, keeps that exact content and measures it', async () => {
    const { servers, log } = await setup();
    const { result } = renderHook(() => useAttachments(), { wrapper: kitWrapper(servers) });
    act(() => void result.current.attach(readme));
    expect(result.current.items[0]).toMatchObject({ status: 'reading', estimate: { measured: false, bytes: 1200 } });
    await waitFor(() => expect(result.current.items[0]?.status).toBe('ready'));
    const item = result.current.items[0]!;
    expect(item.read?.contents[0]?.kind).toBe('text');
    expect(item.estimate).toMatchObject({ measured: true, method: 'text' });
    expect(item.estimate.bytes).toBe(item.read?.contents[0]?.byteLength);
    expect(result.current.totalTokens).toBe(item.estimate.tokens);
    expect(log.count('resources/read', DEMO_URIS.readme)).toBe(1);
    expect(result.current.attach(readme)).toBe('nothing-new');
  });

  it('names an attachment given only its URI from the resource as listed', async () => {
    const { servers } = await setup();
    const { result } = renderHook(() => ({ listed: useResources(), attachments: useAttachments() }), { wrapper: kitWrapper(servers) });
    await waitFor(() => expect(result.current.listed.items.length).toBeGreaterThan(0));
    act(() => void result.current.attachments.attach({ serverId: 'demo', uri: DEMO_URIS.readme }));
    expect(result.current.attachments.items[0]?.resource).toMatchObject({ uri: DEMO_URIS.readme, title: 'README' });
    expect(result.current.attachments.items[0]?.estimate.bytes).toBeGreaterThan(0);
  });

  it('asks before going over the budget, and attaches only when confirmed', async () => {
    const { servers } = await setup();
    const { result } = renderHook(() => useAttachments({ budget: 100 }), { wrapper: kitWrapper(servers) });
    let outcome: string | undefined;
    act(() => {
      outcome = result.current.attach(readme);
    });
    expect(outcome).toBe('needs-confirmation');
    expect(result.current.items).toHaveLength(0);
    expect(result.current.pending).toMatchObject({ projectedTokens: 300, budget: 100 });
    act(() => result.current.cancelPending());
    expect(result.current.pending).toBeUndefined();
    act(() => void result.current.attach(readme));
    act(() => result.current.confirmPending());
    expect(result.current.items).toHaveLength(1);
  });

  it('flags a live change, keeps the attached version until asked, then takes the new one', async () => {
    const { server, servers } = await setup();
    const { result } = renderHook(() => useAttachments(), { wrapper: kitWrapper(servers) });
    act(() => void result.current.attach(live));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('ready'));
    const attachedText = textOf(result.current.items[0]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => expect(result.current.items[0]?.changedAt).toEqual(expect.any(Number)));
    expect(textOf(result.current.items[0]!)).toBe(attachedText);

    act(() => result.current.keepAttachedVersion(result.current.items[0]!.id));
    expect(result.current.items[0]?.changedAt).toBeUndefined();
    expect(textOf(result.current.items[0]!)).toBe(attachedText);

    server.notify.resourceUpdated(DEMO_URIS.live);
    await waitFor(() => expect(result.current.items[0]?.changedAt).toEqual(expect.any(Number)));
    await act(() => result.current.useNewVersion(result.current.items[0]!.id));
    expect(result.current.items[0]?.changedAt).toBeUndefined();
    expect(textOf(result.current.items[0]!)).not.toBe(attachedText);
  });

  it('reports a failed read on the attachment and retries it', async () => {
    const { servers } = await setup();
    const { result } = renderHook(() => useAttachments(), { wrapper: kitWrapper(servers) });
    act(() => void result.current.attach({ serverId: 'demo', uri: DEMO_URIS.missing }));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('error'));
    expect(result.current.items[0]?.error?.kind).toBe('not-found');
  });
});

describe('AttachTray', () => {
  it('shows attachments with sizes, removes them, and is accessible', async () => {
    const { servers } = await setup();
    const user = userEvent.setup();
    const { container } = renderWithKit(<Tray />, servers);
    expect(screen.getByText(/Nothing attached yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'attach two' }));
    await waitFor(() => expect(container.querySelectorAll('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveLength(2));
    expect(screen.getByText('2 attached')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-slot="size-badge"][data-source="measured"]')).toHaveLength(2);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Remove README' }));
    expect(screen.getByText('1 attached')).toBeInTheDocument();
  });

  it('keeps keyboard focus in the tray as attachments are removed', async () => {
    const { servers } = await setup();
    const user = userEvent.setup();
    const { container } = renderWithKit(<Tray />, servers);
    await user.click(screen.getByRole('button', { name: 'attach two' }));
    await waitFor(() => expect(container.querySelectorAll('[data-slot="attach-tray-item"]')).toHaveLength(2));
    screen.getByRole('button', { name: 'Remove README' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove clock' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('0 attached')).toBeInTheDocument();
    expect(document.activeElement).toBe(container.querySelector('[data-slot="attach-tray"]'));

    await user.click(screen.getByRole('button', { name: 'attach two' }));
    screen.getByRole('button', { name: 'Remove all' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('0 attached')).toBeInTheDocument();
    expect(document.activeElement).toBe(container.querySelector('[data-slot="attach-tray"]'));
  });

  it('asks for confirmation over the budget', async () => {
    const { servers } = await setup();
    const user = userEvent.setup();
    renderWithKit(<Tray budget={50} />, servers);
    await user.click(screen.getByRole('button', { name: 'attach two' }));
    expect(screen.getByRole('alert').textContent).toContain('over the budget of 50');
    await user.click(screen.getByRole('button', { name: 'Attach anyway' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('2 attached')).toBeInTheDocument();
  });
});

describe('drag and drop', () => {
  it('round-trips resources through a DataTransfer, with a URI list for other targets', () => {
    const transfer = new FakeDataTransfer();
    setResourceDragData(transfer as unknown as DataTransfer, [readme, live]);
    expect(transfer.getData('text/uri-list')).toBe(`${DEMO_URIS.readme}\r\n${DEMO_URIS.live}`);
    expect(readResourceDragData(transfer as unknown as DataTransfer, undefined)).toEqual([readme, live]);
  });

  it('validates foreign payloads and falls back to the URI list', () => {
    const transfer = new FakeDataTransfer();
    transfer.setData(RESOURCE_DRAG_TYPE, '[{"uri":42},{"serverId":"demo","uri":"file:///x","resource":{"uri":1}}, "junk"]');
    expect(readResourceDragData(transfer as unknown as DataTransfer, undefined)).toEqual([{ serverId: 'demo', uri: 'file:///x' }]);
    const list = new FakeDataTransfer();
    list.setData('text/uri-list', '# comment\r\nfile:///a\r\n\r\nfile:///b');
    expect(readResourceDragData(list as unknown as DataTransfer, 'demo')).toEqual([
      { serverId: 'demo', uri: 'file:///a' },
      { serverId: 'demo', uri: 'file:///b' },
    ]);
    expect(readResourceDragData(list as unknown as DataTransfer, undefined)).toEqual([]);
  });

  it('hands dropped resources to the drop zone callback', () => {
    const dropped: unknown[] = [];
    render(<AttachDropZone onDropResources={(items) => dropped.push(...items)} />);
    const zone = document.querySelector('[data-slot="attach-drop-zone"]')!;
    const transfer = new FakeDataTransfer();
    setResourceDragData(transfer as unknown as DataTransfer, [readme]);
    fireEvent.dragOver(zone, { dataTransfer: transfer });
    expect(zone.hasAttribute('data-drag-over')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: transfer });
    expect(zone.hasAttribute('data-drag-over')).toBe(false);
    expect(dropped).toEqual([readme]);
  });
});

function textOf(item: { read?: { contents: Array<{ kind: string; text?: string }> } }): string | undefined {
  return item.read?.contents[0]?.text;
}

/** jsdom has no DataTransfer constructor. */
class FakeDataTransfer {
  private readonly data = new Map<string, string>();
  effectAllowed = 'none';
  dropEffect = 'none';
  get types() {
    return [...this.data.keys()];
  }
  setData(type: string, value: string) {
    this.data.set(type, value);
  }
  getData(type: string) {
    return this.data.get(type) ?? '';
  }
}

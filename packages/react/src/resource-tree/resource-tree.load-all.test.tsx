import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectInEra, RequestLog } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function bulkServer(bulkResources: number, log = new RequestLog()) {
  const server = createDemoServer({ bulkResources, pageSize: 100 });
  let closeClient = async () => {};
  cleanups.push(async () => {
    await closeClient();
    await server.close();
  });
  return {
    server,
    log,
    /** How many resources it lists, counted by a client of its own (so `log` stays the tree's). */
    async total() {
      const counter = await connectInEra(server, 'modern');
      const { items } = await counter.listAllResources({ maxPages: 1_000 });
      await counter.close();
      return items.length;
    },
    connect: async () => {
      const client = await connectInEra(server, 'modern', { log });
      closeClient = () => client.close().catch(() => undefined);
      return client;
    },
  };
}

const summary = () => screen.getByRole('status').textContent ?? '';

describe('Load all', () => {
  it('walks a server that connects after the click, not only the ones that had rows', async () => {
    const ready = bulkServer(300);
    const late = bulkServer(500);
    const readyClient = await ready.connect();
    let connectLate!: () => void;
    const lateConnected = new Promise<void>((resolve) => (connectLate = resolve));
    const user = userEvent.setup();
    renderWithKit(
      <ResourceTree.Root autoLoadLimit={0}>
        <ResourceTree.LoadAll />
        <ResourceTree.Summary />
        <ResourceTree.List />
      </ResourceTree.Root>,
      [
        { id: 'ready', label: 'Ready server', client: readyClient },
        { id: 'late', label: 'Late server', client: () => lateConnected.then(() => late.connect()) },
      ],
    );
    await waitFor(() => expect(summary()).toMatch(/more on the server/));
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    connectLate();

    await waitFor(() => expect(summary()).toMatch(/Loaded \d+ more resources/), { timeout: 15_000 });
    const [lateTotal, readyTotal] = [await late.total(), await ready.total()];
    expect(late.log.count('resources/list')).toBe(Math.ceil(lateTotal / 100));
    expect(ready.log.count('resources/list')).toBe(Math.ceil(readyTotal / 100));
    expect(summary()).not.toMatch(/more on the server/);
    expect(summary()).toMatch(new RegExp(`^${(lateTotal + readyTotal).toLocaleString('en-US')} resources`));
  });

  it('never runs a list query whose server is still connecting', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const late = bulkServer(300);
    let connectLate!: () => void;
    const lateConnected = new Promise<void>((resolve) => (connectLate = resolve));
    renderWithKit(
      <StrictMode>
        <ResourceTree.Root autoLoadLimit={0}>
          <ResourceTree.Summary />
          <ResourceTree.List />
        </ResourceTree.Root>
      </StrictMode>,
      [{ id: 'late', label: 'Late server', client: () => lateConnected.then(() => late.connect()) }],
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    connectLate();
    await waitFor(() => expect(summary()).toMatch(/more on the server/));
    late.server.notify.resourcesChanged();
    await waitFor(() => expect(late.log.count('resources/list')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(consoleErrors.mock.calls.map((call) => String(call[0])).filter((message) => /skipToken/.test(message))).toEqual([]);
  });
});

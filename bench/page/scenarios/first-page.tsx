import type { ListPage, Resource } from '@mcp-resource-kit/core';
import { ResourceKitProvider, ResourceTree } from '@mcp-resource-kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectDemo, SERVER_ID, type DemoConnection } from '../demo.js';
import { afterPaint, LongTaskRecorder, settle, whenPainted } from '../measure.js';
import { NaiveList } from '../naive-list.js';
import { show, stage } from '../stage.js';

let connection: DemoConnection | undefined;

/**
 * The naive baseline: walk every page first (as an "aggregate all pages" helper does), then render
 * them all in a plain list.
 */
function NaiveAllPages({ connection: { client } }: { connection: DemoConnection }) {
  const [resources, setResources] = useState<Resource[] | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const all: Resource[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page: ListPage<Resource> = await client.listResources({ cursor });
        all.push(...page.items);
        if (page.nextCursor === undefined || cancelled) break;
        cursor = page.nextCursor;
      }
      if (!cancelled) setResources(all);
    })();
    return () => {
      cancelled = true;
    };
  }, [client]);
  return resources ? <NaiveList resources={resources} /> : <p>Loading…</p>;
}

export const firstPageSteps = {
  /**
   * Starts a demo server whose list has exactly `pages` pages of `pageSize` (the generated items
   * fill up what the project's own resources leave).
   */
  async 'first-page.start'({ pages, pageSize }: { pages: number; pageSize: number }) {
    const probe = await connectDemo({ pageSize: 10_000 });
    const own = (await probe.client.listResources()).items.length;
    await probe.close();
    connection = await connectDemo({ bulkResources: pages * pageSize - own, pageSize });
    return { resources: pages * pageSize };
  },

  /** Mounts the tree (or the naive list) over a connected client: time to the first painted row of data. */
  async 'first-page.mount'({ variant }: { variant: 'ours' | 'naive' }) {
    const current = connection;
    if (!current) throw new Error('No server: call first-page.start first');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const servers = [{ id: SERVER_ID, label: 'Demo', client: current.client }];
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const started = performance.now();
    show(
      variant === 'ours' ? (
        <QueryClientProvider client={queryClient}>
          <ResourceKitProvider servers={servers}>
            <ResourceTree.Root />
          </ResourceKitProvider>
        </QueryClientProvider>
      ) : (
        <NaiveAllPages connection={current} />
      ),
    );
    const selector = variant === 'ours' ? '[role="treeitem"][data-kind="group"], [role="treeitem"][data-kind="folder"], [role="treeitem"][data-kind="resource"]' : '[data-naive-list] li';
    const painted = await whenPainted(stage(), () => stage().querySelector(selector) !== null, { label: 'first row' });
    const listRequestsAtFirstRow = current.requests.get('resources/list') ?? 0;
    await settle(300);
    return { firstRowMs: painted - started, listRequestsAtFirstRow, longTasks: tasks.stop() };
  },
};

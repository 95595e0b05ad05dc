import { connectResourceClient, type Resource, type ResourceClient } from '@mcp-resource-kit/core';
import { ResourceKitProvider, ResourcePreview } from '@mcp-resource-kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SERVER_ID } from '../demo.js';
import { afterPaint, LongTaskRecorder, settle, whenPainted } from '../measure.js';
import { show, stage } from '../stage.js';

let client: ResourceClient | undefined;

/** What the preview ends on: the bytes' view, or an error it shows instead. */
const OUTCOME = '[data-slot="resource-preview-binary"], [data-slot="resource-preview-error"]';

export const blobSteps = {
  /** Connects to the demo server over HTTP (its own process), before anything is timed. */
  async 'blob.connect'({ url }: { url: string }) {
    client = await connectResourceClient({ url });
    return { protocolVersion: client.protocolVersion };
  },

  /** `client.readResource` alone (no React): time to the decoded contents, and the page's long tasks meanwhile. */
  async 'blob.read'({ uri }: { uri: string }) {
    if (!client) throw new Error('Not connected: call blob.connect first');
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const started = performance.now();
    const result = await client.readResource(uri);
    const readMs = performance.now() - started;
    await settle(500);
    const [content] = result.contents;
    return { readMs, longTasks: tasks.stop(), bytes: content?.kind === 'blob' ? content.byteLength : 0 };
  },

  /**
   * `<ResourcePreview.Root>` reading the blob through the provider: from mount to the painted
   * preview (the hex view of its first bytes, or an error), and the long tasks until 500 ms after.
   */
  async 'blob.preview'({ uri, bytes }: { uri: string; bytes: number }) {
    if (!client) throw new Error('Not connected: call blob.connect first');
    const resource: Resource = { uri, name: uri.slice(uri.lastIndexOf('/') + 1), mimeType: 'application/octet-stream', size: bytes };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const started = performance.now();
    show(
      <QueryClientProvider client={queryClient}>
        <ResourceKitProvider servers={[{ id: SERVER_ID, label: 'Demo', client }]}>
          <div style={{ width: 960 }}>
            <ResourcePreview.Root serverId={SERVER_ID} uri={uri} resource={resource} watch={false} />
          </div>
        </ResourceKitProvider>
      </QueryClientProvider>,
    );
    const painted = await whenPainted(stage(), () => stage().querySelector(OUTCOME) !== null, { label: 'blob preview', timeoutMs: 120_000 });
    await settle(500);
    const outcome = stage().querySelector(OUTCOME);
    return {
      previewMs: painted - started,
      longTasks: tasks.stop(),
      outcome: outcome?.getAttribute('data-slot') === 'resource-preview-binary' ? 'hex view' : `error: ${outcome?.textContent ?? ''}`,
    };
  },

  async 'blob.close'() {
    show(null);
    await client?.close();
    client = undefined;
  },
};

import type { ResourceClient } from '@mcp-resource-kit/core';
import { DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { ResourceKitProvider, ResourcePreview, useServerStatus } from '@mcp-resource-kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectDemo, SERVER_ID, type DemoConnection } from '../demo.js';
import { afterPaint, LongTaskRecorder, settle, whenPainted } from '../measure.js';
import { show, stage } from '../stage.js';

type Variant = 'ours' | 'naive';

let connection: DemoConnection | undefined;
let variant: Variant = 'ours';
let tick = 0;

function WatchProbe() {
  const state = useServerStatus(SERVER_ID)?.watch.state ?? 'idle';
  return <span hidden data-watch-state={state} />;
}

/**
 * The naive baseline: its own change feed, and a fresh read of the resource on every
 * notification, no throttling and no shared cache.
 */
function NaiveLive({ client }: { client: ResourceClient }) {
  const [text, setText] = useState('');
  const [state, setState] = useState('idle');
  useEffect(() => {
    let current = true;
    const read = () =>
      void client.readResource(DEMO_URIS.live).then((result) => {
        const [content] = result.contents;
        if (current && content?.kind === 'text') setText(content.text);
      });
    read();
    const stop = client.watch({ uris: [DEMO_URIS.live] }, (event) => {
      if (event.type === 'updated' && event.uri === DEMO_URIS.live) read();
      if (event.type === 'status') setState(event.state);
    });
    return () => {
      current = false;
      stop();
    };
  }, [client]);
  return (
    <>
      <span hidden data-watch-state={state} />
      <pre data-naive-live>{text}</pre>
    </>
  );
}

function shownTick(): number | undefined {
  const text =
    variant === 'ours'
      ? stage().querySelector('[data-slot="resource-preview-line-text"]')?.textContent
      : stage().querySelector('[data-naive-live]')?.textContent?.split('\n')[0];
  const match = /^tick: (\d+)$/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}

function reads(): number {
  return connection?.requests.get('resources/read') ?? 0;
}

function notify(): void {
  connection?.demo.notify.resourceUpdated(DEMO_URIS.live);
  tick += 1;
}

export const liveSteps = {
  /** Shows the live clock resource and waits until its change feed delivers (one warm-up notification). */
  async 'live.start'({ variant: chosen }: { variant: Variant }) {
    variant = chosen;
    connection = await connectDemo();
    const { client } = connection;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const servers = [{ id: SERVER_ID, label: 'Demo', client }];
    show(
      variant === 'ours' ? (
        <QueryClientProvider client={queryClient}>
          <ResourceKitProvider servers={servers}>
            <WatchProbe />
            <ResourcePreview.Root serverId={SERVER_ID} uri={DEMO_URIS.live} />
          </ResourceKitProvider>
        </QueryClientProvider>
      ) : (
        <NaiveLive client={client} />
      ),
    );
    await whenPainted(stage(), () => shownTick() !== undefined && stage().querySelector('[data-watch-state="listening"]') !== null, { label: 'live preview' });
    // The feed may be reopened once the preview's URI joins it; a warm-up notification proves delivery.
    await settle(300);
    tick = shownTick()!;
    notify();
    await whenPainted(stage(), () => shownTick() === tick, { label: 'warm-up notification' });
    await settle(600);
    return { tick };
  },

  /** One notification: time from sending it to the painted preview showing the change, and the reads it caused. */
  async 'live.notify'() {
    await afterPaint();
    const before = reads();
    const started = performance.now();
    notify();
    const painted = await whenPainted(stage(), () => shownTick() === tick, { label: `tick ${tick}` });
    await settle(400);
    return { repaintMs: painted - started, reads: reads() - before };
  },

  /** `count` notifications at once: reads they caused, time to the final value painted, long tasks. */
  async 'live.burst'({ count }: { count: number }) {
    await afterPaint();
    const before = reads();
    const tasks = new LongTaskRecorder();
    const started = performance.now();
    for (let index = 0; index < count; index += 1) notify();
    const painted = await whenPainted(stage(), () => shownTick() === tick, { label: `tick ${tick} after a burst`, timeoutMs: 120_000 });
    await settle(1500);
    return { reads: reads() - before, finalValueMs: painted - started, longTasks: tasks.stop() };
  },
};

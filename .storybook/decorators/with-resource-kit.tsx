import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { ResourceKitProvider, type MessageOverrides, type ServerConfig } from '@mcp-resource-kit/react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

/** The MCP endpoint the in-page demo server answers on; requests never leave the page. */
export const IN_PAGE_URL = 'http://in-page.invalid/mcp';

/** The id and label of the in-page demo server in every story. */
export const DEMO_SERVER_ID = 'demo';
export const DEMO_SERVER_LABEL = 'Demo server';

/** What a story can set under `parameters` to shape the kit around it. */
export interface ResourceKitParameters {
  /** Options of the story's own in-page demo server (bulk resources, page size, live updates, faults…). */
  demoServer?: DemoServerOptions;
  /**
   * Replaces the server list. An array is used as is (no demo server is started); a function gets
   * the demo server's entry, so a story can add servers next to it, such as one that fails.
   */
  servers?: readonly ServerConfig[] | ((demo: ServerConfig) => readonly ServerConfig[]);
  /** The provider's `messages`, `locale` and `principal`. */
  kit?: { messages?: MessageOverrides; locale?: string; principal?: string };
}

/**
 * One story's demo server and its connected client. Nothing starts until the provider asks for the
 * client, so a render React throws away costs nothing; `release` closes both once nobody holds them.
 */
class DemoSession {
  private demo: DemoServer | undefined;
  private client: Promise<ResourceClient> | undefined;
  private holders = 0;
  private closed = false;

  constructor(private readonly options: DemoServerOptions) {}

  connect = (): Promise<ResourceClient> => {
    if (this.closed) return Promise.reject(new Error('This story’s demo server has been closed.'));
    if (!this.client) {
      const demo = createDemoServer(this.options);
      this.demo = demo;
      this.client = connectResourceClient({ url: IN_PAGE_URL, fetch: (url, init) => demo.fetch(new Request(url, init)) });
    }
    return this.client;
  };

  retain(): void {
    this.holders += 1;
  }

  release(): void {
    this.holders -= 1;
    // Deferred: the provider below disposes its change feeds first, and a remount in the same
    // tick (React's strict mode) keeps the session.
    setTimeout(() => {
      if (this.holders === 0 && !this.closed) void this.close();
    }, 0);
  }

  private async close() {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    await client?.close().catch(() => undefined);
    await this.demo?.close();
  }
}

function KitStage({ parameters, children }: { parameters: ResourceKitParameters; children: ReactNode }) {
  const { demoServer = {}, servers: override, kit = {} } = parameters;
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));

  // Compared by value: equal options keep the running server, so re-renders never restart it.
  const optionsKey = JSON.stringify(demoServer);
  const session = useMemo(() => (Array.isArray(override) ? undefined : new DemoSession(demoServer)), [optionsKey, override]); // eslint-disable-line react-hooks/exhaustive-deps -- demoServer is keyed by optionsKey
  useEffect(() => {
    if (!session) return;
    session.retain();
    return () => session.release();
  }, [session]);

  const servers = useMemo(() => {
    if (!session) return override as readonly ServerConfig[];
    const demo: ServerConfig = { id: DEMO_SERVER_ID, label: DEMO_SERVER_LABEL, client: session.connect };
    return typeof override === 'function' ? override(demo) : [demo];
  }, [session, override]);

  return (
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={servers} messages={kit.messages} locale={kit.locale} principal={kit.principal}>
        {children}
      </ResourceKitProvider>
    </QueryClientProvider>
  );
}

/**
 * Wraps every story in a fresh QueryClient and a `ResourceKitProvider` over the story's own in-page
 * demo server (id `demo`), shaped by `parameters.demoServer`, `parameters.servers` and `parameters.kit`.
 */
export const withResourceKit: Decorator = (Story, context) => (
  <KitStage key={context.id} parameters={context.parameters as ResourceKitParameters}>
    <Story />
  </KitStage>
);

import { connectResourceClient, type ListPage, type Resource, type ResourceClient, type ResourceTemplate } from '@mcp-resource-kit/core';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { resourceKeys } from '@mcp-resource-kit/react';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';

/** The server id every benchmark page gives the demo server. */
export const SERVER_ID = 'demo';

/** An in-page demo server, a client connected to it over 2026-07-28, and a count of requests by method. */
export interface DemoConnection {
  demo: DemoServer;
  client: ResourceClient;
  /** JSON-RPC requests the client sent, by method (`resources/read`, `resources/list`, …). */
  requests: Map<string, number>;
  close(): Promise<void>;
}

/** Starts the demo server in the page and connects a client to it through its `fetch`. */
export async function connectDemo(options: DemoServerOptions = {}): Promise<DemoConnection> {
  const demo = createDemoServer(options);
  const requests = new Map<string, number>();
  const client = await connectResourceClient({
    url: 'http://in-page.invalid/mcp',
    fetch: (url, init) => {
      for (const method of methodsOf(init?.body)) requests.set(method, (requests.get(method) ?? 0) + 1);
      return demo.fetch(new Request(url, init));
    },
  });
  return {
    demo,
    client,
    requests,
    async close() {
      await client.close();
      await demo.close();
    },
  };
}

function methodsOf(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(body);
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.flatMap((message) =>
      typeof message === 'object' && message !== null && 'method' in message && 'id' in message && typeof message.method === 'string' ? [message.method] : [],
    );
  } catch {
    return [];
  }
}

/** Every page of a list, walked with explicit cursors. */
async function walk<T>(list: (cursor: string | undefined) => Promise<ListPage<T>>): Promise<{ pages: ListPage<T>[]; pageParams: Array<string | undefined> }> {
  const pages: ListPage<T>[] = [];
  const pageParams: Array<string | undefined> = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await list(cursor);
    pages.push(page);
    pageParams.push(cursor);
    if (page.nextCursor === undefined) break;
    cursor = page.nextCursor;
  }
  return { pages, pageParams };
}

/**
 * A QueryClient that already holds every resource and template of the server, as the kit's list
 * queries would after "load all": mounting a component over it measures "data to pixels" without
 * the wire. The pages are marked fresh for an hour so that mounting does not refetch them.
 */
export async function preloadedQueryClient(client: ResourceClient): Promise<{ queryClient: QueryClient; resources: Resource[]; templates: ResourceTemplate[] }> {
  const fresh = <T>(data: { pages: ListPage<T>[]; pageParams: Array<string | undefined> }): InfiniteData<ListPage<T>, string | undefined> => ({
    pages: data.pages.map((page) => ({ ...page, ttlMs: 3_600_000 })),
    pageParams: data.pageParams,
  });
  const resources = await walk((cursor) => client.listResources({ cursor }));
  const templates = await walk((cursor) => client.listResourceTemplates({ cursor }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(resourceKeys.resources(SERVER_ID, undefined), fresh(resources));
  queryClient.setQueryData(resourceKeys.templates(SERVER_ID, undefined), fresh(templates));
  return {
    queryClient,
    resources: resources.pages.flatMap((page) => page.items),
    templates: templates.pages.flatMap((page) => page.items),
  };
}

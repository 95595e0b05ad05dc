import { connectResourceClient } from '@mcp-resource-kit/core';

/*
 * The example's MCP server runs in the page (loaded on first use), so the example needs nothing
 * else to start. A host passes its server's URL instead and leaves out `fetch`.
 */
async function connectInPageServer() {
  const { createDemoServer } = await import('@mcp-resource-kit/demo-server');
  const server = createDemoServer();
  return connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => server.fetch(new Request(url, init)) });
}

export const servers = [{ id: 'demo', label: 'Demo workspace', client: connectInPageServer }];

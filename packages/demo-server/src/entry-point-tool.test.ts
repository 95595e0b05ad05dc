import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, test } from 'vitest';
import { createDemoServer, DEMO_URIS, ENTRY_POINT_TOOL, type DemoServer } from './index.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function connect(era: 'modern' | 'legacy'): Promise<Client> {
  const server: DemoServer = createDemoServer();
  const client = new Client({ name: 'entry-point-tool-test', version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: 'auto' } } : {});
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  if (era === 'modern') await client.connect(new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), { fetch: (url, init) => server.fetch(new Request(url, init)) }));
  else await client.connect(await server.connectLegacy());
  return client;
}

describe(`the ${ENTRY_POINT_TOOL} tool`, () => {
  test.each(['modern', 'legacy'] as const)('returns a resource link and an embedded resource with annotations (%s)', async (era) => {
    const client = await connect(era);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain(ENTRY_POINT_TOOL);
    const result = await client.callTool({ name: ENTRY_POINT_TOOL, arguments: {} });
    const content = result.content as Array<Record<string, unknown>>;
    expect(content.map((block) => block.type)).toEqual(['text', 'resource_link', 'resource']);
    expect(content[1]).toMatchObject({ uri: DEMO_URIS.entryPoint, name: 'index.ts', mimeType: 'text/x-typescript' });
    expect(content[2]).toMatchObject({ resource: { uri: DEMO_URIS.packageJson, mimeType: 'application/json' }, annotations: { audience: ['assistant'], priority: 0.7 } });
    // The embedded manifest is what a read of it returns.
    const read = await client.readResource({ uri: DEMO_URIS.packageJson });
    expect((content[2]!.resource as { text: string }).text).toBe((read.contents[0] as { text: string }).text);
  });
});

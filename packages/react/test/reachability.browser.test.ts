import { connectResourceClient } from '@mcp-resource-kit/core';
import { SSEClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, inject, it } from 'vitest';
import { rejection } from '../../../test-support/rejection.js';

// The same cases as the core tests in Node (packages/core/test/probe-fallback.test.ts): the kinds must match.
describe('connectResourceClient in Chromium, against real servers on the loopback interface', () => {
  const urls = inject('reachability');

  it('speaks 2026-07-28 to a server that allows this origin', async () => {
    const client = await connectResourceClient({ url: urls.cors });
    expect(client.era).toBe('modern');
    expect((await client.listResources()).items.length).toBeGreaterThan(0);
    await client.close();
  });

  it('reports a server without CORS headers as disconnected, naming CORS and the proxy option', async () => {
    const error = await rejection(connectResourceClient({ url: urls.noCors }));
    expect(error.kind).toBe('disconnected');
    expect(error.code).toBe('network');
    expect(error.message).toContain('CORS');
    expect(error.message).toContain('proxy');
    expect(error.message).not.toMatch(/try again/i);
  });

  it('reports nothing listening as disconnected, the kind Node gives it', async () => {
    const error = await rejection(connectResourceClient({ url: urls.closed }));
    expect(error.kind).toBe('disconnected');
    expect(error.message).toContain('nothing is listening at that address');
  });

  it('falls back to HTTP+SSE for a 2024-11-05 server given its SSE URL, as in Node', async () => {
    const client = await connectResourceClient({ url: urls.sse });
    expect(client.era).toBe('legacy');
    expect(client.client.transport).toBeInstanceOf(SSEClientTransport);
    expect((await client.listResources()).items.length).toBe(7);
    await client.close();
  });

  it('reports a path that is not an MCP endpoint as unsupported (HTTP 404), the kind Node gives it', async () => {
    const error = await rejection(connectResourceClient({ url: urls.cors.replace(/\/mcp$/, '/api') }));
    expect(error.kind).toBe('unsupported');
    expect(error.code).toBe(404);
    expect(error.message).toContain('Check the endpoint path');
  });
});

import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectResourceClient, type ResourceClient } from '../src/index.js';
import { connectStdio, isRunning, type StdioConnection } from '../../../test-support/connect-stdio.js';
import { freePort, spawnServer, type SpawnedServer } from '../../../test-support/spawn-server.js';
import { V1_SERVER_README, V1_SERVER_URIS } from '../../../test-support/v1-sdk-fixtures.js';
import { waitFor } from '../../../test-support/connect-in-era.js';
import { rejection } from '../../../test-support/rejection.js';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverArgs = ['--import', 'tsx', 'test-support/v1-sdk-server.ts'];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type Transport = 'stdio' | 'Streamable HTTP';

describe.each<Transport>(['stdio', 'Streamable HTTP'])('against a server on the v1 SDK over %s', (transport) => {
  let client: ResourceClient;
  let stdio: StdioConnection | undefined;
  let http: SpawnedServer | undefined;

  beforeAll(async () => {
    if (transport === 'stdio') {
      stdio = await connectStdio([...serverArgs, 'stdio'], { cwd: repositoryRoot });
      client = stdio.client;
    } else {
      const port = await freePort();
      http = await spawnServer({
        args: [...serverArgs, 'http', '--port', String(port)],
        cwd: repositoryRoot,
        ready: /listening on/,
        url: `http://127.0.0.1:${port}/mcp`,
      });
      client = await connectResourceClient({ url: http.url });
    }
  }, 30_000);

  afterAll(async () => {
    await client?.close().catch(() => undefined);
    await http?.stop();
  });

  it('negotiates 2025-11-25 after the 2026-07-28 probe', () => {
    expect(client.era).toBe('legacy');
    expect(client.protocolVersion).toBe('2025-11-25');
    expect(client.serverInfo?.name).toBe('v1-sdk-test-server');
  });

  it('lists its resources and its template', async () => {
    const resources = await client.listAllResources();
    expect(resources.items.map((item) => item.uri).sort()).toEqual([V1_SERVER_URIS.failing, V1_SERVER_URIS.logo, V1_SERVER_URIS.readme].sort());
    expect(resources.rejected).toEqual([]);
    const templates = await client.listResourceTemplates();
    expect(templates.items.map((item) => item.uriTemplate)).toEqual([V1_SERVER_URIS.topicTemplate]);
  });

  it('reads text and binary resources', async () => {
    const text = await client.readResource(V1_SERVER_URIS.readme);
    expect(text.contents).toEqual([expect.objectContaining({ kind: 'text', uri: V1_SERVER_URIS.readme, text: V1_SERVER_README })]);
    const blob = await client.readResource(V1_SERVER_URIS.logo);
    const [content] = blob.contents;
    expect(content?.kind).toBe('blob');
    expect(content?.kind === 'blob' && [...content.bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('reads a resource from its template and completes its variable', async () => {
    const { contents } = await client.readResource('notes://topics/beta');
    expect(contents[0]?.kind === 'text' && contents[0].text).toBe('About beta');
    const completion = await client.complete({ template: V1_SERVER_URIS.topicTemplate, argument: 'topic', value: 'g' });
    expect(completion.values).toEqual(['gamma']);
  });

  it('reports its "Resource … not found" (-32602 without data.uri) as not-found, without "try again"', async () => {
    const missing = 'file:///notes/missing.md';
    const error = await rejection(client.readResource(missing));
    expect(error.kind).toBe('not-found');
    expect(error.code).toBe(-32602);
    expect(error.uri).toBe(missing);
    expect(error.message).toContain(missing);
    expect(error.message).not.toMatch(/try again/i);
  });

  it('reports a resource whose handler throws as a server failure', async () => {
    const error = await rejection(client.readResource(V1_SERVER_URIS.failing));
    expect(error.kind).toBe('server');
    expect(error.message).toContain('the disk is on fire');
  });

  if (transport === 'stdio') {
    it('ends the server process on close', async () => {
      const { pid } = stdio!;
      expect(isRunning(pid)).toBe(true);
      await client.close();
      await waitFor(() => !isRunning(pid), 'the server process to exit', 10_000);
    });
  }
});

describe('against v1-SDK servers that leave parts out, over stdio', () => {
  const connections: StdioConnection[] = [];
  afterAll(async () => {
    for (const connection of connections) await connection.client.close().catch(() => undefined);
  });

  it('lists no templates, without an error, when resources/templates/list is not a method (-32601)', { timeout: 40_000 }, async () => {
    const connection = await connectStdio([...serverArgs, 'stdio', '--without-templates-method'], { cwd: repositoryRoot });
    connections.push(connection);
    const templates = await connection.client.listResourceTemplates();
    expect(templates.items).toEqual([]);
    expect(templates.nextCursor).toBeUndefined();
    const resources = await connection.client.listResources();
    expect(resources.items.map((item) => item.uri)).toContain(V1_SERVER_URIS.readme);
  });

  it('lists no resources and no templates, without an error, when the server has no resources capability', { timeout: 40_000 }, async () => {
    const connection = await connectStdio([...serverArgs, 'stdio', '--tools-only'], { cwd: repositoryRoot });
    connections.push(connection);
    expect(connection.client.capabilities.resources).toBeUndefined();
    expect((await connection.client.listResources()).items).toEqual([]);
    expect((await connection.client.listResourceTemplates()).items).toEqual([]);
  });

  it('fails calls with disconnected once the server process has died', { timeout: 40_000 }, async () => {
    const connection = await connectStdio([...serverArgs, 'stdio'], { cwd: repositoryRoot });
    connections.push(connection);
    process.kill(connection.pid, 'SIGKILL');
    await waitFor(() => !isRunning(connection.pid), 'the server process to exit', 10_000);
    const error = await rejection(connection.client.readResource(V1_SERVER_URIS.readme));
    expect(error.kind).toBe('disconnected');
  });
});

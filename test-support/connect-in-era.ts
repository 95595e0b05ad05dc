import { Client, StreamableHTTPClientTransport, type Transport } from '@modelcontextprotocol/client';
import type { DemoServer } from '@mcp-resource-kit/demo-server';
import { createResourceClient, type ResourceClient, type ResourceClientOptions } from '@mcp-resource-kit/core';

export type EraName = 'modern' | 'legacy';

/** Requests that left the client, by method, with the `uri` of each. */
export class RequestLog {
  readonly requests: Array<{ method: string; uri: string | undefined }> = [];

  count(method: string, uri?: string): number {
    return this.requests.filter((request) => request.method === method && (uri === undefined || request.uri === uri)).length;
  }
}

const clientInfo = { name: 'resource-kit-tests', version: '0.0.0' };

/** Records every request sent through `transport`, as it reaches the wire. */
function recorded(transport: Transport, log: RequestLog): Transport {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ('method' in message && 'id' in message) {
      const params = message.params as { uri?: unknown } | undefined;
      log.requests.push({ method: message.method, uri: typeof params?.uri === 'string' ? params.uri : undefined });
    }
    return send(message, options);
  };
  return transport;
}

/** A ResourceClient on the in-process demo server, pinned to one protocol era, with its requests logged. */
export async function connectInEra(
  server: DemoServer,
  era: EraName,
  options: ResourceClientOptions & { headers?: Record<string, string>; log?: RequestLog } = {},
): Promise<ResourceClient> {
  const { headers, log = new RequestLog(), ...clientOptions } = options;
  if (era === 'modern') {
    const client = new Client(clientInfo, {
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      capabilities: { elicitation: { form: {} } },
    });
    const transport = new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), {
      fetch: (url, init) => server.fetch(new Request(url, init)),
      ...(headers ? { requestInit: { headers } } : {}),
    });
    await client.connect(recorded(transport, log));
    return createResourceClient(client, clientOptions);
  }
  const client = new Client(clientInfo, { capabilities: { elicitation: { form: {} } } });
  await client.connect(recorded(await server.connectLegacy(), log));
  return createResourceClient(client, clientOptions);
}

/** Resolves when `predicate` holds, polling; fails the test with `description` after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, description: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

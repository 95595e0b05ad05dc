import { Client, StreamableHTTPClientTransport, type FetchLike, type Implementation } from '@modelcontextprotocol/client';
import { guardAnswerStreams } from './answer-stream-guard.js';
import { createResourceClient, type ResourceClient, type ResourceClientOptions } from './resource-client.js';
import { toResourceError } from './resource-error.js';

export interface ConnectResourceClientOptions extends ResourceClientOptions {
  /** The Streamable HTTP endpoint, e.g. `http://127.0.0.1:3333/mcp`. */
  url: string | URL;
  /** Sent with every request, e.g. `{ Authorization: 'Bearer …' }`. */
  headers?: Record<string, string>;
  /** A custom fetch: a proxy, a test double, or an in-page server's handler. */
  fetch?: FetchLike;
  /** How this host introduces itself. */
  clientInfo?: Implementation;
  signal?: AbortSignal;
}

const DEFAULT_CLIENT_INFO: Implementation = { name: 'mcp-resource-kit', version: '0.1.0' };

/**
 * Connects to a Streamable HTTP server, trying MCP 2026-07-28 first and falling back to 2025-11-25.
 */
export async function connectResourceClient(options: ConnectResourceClientOptions): Promise<ResourceClient> {
  const { url, headers, fetch, clientInfo = DEFAULT_CLIENT_INFO, signal, ...clientOptions } = options;
  const client = new Client(clientInfo, {
    versionNegotiation: { mode: 'auto' },
    capabilities: { elicitation: { form: {} } },
    // The kit's query cache owns freshness; a second cache underneath would serve stale answers.
    defaultCacheTtlMs: 0,
  });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: guardAnswerStreams(fetch),
    ...(headers ? { requestInit: { headers } } : {}),
  });
  try {
    await client.connect(transport, { signal, timeout: clientOptions.requestTimeoutMs });
  } catch (cause) {
    await client.close().catch(() => undefined);
    throw toResourceError(cause, { action: `connecting to ${String(url)}`, signal });
  }
  return createResourceClient(client, clientOptions);
}

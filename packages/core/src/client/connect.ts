import { Client, StreamableHTTPClientTransport, type FetchLike, type Implementation } from '@modelcontextprotocol/client';
import { connectNegotiated, type ProtocolChoice } from './negotiate.js';
import { createResourceClient, type ResourceClient, type ResourceClientOptions } from './resource-client.js';

export interface ConnectResourceClientOptions extends ResourceClientOptions {
  /** The Streamable HTTP endpoint, e.g. `http://127.0.0.1:3333/mcp`. */
  url: string | URL;
  /** Sent with every request, e.g. `{ Authorization: 'Bearer …' }`. */
  headers?: Record<string, string>;
  /** A custom fetch: a proxy, a test double, or an in-page server's handler. */
  fetch?: FetchLike;
  /** How this host introduces itself. */
  clientInfo?: Implementation;
  /**
   * `'auto'` (default) probes MCP 2026-07-28 and falls back to the 2025-11-25 handshake when the probe
   * gets any 4xx/5xx, a non-JSON answer, a network or CORS failure, or no answer in `probeTimeoutMs`
   * (not on 401/403). `'2026-07-28'` and `'legacy'` skip the probe.
   */
  protocol?: ProtocolChoice;
  /** How long the 2026-07-28 probe may take before `'auto'` falls back. @default 10000 */
  probeTimeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_CLIENT_INFO: Implementation = { name: 'mcp-resource-kit', version: '0.1.0' };

/**
 * Connects to a Streamable HTTP server, trying MCP 2026-07-28 first and falling back to 2025-11-25.
 */
export async function connectResourceClient(options: ConnectResourceClientOptions): Promise<ResourceClient> {
  const { url, headers, fetch, clientInfo = DEFAULT_CLIENT_INFO, signal, protocol = 'auto', probeTimeoutMs, ...clientOptions } = options;
  const endpoint = new URL(url);
  const client = await connectNegotiated({
    protocol,
    action: `connecting to ${String(url)}`,
    signal,
    timeout: clientOptions.requestTimeoutMs,
    probeTimeoutMs,
    createClient: (versionNegotiation) =>
      new Client(clientInfo, {
        versionNegotiation,
        capabilities: { elicitation: { form: {} } },
        // The kit's query cache owns freshness; a second cache underneath would serve stale answers.
        defaultCacheTtlMs: 0,
      }),
    createTransport: () =>
      new StreamableHTTPClientTransport(endpoint, {
        ...(fetch ? { fetch } : {}),
        ...(headers ? { requestInit: { headers } } : {}),
      }),
  });
  return createResourceClient(client, clientOptions);
}

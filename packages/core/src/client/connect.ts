import {
  Client,
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type AuthProvider,
  type FetchLike,
  type Implementation,
  type OAuthClientProvider,
} from '@modelcontextprotocol/client';
import { connectSigningIn, isSignInProvider } from '../auth/oauth-sign-in.js';
import { guardAnswerStreams } from './answer-stream-guard.js';
import { connectNegotiated, type ProtocolChoice } from './negotiate.js';
import { createResourceClient, type ResourceClient, type ResourceClientOptions } from './resource-client.js';
import { toResourceError } from './resource-error.js';
import type { TransportChoice } from './sse-fallback.js';
import { redactUrl } from './redact-url.js';

export interface ConnectResourceClientOptions extends ResourceClientOptions {
  /** The Streamable HTTP endpoint, e.g. `http://127.0.0.1:3333/mcp`, or an HTTP+SSE server's SSE URL (`…/sse`). */
  url: string | URL;
  /** Sent with every request, e.g. `{ Authorization: 'Bearer …' }`. */
  headers?: Record<string, string>;
  /** A custom fetch: a proxy, a test double, or an in-page server's handler. */
  fetch?: FetchLike;
  /**
   * Credentials for servers that want them, handed to the SDK transport: an `AuthProvider`
   * (`{ token() }`, a bearer token per request) or an `OAuthClientProvider`, with which the SDK runs
   * OAuth 2.1 on a 401 (discovery, registration, PKCE). When that needs the user, the connect fails with
   * `unauthorized` after the provider's `redirectToAuthorization` ran, except with the kit's
   * `createBrowserOAuthProvider()` in popup mode: then the connect waits for the popup's sign-in.
   */
  authProvider?: AuthProvider | OAuthClientProvider;
  /** How this host introduces itself. */
  clientInfo?: Implementation;
  /**
   * `'auto'` (default) probes MCP 2026-07-28 and falls back to the 2025-11-25 handshake when the probe
   * gets any 4xx/5xx, a non-JSON answer, a network or CORS failure, or no answer in `probeTimeoutMs`
   * (not on 401/403). `'2026-07-28'` and `'legacy'` skip the probe.
   */
  protocol?: ProtocolChoice;
  /**
   * `'auto'` (default) uses Streamable HTTP and, when the server refuses the `initialize` POST with
   * HTTP 400, 404 or 405, opens the 2024-11-05 HTTP+SSE stream at the same URL. `'sse'` goes straight to
   * HTTP+SSE; `'streamable-http'` never tries it.
   */
  transport?: TransportChoice;
  /** How long the 2026-07-28 probe, or an SSE stream's endpoint event, may take before that attempt counts as failed. @default 10000 */
  probeTimeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_CLIENT_INFO: Implementation = { name: 'mcp-resource-kit', version: '0.1.0' };

/**
 * Connects to an MCP server over HTTP, trying MCP 2026-07-28 first and falling back to 2025-11-25,
 * and to HTTP+SSE for 2024-11-05 servers.
 */
export async function connectResourceClient(options: ConnectResourceClientOptions): Promise<ResourceClient> {
  const {
    url,
    headers,
    fetch,
    authProvider,
    clientInfo = DEFAULT_CLIENT_INFO,
    signal,
    protocol = 'auto',
    transport = 'auto',
    probeTimeoutMs,
    ...clientOptions
  } = options;
  const endpoint = new URL(url);
  const transportOptions = {
    ...(fetch ? { fetch } : {}),
    ...(headers ? { requestInit: { headers } } : {}),
    ...(authProvider ? { authProvider } : {}),
  };
  const action = `connecting to ${redactUrl(url)}`;
  const connect = () =>
    connectNegotiated({
      protocol,
      transport,
      action,
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
      // A Streamable HTTP answer stream that breaks fails its request at once instead of at the timeout.
      // Large read answers have their blobs decoded in the answer worker: createResourceClient below takes them.
      createTransport: () => new StreamableHTTPClientTransport(endpoint, { ...transportOptions, fetch: guardAnswerStreams(fetch, { decodeLargeBlobs: true }) }),
      createSseTransport: () => new SSEClientTransport(endpoint, transportOptions),
    });
  try {
    const client =
      isSignInProvider(authProvider)
        ? await connectSigningIn({ provider: authProvider, serverUrl: endpoint, fetch, signal, connect })
        : await connect();
    return createResourceClient(client, clientOptions);
  } catch (cause) {
    throw toResourceError(cause, { action, signal });
  }
}

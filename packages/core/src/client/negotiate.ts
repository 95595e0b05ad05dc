import { Client, SdkError, SdkErrorCode, SdkHttpError, type Transport, type VersionNegotiationOptions } from '@modelcontextprotocol/client';
import { connectFailure, describeProbeFailure } from './connect-error.js';
import { findNetworkFailure } from './network-failure.js';
import { ResourceError, toResourceError } from './resource-error.js';

/**
 * Which MCP era to speak. `auto` probes 2026-07-28 with `server/discover` and falls back to the
 * 2025-11-25 `initialize` handshake; the other two skip the probe.
 */
export type ProtocolChoice = 'auto' | '2026-07-28' | 'legacy';

export const MODERN_PROTOCOL_VERSION = '2026-07-28';

/** How long the 2026-07-28 probe may go unanswered before `auto` falls back to the legacy handshake. */
export const DEFAULT_PROBE_TIMEOUT_MS = 10_000;

export interface NegotiationPlan {
  protocol: ProtocolChoice;
  /** What the user asked for, for messages: `connecting to http://…/mcp`. */
  action: string;
  /** A fresh SDK client for one attempt. */
  createClient: (versionNegotiation: VersionNegotiationOptions) => Client;
  /** A fresh transport for one attempt: a transport that failed once is not reused. */
  createTransport: () => Transport;
  signal?: AbortSignal | undefined;
  /** The connect timeout of each attempt. */
  timeout?: number | undefined;
  probeTimeoutMs?: number | undefined;
}

/** The era-negotiation part of a connection: both attempts of `auto`, or the one the host pinned. */
export async function connectNegotiated(plan: NegotiationPlan): Promise<Client> {
  const probe = { timeoutMs: plan.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS };
  if (plan.protocol === 'legacy') {
    const attempt = await tryConnect(plan, { mode: 'legacy' });
    if (attempt.ok) return attempt.client;
    throw connectFailure(attempt.error, plan);
  }
  if (plan.protocol === MODERN_PROTOCOL_VERSION) {
    const attempt = await tryConnect(plan, { mode: { pin: MODERN_PROTOCOL_VERSION }, probe });
    if (attempt.ok) return attempt.client;
    throw pinnedFailure(attempt.error, plan);
  }

  const first = await tryConnect(plan, { mode: 'auto', probe });
  if (first.ok) return first.client;
  const probeOutcome = first.sent.find((request) => request.method === 'server/discover');
  const sdkFellBack = first.sent.some((request) => request.method === 'initialize');
  if (sdkFellBack) {
    // The SDK took the probe's answer for a legacy server; its initialize is what failed.
    throw bothFailed(probeOutcome?.error, first.error, plan);
  }
  const firstFailure = toResourceError(first.error, { action: plan.action, signal: plan.signal });
  if (firstFailure.kind === 'aborted' || firstFailure.kind === 'unauthorized') throw connectFailure(first.error, plan);

  const second = await tryConnect(plan, { mode: 'legacy' });
  if (second.ok) return second.client;
  throw bothFailed(first.error, second.error, plan);
}

interface SentRequest {
  method: string;
  /** What the transport threw while sending it, e.g. an `SdkHttpError` for HTTP 500. */
  error?: unknown;
}

type Attempt = { ok: true; client: Client } | { ok: false; error: unknown; sent: SentRequest[] };

async function tryConnect(plan: NegotiationPlan, versionNegotiation: VersionNegotiationOptions): Promise<Attempt> {
  const sent: SentRequest[] = [];
  const client = plan.createClient(versionNegotiation);
  const transport = recordRequests(plan.createTransport(), sent);
  try {
    await client.connect(transport, { signal: plan.signal, timeout: plan.timeout });
    return { ok: true, client };
  } catch (error) {
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
    return { ok: false, error, sent };
  }
}

/** Notes each request the transport sends, and what sending it threw, so a failure can say which step failed. */
function recordRequests(transport: Transport, sent: SentRequest[]): Transport {
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    const entry: SentRequest | undefined = 'method' in message && 'id' in message ? { method: message.method } : undefined;
    if (entry) sent.push(entry);
    try {
      await send(message, options);
    } catch (error) {
      if (entry) entry.error = error;
      throw error;
    }
  };
  return transport;
}

function bothFailed(probeError: unknown, legacyError: unknown, plan: NegotiationPlan): ResourceError {
  const final = connectFailure(legacyError, plan);
  if (final.kind === 'aborted') return final;
  const probe = describeProbeFailure(probeError, plan.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS);
  return new ResourceError(
    final.kind,
    `${final.message} Before that, the MCP 2026-07-28 probe (server/discover) got ${probe}; the 2025-11-25 handshake (initialize) failed as above.`,
    {
      code: final.code,
      uri: final.uri,
      cause: legacyError,
      data: { attempts: [{ protocol: MODERN_PROTOCOL_VERSION, error: probeError }, { protocol: '2025-11-25', error: legacyError }] },
    },
  );
}

function pinnedFailure(cause: unknown, plan: NegotiationPlan): ResourceError {
  if (
    cause instanceof SdkError &&
    !(cause instanceof SdkHttpError) &&
    cause.code === SdkErrorCode.EraNegotiationFailed &&
    !findNetworkFailure(cause) && !plan.signal?.aborted) {
    return new ResourceError(
      'unsupported',
      `The server does not offer MCP 2026-07-28 (${cause.message}) while ${plan.action}. Connect with protocol 'auto' to use its older protocol.`,
      { code: cause.code, cause },
    );
  }
  return connectFailure(cause, plan);
}

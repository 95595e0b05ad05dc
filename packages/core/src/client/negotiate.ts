import { Client, SdkError, SdkErrorCode, SdkHttpError, type Transport, type VersionNegotiationOptions } from '@modelcontextprotocol/client';
import { connectFailure, describeProbeFailure } from './connect-error.js';
import { findNetworkFailure } from './network-failure.js';
import { ResourceError, toResourceError } from './resource-error.js';
import {
  DEFAULT_SSE_START_TIMEOUT_MS,
  describeSseFailure,
  refusedStreamableHttp,
  SseStartTimeout,
  sseStatus,
  type TransportChoice,
} from './sse-fallback.js';

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
  /** A fresh Streamable HTTP transport for one attempt: a transport that failed once is not reused. */
  createTransport: () => Transport;
  /** Streamable HTTP, HTTP+SSE, or Streamable HTTP with the spec's fallback to HTTP+SSE. */
  transport: TransportChoice;
  /** A fresh HTTP+SSE (2024-11-05) transport on the same URL. */
  createSseTransport: () => Transport;
  signal?: AbortSignal | undefined;
  /** The connect timeout of each attempt. */
  timeout?: number | undefined;
  probeTimeoutMs?: number | undefined;
}

/** The era and transport negotiation of a connection: the attempts `auto` makes, or the one the host pinned. */
export async function connectNegotiated(plan: NegotiationPlan): Promise<Client> {
  const probe = { timeoutMs: plan.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS };
  if (plan.transport === 'sse') {
    if (plan.protocol === MODERN_PROTOCOL_VERSION) {
      throw new ResourceError(
        'unsupported',
        `HTTP+SSE carries only 2025-era MCP, so it cannot speak 2026-07-28 while ${plan.action}. Use protocol 'auto' or 'legacy' with transport 'sse'.`,
      );
    }
    const attempt = await tryConnect(plan, { mode: 'legacy' }, plan.createSseTransport, sseStartTimeout(plan));
    if (attempt.ok) return attempt.client;
    throw sseFailure(attempt.error, plan);
  }
  if (plan.protocol === 'legacy') {
    const attempt = await tryConnect(plan, { mode: 'legacy' });
    if (attempt.ok) return attempt.client;
    return legacyFailed(plan, attempt.error, undefined);
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
  // The SDK took the probe's answer for a legacy server's; its initialize is what failed.
  if (sdkFellBack) return legacyFailed(plan, first.error, { error: probeOutcome?.error });
  const firstFailure = toResourceError(first.error, { action: plan.action, signal: plan.signal });
  if (firstFailure.kind === 'aborted' || firstFailure.kind === 'unauthorized') throw connectFailure(first.error, plan);

  const second = await tryConnect(plan, { mode: 'legacy' });
  if (second.ok) return second.client;
  return legacyFailed(plan, second.error, { error: first.error });
}

/**
 * The 2025-11-25 handshake over Streamable HTTP failed: try HTTP+SSE when the server refused it the
 * way a 2024-11-05 server does, or report every attempt.
 */
async function legacyFailed(plan: NegotiationPlan, legacyError: unknown, probe: { error: unknown } | undefined): Promise<Client> {
  const streamable = probe === undefined ? connectFailure(legacyError, plan) : bothFailed(probe.error, legacyError, plan);
  if (plan.transport !== 'auto' || !refusedStreamableHttp(legacyError)) throw streamable;
  const sse = await tryConnect(plan, { mode: 'legacy' }, plan.createSseTransport, sseStartTimeout(plan));
  if (sse.ok) return sse.client;
  const status = sseStatus(sse.error);
  const tried = `Then HTTP+SSE (a GET for its endpoint event) got ${describeSseFailure(sse.error, sseStartTimeout(plan))}.`;
  // A GET refused as well means the URL is no MCP endpoint at all: the Streamable HTTP error says so best.
  if (status === 404 || status === 405 || sse.error instanceof SseStartTimeout) {
    throw new ResourceError(streamable.kind, `${streamable.message} ${tried}`, errorOptions(streamable, sse.error));
  }
  const final = sseFailure(sse.error, plan);
  throw new ResourceError(final.kind, `${final.message} Streamable HTTP had been refused: ${streamable.message}`, errorOptions(final, legacyError));
}

function errorOptions(error: ResourceError, cause: unknown) {
  return { code: error.code, uri: error.uri, data: error.data, cause };
}

function sseStartTimeout(plan: NegotiationPlan): number {
  return plan.probeTimeoutMs ?? DEFAULT_SSE_START_TIMEOUT_MS;
}

function sseFailure(cause: unknown, plan: NegotiationPlan): ResourceError {
  if (cause instanceof SseStartTimeout && !plan.signal?.aborted) {
    return new ResourceError(
      'timeout',
      `No HTTP+SSE endpoint event arrived within ${cause.timeoutMs} ms while ${plan.action}. Check that the URL is the server's SSE endpoint (often /sse).`,
      { cause },
    );
  }
  return connectFailure(cause, plan);
}

interface SentRequest {
  method: string;
  /** What the transport threw while sending it, e.g. an `SdkHttpError` for HTTP 500. */
  error?: unknown;
}

type Attempt = { ok: true; client: Client } | { ok: false; error: unknown; sent: SentRequest[] };

async function tryConnect(
  plan: NegotiationPlan,
  versionNegotiation: VersionNegotiationOptions,
  createTransport: () => Transport = plan.createTransport,
  startTimeoutMs?: number,
): Promise<Attempt> {
  const sent: SentRequest[] = [];
  const client = plan.createClient(versionNegotiation);
  const transport = recordRequests(createTransport(), sent);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const connecting = client.connect(transport, { signal: plan.signal, timeout: plan.timeout });
    if (startTimeoutMs === undefined) await connecting;
    else {
      // An SSE transport's start() waits for the endpoint event with no deadline of its own.
      connecting.catch(() => undefined);
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SseStartTimeout(startTimeoutMs)), startTimeoutMs);
      });
      await Promise.race([connecting, deadline]);
    }
    return { ok: true, client };
  } catch (error) {
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
    return { ok: false, error, sent };
  } finally {
    clearTimeout(timer);
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

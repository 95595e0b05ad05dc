import { SdkHttpError, SseError } from '@modelcontextprotocol/client';

/**
 * Which HTTP transport to use. `auto` speaks Streamable HTTP and, when a server refuses its
 * `initialize` POST the way a 2024-11-05 HTTP+SSE server does (HTTP 400, 404 or 405), opens the
 * legacy SSE stream at the same URL, as the spec's backwards-compatibility section describes.
 */
export type TransportChoice = 'auto' | 'streamable-http' | 'sse';

/** How long the SSE stream may take to send its `endpoint` event before the attempt counts as failed. */
export const DEFAULT_SSE_START_TIMEOUT_MS = 10_000;

/** Whether a Streamable HTTP `initialize` failure is the refusal after which the spec says to try HTTP+SSE. */
export function refusedStreamableHttp(cause: unknown): boolean {
  return cause instanceof SdkHttpError && [400, 404, 405].includes(cause.status);
}

/** The HTTP status of a failed SSE `GET`, when the server answered one. */
export function sseStatus(cause: unknown): number | undefined {
  return cause instanceof SseError && typeof cause.code === 'number' ? cause.code : undefined;
}

/** What the SSE attempt ran into, in a few words, for a message that names both transports. */
export function describeSseFailure(cause: unknown, startTimeoutMs: number): string {
  const status = sseStatus(cause);
  if (status !== undefined) return `HTTP ${status}`;
  if (cause instanceof SseStartTimeout) return `no endpoint event within ${startTimeoutMs} ms`;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The SSE stream opened (or hung) without the `endpoint` event a 2024-11-05 server sends first. */
export class SseStartTimeout extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`The server sent no HTTP+SSE endpoint event within ${timeoutMs} ms.`);
    this.name = 'SseStartTimeout';
    this.timeoutMs = timeoutMs;
  }
}

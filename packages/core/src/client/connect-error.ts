import { SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { findNetworkFailure, networkFailureCode } from './network-failure.js';
import { ResourceError, toResourceError } from './resource-error.js';
import { sseStatus } from './sse-fallback.js';

/** A connect attempt's failure as a `ResourceError`; an HTTP 404/405 there means the URL is no MCP endpoint. */
export function connectFailure(cause: unknown, context: { action: string; signal?: AbortSignal | undefined }): ResourceError {
  const error = toResourceError(cause, { action: context.action, signal: context.signal });
  const status = cause instanceof SdkHttpError ? cause.status : sseStatus(cause);
  if (status === 404 || status === 405) {
    return new ResourceError(
      'unsupported',
      `Nothing at that address speaks MCP (HTTP ${status}) while ${context.action}. Check the endpoint path: often /mcp, or /sse for older HTTP+SSE servers.`,
      { code: status, data: error.data, cause },
    );
  }
  return error;
}

/** A few words on why the 2026-07-28 probe did not settle the era: "HTTP 500", "no answer within 10000 ms", … */
export function describeProbeFailure(cause: unknown, probeTimeoutMs: number): string {
  if (cause === undefined) return 'no 2026-07-28 answer';
  if (cause instanceof SdkHttpError && typeof cause.status === 'number') return `HTTP ${cause.status}`;
  const network = findNetworkFailure(cause);
  if (network) return `no HTTP answer (${networkFailureCode(network)})`;
  if (cause instanceof SdkError && cause.code === SdkErrorCode.RequestTimeout) return `no answer within ${probeTimeoutMs} ms`;
  if (isUnusableReply(cause)) return 'an answer that is not JSON-RPC';
  return cause instanceof Error ? `an error (${cause.message})` : `an error (${String(cause)})`;
}

function isUnusableReply(cause: unknown): boolean {
  for (let current = cause, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.name === 'SyntaxError') return true;
    if (current instanceof SdkError && current.code === SdkErrorCode.ClientHttpUnexpectedContent) return true;
  }
  return false;
}

/**
 * Recognizes a request that never got an HTTP answer, and says why in words a user can act on.
 *
 * `fetch()` rejects with a `TypeError` when nothing answers. Node (undici) names the reason in
 * `cause.code` (`ECONNREFUSED`, `ENOTFOUND`, …); browsers hide it, so "nothing listening" and a CORS
 * refusal look the same there and the message has to name both. The SDK sometimes wraps that
 * `TypeError` (e.g. in its version-negotiation error), so the cause chain is searched.
 */

/** How deep to follow `cause` links; SDK wrappers nest at most two levels. */
const MAX_CAUSE_DEPTH = 4;

/** What browsers and Node put in the `TypeError` of a fetch that failed before any response. */
const FETCH_FAILURE_MESSAGE = /fetch|network|load failed/i;

/** The `TypeError` of a fetch that got no HTTP answer, if `cause` is or wraps one. */
export function findNetworkFailure(cause: unknown): TypeError | undefined {
  let current: unknown = cause;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if (current instanceof TypeError && FETCH_FAILURE_MESSAGE.test(current.message)) return current;
    current = current.cause;
  }
  return undefined;
}

/** The system error code Node attached (e.g. `ECONNREFUSED`), or `'network'` where the runtime hides it. */
export function networkFailureCode(failure: TypeError): string {
  return systemErrorCode(failure.cause) ?? 'network';
}

/** A message for `failure` that says what happened and what to do. */
export function describeNetworkFailure(failure: TypeError, action: string): string {
  const code = systemErrorCode(failure.cause);
  const prefix = `Could not reach the server while ${action}`;
  switch (code) {
    case undefined:
      return (
        `${prefix}: either nothing is listening at that address, or the server does not allow requests from this page's origin (CORS). ` +
        'Check the URL and that the server is running; for a server without CORS headers, connect through a proxy ' +
        "(connectResourceClient's `fetch` option, or the playground's proxy option)."
      );
    case 'ECONNREFUSED':
      return `${prefix}: nothing is listening at that address (connection refused). Start the server, or check the host and port.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${prefix}: the host name does not resolve (${code}). Check the host name in the URL.`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `${prefix}: the connection timed out (${code}). Check that the host is reachable from here, then reconnect.`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `${prefix}: the connection was dropped (${code}). Check that the address is an MCP server, then reconnect.`;
    default:
      return `${prefix}: ${describeCause(failure)} (${code}). Check the URL, then reconnect.`;
  }
}

function systemErrorCode(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null) return undefined;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '') return code;
  // Node reports a refusal on every address of a host (::1 and 127.0.0.1) as an AggregateError.
  const errors = (cause as { errors?: unknown }).errors;
  if (Array.isArray(errors)) for (const error of errors) {
    const inner = systemErrorCode(error);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function describeCause(failure: TypeError): string {
  const cause = failure.cause;
  return cause instanceof Error && cause.message !== '' ? cause.message : failure.message;
}

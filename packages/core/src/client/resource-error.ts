import { OAuthError, ProtocolError, SdkError, SdkErrorCode, SdkHttpError, SseError, UnauthorizedError } from '@modelcontextprotocol/client';
import { describeNetworkFailure, findNetworkFailure, networkFailureCode } from './network-failure.js';
import { redactCredentials } from './redact-url.js';
import { describeBrokenAnswerStream, readBrokenAnswerStream } from './answer-stream-guard.js';

/**
 * What went wrong, in terms a resource browser can act on.
 * - `not-found`: the server says the resource does not exist (-32602 with `data.uri` or a "not found"
 *   message on a read, or legacy -32002).
 * - `server`: the server failed (-32603, HTTP 5xx) or rejected the request (other -32602, HTTP 4xx).
 * - `unsupported`: the server lacks the method or capability (also HTTP 404).
 * - `unauthorized`: the server wants (other) credentials (HTTP 401/403).
 * - `timeout`: no answer in time.
 * - `disconnected`: the connection is closed or could not be opened (nothing listening, DNS, CORS).
 * - `needs-input`: the server needs answers from the user first (`input_required`).
 * - `invalid-response`: the server answered something the kit cannot trust.
 * - `aborted`: the caller cancelled the request.
 */
export type ResourceErrorKind =
  | 'not-found'
  | 'server'
  | 'unsupported'
  | 'unauthorized'
  | 'timeout'
  | 'disconnected'
  | 'needs-input'
  | 'invalid-response'
  | 'aborted';

export interface ResourceErrorOptions {
  /** JSON-RPC error code, HTTP status or SDK error code that caused it. */
  code?: number | string;
  /** Structured data sent along with the error. */
  data?: unknown;
  /** The resource the failing request was about. */
  uri?: string;
  cause?: unknown;
}

const BRAND = Symbol.for('@mcp-resource-kit/core/ResourceError');

/** Every failure of a `ResourceClient` call. Check `kind` to decide what to show. */
export class ResourceError extends Error {
  readonly kind: ResourceErrorKind;
  readonly code: number | string | undefined;
  readonly data: unknown;
  readonly uri: string | undefined;
  readonly [BRAND] = true;

  constructor(kind: ResourceErrorKind, message: string, options: ResourceErrorOptions = {}) {
    // Messages quote URLs and the SDK's own errors; a password in one must never reach the screen.
    super(redactCredentials(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ResourceError';
    this.kind = kind;
    this.code = options.code;
    this.data = options.data;
    this.uri = options.uri;
  }

  /** Works across bundled copies of the kit, unlike `instanceof`. */
  static isInstance(value: unknown): value is ResourceError {
    return typeof value === 'object' && value !== null && BRAND in value;
  }
}

/** What the failing request was, so that messages can name it. */
export interface RequestContext {
  /** A short description, e.g. `reading file:///a.txt` or `listing resources`. */
  action: string;
  /** The JSON-RPC method, when the meaning of an error code depends on it. */
  method?: string;
  uri?: string;
  signal?: AbortSignal;
}

const LEGACY_RESOURCE_NOT_FOUND = -32002;
const NOT_FOUND_MESSAGE = /\bnot found\b|\bno such\b|\bdoes not exist\b|\bunknown resource\b/i;

/** Turns anything a call can throw into a `ResourceError` whose message says what happened and what to do. */
export function toResourceError(cause: unknown, context: RequestContext): ResourceError {
  if (ResourceError.isInstance(cause)) return cause;
  const { action, uri } = context;

  if (context.signal?.aborted || isAbortError(cause)) {
    return new ResourceError('aborted', `Cancelled ${action}.`, { uri, cause });
  }

  const broken = readBrokenAnswerStream(cause);
  if (broken) {
    return new ResourceError('disconnected', `${describeBrokenAnswerStream(broken)} while ${action}. Try again; if it keeps happening, the server or a proxy in between is cutting its answers.`, {
      code: 'broken-answer-stream',
      data: broken,
      uri,
      cause,
    });
  }

  if (cause instanceof ProtocolError) {
    const data = cause.data;
    const dataUri = readDataUri(data);
    // Many servers (the v1 SDK's McpServer among them) send -32602 "Resource … not found" without `data.uri`.
    const readNotFound = context.method === 'resources/read' && NOT_FOUND_MESSAGE.test(cause.message);
    if (cause.code === LEGACY_RESOURCE_NOT_FOUND || (cause.code === -32602 && (dataUri !== undefined || readNotFound))) {
      const missing = dataUri ?? uri;
      return new ResourceError(
        'not-found',
        `The server has no resource at ${missing ?? 'that address'}. It may have been moved or deleted; refresh the list.`,
        { code: cause.code, data, uri: missing, cause },
      );
    }
    if (cause.code === -32601) {
      return new ResourceError('unsupported', `The server does not support ${action}.`, { code: cause.code, data, uri, cause });
    }
    if (cause.code === -32021) {
      return new ResourceError(
        'unsupported',
        `The server needs a client capability this host did not declare while ${action}: ${cause.message}`,
        { code: cause.code, data, uri, cause },
      );
    }
    if (cause.code === -32602 || cause.code === -32600) {
      return new ResourceError('server', `The server rejected the request as invalid while ${action}: ${cause.message}.`, {
        code: cause.code,
        data,
        uri,
        cause,
      });
    }
    return new ResourceError('server', `The server failed while ${action}: ${cause.message}. Try again.`, {
      code: cause.code,
      data,
      uri,
      cause,
    });
  }

  if (cause instanceof UnauthorizedError) {
    return new ResourceError(
      'unauthorized',
      `The server requires authorization (HTTP 401) while ${action} and did not accept the credentials it got. If the auth provider started a sign-in, complete it, then connect again; otherwise check the token.`,
      { code: 401, uri, cause },
    );
  }
  if (cause instanceof OAuthError) {
    return new ResourceError(
      'unauthorized',
      `Signing in to the server failed while ${action}: ${cause.message} (${cause.code}). Sign in again; if it keeps failing, the server's OAuth setup does not accept this client.`,
      { code: cause.code, uri, cause },
    );
  }

  if (cause instanceof SdkHttpError) return fromHttpStatus(cause.status, cause.data, cause, context);

  if (cause instanceof SseError) {
    if (typeof cause.code === 'number') return fromHttpStatus(cause.code, undefined, cause, context);
    if (!findNetworkFailure(cause)) {
      return new ResourceError('disconnected', `The server's SSE stream failed while ${action}: ${cause.message}. Reconnect and try again.`, { uri, cause });
    }
  }

  const networkFailure = findNetworkFailure(cause);
  if (networkFailure) {
    return new ResourceError('disconnected', describeNetworkFailure(networkFailure, action), { code: networkFailureCode(networkFailure), uri, cause });
  }

  if (cause instanceof SdkError) {
    switch (cause.code) {
      case SdkErrorCode.RequestTimeout:
        return new ResourceError('timeout', `The server did not answer in time while ${action}. Try again.`, {
          code: cause.code,
          uri,
          cause,
        });
      case SdkErrorCode.NotConnected:
      case SdkErrorCode.ConnectionClosed:
      case SdkErrorCode.SendFailed:
      case SdkErrorCode.ClientHttpFailedToOpenStream:
        return new ResourceError('disconnected', `The connection to the server is closed (${action}). Reconnect and try again.`, {
          code: cause.code,
          uri,
          cause,
        });
      case SdkErrorCode.CapabilityNotSupported:
      case SdkErrorCode.MethodNotSupportedByProtocolVersion:
      case SdkErrorCode.ClientHttpNotImplemented:
        return new ResourceError('unsupported', `The server does not support ${action}.`, { code: cause.code, uri, cause });
      case SdkErrorCode.ClientHttpAuthentication:
      case SdkErrorCode.ClientHttpForbidden:
        return new ResourceError('unauthorized', `The server refused access while ${action}. Check the token or headers for this server.`, {
          code: cause.code,
          uri,
          cause,
        });
      case SdkErrorCode.InvalidResult:
      case SdkErrorCode.UnsupportedResultType:
      case SdkErrorCode.ClientHttpUnexpectedContent:
        return new ResourceError('invalid-response', `The server sent a malformed answer while ${action}: ${cause.message}`, {
          code: cause.code,
          uri,
          cause,
        });
      default:
        return new ResourceError('server', `The request failed while ${action}: ${cause.message}`, { code: cause.code, uri, cause });
    }
  }

  if (cause instanceof Error && /^(not connected|connection closed)/i.test(cause.message)) {
    // The SDK throws plain Errors for calls on a closed client.
    return new ResourceError('disconnected', `The connection to the server is closed (${action}). Reconnect and try again.`, { uri, cause });
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ResourceError('server', `The request failed while ${action}: ${message}`, { uri, cause });
}

/** HTTP statuses mean the same whether a POST (Streamable HTTP) or an SSE GET got them. */
function fromHttpStatus(status: number, data: unknown, cause: unknown, { action, uri }: RequestContext): ResourceError {
  if (status === 401) {
    return new ResourceError(
      'unauthorized',
      `The server requires authorization (HTTP 401) while ${action}. Check the token or headers for this server, or connect with an authProvider to sign in.`,
      { code: status, data, uri, cause },
    );
  }
  if (status === 403) {
    return new ResourceError(
      'unauthorized',
      `The server denied access (HTTP 403) while ${action}. Check the token or headers for this server: they are not allowed to do this.`,
      { code: status, data, uri, cause },
    );
  }
  if (status === 404 || status === 405 || status === 501) {
    return new ResourceError('unsupported', `The server does not support ${action} (HTTP ${status}).`, {
      code: status,
      data,
      uri,
      cause,
    });
  }
  if (status === 408 || status === 504) {
    return new ResourceError('timeout', `The server timed out (HTTP ${status}) while ${action}. Try again.`, {
      code: status,
      data,
      uri,
      cause,
    });
  }
  if (status >= 400 && status < 500) {
    return new ResourceError('server', `The server refused the request with HTTP ${status} while ${action}.`, {
      code: status,
      data,
      uri,
      cause,
    });
  }
  return new ResourceError('server', `The server answered HTTP ${status} while ${action}. Try again.`, {
    code: status,
    data,
    uri,
    cause,
  });
}

function isAbortError(cause: unknown): boolean {
  return cause instanceof Error && cause.name === 'AbortError';
}

function readDataUri(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'uri' in data) {
    const value = (data as { uri: unknown }).uri;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

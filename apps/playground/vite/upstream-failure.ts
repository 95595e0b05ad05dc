/** What the proxy answers when it could not get an answer from the target at all. */
export interface UpstreamFailure {
  /** 502 when the target could not be reached or broke the exchange, 504 when it did not answer in time. */
  status: 502 | 504;
  /** A short machine-readable reason, sent in the proxy's error header. */
  reason: 'connection-refused' | 'dns' | 'timeout' | 'tls' | 'connection-reset' | 'unreachable' | 'upstream';
  message: string;
}

/** Thrown by the proxy when the target does not accept a connection within its connect timeout. */
export class ConnectTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(readonly ms: number) {
    super(`connect timed out after ${ms} ms`);
    this.name = 'ConnectTimeoutError';
  }
}

/** Names a failure to reach `target` (a Node network error) for the person using the playground. */
export function describeUpstreamFailure(error: unknown, target: URL): UpstreamFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const detail = error instanceof Error ? error.message : String(error);
  const origin = target.origin;
  switch (code) {
    case 'ECONNREFUSED':
      return {
        status: 502,
        reason: 'connection-refused',
        message: `Nothing is listening at ${origin} (connection refused). Start the MCP server, or check the port in its URL.`,
      };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return {
        status: 502,
        reason: 'dns',
        message: `The host name ${target.hostname} could not be resolved (${code}). Check its spelling in the server's URL.`,
      };
    case 'ETIMEDOUT':
      return {
        status: 504,
        reason: 'timeout',
        message: `${origin} did not accept a connection in time (${detail}). Check that the server is running and reachable from this machine.`,
      };
    case 'ECONNRESET':
    case 'EPIPE':
      return {
        status: 502,
        reason: 'connection-reset',
        message: `${origin} closed the connection before answering (${code}). Check the server's log; the URL may point at something that does not speak HTTP.`,
      };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EADDRNOTAVAIL':
      return {
        status: 502,
        reason: 'unreachable',
        message: `${origin} cannot be reached from this machine (${code}). Check the address in the server's URL.`,
      };
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_VERSION':
      return {
        status: 502,
        reason: 'upstream',
        message: `${origin} did not answer with HTTP (${detail}). Check the port and the scheme (http: or https:) in the server's URL.`,
      };
    default:
      if (isTlsError(code, detail)) {
        return {
          status: 502,
          reason: 'tls',
          message: `The TLS connection to ${origin} failed: ${detail}. Check that the URL's scheme matches the server (http: or https:) and that its certificate is trusted by Node (NODE_EXTRA_CA_CERTS).`,
        };
      }
      return {
        status: 502,
        reason: 'upstream',
        message: `The proxy could not get an answer from ${origin}: ${detail}${code ? ` (${code})` : ''}. Check the server's URL and its log.`,
      };
  }
}

function isTlsError(code: string, detail: string): boolean {
  return (
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_SSL_') ||
    code.includes('CERT') ||
    code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' ||
    /\b(ssl|tls)\b/i.test(detail)
  );
}

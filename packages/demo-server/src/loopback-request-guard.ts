/**
 * DNS-rebinding and cross-site protection for the CLI's HTTP endpoint. A page on any website can make
 * a browser send requests to 127.0.0.1, and a rebound DNS name can make them look same-origin; so a
 * request is served only when its `Origin` (if any) is a loopback origin or an allowed one, and its
 * `Host` is a loopback name or an allowed one. Requests without `Origin` come from non-browser
 * clients and pass the origin check.
 */

export interface LoopbackRequestGuardOptions {
  /** Exact origins to allow besides loopback ones, e.g. `https://app.example.com`. */
  allowedOrigins?: readonly string[];
  /** Host names (without port) to allow besides loopback ones, e.g. `devbox.local`. */
  allowedHosts?: readonly string[];
}

export type GuardVerdict = { allowed: true } | { allowed: false; reason: string };

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_ECHOED_LENGTH = 200;

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]` or `[v6]:port`), lower-cased. */
function hostnameOfHostHeader(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTNAMES.has(url.hostname);
}

function shortened(value: string): string {
  return value.length > MAX_ECHOED_LENGTH ? `${value.slice(0, MAX_ECHOED_LENGTH)}…` : value;
}

function quoted(value: string): string {
  return JSON.stringify(shortened(value));
}

/** Normalizes `--allow-origin` values so that `https://Example.com:443` matches `https://example.com`. */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RangeError(`--allow-origin expects an origin such as https://app.example.com, got ${quoted(value)}`);
  }
  if (url.origin === 'null' || url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new RangeError(`--allow-origin expects an origin (scheme, host and optional port only), got ${quoted(value)}`);
  }
  return url.origin;
}

export function checkRequestOrigin(
  headers: { origin?: string | undefined; host?: string | undefined },
  options: LoopbackRequestGuardOptions = {},
): GuardVerdict {
  const { origin, host } = headers;
  if (origin !== undefined && !isLoopbackOrigin(origin) && !(options.allowedOrigins ?? []).includes(origin)) {
    return {
      allowed: false,
      reason: `Requests from origin ${quoted(origin)} are not allowed: this server accepts only loopback origins. To allow this origin, start the demo server with --allow-origin ${shortened(origin)}`,
    };
  }
  if (host !== undefined) {
    const hostname = hostnameOfHostHeader(host);
    const allowedHosts = (options.allowedHosts ?? []).map((name) => name.toLowerCase());
    if (!LOOPBACK_HOSTNAMES.has(hostname) && !allowedHosts.includes(hostname)) {
      return {
        allowed: false,
        reason: `Requests for host ${quoted(host)} are not allowed: this server answers only to loopback names (localhost, 127.0.0.1, [::1]). To allow this name, start the demo server with --allow-host ${shortened(hostname)}`,
      };
    }
  }
  return { allowed: true };
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { TOKEN_HEADER, TOKEN_PATH } from '../src/dev-server-endpoints.ts';

/** Why a request to a dev-server endpoint is refused: always 403, with a message that names the reason. */
export interface Refusal {
  status: 403;
  /** A short machine-readable reason, sent in the proxy's error header. */
  reason: 'navigation' | 'cross-origin' | 'unknown-origin' | 'missing-token' | 'wrong-token';
  message: string;
}

export interface SameOriginGuard {
  /** This server start's secret: the page learns it from the token endpoint and sends it with every request. */
  readonly token: string;
  /**
   * Why `req` does not come from the playground's own page, or `undefined` when it does.
   * `token: 'required'` (every endpoint but the one that hands the token out) also demands the token header.
   */
  refusal(req: IncomingMessage, options: { token: 'required' | 'not-required' }): Refusal | undefined;
}

/**
 * Guards the dev server's own endpoints (`/proxy`, the token endpoint, a future stdio bridge) so that only the
 * playground's page can use them, not another page the browser happens to show (another localhost port counts):
 * - `Sec-Fetch-Site`, when the browser sends it, must be `same-origin`;
 * - `Origin`, when sent, must be the origin the request came to (`Host`; Vite has already checked that Host
 *   is one of its allowed hosts, which stops DNS rebinding);
 * - navigations and embeddings (`Sec-Fetch-Mode: navigate`, any `Sec-Fetch-Dest` but `empty`) are refused:
 *   answers are data for the page's `fetch`, never a document that would run as the playground's origin;
 * - a per-start random token must come in the `X-Playground-Token` header. Only a same-origin script can read
 *   it (its endpoint sends no CORS headers), and a plain cross-site form or `no-cors` fetch cannot set headers.
 * A request that carries neither `Sec-Fetch-Site` nor `Origin` is refused unless it carries the token:
 * browsers omit both on same-origin GETs from pages that are not a secure context (a LAN address over http).
 */
export function createSameOriginGuard(token: string = randomBytes(32).toString('base64url')): SameOriginGuard {
  const expected = Buffer.from(token);
  return {
    token,
    refusal(req, options) {
      const mode = header(req, 'sec-fetch-mode');
      const dest = header(req, 'sec-fetch-dest');
      if (mode === 'navigate' || (dest !== undefined && dest !== 'empty')) {
        return {
          status: 403,
          reason: 'navigation',
          message: `This dev-server endpoint answers the playground page's own fetch requests only; it cannot be opened as a page or embedded (Sec-Fetch-Dest: ${dest ?? 'document'}). Open the playground instead and add the server there.`,
        };
      }
      const site = header(req, 'sec-fetch-site');
      if (site !== undefined && site !== 'same-origin') {
        return {
          status: 403,
          reason: 'cross-origin',
          message: `Refused a request from another origin (Sec-Fetch-Site: ${site}): only the playground page served by this server may use this endpoint.`,
        };
      }
      const origin = header(req, 'origin');
      const own = ownOrigin(req);
      if (origin !== undefined && origin.toLowerCase() !== own) {
        return {
          status: 403,
          reason: 'cross-origin',
          message: `Refused a request from ${origin}: only the playground page served by this server (${own}) may use this endpoint.`,
        };
      }
      if (options.token === 'not-required') {
        if (site === undefined && origin === undefined) {
          return {
            status: 403,
            reason: 'unknown-origin',
            message: 'Refused a request that says neither where it comes from (no Origin) nor how (no Sec-Fetch-Site): only the playground page served by this server may use this endpoint.',
          };
        }
        return undefined;
      }
      const sent = header(req, TOKEN_HEADER);
      if (sent === undefined) {
        return {
          status: 403,
          reason: 'missing-token',
          message: `Refused a request without the ${TOKEN_HEADER} header: the playground page gets it from POST ${TOKEN_PATH} and sends it with every request to this endpoint.`,
        };
      }
      const candidate = Buffer.from(sent);
      if (candidate.length !== expected.length || !timingSafeEqual(candidate, expected)) {
        return {
          status: 403,
          reason: 'wrong-token',
          message: `The ${TOKEN_HEADER} header does not match this server's token, which changes each time the server starts. Reload the playground page.`,
        };
      }
      return undefined;
    },
  };
}

/** The origin the request was sent to, as a browser spells it in `Origin` (lower case, default port omitted). */
function ownOrigin(req: IncomingMessage): string {
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return `${scheme}://${(req.headers.host ?? '').toLowerCase()}`;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

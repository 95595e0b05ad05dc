/**
 * A small OAuth 2.1 authorization server for the demo server's `--auth` mode: dynamic client
 * registration, an authorization endpoint with a consent page, a token endpoint that checks PKCE
 * (S256) and refreshes, all in memory. Written here because the MCP SDK v2 ships only the resource
 * server's side (bearer checks and metadata documents, used below) and the v1 SDK's router is
 * Express middleware whose demo provider approves every request without asking anyone.
 * Public clients only (no secrets): browsers are the clients it is for. Web Crypto only, so it runs
 * in a page as well as in the CLI.
 */
import { OAuthError, OAuthErrorCode, oauthMetadataResponse, type AuthInfo, type OAuthTokenVerifier } from '@modelcontextprotocol/server';
import { consentPage } from './consent-page.js';

export const DEMO_OAUTH_SCOPE = 'mcp:resources';

const CODE_LIFETIME_MS = 60_000;
const ACCESS_TOKEN_LIFETIME_S = 3600;
/** Caps on what anyone on loopback can make this server remember. */
const MAX_CLIENTS = 200;
const MAX_GRANTS = 1000;

interface RegisteredClient {
  clientId: string;
  clientName: string;
  redirectUris: string[];
}

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string | undefined;
  expiresAt: number;
}

interface Grant {
  clientId: string;
  resource: string | undefined;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface DemoAuthorizationServer {
  /** Answers the authorization server's and the protected resource's endpoints; `undefined` for any other path. */
  handle(request: Request): Promise<Response | undefined>;
  /** Checks access tokens this server issued, for the SDK's `requireBearerAuth`. */
  verifier: OAuthTokenVerifier;
}

/** Builds the authorization server; `mcpPath` is the protected MCP endpoint's path. */
export function createDemoAuthorizationServer(mcpPath = '/mcp'): DemoAuthorizationServer {
  const clients = new Map<string, RegisteredClient>();
  const codes = new Map<string, AuthorizationCode>();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Omit<Grant, 'expiresAt'>>();

  const issue = (clientId: string, resource: string | undefined) => {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    remember(accessTokens, accessToken, { clientId, resource, expiresAt: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_LIFETIME_S });
    remember(refreshTokens, refreshToken, { clientId, resource });
    return json({ access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_S, refresh_token: refreshToken, scope: DEMO_OAUTH_SCOPE });
  };

  const register = async (request: Request) => {
    const metadata = (await request.json().catch(() => undefined)) as { redirect_uris?: unknown; client_name?: unknown; token_endpoint_auth_method?: unknown } | undefined;
    const redirectUris = metadata?.redirect_uris;
    if (!Array.isArray(redirectUris) || redirectUris.length === 0 || redirectUris.length > 10 || !redirectUris.every(isRedirectUri)) {
      return oauthError(400, 'invalid_redirect_uri', 'redirect_uris must list one to ten absolute http(s) URLs without a fragment.');
    }
    if (metadata?.token_endpoint_auth_method !== undefined && metadata.token_endpoint_auth_method !== 'none') {
      return oauthError(400, 'invalid_client_metadata', 'This server registers public clients only: token_endpoint_auth_method must be "none".');
    }
    const clientName = typeof metadata?.client_name === 'string' && metadata.client_name.trim() ? metadata.client_name.trim().slice(0, 100) : 'An unnamed application';
    const client: RegisteredClient = { clientId: randomToken(), clientName, redirectUris };
    remember(clients, client.clientId, client, MAX_CLIENTS);
    return json(
      {
        client_id: client.clientId,
        client_id_issued_at: Math.floor(Date.now() / 1000),
        client_name: clientName,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
      201,
    );
  };

  /** The authorization request's client and redirect URI, or the page to show when they are wrong (never a redirect then). */
  const checkAuthorizationRequest = (parameters: URLSearchParams): { client: RegisteredClient; redirectUri: string } | Response => {
    const client = clients.get(parameters.get('client_id') ?? '');
    if (!client) return plainText(400, 'Unknown client_id. Register the client first (POST /register), then start signing in again.');
    const redirectUri = parameters.get('redirect_uri') ?? (client.redirectUris.length === 1 ? client.redirectUris[0]! : '');
    if (!client.redirectUris.includes(redirectUri)) return plainText(400, 'redirect_uri is not one this client registered. Sign in again from the application.');
    return { client, redirectUri };
  };

  const authorize = async (request: Request) => {
    const parameters = request.method === 'POST' ? new URLSearchParams(await request.text()) : new URL(request.url).searchParams;
    const checked = checkAuthorizationRequest(parameters);
    if (checked instanceof Response) return checked;
    const { client, redirectUri } = checked;
    const back = new URL(redirectUri);
    const state = parameters.get('state');
    if (state !== null) back.searchParams.set('state', state);
    back.searchParams.set('iss', new URL(request.url).origin);
    const refuse = (error: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_description', description);
      return redirect(back);
    };
    if (parameters.get('response_type') !== 'code') return refuse('unsupported_response_type', 'response_type must be code');
    const codeChallenge = parameters.get('code_challenge');
    if (!codeChallenge || parameters.get('code_challenge_method') !== 'S256') return refuse('invalid_request', 'PKCE with code_challenge_method S256 is required');
    if (request.method === 'GET') {
      const formFields = new URLSearchParams(parameters);
      formFields.delete('decision');
      return consentPage({ clientName: client.clientName, parameters: formFields });
    }
    if (parameters.get('decision') !== 'allow') return refuse('access_denied', 'The user denied access');
    const code = randomToken();
    remember(codes, code, { clientId: client.clientId, redirectUri, codeChallenge, resource: parameters.get('resource') ?? undefined, expiresAt: Date.now() + CODE_LIFETIME_MS });
    back.searchParams.set('code', code);
    return redirect(back);
  };

  const token = async (request: Request) => {
    const form = new URLSearchParams(await request.text());
    const clientId = form.get('client_id') ?? '';
    if (!clients.has(clientId)) return oauthError(401, 'invalid_client', 'Unknown client_id: register again.');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code); // one use, whatever happens next
      if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId) return oauthError(400, 'invalid_grant', 'The authorization code is unknown, used or expired: sign in again.');
      if (form.has('redirect_uri') && form.get('redirect_uri') !== grant.redirectUri) return oauthError(400, 'invalid_grant', 'redirect_uri differs from the authorization request.');
      const verifier = form.get('code_verifier') ?? '';
      if ((await s256(verifier)) !== grant.codeChallenge) return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge (PKCE).');
      return issue(clientId, grant.resource);
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.clientId !== clientId) return oauthError(400, 'invalid_grant', 'The refresh token is unknown or revoked: sign in again.');
      refreshTokens.delete(refreshToken);
      return issue(clientId, grant.resource);
    }
    return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  };

  return {
    async handle(request) {
      const url = new URL(request.url);
      const origin = url.origin;
      const metadata = oauthMetadataResponse(request, {
        oauthMetadata: {
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          registration_endpoint: `${origin}/register`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['none'],
          scopes_supported: [DEMO_OAUTH_SCOPE],
          authorization_response_iss_parameter_supported: true,
        },
        resourceServerUrl: new URL(mcpPath, origin),
        scopesSupported: [DEMO_OAUTH_SCOPE],
        resourceName: 'MCP Resource Kit demo server',
      });
      if (metadata) return metadata;
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /register') return register(request);
      if (route === 'GET /authorize' || route === 'POST /authorize') return authorize(request);
      if (route === 'POST /token') return token(request);
      return undefined;
    },
    verifier: {
      async verifyAccessToken(accessToken): Promise<AuthInfo> {
        const grant = accessTokens.get(accessToken);
        if (!grant) throw new OAuthError(OAuthErrorCode.InvalidToken, 'Unknown or revoked access token');
        return { token: accessToken, clientId: grant.clientId, scopes: [DEMO_OAUTH_SCOPE], expiresAt: grant.expiresAt, ...(grant.resource ? { resource: new URL(grant.resource) } : {}) };
      },
    },
  };
}

function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(24)));
}

/** The PKCE S256 transform: BASE64URL(SHA-256(verifier)). */
async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Sets a value, dropping the oldest entries past `limit`. */
function remember<T>(map: Map<string, T>, key: string, value: T, limit = MAX_GRANTS): void {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}

function isRedirectUri(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '';
  } catch {
    return false;
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

function oauthError(status: number, error: string, description: string): Response {
  return json({ error, error_description: description }, status);
}

function plainText(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function redirect(location: URL): Response {
  return new Response(null, { status: 302, headers: { location: location.href, 'cache-control': 'no-store' } });
}

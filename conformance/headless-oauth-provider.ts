/**
 * An OAuth client provider for the conformance harness only: it keeps everything in memory and, instead of
 * sending a user to the authorization page, fetches it and takes the code from the redirect, as the
 * harness's authorization server approves every request at once. The kit's browser provider cannot do that,
 * so the harness client uses this one; both hand the same SDK flow (`auth`) their state.
 */
import type {
  DpopSession,
  OAuthClientInformationContext,
  OAuthClientMetadata,
  OAuthDiscoveryState,
  OAuthClientProvider,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';

export interface AuthorizationCallback {
  code: string;
  /** RFC 9207 `iss` of the callback, when the authorization server sent one. */
  iss: string | undefined;
}

export interface HeadlessOAuthProviderOptions {
  /** A pre-registered client (the `auth/pre-registration` scenario). */
  clientInformation?: StoredOAuthClientInformation;
  /** A Client ID Metadata Document URL (SEP-991). */
  clientMetadataUrl?: string;
  /** Sender-constrained (DPoP) tokens instead of bearer tokens. */
  dpop?: DpopSession;
}

const REDIRECT_URL = 'http://127.0.0.1:4999/oauth/callback';

export class HeadlessOAuthProvider implements OAuthClientProvider {
  readonly clientMetadataUrl: string | undefined;
  readonly #dpop: DpopSession | undefined;
  readonly #preRegistered: StoredOAuthClientInformation | undefined;
  // Credentials belong to the authorization server that issued them (SEP-2352): a new server means a new registration.
  readonly #clients = new Map<string, StoredOAuthClientInformation>();
  readonly #tokens = new Map<string, StoredOAuthTokens>();
  #latestTokens: StoredOAuthTokens | undefined;
  #codeVerifier: string | undefined;
  #callback: AuthorizationCallback | undefined;
  #discoveryState: OAuthDiscoveryState | undefined;

  constructor(options: HeadlessOAuthProviderOptions = {}) {
    this.#preRegistered = options.clientInformation;
    this.clientMetadataUrl = options.clientMetadataUrl;
    this.#dpop = options.dpop;
  }

  get redirectUrl(): string {
    return REDIRECT_URL;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP Resource Kit conformance client',
      redirect_uris: [REDIRECT_URL],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    };
  }

  clientInformation(context?: OAuthClientInformationContext): StoredOAuthClientInformation | undefined {
    return this.#clients.get(context?.issuer ?? '') ?? this.#preRegistered;
  }

  saveClientInformation(information: StoredOAuthClientInformation, context?: OAuthClientInformationContext): void {
    this.#clients.set(context?.issuer ?? '', information);
  }

  /** Without a context (the per-request read), the tokens saved last. */
  tokens(context?: OAuthClientInformationContext): StoredOAuthTokens | undefined {
    return context === undefined ? this.#latestTokens : this.#tokens.get(context.issuer);
  }

  saveTokens(tokens: StoredOAuthTokens, context?: OAuthClientInformationContext): void {
    this.#tokens.set(context?.issuer ?? '', tokens);
    this.#latestTokens = tokens;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.#codeVerifier = codeVerifier;
  }

  codeVerifier(): string {
    if (this.#codeVerifier === undefined) throw new Error('No PKCE code verifier was saved before the token exchange.');
    return this.#codeVerifier;
  }

  dpop(): DpopSession | undefined {
    return this.#dpop;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.#discoveryState = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.#discoveryState;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'client') this.#clients.clear();
    if (scope === 'all' || scope === 'tokens') {
      this.#tokens.clear();
      this.#latestTokens = undefined;
    }
    if (scope === 'all' || scope === 'verifier') this.#codeVerifier = undefined;
    if (scope === 'all' || scope === 'discovery') this.#discoveryState = undefined;
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    const response = await fetch(authorizationUrl, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (location === null) throw new Error(`The authorization endpoint answered ${response.status} without a redirect.`);
    const callback = new URL(location, authorizationUrl);
    const code = callback.searchParams.get('code');
    if (code === null) throw new Error(`The authorization redirect carried no code: ${callback.search}`);
    this.#callback = { code, iss: callback.searchParams.get('iss') ?? undefined };
  }

  /** The code of the last authorization redirect, once; undefined when no redirect happened. */
  takeAuthorizationCallback(): AuthorizationCallback | undefined {
    const callback = this.#callback;
    this.#callback = undefined;
    return callback;
  }
}

import {
  validateClientMetadataUrl,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { ResourceError } from '../client/resource-error.js';
import { OAUTH_CALLBACK_MESSAGE, type OAuthCallbackMessage } from './oauth-popup-callback.js';
import { createMemoryOAuthStore, type OAuthStore } from './oauth-store.js';
import { signInRequired } from './sign-in-error.js';

export interface BrowserOAuthProviderOptions {
  /** The page the authorization server sends the user back to; it calls `completeOAuthPopup()` (popup mode). */
  redirectUrl: string | URL;
  /** The name the authorization server shows on its consent screen. @default 'MCP Resource Kit' */
  clientName?: string;
  /**
   * The `https` URL of this client's metadata document (client ID metadata documents): authorization
   * servers that support them take it as the client ID, and no registration is needed.
   */
  clientMetadataUrl?: string;
  /** The scope to ask for; without it the SDK picks the one the server advertises. */
  scope?: string;
  /** Where registration, tokens and the sign-in in progress are kept. @default in memory */
  store?: OAuthStore;
  /** Prefix of the store's keys, to keep several servers apart in one store. @default 'mcp-oauth' */
  storeKey?: string;
  /**
   * `'popup'` (default): the authorization page opens in a popup and the connect waits for its
   * callback. `'redirect'`: this page navigates there; the callback page calls `receiveCallback()` and
   * connects again (the store must then survive the navigation, e.g. `sessionStorage`).
   */
  mode?: 'popup' | 'redirect';
  /** Opens the authorization page instead of `window.open` / `location.assign` (Electron, tests). */
  openAuthorization?: (authorizationUrl: URL) => void | Promise<void>;
}

/** What the authorization server sent back to the redirect URL. */
export interface AuthorizationResult {
  code: string;
  /** The issuer, when the server sent one (RFC 9207); the SDK checks it. */
  iss: string | undefined;
}

const KEYS = ['client', 'tokens', 'verifier', 'discovery', 'state', 'result'] as const;
type StoreKey = (typeof KEYS)[number];

/**
 * An SDK `OAuthClientProvider` for browser hosts: OAuth 2.1 with PKCE through the SDK, dynamic client
 * registration or a client ID metadata document, tokens in memory unless the host passes a store,
 * and the sign-in in a popup (or a full-page redirect).
 */
export class BrowserOAuthProvider implements OAuthClientProvider {
  readonly mode: 'popup' | 'redirect';
  readonly clientMetadataUrl: string | undefined;
  private readonly options: BrowserOAuthProviderOptions;
  private readonly store: OAuthStore;
  private pending: { resolve: (result: AuthorizationResult) => void; reject: (error: unknown) => void; promise: Promise<AuthorizationResult> } | undefined;
  private stopListening: (() => void) | undefined;

  constructor(options: BrowserOAuthProviderOptions) {
    // A metadata document URL the authorization server would refuse fails here, not in the middle of a sign-in.
    validateClientMetadataUrl(options.clientMetadataUrl);
    this.options = options;
    this.mode = options.mode ?? 'popup';
    this.clientMetadataUrl = options.clientMetadataUrl;
    this.store = options.store ?? createMemoryOAuthStore();
  }

  get redirectUrl(): string {
    return String(this.options.redirectUrl);
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.options.clientName ?? 'MCP Resource Kit',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // A browser cannot keep a secret: a public client, protected by PKCE.
      token_endpoint_auth_method: 'none',
      ...(this.options.scope ? { scope: this.options.scope } : {}),
    };
  }

  async state(): Promise<string> {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    await this.write('state', state);
    return state;
  }

  clientInformation() {
    return this.readJson<StoredOAuthClientInformation>('client');
  }

  async saveClientInformation(information: StoredOAuthClientInformation): Promise<void> {
    await this.write('client', JSON.stringify(information));
  }

  tokens() {
    return this.readJson<StoredOAuthTokens>('tokens');
  }

  async saveTokens(tokens: StoredOAuthTokens): Promise<void> {
    await this.write('tokens', JSON.stringify(tokens));
  }

  async saveCodeVerifier(verifier: string): Promise<void> {
    await this.write('verifier', verifier);
  }

  async codeVerifier(): Promise<string> {
    const verifier = await this.read('verifier');
    if (!verifier) throw signInRequired('No sign-in is in progress on this page (its PKCE verifier is gone). Sign in again.');
    return verifier;
  }

  /** Which authorization server the sign-in started with, so the SDK can check the callback leg goes to the same one. */
  async saveDiscoveryState(state: OAuthDiscoveryState): Promise<void> {
    await this.write('discovery', JSON.stringify(state));
  }

  discoveryState() {
    return this.readJson<OAuthDiscoveryState>('discovery');
  }

  async invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): Promise<void> {
    const forget: StoreKey[] = scope === 'all' ? [...KEYS] : scope === 'client' ? ['client'] : scope === 'tokens' ? ['tokens'] : scope === 'verifier' ? ['verifier'] : ['discovery'];
    for (const key of forget) await this.store.delete(this.key(key));
  }

  /** Forgets the tokens and the registration: the next connect signs in from scratch. */
  signOut(): Promise<void> {
    return this.invalidateCredentials('all');
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    await this.store.delete(this.key('result'));
    if (this.mode === 'popup') this.expectCallback();
    if (this.options.openAuthorization) {
      await this.options.openAuthorization(authorizationUrl);
      return;
    }
    if (this.mode === 'redirect') {
      window.location.assign(authorizationUrl.href);
      return;
    }
    const popup = window.open(authorizationUrl.href, 'mcp-resource-kit-sign-in', 'popup,width=520,height=720');
    if (!popup) {
      this.settle(undefined);
      this.pending = undefined;
      throw signInRequired('The browser blocked the sign-in popup. Start signing in from a click (a "Sign in" button), or allow popups for this page.');
    }
    this.listenForPopup(popup);
  }

  /** Whether a popup sign-in has started whose outcome `waitForCallback()` has not handed out yet. */
  get awaitingCallback(): boolean {
    return this.pending !== undefined;
  }

  /**
   * Resolves with the popup sign-in's authorization result (at once if the callback came already); rejects
   * when the sign-in was refused, its state did not match, the popup was closed, or `signal` aborts.
   */
  waitForCallback(signal?: AbortSignal): Promise<AuthorizationResult> {
    const pending = this.pending;
    if (!pending) return Promise.reject(signInRequired('No sign-in is in progress. Connect again to start one.'));
    const outcome = pending.promise.finally(() => {
      if (this.pending === pending) this.pending = undefined;
    });
    if (!signal) return outcome;
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(new ResourceError('aborted', 'Cancelled signing in.'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      outcome.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * Takes the callback URL the authorization server sent the user to (the popup's message, or
   * `location.href` on the callback page in redirect mode), checks its `state` and keeps its code for
   * the next connect. Throws `unauthorized` when the server refused or the state does not match.
   */
  async receiveCallback(callbackUrl: string | URL): Promise<AuthorizationResult> {
    try {
      const params = new URL(callbackUrl).searchParams;
      const expected = await this.read('state');
      const error = params.get('error');
      if (error) {
        const description = params.get('error_description');
        throw signInRequired(`Signing in was refused (${error}${description ? `: ${description}` : ''}). Sign in again, or ask the server's administrator for access.`, {
          code: error,
        });
      }
      if (!expected || params.get('state') !== expected) {
        throw signInRequired('The sign-in answer does not belong to the sign-in this page started (state mismatch), so it was ignored. Sign in again.');
      }
      const code = params.get('code');
      if (!code) throw signInRequired('The authorization server sent no code back. Sign in again.');
      const result: AuthorizationResult = { code, iss: params.get('iss') ?? undefined };
      await this.store.delete(this.key('state'));
      // A popup hands the result to the waiting connect; after a redirect, the next connect finds it in the store.
      if (this.pending) this.settle(result);
      else await this.write('result', JSON.stringify(result));
      return result;
    } catch (error) {
      this.settle(undefined, error);
      throw error;
    }
  }

  /** The authorization result a callback left for the next connect, once. */
  async takeAuthorizationResult(): Promise<AuthorizationResult | undefined> {
    const result = await this.readJson<AuthorizationResult>('result');
    if (result) await this.store.delete(this.key('result'));
    return result;
  }

  private expectCallback(): void {
    this.settle(undefined, new ResourceError('aborted', 'A newer sign-in replaced this one.'));
    this.pending = undefined;
    let resolve!: (result: AuthorizationResult) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<AuthorizationResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => undefined);
    this.pending = { resolve, reject, promise };
  }

  /** Settles the popup sign-in in progress; its outcome stays until `waitForCallback()` takes it. */
  private settle(result: AuthorizationResult | undefined, error?: unknown): void {
    this.stopListening?.();
    this.stopListening = undefined;
    const pending = this.pending;
    if (!pending) return;
    if (result) pending.resolve(result);
    else pending.reject(error ?? new ResourceError('aborted', 'Signing in was cancelled.'));
  }

  private listenForPopup(popup: Window): void {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<OAuthCallbackMessage> | undefined;
      if (event.origin !== window.location.origin || event.source !== popup || data?.type !== OAUTH_CALLBACK_MESSAGE || typeof data.url !== 'string') return;
      void this.receiveCallback(data.url).catch(() => undefined);
    };
    // A popup closed without an answer is a cancelled sign-in; browsers report it only by polling. The
    // callback page closes the popup right after posting, so its message gets a moment to arrive first.
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedCheck);
      setTimeout(() => {
        if (this.pending && this.stopListening === stop) {
          this.settle(undefined, signInRequired('The sign-in window was closed before signing in finished. Sign in again.'));
        }
      }, 1000);
    }, 500);
    window.addEventListener('message', onMessage);
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
    };
    this.stopListening = stop;
  }

  private key(name: StoreKey): string {
    return `${this.options.storeKey ?? 'mcp-oauth'}:${name}`;
  }

  private async read(name: StoreKey): Promise<string | undefined> {
    return (await this.store.get(this.key(name))) ?? undefined;
  }

  private async readJson<T>(name: StoreKey): Promise<T | undefined> {
    const text = await this.read(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  }

  private async write(name: StoreKey, value: string): Promise<void> {
    await this.store.set(this.key(name), value);
  }
}

/** A browser OAuth provider for `connectResourceClient({ url, authProvider })`. */
export function createBrowserOAuthProvider(options: BrowserOAuthProviderOptions): BrowserOAuthProvider {
  return new BrowserOAuthProvider(options);
}

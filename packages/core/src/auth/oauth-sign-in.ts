import { auth, type FetchLike, type OAuthClientProvider } from '@modelcontextprotocol/client';
import { ResourceError } from '../client/resource-error.js';
import type { AuthorizationResult } from './browser-oauth-provider.js';
import { markSignIn, signInRequired } from './sign-in-error.js';

/** The part of the kit's browser provider the connect needs: where a sign-in's code comes from. */
export interface SignInProvider extends OAuthClientProvider {
  readonly awaitingCallback: boolean;
  waitForCallback(signal?: AbortSignal): Promise<AuthorizationResult>;
  takeAuthorizationResult(): Promise<AuthorizationResult | undefined>;
}

/** Recognized by shape, so that a host that never makes a browser provider does not bundle one. */
export function isSignInProvider(provider: unknown): provider is SignInProvider {
  const candidate = provider as Partial<SignInProvider> | null | undefined;
  return typeof candidate?.waitForCallback === 'function' && typeof candidate.takeAuthorizationResult === 'function';
}

export interface SignInPlan<TClient> {
  provider: SignInProvider;
  /** The MCP server, the protected resource the tokens are for. */
  serverUrl: URL;
  fetch?: FetchLike | undefined;
  signal?: AbortSignal | undefined;
  /** One connection attempt. */
  connect: () => Promise<TClient>;
}

/**
 * Connects with a browser OAuth provider: first redeems a code a redirect-mode callback left behind;
 * then, when the server wants a sign-in and the provider opened a popup for it, waits for the popup's
 * code, trades it for tokens and connects again.
 */
export async function connectSigningIn<TClient>(plan: SignInPlan<TClient>): Promise<TClient> {
  const left = await plan.provider.takeAuthorizationResult();
  if (left) await redeem(plan, left);
  try {
    return await plan.connect();
  } catch (error) {
    if (!(ResourceError.isInstance(error) && error.kind === 'unauthorized')) throw error;
    // Redirect mode (the page is leaving), a blocked popup, or tokens refused after signing in: the user signs in.
    if (!plan.provider.awaitingCallback) throw markSignIn(error);
    await redeem(plan, await plan.provider.waitForCallback(plan.signal));
    return plan.connect();
  }
}

/** Trades an authorization code for tokens (PKCE: the provider's verifier goes with it); the provider keeps them. */
async function redeem(plan: SignInPlan<unknown>, { code, iss }: AuthorizationResult): Promise<void> {
  const outcome = await auth(plan.provider, {
    serverUrl: plan.serverUrl,
    authorizationCode: code,
    ...(iss === undefined ? {} : { iss }),
    ...(plan.fetch ? { fetchFn: plan.fetch } : {}),
  });
  if (outcome !== 'AUTHORIZED') {
    throw signInRequired(`The authorization server did not accept the sign-in for ${plan.serverUrl.href}. Sign in again.`);
  }
}

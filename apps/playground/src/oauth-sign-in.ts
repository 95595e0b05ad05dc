import { createBrowserOAuthProvider, type BrowserOAuthProvider } from '@mcp-resource-kit/core';

/** The playground's callback page (`oauth-callback.html`, next to `index.html`). */
const CALLBACK_PAGE = 'oauth-callback.html';

const providers = new Map<string, BrowserOAuthProvider>();

/**
 * One sign-in provider per server for the page's lifetime: "Sign in" and every reconnect reuse its tokens
 * (kept in memory only, so a reload signs in again).
 */
export function signInProviderFor(serverId: string): BrowserOAuthProvider {
  let provider = providers.get(serverId);
  if (!provider) {
    provider = createBrowserOAuthProvider({
      redirectUrl: new URL(CALLBACK_PAGE, document.baseURI),
      clientName: 'MCP Resource Kit playground',
      storeKey: `mcp-oauth:${serverId}`,
    });
    providers.set(serverId, provider);
  }
  return provider;
}

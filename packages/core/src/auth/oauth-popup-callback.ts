/** The `type` of the message an OAuth callback page posts to the page that opened the sign-in popup. */
export const OAUTH_CALLBACK_MESSAGE = 'mcp-resource-kit:oauth-callback';

export interface OAuthCallbackMessage {
  type: typeof OAUTH_CALLBACK_MESSAGE;
  /** The callback URL, with the authorization server's `code`, `state` (and `iss`, or `error`). */
  url: string;
}

/**
 * Call on the page at the provider's `redirectUrl` when it opens in the sign-in popup: hands the
 * callback URL to the page that opened the popup (same origin only) and closes the popup. Returns
 * false when the page was not opened as a popup (then, in redirect mode, call the provider's
 * `receiveCallback(location.href)` and connect again instead).
 */
export function completeOAuthPopup(win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return false;
  const message: OAuthCallbackMessage = { type: OAUTH_CALLBACK_MESSAGE, url: win.location.href };
  opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}

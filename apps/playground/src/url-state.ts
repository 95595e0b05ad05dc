/**
 * What the page's address keeps, so that a link reopens the same view: the selected server
 * (`endpoint`: the URL of a remote one, `proxy=1` when it goes through the playground's proxy; the
 * demo server without), the selected resource (`resource`, on server `at`), and the browser's
 * filters (under their own names: `q`, `server`, `kind`, `mime`, …).
 */
export interface UrlState {
  /** `undefined` for the demo server. */
  serverUrl: string | undefined;
  proxy: boolean;
  resource: string | undefined;
  /** The server of `resource`, when it is not the demo server. */
  resourceServer: string | undefined;
}

export function readUrlState(search = window.location.search): UrlState {
  const params = new URLSearchParams(search);
  const server = params.get('endpoint')?.trim();
  const proxy = params.get('proxy');
  return {
    serverUrl: server || undefined,
    proxy: proxy !== null && proxy !== '0' && proxy !== 'false',
    resource: params.get('resource') ?? undefined,
    resourceServer: params.get('at') ?? undefined,
  };
}

/** Replaces the given keys in the address without a navigation (`undefined` removes a key). */
export function writeUrlParams(values: Record<string, string | undefined>): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * Where a browser OAuth provider keeps what it must remember: the client registration, the tokens,
 * the PKCE verifier and the `state` of a sign-in in progress. In memory by default, so tokens are gone
 * with the page; a host that wants them to survive a reload passes its own (e.g. over `sessionStorage`).
 */
export interface OAuthStore {
  get(key: string): string | undefined | Promise<string | undefined>;
  set(key: string, value: string): void | Promise<void>;
  delete(key: string): void | Promise<void>;
}

/** An `OAuthStore` in a `Map`: nothing leaves the page, nothing survives it. */
export function createMemoryOAuthStore(): OAuthStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
  };
}

/** An `OAuthStore` over a Web Storage object such as `sessionStorage` (tokens then survive a reload or a redirect). */
export function createWebStorageOAuthStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): OAuthStore {
  return {
    get: (key) => storage.getItem(key) ?? undefined,
    set: (key, value) => storage.setItem(key, value),
    delete: (key) => storage.removeItem(key),
  };
}

import { createContext } from 'react';

/**
 * Which server icons the kit may show. `https`: `https:` URLs (fetched with no referrer) and
 * `data:image/…` URIs. `data-only`: only `data:image/…` URIs, so that showing a server's list never
 * makes a request the host did not choose; rows whose icon is a URL get the kit's own icon.
 */
export type RemoteIcons = 'https' | 'data-only';

/** Set by `ResourceKitProvider`; without a provider, `https`. */
export const RemoteIconsContext = createContext<RemoteIcons>('https');

'use client';

import { redactUrl } from '@mcp-resource-kit/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { LocaleContext, type MessageOverrides } from '../messages/messages-context.js';
import { RemoteIconsContext, type RemoteIcons } from './remote-icons-context.js';
import { ResourceKitContext } from './resource-kit-context.js';
import { ServerRegistry, type ServerConfig } from './server-registry.js';

export interface ResourceKitProviderProps {
  /** The MCP servers to browse. Adding or removing entries at runtime connects or drops them. */
  servers: readonly ServerConfig[];
  /**
   * Who is browsing. Results are cached per principal, so one user's `private` results are never
   * shown to another. Change it when the signed-in user changes.
   */
  principal?: string;
  /** The host's QueryClient; by default the one of the enclosing `QueryClientProvider`. */
  queryClient?: QueryClient;
  /** Replacements for user-visible strings, by component namespace; English by default. */
  messages?: MessageOverrides;
  /** BCP 47 locale for numbers, sizes and dates; the browser's by default. */
  locale?: string;
  /**
   * Server icons the kit may show: `https` URLs (fetched without a referrer) and `data:` images, or
   * `data-only`, which never fetches an icon (rows with a URL icon get the kit's own).
   * @default 'https'
   */
  remoteIcons?: RemoteIcons;
  children?: ReactNode;
}

/**
 * Gives the kit's hooks and components their servers. Keeps one change feed per server and turns
 * its notifications into cache invalidations. Renders no element.
 */
export function ResourceKitProvider({ servers, principal, queryClient, messages, locale, remoteIcons = 'https', children }: ResourceKitProviderProps) {
  const client = useQueryClient(queryClient);
  const shownServers = useMemo(() => servers.map(withoutUrlCredentials), [servers]);
  // The first servers are known from the first render, so that data already in the cache shows in
  // the first commit; connecting and watching wait for the effect.
  const [registry] = useState(() => new ServerRegistry(client, shownServers));
  // Before children's passive effects run, so that their first watch or query finds the server.
  useLayoutEffect(() => registry.sync(shownServers), [registry, shownServers]);
  useEffect(() => () => registry.dispose(), [registry]);
  const value = useMemo(() => ({ registry, principal }), [registry, principal]);
  const localeValue = useMemo(() => ({ locale, messages: messages ?? {} }), [locale, messages]);
  return (
    <ResourceKitContext.Provider value={value}>
      <LocaleContext.Provider value={localeValue}>
        <RemoteIconsContext.Provider value={remoteIcons}>{children}</RemoteIconsContext.Provider>
      </LocaleContext.Provider>
    </ResourceKitContext.Provider>
  );
}

/** A label is often the server's URL: its `user:password@` is never shown. */
function withoutUrlCredentials(server: ServerConfig): ServerConfig {
  const label = redactUrl(server.label);
  return label === server.label ? server : { ...server, label };
}

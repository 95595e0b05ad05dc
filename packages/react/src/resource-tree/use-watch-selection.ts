'use client';

import { parseResourceKey } from '@mcp-resource-kit/core';
import { useEffect } from 'react';
import { isConnected } from '../provider/server-registry.js';
import { useResourceKit, useServerConnections } from '../provider/use-resource-kit.js';

/** Selected resources watched for changes at most, so a select-all cannot open thousands of subscriptions. */
const WATCH_LIMIT = 50;

/** Watches the first selected resources for changes while `enabled`, for the rows' live indicator. */
export function useWatchSelection(keys: readonly string[], enabled: boolean): void {
  const { registry } = useResourceKit();
  const serverStates = useServerConnections();
  const readyServers = serverStates.filter(isConnected).map((state) => state.id).join('\u0000');
  const watchedKeys = enabled ? keys.slice(0, WATCH_LIMIT).join('\u0001') : '';
  useEffect(() => {
    if (watchedKeys === '') return;
    const releases = watchedKeys.split('\u0001').flatMap((key) => {
      const parsed = parseResourceKey(key);
      const release = parsed ? registry.live(parsed.serverId)?.retain(parsed.uri) : undefined;
      return release ? [release] : [];
    });
    return () => releases.forEach((release) => release());
  }, [registry, watchedKeys, readyServers]);
}

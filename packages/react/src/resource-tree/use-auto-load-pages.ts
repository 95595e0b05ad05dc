'use client';

import { useCallback, useRef } from 'react';
import type { ResourceTreeStatus } from './resource-tree-context.js';

/** Loads a server's next page while its "more" row is in view, until `limit` resources are loaded. */
export function useAutoLoadPages(limit: number): (status: ResourceTreeStatus) => void {
  const requested = useRef(new Map<string, number>());
  return useCallback(
    (status: ResourceTreeStatus) => {
      if (status.fetching || status.loaded >= limit || !status.action) return;
      // One request per page: the row stays in view while the page is on its way.
      if (requested.current.get(status.serverId) === status.loaded) return;
      requested.current.set(status.serverId, status.loaded);
      status.action();
    },
    [limit],
  );
}

'use client';

import type { DirectoryChild, ReadResult, ResourceError, ResourceTreeModel } from '@mcp-resource-kit/core';
import { useQueries } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useResourceKit, useServerConnections } from '../provider/use-resource-kit.js';
import { resourceReadOptions } from '../queries/resource-read-options.js';

/** The read state of one opened directory. */
export interface DirectoryRead {
  status: 'pending' | 'error' | 'success';
  error: ResourceError | null;
  retry: () => void;
}

const childrenOf = new WeakMap<ReadResult, DirectoryChild[]>();

/**
 * Reads the opened directory resources and hands their contents to the model, so their children
 * show up. Reads share the cache with every other read of the same URI.
 */
export function useDirectoryReads(model: ResourceTreeModel, directories: ReadonlyArray<{ serverId: string; uri: string }>): Map<string, DirectoryRead> {
  const states = useServerConnections();
  const { principal } = useResourceKit();
  const results = useQueries({
    queries: directories.map(({ serverId, uri }) =>
      resourceReadOptions({ id: serverId, client: states.find((state) => state.id === serverId)?.client, principal }, uri),
    ),
  });

  useLayoutEffect(() => {
    directories.forEach(({ serverId, uri }, index) => {
      const data = results[index]?.data;
      if (!data) return;
      let children = childrenOf.get(data);
      if (!children) {
        children = data.contents.map((content) => ({ uri: content.uri, mimeType: content.mimeType, size: content.byteLength }));
        childrenOf.set(data, children);
      }
      model.setDirectoryContents(serverId, uri, children);
    });
  });

  const reads = new Map<string, DirectoryRead>();
  directories.forEach(({ serverId, uri }, index) => {
    const result = results[index];
    if (!result) return;
    reads.set(`${serverId}\u0000${uri}`, {
      status: result.data ? 'success' : result.status,
      error: result.error,
      retry: () => void result.refetch(),
    });
  });
  return reads;
}

'use client';

import { needsSignIn, serverNodeId, type ResourceTreeView } from '@mcp-resource-kit/core';
import { useMemo } from 'react';
import type { CatalogServer, ResourceCatalog } from '../catalog/use-resource-catalog.js';
import type { ResourceTreeStatus } from './resource-tree-context.js';
import { useDirectoryReads, type DirectoryRead } from './use-directory-reads.js';

interface OpenDirectory {
  serverId: string;
  uri: string;
  nodeId: string;
}

/** The state rows below servers and opened directories, by node id. */
export interface TreeStatusRows {
  rows: ReadonlyMap<string, ResourceTreeStatus>;
  /** The ids of the state rows below each parent, after its own children. */
  children: ReadonlyMap<string, string[]>;
  /** The same while the rows would show the same. */
  signature: string;
}

/**
 * The rows that are not resources (loading, errors, sign-in, more pages, empty) for the servers of
 * `catalog` and the directories among the `opened` folders, which it reads.
 */
export function useTreeStatusRows(catalog: ResourceCatalog, view: ResourceTreeView, opened: readonly string[], active: boolean): TreeStatusRows {
  const openDirectories = useMemo(() => {
    const list: OpenDirectory[] = [];
    for (const id of opened) {
      const node = catalog.model.node(id);
      if (node?.directory && node.entry?.kind === 'resource') list.push({ serverId: node.serverId, uri: node.entry.resource.uri, nodeId: id });
    }
    return list;
  }, [opened, catalog.model, catalog.version]); // eslint-disable-line react-hooks/exhaustive-deps -- version identifies the model's content
  const directoryReads = useDirectoryReads(catalog.model, openDirectories);
  return treeStatusRows(catalog.servers, openDirectories, directoryReads, view, active);
}

function treeStatusRows(
  servers: readonly CatalogServer[],
  openDirectories: readonly OpenDirectory[],
  directoryReads: ReadonlyMap<string, DirectoryRead>,
  view: ResourceTreeView,
  active: boolean,
): TreeStatusRows {
  const rows = new Map<string, ResourceTreeStatus>();
  const children = new Map<string, string[]>();
  const addStatus = (parentId: string, id: string, status: ResourceTreeStatus) => {
    rows.set(id, status);
    const list = children.get(parentId) ?? [];
    list.push(id);
    children.set(parentId, list);
  };
  const emptyKind = active ? 'no-matches' : 'empty';
  for (const server of servers) {
    const parentId = serverNodeId(server.id);
    const { resources, templates } = server;
    const status = (kind: ResourceTreeStatus['kind'], extra: Partial<ResourceTreeStatus> = {}): ResourceTreeStatus => ({
      kind,
      serverId: server.id,
      source: 'resources',
      error: undefined,
      loaded: resources.count,
      fetching: resources.isFetchingNextPage,
      action: undefined,
      ...extra,
    });
    // Asked only where it decides: while a server lists, its children would be placed just to be counted.
    const showsNone = () => view.childCount(parentId, 1) === 0;
    const connectionFailed = resources.connection === 'error';
    if ((resources.status === 'connecting' || resources.status === 'pending') && showsNone()) {
      addStatus(parentId, `x\u0000loading\u0000${parentId}`, status('loading', { source: resources.status === 'connecting' ? 'connection' : 'resources' }));
    }
    if (resources.status === 'error' && connectionFailed && needsSignIn(resources.error)) {
      // The retry connects again in the click's own task, so the sign-in popup may open.
      addStatus(parentId, `x\u0000sign-in\u0000${parentId}`, status('sign-in', { source: 'connection', error: resources.error, action: resources.retry }));
    } else if (resources.status === 'error') {
      addStatus(parentId, `x\u0000error\u0000${parentId}`, status('error', { source: connectionFailed ? 'connection' : 'resources', error: resources.error, action: resources.retry }));
    }
    if (templates?.status === 'error' && !connectionFailed && templates.error?.kind !== 'unsupported') {
      addStatus(parentId, `x\u0000error-templates\u0000${parentId}`, status('error', { source: 'templates', error: templates.error, action: templates.retry }));
    }
    if (resources.status === 'success' && (resources.hasNextPage || resources.isFetchingNextPage)) {
      addStatus(parentId, `x\u0000more\u0000${parentId}`, status('more', { action: () => void resources.fetchNextPage() }));
    }
    const settled = resources.status === 'success' && (templates === undefined || templates.status === 'success' || templates.status === 'error');
    if (settled && !resources.hasNextPage && !children.has(parentId) && showsNone()) {
      addStatus(parentId, `x\u0000${emptyKind}\u0000${parentId}`, status(emptyKind));
    }
  }
  for (const directory of openDirectories) {
    const read = directoryReads.get(`${directory.serverId}\u0000${directory.uri}`);
    if (!read) continue;
    const base: ResourceTreeStatus = { kind: 'loading', serverId: directory.serverId, source: 'directory', error: undefined, loaded: 0, fetching: false, action: undefined };
    if (read.status === 'pending') addStatus(directory.nodeId, `x\u0000loading\u0000${directory.nodeId}`, base);
    else if (read.status === 'error') addStatus(directory.nodeId, `x\u0000error\u0000${directory.nodeId}`, { ...base, kind: 'error', error: read.error, action: read.retry });
    else if (view.childCount(directory.nodeId, 1) === 0) addStatus(directory.nodeId, `x\u0000${emptyKind}\u0000${directory.nodeId}`, { ...base, kind: emptyKind });
  }
  const signature = [...rows].map(([id, status]) => `${id}:${status.loaded}:${status.fetching}`).join('|');
  return { rows, children, signature };
}

import { folderNodeId, folderPrefix, placeUri, serverNodeId, type Resource, type ResourceTemplate } from '@mcp-resource-kit/core';
import type { ServerConfig } from '@mcp-resource-kit/react';
import type { QueryClient } from '@tanstack/react-query';
import { connectDemo, preloadedQueryClient, SERVER_ID, type DemoConnection } from './demo.js';

/** A demo server with `size` generated resources, all of them already loaded into a QueryClient. */
export interface LoadedCatalog {
  connection: DemoConnection;
  queryClient: QueryClient;
  servers: ServerConfig[];
  resources: Resource[];
  templates: ResourceTemplate[];
}

let loaded: LoadedCatalog | undefined;

/** Starts the demo server with `size` bulk resources (plus its 31 project ones) and loads every page. */
export async function loadCatalog(size: number): Promise<{ resources: number; templates: number; loadMs: number }> {
  const started = performance.now();
  const connection = await connectDemo({ bulkResources: size, pageSize: 10_000 });
  const { queryClient, resources, templates } = await preloadedQueryClient(connection.client);
  loaded = { connection, queryClient, servers: [{ id: SERVER_ID, label: 'Demo', client: connection.client }], resources, templates };
  return { resources: resources.length, templates: templates.length, loadMs: performance.now() - started };
}

/** The catalog `loadCatalog` loaded. */
export function catalog(): LoadedCatalog {
  if (!loaded) throw new Error('No catalog: call loadCatalog first.');
  return loaded;
}

/**
 * The tree node ids that open every generated folder (`file://` → `bulk` → `dir-NNN`), plus the
 * server: with them the tree has one row per resource. Directory resources stay closed, so opening
 * the tree reads nothing.
 */
export function bulkFolderKeys(resources: readonly Resource[]): string[] {
  const keys = new Set([serverNodeId(SERVER_ID)]);
  for (const { uri } of resources) {
    if (!uri.startsWith('file:///bulk/')) continue;
    const placement = placeUri(uri);
    if (placement.kind !== 'path') continue;
    for (let depth = 0; depth <= placement.folders.length; depth += 1) {
      keys.add(folderNodeId(SERVER_ID, folderPrefix(placement.origin, placement.folders.slice(0, depth))));
    }
  }
  return [...keys];
}

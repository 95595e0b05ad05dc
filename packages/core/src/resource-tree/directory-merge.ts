import type { ResourceItemEntry } from '../search/entry.js';
import { isDirectoryResource, resourceOfDirectoryChild, type DirectoryChild } from './directory-resource.js';
import type { LazyPlacement } from './lazy-placement.js';
import { serverNodeId } from './node-id.js';
import type { NodeStore } from './node-store.js';
import { indexAll, type ServerData } from './server-index.js';
import { placeUri } from './split-uri.js';

/**
 * Merges what reading the directory resource `directoryUri` returned into the tree: each child not
 * listed (or read) before goes to its path folder when it shares the directory's prefix, else
 * directly below the directory. At most `maxChildren` are taken. Returns how many resources it added.
 */
export function mergeDirectoryChildren(
  placement: LazyPlacement,
  store: NodeStore,
  data: ServerData,
  directoryUri: string,
  children: readonly DirectoryChild[],
  maxChildren: number,
): number {
  const { serverId } = data;
  const directoryNodeId = placement.nodeIdOfResource(serverId, directoryUri);
  const directoryNode = directoryNodeId === undefined ? undefined : store.get(directoryNodeId);
  if (directoryNode === undefined) return 0;
  indexAll(data);
  let taken = 0;
  let added = 0;
  for (const child of children) {
    if (taken >= maxChildren) break;
    if (typeof child?.uri !== 'string' || child.uri === directoryUri) continue;
    taken += 1;
    // Listed (or read) before: it stays where it is.
    if (data.byUri.has(child.uri)) continue;
    const resource = resourceOfDirectoryChild(child);
    const entry: ResourceItemEntry = { kind: 'resource', serverId, resource, origin: 'directory' };
    data.byUri.set(child.uri, entry);
    data.readEntries.set(child.uri, entry);
    added += 1;
    const directory = isDirectoryResource(resource);
    const underDirectory = !(directoryNode.prefix !== undefined && child.uri.startsWith(directoryNode.prefix));
    const where = placeUri(child.uri, { asDirectory: directory, maxDepth: placement.maxDepth });
    if (underDirectory || where.kind !== 'path') {
      placement.insertResource(underDirectory ? directoryNode : store.get(serverNodeId(serverId))!, data, entry, directory);
      continue;
    }
    const container = placement.openPath(serverId, where.origin, where.folders, true)!;
    if (where.leaf === undefined && container.entry === undefined) placement.attach(container, data, entry);
    else placement.insertResource(container, data, entry, directory);
  }
  return added;
}

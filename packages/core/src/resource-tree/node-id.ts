/** The id of the invisible root node, whose children are the servers. */
export const ROOT_NODE_ID = '\u0000root';

/** The node id of a server. */
export function serverNodeId(serverId: string): string {
  return `s\u0000${serverId}`;
}

/** The node id of the group or folder of `prefix` (`file://`, `file:///project/`). */
export function folderNodeId(serverId: string, prefix: string): string {
  return `f\u0000${serverId}\u0000${prefix}`;
}

/** The node id of a resource that is not a group or folder itself. */
export function resourceNodeId(serverId: string, uri: string): string {
  return resourceNodeIdPrefix(serverId) + uri;
}

/**
 * What every `resourceNodeId` of `serverId` starts with, the URI following. A model joins its one
 * copy of it to each URI, so that a resource's id shares its characters with the prefix and the URI
 * (see `NodeStore.childNodesOf`).
 */
export function resourceNodeIdPrefix(serverId: string): string {
  return `r\u0000${serverId}\u0000`;
}

/** True for a `resourceNodeId`. */
export function isResourceNodeId(id: string): boolean {
  return id.charCodeAt(0) === 0x72 && id.charCodeAt(1) === 0;
}

/** The node id of a resource template. */
export function templateNodeId(serverId: string, uriTemplate: string): string {
  return `t\u0000${serverId}\u0000${uriTemplate}`;
}

/**
 * What a group or resource id (`folderNodeId`, `resourceNodeId`) names: its kind, server and URI
 * (or prefix). `undefined` for other ids.
 */
export function parseNodeId(id: string): { kind: 'folder' | 'resource'; serverId: string; uri: string } | undefined {
  const kind = id.charAt(0);
  if ((kind !== 'f' && kind !== 'r') || id.charAt(1) !== '\u0000') return undefined;
  const separator = id.indexOf('\u0000', 2);
  if (separator < 0) return undefined;
  return { kind: kind === 'f' ? 'folder' : 'resource', serverId: id.slice(2, separator), uri: id.slice(separator + 1) };
}

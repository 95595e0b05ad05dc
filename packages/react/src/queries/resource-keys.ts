/**
 * Query keys of the kit, hierarchical so that a prefix invalidates everything below it. Keys hold
 * the stable `serverId`, never the client object; `principal` separates users' private results.
 */
export const resourceKeys = {
  all: ['mcp-resource-kit'] as const,
  server: (serverId: string) => [...resourceKeys.all, serverId] as const,
  lists: (serverId: string) => [...resourceKeys.server(serverId), 'list'] as const,
  resources: (serverId: string, principal?: string) => [...resourceKeys.lists(serverId), 'resources', { principal }] as const,
  templates: (serverId: string, principal?: string) => [...resourceKeys.lists(serverId), 'templates', { principal }] as const,
  reads: (serverId: string) => [...resourceKeys.server(serverId), 'read'] as const,
  readsOf: (serverId: string, uri: string) => [...resourceKeys.reads(serverId), uri] as const,
  read: (serverId: string, uri: string, principal?: string) => [...resourceKeys.readsOf(serverId, uri), { principal }] as const,
  completions: (serverId: string) => [...resourceKeys.server(serverId), 'completion'] as const,
  completion: (serverId: string, template: string, argument: string, value: string, context: Record<string, string> = {}) =>
    [...resourceKeys.completions(serverId), template, argument, value, sortedEntries(context)] as const,
};

function sortedEntries(record: Record<string, string>): Array<[string, string]> {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

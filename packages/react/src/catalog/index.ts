export { useResourceCatalog, type CatalogServer, type ResourceCatalog, type UseResourceCatalogOptions } from './use-resource-catalog.js';
export { KitIcon, safeIconSource, type IconKind } from './icons.js';
export { useEntryMatches, type EntryMatches } from './use-entry-matches.js';
// Core's since the facet checks read match sets themselves; still exported here, where hosts found it.
export { matchMembers } from '@mcp-resource-kit/core';

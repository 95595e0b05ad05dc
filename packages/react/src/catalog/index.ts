export { useResourceCatalog, type CatalogServer, type ResourceCatalog, type UseResourceCatalogOptions } from './use-resource-catalog.js';
export { KitIcon, safeIconSource, type IconKind } from './icons.js';
export { matchMembers, useEntryMatches, type EntryMatches } from './use-entry-matches.js';

export * as ResourceTree from './index.parts.js';
export {
  useResourceTreeContext as useResourceTree,
  useResourceTreeRow,
  type ResourceTreeContextValue,
  type ResourceTreeRow,
  type ResourceTreeStatus,
  type ResourceTreeStatusKind,
} from './resource-tree-context.js';
export { RESOURCE_TREE_MESSAGES, type ResourceTreeMessages } from './messages.js';
export { useResourceCatalog, type CatalogServer, type ResourceCatalog, type UseResourceCatalogOptions } from './use-resource-catalog.js';
export { KitIcon, safeIconSource, type IconKind } from './icons.js';

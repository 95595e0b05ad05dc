export * as ResourceTree from './index.parts.js';
export { useResourceTreeRow, type ResourceTreeRow, type ResourceTreeStatus, type ResourceTreeStatusKind } from './resource-tree-context.js';
export { RESOURCE_TREE_MESSAGES, type ResourceTreeMessages } from './messages.js';

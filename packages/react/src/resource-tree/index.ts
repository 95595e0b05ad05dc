export * as ResourceTree from './index.parts.js';
export { ResourceTreeRoot, type ResourceTreeRootProps, type ResourceTreeRootState } from './resource-tree-root.js';
export { ResourceTreeList, type ResourceTreeListProps } from './resource-tree-list.js';
export {
  ResourceTreeItem,
  ResourceTreeItemAudience,
  ResourceTreeItemCheckbox,
  ResourceTreeItemIcon,
  ResourceTreeItemLabel,
  ResourceTreeItemLive,
  ResourceTreeItemModified,
  ResourceTreeItemPriority,
  ResourceTreeItemSize,
  ResourceTreeItemStatus,
  ResourceTreeItemText,
  ResourceTreeItemToggle,
  ResourceTreeItemUri,
  type ResourceTreeItemProps,
} from './resource-tree-item.js';
export { ResourceTreeNoMatches, type ResourceTreeNoMatchesProps } from './resource-tree-no-matches.js';
export { ResourceTreeLoadAll, type ResourceTreeLoadAllProps, type ResourceTreeLoadAllState } from './resource-tree-load-all.js';
export { ResourceTreeSummary, type ResourceTreeSummaryProps } from './resource-tree-summary.js';
export { useResourceTreeRow, type ResourceTreeRow, type ResourceTreeStatus, type ResourceTreeStatusKind } from './resource-tree-context.js';
export { RESOURCE_TREE_MESSAGES, type ResourceTreeMessages } from './messages.js';

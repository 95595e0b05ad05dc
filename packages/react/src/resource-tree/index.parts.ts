export { ResourceTreeRoot as Root, type ResourceTreeRootProps as RootProps, type ResourceTreeRootState as RootState } from './resource-tree-root.js';
export { ResourceTreeList as List, type ResourceTreeListProps as ListProps } from './resource-tree-list.js';
export {
  ResourceTreeItem as Item,
  ResourceTreeItemAudience as ItemAudience,
  ResourceTreeItemCheckbox as ItemCheckbox,
  ResourceTreeItemIcon as ItemIcon,
  ResourceTreeItemLabel as ItemLabel,
  ResourceTreeItemLive as ItemLive,
  ResourceTreeItemModified as ItemModified,
  ResourceTreeItemPriority as ItemPriority,
  ResourceTreeItemSize as ItemSize,
  ResourceTreeItemStatus as ItemStatus,
  ResourceTreeItemText as ItemText,
  ResourceTreeItemToggle as ItemToggle,
  ResourceTreeItemUri as ItemUri,
  type ResourceTreeItemProps as ItemProps,
} from './resource-tree-item.js';
export { ResourceTreeNoMatches as NoMatches, type ResourceTreeNoMatchesProps as NoMatchesProps } from './resource-tree-no-matches.js';
export { ResourceTreeLoadAll as LoadAll, type ResourceTreeLoadAllProps as LoadAllProps, type ResourceTreeLoadAllState as LoadAllState } from './resource-tree-load-all.js';
export { ResourceTreeSummary as Summary, type ResourceTreeSummaryProps as SummaryProps } from './resource-tree-summary.js';

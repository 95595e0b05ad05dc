export { ResourceTreeRoot as Root, type ResourceTreeRootProps as RootProps } from './resource-tree-root.js';
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
export { ResourceTreeNoMatches as NoMatches } from './resource-tree-no-matches.js';
export { ResourceTreeLoadAll as LoadAll, ResourceTreeSummary as Summary, type ResourceTreeLoadAllProps as LoadAllProps } from './resource-tree-load-all.js';

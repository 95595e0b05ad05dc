export { ROOT_NODE_ID, folderNodeId, resourceNodeId, serverNodeId, templateNodeId } from './node-id.js';
export { isDirectoryResource, type DirectoryChild } from './directory-resource.js';
export type { ResourceTreeNode, ResourceTreeNodeType } from './node-store.js';
export { ResourceTreeModel, type ResourceTreeModelOptions } from './resource-tree-model.js';
export { distinctLabel } from './distinct-label.js';
export { ResourceTreeRows, type ResourceTreeRowPlace, type ResourceTreeRowsOptions } from './resource-tree-rows.js';
export { ResourceTreeView, type ResourceTreeViewOptions } from './resource-tree-view.js';
export { withRowExpanded } from './row-expansion.js';
export { displayOrigin, displaySegment, folderPrefix, placeUri, splitUri, type UriParts, type UriPlacement } from './split-uri.js';

export {
  ROOT_NODE_ID,
  ResourceTreeModel,
  folderNodeId,
  isDirectoryResource,
  resourceNodeId,
  serverNodeId,
  templateNodeId,
  type DirectoryChild,
  type ResourceTreeModelOptions,
  type ResourceTreeNode,
  type ResourceTreeNodeType,
} from './resource-tree-model.js';
export { distinctLabel } from './distinct-label.js';
export { ResourceTreeRows, type ResourceTreeRowPlace, type ResourceTreeRowsOptions } from './resource-tree-rows.js';
export { ResourceTreeView, type ResourceTreeViewOptions } from './resource-tree-view.js';
export { displayOrigin, displaySegment, folderPrefix, placeUri, splitUri, type UriParts, type UriPlacement } from './split-uri.js';

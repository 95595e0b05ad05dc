export {
  ResourceSearchDialog as Dialog,
  ResourceSearchRoot as Root,
  type ResourceSearchDialogProps as DialogProps,
  type ResourceSearchRootProps as RootProps,
} from './resource-search-root.js';
export { ResourceSearchInput as Input, type ResourceSearchInputProps as InputProps } from './resource-search-input.js';
export { ResourceSearchList as List, type ResourceSearchListProps as ListProps } from './resource-search-list.js';
export { ResourceSearchEmpty as Empty, type ResourceSearchEmptyProps as EmptyProps } from './resource-search-empty.js';
export { ResourceSearchResults as Results, type ResourceSearchResultsProps as ResultsProps } from './resource-search-results.js';
export { ResourceSearchGroup as Group, type ResourceSearchGroupProps as GroupProps } from './resource-search-group.js';
export { ResourceSearchItem as Item, type ResourceSearchItemProps as ItemProps } from './resource-search-item.js';
export { ResourceSearchFooter as Footer, type ResourceSearchFooterProps as FooterProps } from './resource-search-footer.js';

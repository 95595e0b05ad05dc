export {
  ResourceSearchDialog as Dialog,
  ResourceSearchRoot as Root,
  type ResourceSearchDialogProps as DialogProps,
  type ResourceSearchRootProps as RootProps,
} from './resource-search-root.js';
export {
  ResourceSearchEmpty as Empty,
  ResourceSearchFooter as Footer,
  ResourceSearchGroup as Group,
  ResourceSearchInput as Input,
  ResourceSearchItem as Item,
  ResourceSearchList as List,
  ResourceSearchResults as Results,
  type ResourceSearchGroupProps as GroupProps,
  type ResourceSearchInputProps as InputProps,
  type ResourceSearchItemProps as ItemProps,
  type ResourceSearchResultsProps as ResultsProps,
} from './resource-search-parts.js';

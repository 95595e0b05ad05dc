export {
  ResourceFiltersAudiences as Audiences,
  ResourceFiltersClear as Clear,
  ResourceFiltersKinds as Kinds,
  ResourceFiltersMimeFamilies as MimeFamilies,
  ResourceFiltersMinPriority as MinPriority,
  ResourceFiltersModifiedSince as ModifiedSince,
  ResourceFiltersRoot as Root,
  ResourceFiltersSearch as Search,
  ResourceFiltersServers as Servers,
  ResourceFiltersSort as Sort,
  type ResourceFiltersRootProps as RootProps,
} from './resource-filters.js';

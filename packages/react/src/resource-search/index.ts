export * as ResourceSearch from './index.parts.js';
export type { ResourceSearchGroup } from './resource-search-context.js';
export { RESOURCE_SEARCH_MESSAGES, type ResourceSearchMessages } from './messages.js';

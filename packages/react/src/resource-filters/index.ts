export * as ResourceFilters from './index.parts.js';
export { RESOURCE_FILTERS_MESSAGES, type ResourceFiltersMessages } from './messages.js';

export { createCatalogEngine, type CatalogEngine, type CatalogEngineMatch, type CatalogFilters, type CatalogMatchRequestOptions, type CatalogThread, type CreateCatalogEngineOptions } from './create-catalog-engine.js';
export type { CatalogMatch } from './catalog-match-job.js';
export type { CatalogRow, CatalogStats } from './catalog-protocol.js';

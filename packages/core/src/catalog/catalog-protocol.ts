import type { Resource } from '../client/types.js';
import type { FacetCounts } from '../search/facets.js';
import type { ResourceFilterValue } from '../search/filters.js';
import type { CatalogStoreState } from './catalog-store.js';

/** One resource of the catalog as a row shows it. */
export interface CatalogRow {
  id: number;
  serverId: string;
  resource: Resource;
}

/** How big the catalog is. */
export interface CatalogStats {
  /** Resources held (removed ones not counted). */
  resources: number;
  /** Ids given out and since removed by `clear`. */
  removed: number;
  servers: number;
  /** Distinct folder prefixes of URIs. */
  prefixes: number;
  /** Bytes the store's arrays take, their spare capacity included. */
  bytes: number;
  /** How many times the catalog was compacted: ids from an earlier epoch no longer hold. */
  epoch: number;
}

/** What a catalog's host holds, as the page's hands it to a worker's (see `CatalogEngine.moveToWorker`). */
export interface CatalogHostState {
  store: CatalogStoreState;
  epoch: number;
  version: number;
}

/** A message from the page to the catalog worker. Every request but `cancel` gets one response with its number. */
export type CatalogRequest =
  | { type: 'append'; request: number; serverId: string; resources: readonly Resource[] }
  | { type: 'clear'; request: number; serverId: string }
  /** `ids`: whether the answer holds the ids of every match (or none: a count, or a palette showing the best alone). */
  | { type: 'match'; request: number; filters: ResourceFilterValue; limit: number; now: number; facets: boolean; ids: boolean }
  /** `epoch`: the epoch the ids are from; the request fails if the catalog was compacted since. */
  | { type: 'rows'; request: number; ids: Int32Array; epoch: number | undefined }
  | { type: 'stats'; request: number }
  /** Stops request `request` (a match, usually) if it has not finished; it is answered `cancelled`. */
  | { type: 'cancel'; request: number }
  /** To the page's host, behind what it was sent: answer `handedOver` with everything it holds, and stop. */
  | { type: 'handOver'; request: number }
  /** To a worker's host that holds nothing yet: hold what the page's held (ids, epoch and all). */
  | { type: 'adopt'; request: number; state: CatalogHostState };

/** A message from the catalog worker to the page. */
export type CatalogResponse =
  | { type: 'ready' }
  | { type: 'appended'; request: number; first: number; count: number; epoch: number }
  /** `epoch` is new when clearing compacted the catalog: ids given before no longer hold. */
  | { type: 'cleared'; request: number; removed: number; epoch: number }
  /** `revision`: see `CatalogEngineMatch.revision`. */
  | { type: 'matched'; request: number; ids: Int32Array; ranked: Int32Array; total: number; facets: FacetCounts | undefined; epoch: number; revision: number }
  | { type: 'rows'; request: number; rows: Array<CatalogRow | undefined> }
  | { type: 'stats'; request: number; stats: CatalogStats }
  | { type: 'cancelled'; request: number }
  | { type: 'handedOver'; request: number; state: CatalogHostState }
  | { type: 'adopted'; request: number }
  | { type: 'failed'; request: number; message: string };

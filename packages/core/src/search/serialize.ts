import { ENTRY_KINDS, type EntryKind } from './entry.js';
import { AUDIENCES, DEFAULT_FILTERS, SORT_ORDERS, resolveModifiedSince, type Audience, type ResourceFilterValue, type SortOrder } from './filters.js';
import { MIME_FAMILIES, type MimeFamily } from './mime-family.js';

/** The URL search parameter of each filter field (before any `prefix`). */
export const FILTER_PARAMS = {
  query: 'q',
  servers: 'servers',
  kinds: 'kind',
  mimeFamilies: 'mime',
  audiences: 'audience',
  minPriority: 'priority',
  modifiedSince: 'since',
  sort: 'sort',
} as const;

const MAX_QUERY_LENGTH = 500;
const MAX_SERVERS = 50;
const MAX_SERVER_ID_LENGTH = 200;

/** Options of `serializeFilters` and `parseFilters`. */
export interface FilterParamOptions {
  /** Put before every parameter name, to keep the filters apart from a host's own parameters (`browse.` → `browse.q`). */
  prefix?: string;
}

/**
 * Writes `filters` into URL search parameters, leaving defaults out so that an unfiltered view
 * has a clean URL. Parameters that are not the kit's are kept when `into` is given.
 */
export function serializeFilters(filters: ResourceFilterValue, into?: URLSearchParams | string, { prefix = '' }: FilterParamOptions = {}): URLSearchParams {
  const params = new URLSearchParams(into);
  const name = (key: keyof typeof FILTER_PARAMS) => prefix + FILTER_PARAMS[key];
  for (const key of Object.keys(FILTER_PARAMS) as Array<keyof typeof FILTER_PARAMS>) params.delete(name(key));
  const normalized = normalizeFilters(filters);
  if (normalized.query !== '') params.set(name('query'), normalized.query);
  for (const server of normalized.servers) params.append(name('servers'), server);
  for (const kind of normalized.kinds) params.append(name('kinds'), kind);
  for (const family of normalized.mimeFamilies) params.append(name('mimeFamilies'), family);
  for (const audience of normalized.audiences) params.append(name('audiences'), audience);
  if (normalized.minPriority !== undefined) params.set(name('minPriority'), String(normalized.minPriority));
  if (normalized.modifiedSince !== undefined) params.set(name('modifiedSince'), normalized.modifiedSince);
  if (normalized.sort !== DEFAULT_FILTERS.sort) params.set(name('sort'), normalized.sort);
  return params;
}

/**
 * Reads filters from URL search parameters (or a query string). Whatever is unknown, malformed or
 * out of range is dropped rather than rejected, so a hand-edited URL still opens.
 */
export function parseFilters(input: URLSearchParams | string, { prefix = '' }: FilterParamOptions = {}): ResourceFilterValue {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const name = (key: keyof typeof FILTER_PARAMS) => prefix + FILTER_PARAMS[key];
  const priority = params.get(name('minPriority'));
  const sort = params.get(name('sort'));
  return normalizeFilters({
    query: params.get(name('query')) ?? '',
    servers: params.getAll(name('servers')),
    kinds: params.getAll(name('kinds')) as EntryKind[],
    mimeFamilies: params.getAll(name('mimeFamilies')) as MimeFamily[],
    audiences: params.getAll(name('audiences')) as Audience[],
    minPriority: priority === null || priority.trim() === '' ? undefined : Number(priority),
    modifiedSince: params.get(name('modifiedSince')) ?? undefined,
    sort: (sort ?? DEFAULT_FILTERS.sort) as SortOrder,
  });
}

/**
 * The canonical form of `filters`: known values only, each once, in a fixed order; priority
 * clamped to [0, 1] and rounded to hundredths; an invalid `modifiedSince` dropped.
 */
export function normalizeFilters(filters: Partial<ResourceFilterValue>): ResourceFilterValue {
  const query = typeof filters.query === 'string' ? filters.query.slice(0, MAX_QUERY_LENGTH) : '';
  const servers = [
    ...new Set((filters.servers ?? []).filter((server) => typeof server === 'string' && server.length > 0 && server.length <= MAX_SERVER_ID_LENGTH)),
  ].slice(0, MAX_SERVERS);
  const priority = typeof filters.minPriority === 'number' && Number.isFinite(filters.minPriority) ? Math.round(Math.min(1, Math.max(0, filters.minPriority)) * 100) / 100 : undefined;
  const since = typeof filters.modifiedSince === 'string' && resolveModifiedSince(filters.modifiedSince, 0) !== undefined ? filters.modifiedSince : undefined;
  return {
    query: query.trim() === '' ? '' : query,
    servers,
    kinds: pick(ENTRY_KINDS, filters.kinds),
    mimeFamilies: pick(MIME_FAMILIES, filters.mimeFamilies),
    audiences: pick(AUDIENCES, filters.audiences),
    minPriority: priority === 0 ? undefined : priority,
    modifiedSince: since,
    sort: SORT_ORDERS.includes(filters.sort as SortOrder) ? (filters.sort as SortOrder) : DEFAULT_FILTERS.sort,
  };
}

function pick<T extends string>(known: readonly T[], values: readonly unknown[] | undefined): T[] {
  if (!values || values.length === 0) return [];
  const wanted = new Set(values);
  return known.filter((value) => wanted.has(value));
}

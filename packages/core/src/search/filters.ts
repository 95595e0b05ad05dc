import {
  entryAudience,
  entryLabel,
  entryLastModified,
  entryMimeType,
  entryPriority,
  entrySize,
  entryUri,
  type EntryKind,
  type ResourceEntry,
} from './entry.js';
import { prepareQuery, scoreEntry } from './match.js';
import { mimeFamilyOf, type MimeFamily } from './mime-family.js';
import { compareSortKeys, sortKey } from './sort-key.js';

/** The roles an annotation's `audience` can name. */
export const AUDIENCES = ['user', 'assistant'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The orders a list can be sorted in: `recent` is most recently modified first. */
export const SORT_ORDERS = ['name', 'priority', 'recent', 'size'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * What the user narrowed the catalog to. Empty arrays and `undefined` mean "no constraint".
 * Plain data, so it can be kept in the URL with `serializeFilters` / `parseFilters`.
 */
export interface ResourceFilterValue {
  /** Words matched against title, name, URI and description. */
  query: string;
  /** Server ids to show. */
  servers: readonly string[];
  kinds: readonly EntryKind[];
  mimeFamilies: readonly MimeFamily[];
  /** Entries meant for any of these roles; entries without an audience are meant for everyone. */
  audiences: readonly Audience[];
  /** Entries annotated with at least this priority (0–1); entries without a priority count as 0. */
  minPriority: number | undefined;
  /**
   * Entries modified at or after this point: an ISO 8601 date or date-time (`2026-11-01`), or a
   * span back from now (`24h`, `7d`, `4w`, `6m`, `1y`). Entries without `lastModified` are left out.
   */
  modifiedSince: string | undefined;
  sort: SortOrder;
}

/** No constraint, sorted by name. */
export const DEFAULT_FILTERS: ResourceFilterValue = Object.freeze({
  query: '',
  servers: Object.freeze([]) as readonly string[],
  kinds: Object.freeze([]) as readonly EntryKind[],
  mimeFamilies: Object.freeze([]) as readonly MimeFamily[],
  audiences: Object.freeze([]) as readonly Audience[],
  minPriority: undefined,
  modifiedSince: undefined,
  sort: 'name',
});

/** True when any constraint is set (the sort order is not a constraint). */
export function hasActiveFilters(filters: ResourceFilterValue): boolean {
  return (
    filters.query.trim().length > 0 ||
    filters.servers.length > 0 ||
    filters.kinds.length > 0 ||
    filters.mimeFamilies.length > 0 ||
    filters.audiences.length > 0 ||
    (filters.minPriority !== undefined && filters.minPriority > 0) ||
    filters.modifiedSince !== undefined
  );
}

/**
 * The filters with every constraint removed but the sort order kept. Made of new arrays, not
 * `DEFAULT_FILTERS`' frozen ones: a frozen object or array has another hidden class in the
 * JavaScript engine than the plain ones every other filter value is made of, and code the engine
 * optimized for one is thrown away when it meets the other.
 */
export function clearFilters(filters: ResourceFilterValue): ResourceFilterValue {
  return { query: '', servers: [], kinds: [], mimeFamilies: [], audiences: [], minPriority: undefined, modifiedSince: undefined, sort: filters.sort };
}

const SPAN = /^(\d{1,4})([hdwmy])$/;
const SPAN_MS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000, m: 30 * 86_400_000, y: 365 * 86_400_000 };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** The moment `modifiedSince` stands for, in ms since the epoch; `undefined` when it is not valid. */
export function resolveModifiedSince(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const span = SPAN.exec(value);
  if (span) return now - Number(span[1]) * SPAN_MS[span[2]!]!;
  if (!ISO_DATE.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/** Which facets an entry passes, one flag per facet, so facet counts can leave one facet out. */
export interface FacetChecks {
  server: boolean;
  kind: boolean;
  mimeFamily: boolean;
  audience: boolean;
  priority: boolean;
  modified: boolean;
  query: boolean;
}

/** Options of the filter functions. */
export interface FilterOptions {
  /** "Now" for spans like `7d`. @default Date.now() */
  now?: number;
  /**
   * The entries already known to match `filters.query` (from a `MatchJob`), so the query is not
   * matched again entry by entry. Only `has` is read, so a membership test over another store (the
   * catalog engine's ids) serves as well as a `Set`.
   */
  queryMatches?: Pick<ReadonlySet<ResourceEntry>, 'has'>;
}

/** The filters in the form the checks use: sets for the lists (undefined when a list is empty), a resolved date, a prepared query. */
export function compileFilters(filters: ResourceFilterValue, now: number) {
  return {
    servers: filters.servers.length > 0 ? new Set(filters.servers) : undefined,
    kinds: filters.kinds.length > 0 ? new Set(filters.kinds) : undefined,
    families: filters.mimeFamilies.length > 0 ? new Set(filters.mimeFamilies) : undefined,
    audiences: filters.audiences.length > 0 ? new Set(filters.audiences) : undefined,
    minPriority: filters.minPriority !== undefined && filters.minPriority > 0 ? filters.minPriority : undefined,
    since: resolveModifiedSince(filters.modifiedSince, now),
    query: prepareQuery(filters.query),
  };
}

/** Checks an entry against each facet separately. */
export function createFacetChecker(filters: ResourceFilterValue, { now = Date.now(), queryMatches }: FilterOptions = {}): (entry: ResourceEntry) => FacetChecks {
  const { servers, kinds, families, audiences, minPriority, since, query } = compileFilters(filters, now);
  return (entry) => {
    const audience = audiences ? entryAudience(entry) : undefined;
    const modified = since !== undefined ? entryLastModified(entry) : undefined;
    return {
      server: !servers || servers.has(entry.serverId),
      kind: !kinds || kinds.has(entry.kind),
      mimeFamily: !families || families.has(entryMimeFamily(entry)),
      audience: !audiences || audience === undefined || audience.length === 0 || audience.some((role) => audiences.has(role)),
      priority: minPriority === undefined || (entryPriority(entry) ?? 0) >= minPriority,
      modified: since === undefined || (modified !== undefined && modified >= since),
      query: query.tokens.length === 0 || (queryMatches ? queryMatches.has(entry) : scoreEntry(query, entry) !== undefined),
    };
  };
}

/** A predicate that is true for entries passing every constraint of `filters`. */
export function createFilterPredicate(filters: ResourceFilterValue, options: FilterOptions = {}): (entry: ResourceEntry) => boolean {
  if (!hasActiveFilters(filters)) return () => true;
  // The same checks as createFacetChecker, stopping at the first that fails and making no object:
  // the tree runs this over every entry on each filter change.
  const { now = Date.now(), queryMatches } = options;
  const { servers, kinds, families, audiences, minPriority, since, query } = compileFilters(filters, now);
  return (entry) => {
    if (servers && !servers.has(entry.serverId)) return false;
    if (kinds && !kinds.has(entry.kind)) return false;
    if (families && !families.has(entryMimeFamily(entry))) return false;
    if (audiences) {
      const audience = entryAudience(entry);
      if (audience !== undefined && audience.length > 0 && !audience.some((role) => audiences.has(role))) return false;
    }
    if (minPriority !== undefined && (entryPriority(entry) ?? 0) < minPriority) return false;
    if (since !== undefined) {
      const modified = entryLastModified(entry);
      if (modified === undefined || modified < since) return false;
    }
    return query.tokens.length === 0 || (queryMatches ? queryMatches.has(entry) : scoreEntry(query, entry) !== undefined);
  };
}

/** The MIME family of an entry, from its MIME type or else its URI's extension. */
export function entryMimeFamily(entry: ResourceEntry): MimeFamily {
  return mimeFamilyOf(entryMimeType(entry), entry.kind === 'resource' ? entryUri(entry) : undefined);
}

/**
 * Orders entries: by name (natural order: `item-2` before `item-10`), or by highest priority,
 * most recent modification or largest size first, with unknown values last and name breaking ties.
 */
export function compareEntries(sort: SortOrder): (a: ResourceEntry, b: ResourceEntry) => number {
  const byName = (a: ResourceEntry, b: ResourceEntry) => compareSortKeys(sortKey(entryLabel(a)), sortKey(entryLabel(b)));
  const descending = (value: (entry: ResourceEntry) => number | undefined) => (a: ResourceEntry, b: ResourceEntry) => {
    const left = value(a);
    const right = value(b);
    if (left !== right) {
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      return right - left;
    }
    return byName(a, b);
  };
  switch (sort) {
    case 'priority':
      return descending(entryPriority);
    case 'recent':
      return descending(entryLastModified);
    case 'size':
      return descending(entrySize);
    default:
      return byName;
  }
}


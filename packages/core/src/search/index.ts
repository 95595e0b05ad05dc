export {
  ENTRY_KINDS,
  entryAudience,
  entryItem,
  entryKey,
  entryLabel,
  entryLastModified,
  entryMimeType,
  entryPriority,
  entrySize,
  entryUri,
  parseResourceKey,
  resourceKey,
  type EntryKind,
  type ResourceEntry,
  type ResourceItemEntry,
  type TemplateItemEntry,
} from './entry.js';
export { countFacets, filterEntries, prepareFacets, type FacetCounts, type FacetFilterOptions, type FilteredEntries } from './facets.js';
export { sharedStart } from './shared-start.js';
export {
  AUDIENCES,
  DEFAULT_FILTERS,
  SORT_ORDERS,
  clearFilters,
  compareEntries,
  createFacetChecker,
  createFilterPredicate,
  entryMimeFamily,
  hasActiveFilters,
  resolveModifiedSince,
  type Audience,
  type FacetChecks,
  type FilterOptions,
  type ResourceFilterValue,
  type SortOrder,
} from './filters.js';
export { foldText, type FoldedText } from './fold.js';
export { HIDDEN_CHARACTER_MARK, revealHiddenCharacters } from './reveal-hidden-characters.js';
export {
  SEARCH_FIELDS,
  matchEntry,
  prepareQuery,
  scoreEntry,
  splitByRanges,
  type MatchRange,
  type MatchResult,
  type PreparedQuery,
  type SearchField,
} from './match.js';
export { MIME_FAMILIES, isDirectoryMimeType, mimeEssence, mimeFamilyOf, type MimeFamily } from './mime-family.js';
export { MatchJob, type MatchSet } from './match-job.js';
export { matchStore } from './match-store.js';
export { mergeHits, tieInRank } from './merge-hits.js';
export { rankEntries, rankMatches, withRanges, type RankedEntry, type RankOptions, type RankResult } from './rank.js';
export { FILTER_PARAMS, normalizeFilters, parseFilters, serializeFilters, type FilterParamOptions } from './serialize.js';
export { compareSortKeys, sortKey } from './sort-key.js';
export { yieldToPage } from './yield-to-page.js';

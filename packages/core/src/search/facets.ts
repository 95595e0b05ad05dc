import { ENTRY_KINDS, entryAudience, type EntryKind, type ResourceEntry } from './entry.js';
import { AUDIENCES, createFacetChecker, entryMimeFamily, type Audience, type FacetChecks, type FilterOptions, type ResourceFilterValue } from './filters.js';
import { MIME_FAMILIES, type MimeFamily } from './mime-family.js';

/**
 * How many entries each facet value would show. Each facet is counted with every *other*
 * constraint applied, so its counts say what choosing that value would give.
 */
export interface FacetCounts {
  servers: Record<string, number>;
  kinds: Record<EntryKind, number>;
  mimeFamilies: Record<MimeFamily, number>;
  audiences: Record<Audience, number>;
  /** Entries passing every constraint. */
  total: number;
}

/** Counts facet values over `entries` for `filters` (see `FacetCounts`). One pass. */
export function countFacets(entries: Iterable<ResourceEntry>, filters: ResourceFilterValue, options: FilterOptions = {}): FacetCounts {
  const counts: FacetCounts = {
    servers: {},
    kinds: zeroes(ENTRY_KINDS),
    mimeFamilies: zeroes(MIME_FAMILIES),
    audiences: zeroes(AUDIENCES),
    total: 0,
  };
  const check = createFacetChecker(filters, options);
  for (const entry of entries) {
    const checks = check(entry);
    let failed: keyof FacetChecks | undefined;
    let failures = 0;
    for (const key in checks) {
      if (checks[key as keyof FacetChecks]) continue;
      failures += 1;
      failed = key as keyof FacetChecks;
    }
    // An entry failing two facets cannot show whichever one of them changes.
    if (failures > 1) continue;
    if (failures === 0 || failed === 'server') counts.servers[entry.serverId] = (counts.servers[entry.serverId] ?? 0) + 1;
    if (failures === 0 || failed === 'kind') counts.kinds[entry.kind] += 1;
    if (failures === 0 || failed === 'mimeFamily') counts.mimeFamilies[entryMimeFamily(entry)] += 1;
    if (failures === 0 || failed === 'audience') {
      const audience = entryAudience(entry);
      for (const role of AUDIENCES) if (audience === undefined || audience.length === 0 || audience.includes(role)) counts.audiences[role] += 1;
    }
    if (failures === 0) counts.total += 1;
  }
  return counts;
}

function zeroes<T extends string>(keys: readonly T[]): Record<T, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
}

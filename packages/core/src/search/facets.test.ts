import { describe, expect, it } from 'vitest';
import { AUDIENCES, createFacetChecker, createFilterPredicate, DEFAULT_FILTERS, type ResourceFilterValue } from './filters.js';
import { ENTRY_KINDS, entryAudience, type ResourceEntry } from './entry.js';
import { countFacets, filterEntries, prepareFacets, type FacetCounts } from './facets.js';
import { MatchJob, type MatchSet } from './match-job.js';
import { MIME_FAMILIES } from './mime-family.js';
import { entryMimeFamily } from './filters.js';

const NOW = Date.UTC(2026, 10, 30, 12);
const DAY = 86_400_000;
const TYPES = ['text/plain', 'text/markdown', 'text/x-typescript', 'image/png', 'application/json', undefined];
const AUDIENCE_CHOICES = [undefined, [], ['user'], ['assistant'], ['user', 'assistant'], ['robot']];

/** A catalog with every combination of server, kind, type, audience, priority and age, more or less. */
function catalog(size: number): ResourceEntry[] {
  return Array.from({ length: size }, (_, index): ResourceEntry => {
    const serverId = ['a', 'b', 'c'][index % 3]!;
    const mimeType = TYPES[index % TYPES.length];
    const annotations = {
      ...(AUDIENCE_CHOICES[index % 6] && { audience: AUDIENCE_CHOICES[index % 6] as Array<'user' | 'assistant'> }),
      ...(index % 4 !== 0 && { priority: (index % 10) / 10 }),
      ...(index % 5 !== 0 && { lastModified: new Date(NOW - (index % 40) * DAY).toISOString() }),
    };
    if (index % 11 === 0) return { kind: 'template', serverId, template: { uriTemplate: `t://${index}/{x}`, name: `template ${index}`, ...(mimeType && { mimeType }), annotations } };
    return { kind: 'resource', serverId, origin: 'list', resource: { uri: `file:///p/${index}.txt`, name: `item ${index}`, ...(mimeType && { mimeType }), annotations } };
  });
}

/** `countFacets` the way it was first written: every check of every entry. */
function countOneByOne(entries: readonly ResourceEntry[], filters: ResourceFilterValue): FacetCounts {
  const counts: FacetCounts = {
    servers: {},
    kinds: Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, 0])) as FacetCounts['kinds'],
    mimeFamilies: Object.fromEntries(MIME_FAMILIES.map((family) => [family, 0])) as FacetCounts['mimeFamilies'],
    audiences: Object.fromEntries(AUDIENCES.map((role) => [role, 0])) as FacetCounts['audiences'],
    total: 0,
  };
  const check = createFacetChecker(filters, { now: NOW });
  for (const entry of entries) {
    const failed = Object.entries(check(entry)).filter(([, passes]) => !passes).map(([facet]) => facet);
    if (failed.length > 1) continue;
    const only = failed[0];
    if (only === undefined || only === 'server') counts.servers[entry.serverId] = (counts.servers[entry.serverId] ?? 0) + 1;
    if (only === undefined || only === 'kind') counts.kinds[entry.kind] += 1;
    if (only === undefined || only === 'mimeFamily') counts.mimeFamilies[entryMimeFamily(entry)] += 1;
    if (only === undefined || only === 'audience') {
      const audience = entryAudience(entry);
      for (const role of AUDIENCES) if (!audience || audience.length === 0 || audience.includes(role)) counts.audiences[role] += 1;
    }
    if (only === undefined) counts.total += 1;
  }
  return counts;
}

/** The finished matches of `query` over `entries`. */
function matchSet(entries: readonly ResourceEntry[], query: string): MatchSet {
  const job = new MatchJob(entries, query);
  while (!job.done) job.step(10_000);
  return job.result;
}

/** `set` with the positions of its matches only: reading its entries fails. */
function positionsOnly(set: MatchSet): MatchSet {
  return {
    query: set.query,
    source: set.source,
    count: set.count,
    positions: set.positions,
    scores: set.scores,
    get entries(): never {
      throw new Error('the entries of the match set were read');
    },
  };
}

const FILTERS: Array<Partial<ResourceFilterValue>> = [
  {},
  { mimeFamilies: ['text'] },
  { mimeFamilies: ['code', 'image'] },
  { servers: ['b'], kinds: ['template'] },
  { audiences: ['user'] },
  { audiences: ['assistant'], mimeFamilies: ['data'], servers: ['a', 'c'] },
  { minPriority: 0.5 },
  { modifiedSince: '7d', mimeFamilies: ['text'] },
  { query: 'item 1', servers: ['a'] },
  { query: 'template', audiences: ['user'], minPriority: 0.2, modifiedSince: '30d' },
];

describe('countFacets and filterEntries', () => {
  const entries = Object.freeze(catalog(600));

  it.each(FILTERS)('count exactly what checking each entry counts: %j', (partial) => {
    const filters = { ...DEFAULT_FILTERS, ...partial };
    const expected = countOneByOne(entries, filters);
    expect(countFacets(entries, filters, { now: NOW })).toEqual(expected);
    // The same from an array that is not kept (not frozen), and from an iterable.
    expect(countFacets([...entries], filters, { now: NOW })).toEqual(expected);
    expect(countFacets(new Set(entries), filters, { now: NOW })).toEqual(expected);
  });

  it.each(FILTERS)('keep exactly what the predicate keeps: %j', (partial) => {
    const filters = { ...DEFAULT_FILTERS, ...partial };
    const expected = entries.filter(createFilterPredicate(filters, { now: NOW }));
    const { count, groups } = filterEntries(entries, filters, { now: NOW });
    expect(count).toBe(expected.length);
    expect(new Set(groups.flat())).toEqual(new Set(expected));
    expect(groups.flat()).toHaveLength(expected.length);
  });

  it('uses the matches it is given for the query', () => {
    const filters = { ...DEFAULT_FILTERS, query: 'anything' };
    const queryMatches = new Set([entries[3]!, entries[7]!]);
    expect(new Set(filterEntries(entries, filters, { now: NOW, queryMatches }).groups.flat())).toEqual(queryMatches);
    expect(countFacets(entries, filters, { now: NOW, queryMatches }).total).toBe(2);
  });

  it.each(FILTERS.filter((partial) => partial.query))('read a match set over the very array filtered by position, to what its entries as a set give: %j', (partial) => {
    const filters = { ...DEFAULT_FILTERS, ...partial };
    const set = matchSet(entries, filters.query);
    expect(set.count).toBeGreaterThan(0);
    const bySet = { now: NOW, queryMatches: new Set(set.entries) };
    const byPosition = { now: NOW, queryMatchSet: positionsOnly(set) };
    expect(countFacets(entries, filters, byPosition)).toEqual(countFacets(entries, filters, bySet));
    expect(filterEntries(entries, filters, byPosition)).toEqual(filterEntries(entries, filters, bySet));
    // Over a copy of the array its positions are not the copy's to read: its entries are.
    const copy = Object.freeze([...entries].reverse());
    expect(countFacets(copy, filters, { now: NOW, queryMatchSet: set })).toEqual(countFacets(copy, filters, bySet));
    expect(() => filterEntries(copy, filters, byPosition)).toThrow('the entries of the match set were read');
  });

  it('keeps a whole group that every match of a match set fills, as with a set of entries', () => {
    const set = matchSet(entries, 'item');
    const filters = { ...DEFAULT_FILTERS, query: 'item' };
    const byPosition = filterEntries(entries, filters, { now: NOW, queryMatchSet: positionsOnly(set) }).groups;
    const bySet = filterEntries(entries, filters, { now: NOW, queryMatches: new Set(set.entries) }).groups;
    expect(byPosition.length).toBeGreaterThan(1);
    byPosition.forEach((group, index) => expect(group).toBe(bySet[index]));
  });

  it('reads the matches of a list that took over the grouping of one before it, where an entry moved within its group', () => {
    const shared = catalog(5000);
    const like = shared[1]! as Extract<ResourceEntry, { kind: 'resource' }>;
    const moved: ResourceEntry = { ...like, resource: { ...like.resource, uri: 'file:///p/moved.txt', name: 'moved one' } };
    const between: ResourceEntry = { kind: 'resource', serverId: 'elsewhere', origin: 'list', resource: { uri: 'file:///q/between.txt', name: 'between one' } };
    filterEntries(Object.freeze([...shared, moved]), DEFAULT_FILTERS);
    // The next list shares the first 5,000 entries: `moved` leaves its group (which keeps the shared ones) and comes back after `between`.
    const entries = Object.freeze([...shared, between, moved]);
    for (const query of ['moved one', 'between one']) {
      const filters = { ...DEFAULT_FILTERS, query };
      const set = matchSet(entries, query);
      expect(filterEntries(entries, filters, { now: NOW, queryMatchSet: positionsOnly(set) }).groups.flat()).toEqual(set.entries);
    }
  });

  it('keeps whole groups for facets every entry of a group shares', () => {
    const first = filterEntries(entries, { ...DEFAULT_FILTERS, mimeFamilies: ['text'] }).groups;
    const again = filterEntries(entries, { ...DEFAULT_FILTERS, mimeFamilies: ['text', 'image'] }).groups;
    for (const group of first) expect(again).toContain(group);
  });

  it('keeps a whole group when the query matches every entry of it, and copies only a group it narrows', () => {
    const whole = filterEntries(entries, DEFAULT_FILTERS).groups;
    const [kept, narrowed] = whole;
    const queryMatches = new Set([...kept!, narrowed![0]!]);
    const groups = filterEntries(entries, { ...DEFAULT_FILTERS, query: 'anything' }, { now: NOW, queryMatches }).groups;
    expect(groups).toHaveLength(2);
    expect(groups[0]).toBe(kept);
    expect(groups[1]).not.toBe(narrowed);
    expect(groups[1]).toEqual([narrowed![0]]);
  });

  it('groups a catalog in slices to the same groups', () => {
    const sliced = Object.freeze(catalog(5000));
    let slices = 1;
    while (!prepareFacets(sliced, 0)) slices += 1;
    expect(slices).toBeGreaterThan(1);
    const filters = { ...DEFAULT_FILTERS, mimeFamilies: ['text' as const], audiences: ['user' as const] };
    expect(countFacets(sliced, filters, { now: NOW })).toEqual(countOneByOne(sliced, filters));
    expect(filterEntries(sliced, filters, { now: NOW }).count).toBe(sliced.filter(createFilterPredicate(filters, { now: NOW })).length);
  });

  it('groups a catalog that grew by pages from the list before it, to the same counts', () => {
    // As a catalog's entries grow: each list is the one before plus a page, with the templates after
    // the resources (so the list before is not all a prefix of the next), sometimes only partly grouped.
    const all = catalog(24_000);
    const templates = all.filter((entry) => entry.kind === 'template').slice(0, 40);
    const resources = all.filter((entry) => entry.kind === 'resource');
    const filters: ResourceFilterValue[] = [DEFAULT_FILTERS, { ...DEFAULT_FILTERS, mimeFamilies: ['text'], audiences: ['user'] }, { ...DEFAULT_FILTERS, servers: ['b'], kinds: ['resource'] }];
    let before: { entries: readonly ResourceEntry[]; groups: ResourceEntry[][] } | undefined;
    for (let listed = 5000; listed <= resources.length; listed += 5000) {
      const entries = Object.freeze([...resources.slice(0, listed), ...templates]);
      if (listed === 15_000) prepareFacets(entries, 0);
      for (const value of filters) expect(countFacets(entries, value, { now: NOW })).toEqual(countOneByOne(entries, value));
      // The matches of a query by position, after groups were taken out and made again.
      const query = { ...DEFAULT_FILTERS, query: 'template 1', servers: ['a', 'b'] };
      const set = matchSet(entries, query.query);
      expect(countFacets(entries, query, { now: NOW, queryMatchSet: positionsOnly(set) })).toEqual(countOneByOne(entries, query));
      // Copied at once: groups are read in the call that returns them (the next list takes them over).
      const groups = filterEntries(entries, DEFAULT_FILTERS).groups.map((group) => [...group]);
      expect(groups.flat()).toHaveLength(entries.length);
      // The list before, asked again, is grouped as it was.
      if (before) expect(filterEntries(before.entries, DEFAULT_FILTERS).groups).toEqual(before.groups);
      before = { entries, groups };
    }
  });
});

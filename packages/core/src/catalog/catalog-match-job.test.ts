import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import type { ResourceItemEntry } from '../search/entry.js';
import { countFacets } from '../search/facets.js';
import { DEFAULT_FILTERS, createFilterPredicate, type ResourceFilterValue } from '../search/filters.js';
import { rankEntries } from '../search/rank.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { CatalogMatchJob } from './catalog-match-job.js';
import { CatalogStore } from './catalog-store.js';
import { FirstPositions } from './first-positions.js';

const SERVERS = ['files', 'db', 'web'];
const COUNT = 10_000;
const NOW = Date.UTC(2026, 10, 1, 9);

/** The same 10,000 resources as entries (what the kit matches today) and in a store, page by page. */
function sample() {
  const store = new CatalogStore();
  const entries: ResourceItemEntry[] = [];
  for (let page = 0; page < COUNT / 500; page += 1) {
    const serverId = SERVERS[page % SERVERS.length]!;
    const resources: Resource[] = [];
    for (let index = page * 500; index < (page + 1) * 500; index += 1) resources.push(sampleResource(index));
    store.append(serverId, resources);
    for (const resource of resources) entries.push({ kind: 'resource', serverId, resource, origin: 'list' });
  }
  // Past the limits: fields longer than matching reads, prefixes too long to intern, words across the 512th character.
  const hostile: Resource[] = [
    { uri: `file:///${'a/'.repeat(300)}${'x'.repeat(2_000)}`, name: 'y'.repeat(300), title: `T\ud800itle ${'ab '.repeat(200)}`, description: 'd'.repeat(5_000) },
    { uri: `file:///deep/${'é'.repeat(600)}/file`, name: 'file', description: `${'z'.repeat(510)}item` },
    { uri: 'x', name: 'x', title: 'E' },
    { uri: 'file:///past/512', name: 'past', description: `${'q'.repeat(520)} 9` },
  ];
  store.append('web', hostile);
  for (const resource of hostile) entries.push({ kind: 'resource', serverId: 'web', resource, origin: 'list' });
  return { store, entries };
}

const { store, entries } = sample();

/** Where the matches `ids` hold one-letter `word`, found as the host finds them between keystrokes. */
function firstPositions(store: CatalogStore, ids: Int32Array, word: string) {
  const finding = new FirstPositions(store, ids, word);
  while (!finding.step(1));
  return finding.positions;
}

function runJob(filters: ResourceFilterValue, options: { limit?: number; facets?: boolean } = {}) {
  const job = new CatalogMatchJob(store, filters, { now: NOW, ...options });
  while (!job.step(1));
  return job;
}

const QUERIES = [
  'e',
  'g',
  '7',
  '9',
  '42',
  'item 4',
  '0 8',
  'item',
  'item 12',
  'generated item 3',
  'dir-00',
  'bulk/dir',
  'k/d',
  '/item-0',
  'txt',
  'file:///bulk',
  'resume',
  'Résumé',
  'rprt',
  'gnrtd',
  'gi3',
  'itm',
  'istanbul',
  'cafe',
  'fi',
  'orders 1',
  'photo png',
  '.png',
  'report folder',
  'a b c d e f g h i',
  'zzzz-no-such-thing',
  'x',
  'a/a',
  'deep e',
  'ab ab',
  'zzi',
];
/** The queries above that match nothing in the sample. */
const MISSES = ['a b c d e f g h i', 'zzzz-no-such-thing'];

const FILTERS: Array<Partial<ResourceFilterValue>> = [
  {},
  { servers: ['db'] },
  { servers: ['files', 'web'], mimeFamilies: ['text'] },
  { mimeFamilies: ['image', 'data'] },
  { audiences: ['user'] },
  { audiences: ['assistant'], minPriority: 0.5 },
  { minPriority: 0.35 },
  { modifiedSince: '30d' },
  { modifiedSince: '2026-09-15' },
  { kinds: ['template'] },
  { kinds: ['resource'], servers: ['web'] },
];

describe('CatalogMatchJob', () => {
  it('reads every resource back as it was appended', () => {
    for (let id = 0; id < COUNT; id += 1) expect(store.resource(id)).toEqual(entries[id]!.resource);
    expect(store.serverOf(COUNT - 1)).toBe(entries[COUNT - 1]!.serverId);
  });

  it.each(QUERIES)('matches and ranks %j as the entry matcher does, under every filter', (query) => {
    for (const partial of FILTERS) {
      const filters = { ...DEFAULT_FILTERS, ...partial, query };
      const expectedIds = entries.flatMap((entry, index) => (createFilterPredicate(filters, { now: NOW })(entry) ? [index] : []));
      const ranked = rankEntries(entries, query, { filter: createFilterPredicate({ ...filters, query: '' }, { now: NOW }), limit: 150 });
      const expectedRanked = ranked.hits.map((hit) => entries.indexOf(hit.entry as ResourceItemEntry));

      const result = runJob(filters, { limit: 150 }).result();
      expect(Array.from(result.ids), JSON.stringify(partial)).toEqual(expectedIds);
      expect(result.total).toBe(expectedIds.length);
      expect(Array.from(result.ranked), JSON.stringify(partial)).toEqual(expectedRanked);
      if (query.trim()) expect(result.total).toBe(ranked.total);
      // Ranking nothing (the tree's filter), each word is only checked for, not scored: the same matches.
      expect(Array.from(runJob(filters, { limit: 0 }).result().ids), JSON.stringify(partial)).toEqual(expectedIds);
    }
  });

  it('finds matches for the test queries meant to match, so the comparison compares something', () => {
    const missed = QUERIES.filter((query) => runJob({ ...DEFAULT_FILTERS, query }).result().total === 0);
    expect(missed).toEqual(MISSES);
  });

  it.each(['', 'item', 'resume', 'png'])('counts facets for %j as countFacets does', (query) => {
    for (const partial of FILTERS) {
      const filters = { ...DEFAULT_FILTERS, ...partial, query };
      const counts = runJob(filters, { facets: true }).facetCounts();
      expect(counts, JSON.stringify(partial)).toEqual(countFacets(entries, filters, { now: NOW }));
    }
  });

  it('checks only the candidates it is given, and gives the same answer from them', () => {
    const filters = { ...DEFAULT_FILTERS, query: 'item' };
    const wide = runJob(filters).result();
    const narrower = { ...filters, query: 'item 12' };
    const job = new CatalogMatchJob(store, narrower, { now: NOW, candidates: wide.ids });
    while (!job.step(1));
    expect(Array.from(job.result().ids)).toEqual(Array.from(runJob(narrower).result().ids));
  });

  it('checks candidates only for the words their query lacked, and not at all for the same words again', () => {
    const filters = { ...DEFAULT_FILTERS, query: 'item' };
    const items = runJob(filters).result();
    const narrower = { ...filters, query: 'item 12' };
    const fromItems = new CatalogMatchJob(store, narrower, { now: NOW, limit: 0, candidates: items.ids, candidatesQuery: 'item' });
    while (!fromItems.step(1));
    expect(Array.from(fromItems.result().ids)).toEqual(Array.from(runJob(narrower).result().ids));

    // Said to match "item", every resource is taken at its word: only "12" is looked for.
    const every = Int32Array.from({ length: store.size }, (_, id) => id);
    const trusting = new CatalogMatchJob(store, narrower, { now: NOW, limit: 0, candidates: every, candidatesQuery: 'item' });
    while (!trusting.step(1));
    const twelves = runJob({ ...filters, query: '12' }).result();
    expect(Array.from(trusting.result().ids)).toEqual(Array.from(twelves.ids));
    expect(twelves.total).toBeGreaterThan(runJob(narrower).result().total);

    const same = new CatalogMatchJob(store, { ...filters, query: 'item ' }, { now: NOW, limit: 0, candidates: every, candidatesQuery: 'item' });
    while (!same.step(1));
    expect(same.result().total).toBe(store.size);
  });

  it('counts the facets of a query from the matches the tree had for it, as it counts them afresh', () => {
    for (const query of ['item', 'resume', 'e']) {
      const filters = { ...DEFAULT_FILTERS, query };
      const tree = runJob(filters, { limit: 0 }).result();
      const job = new CatalogMatchJob(store, filters, { now: NOW, limit: 0, facets: true, candidates: tree.ids, candidatesQuery: query });
      while (!job.step(1));
      expect(job.facetCounts(), query).toEqual(countFacets(entries, filters, { now: NOW }));
    }
  });

  it('checks a longer last word from where the keystroke before found its start, as it checks afresh', () => {
    const own = new CatalogStore();
    own.append('a', [
      // The first "aba" is not followed by "c"; a later one is.
      { uri: 'file:///a/abab-abac.txt', name: 'abab-abac.txt' },
      // Past its URI's suffix the store holds the title's length, 122: "z". "xyz" is nowhere in this resource.
      { uri: 'file:///a/xy', name: 'xy', title: `z${'q'.repeat(121)}` },
      // "xyz" is in the name, right after a suffix holding "xy".
      { uri: 'file:///b/xy', name: 'xyzzy' },
      // Found in the folder's prefix, not in the suffix.
      { uri: 'file:///abac/xyz/file', name: 'file' },
      // "xyabc" ends the suffix, three units after "xy"; the title's length after it, 100, is "d".
      { uri: 'file:///d/xyabc', name: 'xyabc', title: `d${'q'.repeat(99)}` },
      // Longer than the units kept after a word: "abacinations" only in its second place.
      { uri: 'file:///e/abacination-abacinations.txt', name: 'abacination-abacinations.txt' },
    ]);
    for (let index = 0; index < 300; index += 1) own.append('b', [sampleResource(index)]);
    const fresh = (query: string) => {
      const job = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query }, { limit: 0 });
      while (!job.step(1));
      return Array.from(job.result().ids);
    };
    for (const typed of ['abac', 'xyzzy', 'xyabcd', 'abacinations', 'item 12', 'generated', 'fil']) {
      let previous: { query: string; ids: Int32Array; positions: ReturnType<CatalogMatchJob['positions']> } | undefined;
      for (let length = 1; length <= typed.length; length += 1) {
        const query = typed.slice(0, length);
        const options = { limit: 0, ...(previous && { candidates: previous.ids, candidatesQuery: previous.query, candidatePositions: previous.positions }) };
        const job = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query }, options);
        while (!job.step(1));
        expect(Array.from(job.result().ids), query).toEqual(fresh(query));
        // The facet count of the same query, in between as the host runs it: it keeps the positions.
        const count = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query }, { ...options, facets: true, candidates: job.result().ids, candidatesQuery: query, candidatePositions: job.positions() });
        while (!count.step(1));
        expect(Array.from(count.result().ids), query).toEqual(fresh(query));
        expect(count.positions(), query).toBe(job.positions());
        const ids = count.result().ids;
        // A one-letter word is checked from the resources' bits: its positions are found after the answer, as the host finds them.
        previous = { query, ids, positions: count.positions() ?? (length === 1 ? firstPositions(own, ids, query) : undefined) };
      }
    }
    // None for a number: the digits typed after it seldom follow its first place.
    for (const [query, kept] of [['item 12', false], ['12', false], ['item t2', true]] as const) {
      const numbered = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query }, { limit: 0 });
      expect(numbered.positions() !== undefined, query).toBe(kept);
    }
    // What the positions say: where the suffix holds the word, -1 where it is elsewhere.
    const job = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'abac' }, { limit: 0 });
    while (!job.step(1));
    const { word, positions } = job.positions()!;
    expect(word).toBe('abac');
    expect(own.read(positions[0]!, 4)).toBe('abac');
    expect(positions[3]).toBe(-1);
    expect(Array.from(job.result().ids)).toEqual([0, 3, 5]);
  });

  it("records a count's positions apart: a match that went ahead of it and narrowed in the same arrays keeps its places", () => {
    const own = new CatalogStore();
    // "ite" is in the title alone; the suffix holds "it", then "xm": read where "ite" was placed, it would pass as "item".
    own.append('a', [{ uri: 'file:///a/itxm', name: 'itxm', title: 'ite' }, { uri: 'file:///a/item', name: 'item' }]);
    const step = (job: CatalogMatchJob) => {
      while (!job.step(1));
      return job;
    };
    const letter = step(new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'i' }, { limit: 0 })).result().ids;
    const places = firstPositions(own, letter, 'i')!;
    // The filters' count of `it`, waiting while the tree's match of `ite` goes ahead of it.
    const count = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'it' }, { limit: 0, facets: true, candidates: letter, candidatesQuery: 'i', candidatePositions: places });
    const typedOn = step(new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'ite' }, { limit: 0, candidates: letter, candidatesQuery: 'i', candidatePositions: places }));
    step(count);
    const item = step(new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'item' }, { limit: 0, candidates: typedOn.result().ids, candidatesQuery: 'ite', candidatePositions: typedOn.positions() }));
    expect(Array.from(item.result().ids)).toEqual([1]);
  });

  it('ranks from the sums of the ranking before it as it ranks afresh, word after word, with matches it left unscored', () => {
    let unscored = 0;
    for (const partial of [{}, { mimeFamilies: ['text'] as const, minPriority: 0.2 }]) {
      let previous: { query: string; ids: Int32Array; sums: ReturnType<CatalogMatchJob['sums']> } | undefined;
      for (const query of ['item', 'item ', 'item 1', 'item 12', 'item 12 t', 'item 12 tx', 'generated i']) {
        const filters = { ...DEFAULT_FILTERS, ...partial, query } as ResourceFilterValue;
        const narrowing = previous && query.startsWith(previous.query);
        const job = new CatalogMatchJob(store, filters, { now: NOW, limit: 40, ...(narrowing && previous && { candidates: previous.ids, candidatesQuery: previous.query, candidateSums: previous.sums }) });
        while (!job.step(1));
        const fresh = runJob(filters, { limit: 40 }).result();
        const result = job.result();
        expect(Array.from(result.ids), query).toEqual(Array.from(fresh.ids));
        expect(Array.from(result.ranked), query).toEqual(Array.from(fresh.ranked));
        const { scored, all, allButLast } = job.sums()!;
        expect([all.length, allButLast.length]).toEqual([scored.length, scored.length]);
        expect(scored.every((at, position) => at < result.total && (position === 0 || at > scored[position - 1]!))).toBe(true);
        unscored += result.total - scored.length;
        previous = { query, ids: result.ids, sums: job.sums() };
      }
    }
    // Matches whose bound could not beat the worst kept were not scored, and the rankings after them scored them afresh.
    expect(unscored).toBeGreaterThan(COUNT);
  });

  it('ranks a longer last word from where the keystroke before found its start, with its sums, as it ranks afresh', () => {
    let extended = 0;
    for (const typed of ['item 12', 'generated', 'resume', 'photo png']) {
      let previous: { query: string; ids: Int32Array; sums: ReturnType<CatalogMatchJob['sums']>; positions: ReturnType<CatalogMatchJob['positions']> } | undefined;
      for (let length = 1; length <= typed.length; length += 1) {
        const query = typed.slice(0, length);
        const filters = { ...DEFAULT_FILTERS, query };
        const from = previous && { candidates: previous.ids, candidatesQuery: previous.query, candidateSums: previous.sums, candidatePositions: previous.positions };
        const job = new CatalogMatchJob(store, filters, { now: NOW, limit: 40, ...from });
        while (!job.step(1));
        const fresh = runJob(filters, { limit: 40 }).result();
        expect(Array.from(job.result().ids), query).toEqual(Array.from(fresh.ids));
        expect(Array.from(job.result().ranked), query).toEqual(Array.from(fresh.ranked));
        if (from?.candidatePositions && job.positions()?.word === query.split(' ').at(-1)) extended += 1;
        previous = { query, ids: job.result().ids, sums: job.sums(), positions: job.positions() };
      }
    }
    // Most keystrokes typed on in a word of two letters or more: read from where the one before found it.
    expect(extended).toBeGreaterThan(10);
  });

  it('takes the sums it is given for the words they cover, and scores only the others', () => {
    const items = runJob({ ...DEFAULT_FILTERS, query: 'item' }, { limit: 40 });
    const ids = items.result().ids;
    const zeros = { scored: Int32Array.from(ids.keys()), all: new Float64Array(ids.length), allButLast: new Float64Array(ids.length) };
    const job = new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query: 'item 12' }, { now: NOW, limit: 40, candidates: ids, candidatesQuery: 'item', candidateSums: zeros });
    while (!job.step(1));
    // With "item" counted as nothing, the order is that of "12" alone among the same candidates.
    const twelve = new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query: '12' }, { now: NOW, limit: 40, candidates: ids });
    while (!twelve.step(1));
    expect(Array.from(job.result().ranked)).toEqual(Array.from(twelve.result().ranked).filter((id) => job.result().ids.includes(id)).slice(0, 40));
    expect(Array.from(job.result().ranked)).not.toEqual(Array.from(runJob({ ...DEFAULT_FILTERS, query: 'item 12' }, { limit: 40 }).result().ranked));
  });

  it('stops after its budget and goes on where it stopped', () => {
    const job = new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query: 'e' }, { now: NOW });
    let slices = 0;
    while (!job.step(0)) slices += 1;
    // A zero budget still does one run of 2,048 resources per slice.
    expect(slices).toBe(Math.ceil(store.size / 2048) - 1);
    expect(job.result().total).toBe(runJob({ ...DEFAULT_FILTERS, query: 'e' }).result().total);
  });

  it('leaves out the resources of a cleared server', () => {
    const own = new CatalogStore();
    own.append('a', [sampleResource(1), sampleResource(2)]);
    own.append('b', [sampleResource(3)]);
    expect(own.clear('a')).toBe(2);
    const job = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'item' }, { facets: true });
    job.step(10);
    expect(Array.from(job.result().ids)).toEqual([2]);
    expect(job.facetCounts().servers).toEqual({ b: 1 });
    // The tree's match and the palette's ranking, which find their matches in a loop of their own.
    const matched = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'item' }, { limit: 0 });
    matched.step(10);
    expect(Array.from(matched.result().ids)).toEqual([2]);
    const ranked = new CatalogMatchJob(own, { ...DEFAULT_FILTERS, query: 'item' }, { limit: 5 });
    ranked.step(10);
    expect(Array.from(ranked.result().ranked)).toEqual([2]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { BestOf } from './best-of.js';
import type { ResourceEntry } from './entry.js';
import { countFacets } from './facets.js';
import { DEFAULT_FILTERS } from './filters.js';
import { MatchJob, type MatchSet } from './match-job.js';
import { rankEntries, rankMatches } from './rank.js';

function resource(name: string, serverId = 'a', mimeType = 'text/plain'): ResourceEntry {
  return { kind: 'resource', serverId, origin: 'list', resource: { uri: `file:///x/${name}`, name, mimeType } };
}

describe('rankEntries', () => {
  const entries = ['server.ts', 'webserver.log', 'server', 'http-server.md', 'client.ts', 'observe.ts'].map((name) => resource(name));

  it('returns the best hits first and counts all matches', () => {
    const { hits, total } = rankEntries(entries, 'server');
    expect(hits.map((hit) => (hit.entry.kind === 'resource' ? hit.entry.resource.name : ''))).toEqual(['server', 'server.ts', 'http-server.md', 'webserver.log']);
    expect(total).toBe(4);
  });

  it('keeps only the best `limit` hits, the same ones a full sort would keep', () => {
    const many = Array.from({ length: 5000 }, (_, index) => resource(`item-${String(index).padStart(4, '0')}${index % 7 === 0 ? '-server' : ''}.txt`));
    const limited = rankEntries(many, 'item server', { limit: 10 });
    const all = rankEntries(many, 'item server', { limit: 100_000 });
    expect(limited.total).toBe(all.total);
    expect(limited.hits.map((hit) => hit.entry)).toEqual(all.hits.slice(0, 10).map((hit) => hit.entry));
  });

  it('applies the filter and ranks nothing for an empty query', () => {
    const mixed = [resource('a.md', 'one'), resource('a.txt', 'two')];
    expect(rankEntries(mixed, 'a', { filter: (entry) => entry.serverId === 'two' }).hits.map((hit) => hit.entry.serverId)).toEqual(['two']);
    expect(rankEntries(mixed, '  ')).toEqual({ hits: [], total: 0 });
  });
});

describe('countFacets', () => {
  const entries: ResourceEntry[] = [
    resource('a.md', 'one', 'text/markdown'),
    resource('b.png', 'one', 'image/png'),
    resource('c.png', 'two', 'image/png'),
    { kind: 'template', serverId: 'two', template: { uriTemplate: 'x://{y}', name: 'y' } },
  ];

  it('counts each facet with the other facets applied, not its own', () => {
    const counts = countFacets(entries, { ...DEFAULT_FILTERS, servers: ['one'], mimeFamilies: ['image'] });
    expect(counts.servers).toEqual({ one: 1, two: 1 });
    expect(counts.mimeFamilies).toMatchObject({ text: 1, image: 1, other: 0 });
    expect(counts.kinds).toEqual({ resource: 1, template: 0 });
    expect(counts.total).toBe(1);
  });

  it('counts everything without constraints', () => {
    const counts = countFacets(entries, DEFAULT_FILTERS);
    expect(counts.total).toBe(4);
    expect(counts.audiences).toEqual({ user: 4, assistant: 4 });
    expect(counts.kinds).toEqual({ resource: 3, template: 1 });
  });
});

describe('MatchJob', () => {
  const entries = Array.from({ length: 3000 }, (_, index) => resource(`item-${index}${index % 5 === 0 ? '-server' : ''}.txt`));

  it('matches in slices to the same result as one pass', () => {
    const job = new MatchJob(entries, 'item serv');
    let steps = 0;
    while (!job.step(100)) steps += 1;
    expect(steps).toBeGreaterThan(10);
    expect(job.progress).toBe(1);
    expect(job.result.entries).toEqual(entries.filter((_, index) => index % 5 === 0));
    expect(rankMatches(job.result, { limit: 20 }).hits.map((hit) => hit.entry)).toEqual(rankEntries(entries, 'item serv', { limit: 20 }).hits.map((hit) => hit.entry));
  });

  it('narrows the previous matches when the query grows, with the same result as starting over', () => {
    const first = new MatchJob(entries, 'item');
    first.step(Infinity);
    const narrowed = new MatchJob(entries, 'item 12', first.result);
    narrowed.step(Infinity);
    const fresh = new MatchJob(entries, 'item 12');
    fresh.step(Infinity);
    expect(narrowed.result.entries).toEqual(fresh.result.entries);
    expect(narrowed.result.top).toEqual(fresh.result.top);
    // A space adds no word: the previous result is the result, with nothing checked again.
    const spaced = new MatchJob(entries, 'item 12 ', narrowed.result);
    expect(spaced.done).toBe(true);
    expect(spaced.result.query).toBe('item 12 ');
    expect(spaced.result.entries).toEqual(fresh.result.entries);
    expect(spaced.result.top).toEqual(fresh.result.top);
    // A query that does not extend the previous one starts over.
    const other = new MatchJob(entries, 'server', first.result);
    other.step(Infinity);
    expect(other.result.entries).toHaveLength(600);
  });

  it('scores only the words that changed as a query is typed, to the same scores as starting over', () => {
    const typed = 'item 12 ser vr';
    let previous: MatchSet | undefined;
    for (let length = 1; length <= typed.length; length += 1) {
      const query = typed.slice(0, length);
      const narrowed = new MatchJob(entries, query, previous);
      narrowed.step(Infinity);
      const fresh = new MatchJob(entries, query);
      fresh.step(Infinity);
      expect([...narrowed.result.positions], query).toEqual([...fresh.result.positions]);
      expect([...narrowed.result.scores], query).toEqual([...fresh.result.scores]);
      expect(narrowed.result.top, query).toEqual(fresh.result.top);
      previous = narrowed.result;
    }
    expect(previous?.count).toBeGreaterThan(0);
  });

  it('ranks its best matches only when they are first read, once', () => {
    const offer = vi.spyOn(BestOf.prototype, 'offer');
    try {
      const job = new MatchJob(entries, 'item-1', undefined, { keepBest: 50 });
      job.step(Infinity);
      expect(job.result.entries.length).toBeGreaterThan(50);
      expect(offer).not.toHaveBeenCalled();
      const top = job.result.top;
      expect(offer).toHaveBeenCalledTimes(job.result.count);
      expect(job.result.top).toBe(top);
      expect(offer).toHaveBeenCalledTimes(job.result.count);
      expect(top).toEqual(rankEntries(entries, 'item-1', { limit: 50 }).hits.map((hit) => hit.entry));
    } finally {
      offer.mockRestore();
    }
  });

  it('keeps the best matches ranked, so ranking with a filter and without agree', () => {
    const job = new MatchJob(entries, 'item-1', undefined, { keepBest: 50 });
    job.step(Infinity);
    expect(job.result.top).toHaveLength(50);
    const withoutFilter = rankMatches(job.result, { limit: 10 }).hits.map((hit) => hit.entry);
    const withFilter = rankMatches(job.result, { limit: 10, filter: () => true }).hits.map((hit) => hit.entry);
    expect(withoutFilter).toEqual(withFilter);
    expect(rankMatches(job.result, { limit: 10 }).total).toBe(job.result.count);
    expect(job.result.entries).toHaveLength(job.result.count);
  });
});

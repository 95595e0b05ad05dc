import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { countFacets } from '../search/facets.js';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { rankEntries } from '../search/rank.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { createCatalogEngine } from './create-catalog-engine.js';

function page(from: number, count: number): Resource[] {
  return Array.from({ length: count }, (_, index) => sampleResource(from + index));
}

describe('createCatalogEngine without workers (Node)', () => {
  it('runs on the page and answers matches, rows, facets and stats over appended pages', async () => {
    const engine = createCatalogEngine();
    expect(engine.thread).toBe('page');
    expect(await engine.appendPage('files', page(0, 5_000))).toEqual({ first: 0, count: 5_000, epoch: 0 });
    expect(await engine.appendPage('web', page(5_000, 5_000))).toEqual({ first: 5_000, count: 5_000, epoch: 0 });

    const resources = page(0, 10_000);
    const entries = resources.map((resource, index) => ({ kind: 'resource' as const, serverId: index < 5_000 ? 'files' : 'web', resource, origin: 'list' as const }));
    const match = await engine.match('item 12', { servers: ['web'] }, { limit: 20 });
    const expected = rankEntries(entries, 'item 12', { filter: (entry) => entry.serverId === 'web', limit: 20 });
    expect(match.total).toBe(expected.total);
    expect(match.total).toBeGreaterThan(20);
    const rows = await engine.get(match.ranked);
    expect(rows.map((row) => row?.resource)).toEqual(expected.hits.map((hit) => hit.entry.resource));
    expect(rows.every((row) => row?.serverId === 'web')).toBe(true);

    const now = Date.UTC(2026, 10, 1, 9);
    const filters = { mimeFamilies: ['text' as const], modifiedSince: '30d' };
    expect(await engine.facetCounts('item', filters, { now })).toEqual(countFacets(entries, { ...DEFAULT_FILTERS, ...filters, query: 'item' }, { now }));

    const stats = await engine.stats();
    expect(stats).toMatchObject({ resources: 10_000, removed: 0, servers: 2 });
    expect(stats.prefixes).toBeGreaterThan(100);
    engine.close();
  });

  it('stays on the page when asked to move into a worker where none can start, holding and answering what it held', async () => {
    const engine = createCatalogEngine({ thread: 'page' });
    await engine.appendPage('files', page(0, 2_000));
    const before = await engine.match('item 12', {}, { limit: 10 });
    const [moved, appended] = await Promise.all([engine.moveToWorker(), engine.appendPage('files', page(2_000, 100))]);
    expect(moved).toBe('page');
    expect(engine.thread).toBe('page');
    expect(appended.first).toBe(2_000);
    const after = await engine.match('item 12', {}, { limit: 10 });
    expect(Array.from(after.ranked)).toEqual(Array.from(before.ranked));
    expect(after.total).toBeGreaterThan(before.total);
    expect((await engine.stats()).resources).toBe(2_100);
    engine.close();
  });

  it('narrows a query the user typed on from the last matches, with the same answer', async () => {
    const engine = createCatalogEngine({ thread: 'page' });
    await engine.appendPage('files', page(0, 3_000));
    const wide = await engine.match('i', {});
    const narrow = await engine.match('it', {});
    const fresh = createCatalogEngine({ thread: 'page' });
    await fresh.appendPage('files', page(0, 3_000));
    expect(Array.from(narrow.ids)).toEqual(Array.from((await fresh.match('it', {})).ids));
    expect(narrow.total).toBeLessThanOrEqual(wide.total);
    // A page appended after the last match is matched too: narrowing must not skip it.
    await engine.appendPage('files', page(3_000, 10));
    await fresh.appendPage('files', page(3_000, 10));
    const after = await engine.match('ite', {});
    expect(Array.from(after.ids)).toEqual(Array.from((await fresh.match('ite', {})).ids));
    expect(after.ids[after.ids.length - 1]).toBeGreaterThanOrEqual(3_000);
  });

  it('answers without the ids of every match when asked to, with the same ranking and total, and narrows from them after', async () => {
    const engine = createCatalogEngine({ thread: 'page' });
    await engine.appendPage('files', page(0, 3_000));
    const fresh = createCatalogEngine({ thread: 'page' });
    await fresh.appendPage('files', page(0, 3_000));
    for (const query of ['i', 'it', 'item 1', 'item 1 ']) {
      const bare = await engine.match(query, {}, { limit: 10, ids: false });
      const whole = await fresh.match(query, {}, { limit: 10 });
      expect(bare.ids.length).toBe(0);
      expect(whole.ids.length).toBe(whole.total);
      expect(Array.from(bare.ranked), query).toEqual(Array.from(whole.ranked));
      expect(bare.total, query).toBe(whole.total);
    }
  });

  it('counts facets from the matches of the query just matched (the tree\'s, then the filters\'), with the same answer', async () => {
    const resources = page(0, 3_000);
    const entries = resources.map((resource) => ({ kind: 'resource' as const, serverId: 'files', resource, origin: 'list' as const }));
    const engine = createCatalogEngine({ thread: 'page' });
    await engine.appendPage('files', resources);
    const now = Date.UTC(2026, 10, 1, 9);
    for (const [query, filters] of [
      ['it', {}],
      ['item 1', {}],
      ['item 1', { minPriority: 0.3 }],
      ['item 12', { mimeFamilies: ['text' as const] }],
    ] as const) {
      const value = { ...DEFAULT_FILTERS, ...filters, query };
      const matched = await engine.match(query, filters, { limit: 0, now });
      expect(await engine.facetCounts(query, filters, { limit: 0, now })).toEqual(countFacets(entries, value, { now }));
      // And the other way round: a match right after a count of the same query.
      expect(Array.from((await engine.match(query, filters, { limit: 0, now })).ids)).toEqual(Array.from(matched.ids));
    }
    // Typed on from a count: the match narrows the count's matches.
    await engine.facetCounts('ite', {}, { limit: 0, now });
    const narrowed = await engine.match('item 2', {}, { limit: 10, now });
    const expected = rankEntries(entries, 'item 2', { limit: 10 });
    expect(narrowed.total).toBe(expected.total);
    expect((await engine.get(narrowed.ranked)).map((row) => row?.resource)).toEqual(expected.hits.map((hit) => hit.entry.resource));
  });

  it('answers a match of rows ahead of the facet counts queued before it', async () => {
    const engine = createCatalogEngine({ thread: 'page' });
    await engine.appendPage('files', page(0, 20_000));
    const order: string[] = [];
    const noted = <T,>(name: string, promise: Promise<T>) => promise.then((value) => (order.push(name), value));
    const counted = [noted('count e', engine.facetCounts('e', {}, { limit: 0 })), noted('count it', engine.facetCounts('it', {}, { limit: 0 }))];
    const rows = await noted('match', engine.match('item', {}, { limit: 0 }));
    await Promise.all(counted);
    expect(order).toEqual(['match', 'count e', 'count it']);
    const alone = await engine.match('item', {}, { limit: 0 });
    expect(rows.total).toBe(alone.total);
    expect(Array.from(rows.ids)).toEqual(Array.from(alone.ids));
  });

  it('rejects an aborted match with an AbortError, and one superseded under the same key', async () => {
    const engine = createCatalogEngine();
    await engine.appendPage('files', page(0, 20_000));
    const controller = new AbortController();
    const aborted = engine.match('e', {}, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });

    const first = engine.match('e', {}, { key: 'palette' });
    const second = engine.match('g', {}, { key: 'palette' });
    const other = engine.match('e', {}, { key: 'tree' });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect((await second).total).toBeGreaterThan(0);
    expect((await other).total).toBeGreaterThan(0);
    await expect(engine.match('e', {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('forgets a cleared server: its rows read as undefined, and it matches nothing', async () => {
    const engine = createCatalogEngine();
    await engine.appendPage('files', page(0, 100));
    await engine.appendPage('web', page(100, 100));
    expect(await engine.clear('files')).toEqual({ removed: 100, epoch: 0 });
    const match = await engine.match('item', {});
    expect(Math.min(...match.ids)).toBeGreaterThanOrEqual(100);
    const [gone, kept] = await engine.get([0, 150]);
    expect(gone).toBeUndefined();
    expect(kept).toEqual({ id: 150, serverId: 'web', resource: sampleResource(150) });
    expect(await engine.stats()).toMatchObject({ resources: 100, removed: 100 });
  });

  it('compacts once cleared resources outnumber the rest, and refuses rows of ids from before', async () => {
    const engine = createCatalogEngine();
    await engine.appendPage('files', page(0, 5_000));
    await engine.appendPage('web', page(5_000, 300));
    const before = await engine.match('item', { servers: ['web'] });
    expect(before.ids[0]).toBe(5_000);
    expect(await engine.clear('files')).toEqual({ removed: 5_000, epoch: 1 });
    await expect(engine.get(before.ids, { epoch: before.epoch })).rejects.toThrow(/compacted since \(epoch 1\): match again/);

    const after = await engine.match('item', { servers: ['web'] });
    expect(after).toMatchObject({ epoch: 1, total: before.total });
    expect(after.ids[0]).toBe(0);
    const rows = await engine.get(after.ids, { epoch: after.epoch });
    expect(rows.map((row) => row?.resource)).toEqual((await engine.get(after.ids)).map((row) => row?.resource));
    expect(rows.map((row) => row?.resource.uri)).toEqual(Array.from(before.ids, (id) => sampleResource(id).uri));
    expect(await engine.stats()).toMatchObject({ resources: 300, removed: 0, epoch: 1 });
    expect(await engine.appendPage('files', page(0, 10))).toEqual({ first: 300, count: 10, epoch: 1 });
  });

  it('refuses work once closed, saying what to do', async () => {
    const engine = createCatalogEngine();
    engine.close();
    await expect(engine.match('a')).rejects.toThrow(/closed: create a new one/);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { CatalogHost } from './catalog-host.js';
import type { CatalogRequest, CatalogResponse } from './catalog-protocol.js';

const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => sampleResource(from + index));

describe('CatalogHost', () => {
  it('runs a match of rows ahead of the counts queued after the last append, never ahead of an append', async () => {
    const replies: Array<Extract<CatalogResponse, { request: number }>> = [];
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    const host = new CatalogHost((response) => {
      if (!('request' in response)) return;
      replies.push(response);
      if (replies.length === 5) done();
    }, 1);
    const match = (request: number, facets: boolean): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query: 'item' }, limit: 0, now: 0, facets });
    host.receive({ type: 'append', request: 1, serverId: 'files', resources: page(0, 20_000) });
    host.receive(match(2, true));
    host.receive({ type: 'append', request: 3, serverId: 'files', resources: page(20_000, 5_000) });
    host.receive(match(4, true));
    host.receive(match(5, false));
    await all;
    expect(replies.map(({ request }) => request)).toEqual([1, 2, 3, 5, 4]);
    const total = (request: number) => (replies.find((reply) => reply.request === request) as Extract<CatalogResponse, { type: 'matched' }>).total;
    // The match saw the second page, as the count after it did; the count before it did not.
    expect(total(5)).toBe(total(4));
    expect(total(5)).toBeGreaterThan(total(2));
  });
});

import { describe, expect, it } from 'vitest';
import type { ResourceEntry } from './entry.js';
import { DEFAULT_FILTERS, clearFilters, compareEntries, createFilterPredicate, hasActiveFilters, resolveModifiedSince, type ResourceFilterValue } from './filters.js';

const NOW = Date.UTC(2026, 10, 30, 12);
const DAY = 86_400_000;

function resource(
  uri: string,
  extra: { name?: string; title?: string; mimeType?: string; size?: number; audience?: Array<'user' | 'assistant'>; priority?: number; daysAgo?: number } = {},
  serverId = 'a',
): ResourceEntry {
  const { audience, priority, daysAgo, name, ...rest } = extra;
  const annotations = {
    ...(audience && { audience }),
    ...(priority !== undefined && { priority }),
    ...(daysAgo !== undefined && { lastModified: new Date(NOW - daysAgo * DAY).toISOString() }),
  };
  return { kind: 'resource', serverId, origin: 'list', resource: { uri, name: name ?? uri.split('/').at(-1)!, ...rest, annotations } };
}

const catalog: ResourceEntry[] = [
  resource('file:///p/README.md', { mimeType: 'text/markdown', size: 3_000, audience: ['user', 'assistant'], priority: 1, daysAgo: 4 }),
  resource('file:///p/src/server.ts', { mimeType: 'text/x-typescript', size: 9_000, audience: ['assistant'], priority: 0.9, daysAgo: 1 }),
  resource('file:///p/logo.png', { mimeType: 'image/png', size: 600, audience: ['user'], priority: 0.3, daysAgo: 120 }),
  resource('file:///p/data.csv', { mimeType: 'text/csv', size: 40_000, daysAgo: 0 }),
  resource('file:///p/invoice.pdf', { mimeType: 'application/pdf' }, 'b'),
  { kind: 'template', serverId: 'b', template: { uriTemplate: 'weather://forecast/{city}', name: 'forecast', mimeType: 'application/json' } },
];

function names(filters: Partial<ResourceFilterValue>): string[] {
  const predicate = createFilterPredicate({ ...DEFAULT_FILTERS, ...filters }, { now: NOW });
  return catalog.filter(predicate).map((entry) => (entry.kind === 'resource' ? entry.resource.name : entry.template.name));
}

describe('createFilterPredicate', () => {
  it('passes everything without constraints', () => {
    expect(names({})).toHaveLength(catalog.length);
  });

  it('filters by server and kind', () => {
    expect(names({ servers: ['b'] })).toEqual(['invoice.pdf', 'forecast']);
    expect(names({ kinds: ['template'] })).toEqual(['forecast']);
    expect(names({ servers: ['b'], kinds: ['resource'] })).toEqual(['invoice.pdf']);
  });

  it('filters by MIME family, any of several', () => {
    expect(names({ mimeFamilies: ['code'] })).toEqual(['server.ts']);
    expect(names({ mimeFamilies: ['image', 'pdf'] })).toEqual(['logo.png', 'invoice.pdf']);
    expect(names({ mimeFamilies: ['data'] })).toEqual(['data.csv', 'forecast']);
  });

  it('keeps entries without an audience for every audience', () => {
    expect(names({ audiences: ['user'] })).toEqual(['README.md', 'logo.png', 'data.csv', 'invoice.pdf', 'forecast']);
    expect(names({ audiences: ['assistant'] })).not.toContain('logo.png');
  });

  it('counts a missing priority as 0', () => {
    expect(names({ minPriority: 0.9 })).toEqual(['README.md', 'server.ts']);
    expect(names({ minPriority: 0 })).toHaveLength(catalog.length);
  });

  it('filters by a span back from now or an absolute date, leaving out undated entries', () => {
    expect(names({ modifiedSince: '7d' })).toEqual(['README.md', 'server.ts', 'data.csv']);
    expect(names({ modifiedSince: '36h' })).toEqual(['server.ts', 'data.csv']);
    expect(names({ modifiedSince: '2026-11-28' })).toEqual(['server.ts', 'data.csv']);
    expect(names({ modifiedSince: 'yesterday-ish' })).toHaveLength(catalog.length);
  });

  it('combines the query with the facets', () => {
    expect(names({ query: 'p', mimeFamilies: ['image'] })).toEqual(['logo.png']);
    expect(names({ query: 'forecast', kinds: ['resource'] })).toEqual([]);
  });
});

describe('resolveModifiedSince', () => {
  it('understands spans and ISO dates and rejects the rest', () => {
    expect(resolveModifiedSince('24h', NOW)).toBe(NOW - DAY);
    expect(resolveModifiedSince('2w', NOW)).toBe(NOW - 14 * DAY);
    expect(resolveModifiedSince('1y', NOW)).toBe(NOW - 365 * DAY);
    expect(resolveModifiedSince('2026-11-01', NOW)).toBe(Date.UTC(2026, 10, 1));
    expect(resolveModifiedSince('2026-11-01T10:00:00Z', NOW)).toBe(Date.UTC(2026, 10, 1, 10));
    for (const invalid of ['', '7', 'd7', '99999d', 'last week', '2026-13-45', 'javascript:alert(1)']) {
      expect(resolveModifiedSince(invalid, NOW), invalid).toBeUndefined();
    }
  });
});

describe('hasActiveFilters and clearFilters', () => {
  it('treats the sort order and a whitespace query as no constraint', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'size', query: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, minPriority: 0.5 })).toBe(true);
    expect(clearFilters({ ...DEFAULT_FILTERS, sort: 'size', kinds: ['template'], query: 'x' })).toEqual({ ...DEFAULT_FILTERS, sort: 'size' });
  });

  it('clears to plain lists of its own, not the frozen ones of DEFAULT_FILTERS', () => {
    const cleared = clearFilters({ ...DEFAULT_FILTERS, sort: 'recent', servers: ['a'] });
    for (const list of [cleared.servers, cleared.kinds, cleared.mimeFamilies, cleared.audiences]) {
      expect(Object.isFrozen(list)).toBe(false);
      expect(list).toEqual([]);
    }
    expect(Object.isFrozen(cleared)).toBe(false);
  });
});

describe('compareEntries', () => {
  const order = (sort: ResourceFilterValue['sort']) =>
    [...catalog].sort(compareEntries(sort)).map((entry) => (entry.kind === 'resource' ? entry.resource.name : entry.template.name));

  it('sorts by name naturally, ignoring case', () => {
    const items = ['item-10', 'Item-9', 'item-100', 'apple'].map((name) => resource(`x://a/${name}`, { name }));
    expect(items.sort(compareEntries('name')).map((entry) => (entry.kind === 'resource' ? entry.resource.name : ''))).toEqual([
      'apple',
      'Item-9',
      'item-10',
      'item-100',
    ]);
  });

  it('sorts by priority, recency and size, highest first, unknown last', () => {
    expect(order('priority')).toEqual(['README.md', 'server.ts', 'logo.png', 'data.csv', 'forecast', 'invoice.pdf']);
    expect(order('recent')).toEqual(['data.csv', 'server.ts', 'README.md', 'logo.png', 'forecast', 'invoice.pdf']);
    expect(order('size')).toEqual(['data.csv', 'server.ts', 'README.md', 'logo.png', 'forecast', 'invoice.pdf']);
  });
});

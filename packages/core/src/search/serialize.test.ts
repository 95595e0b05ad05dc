import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type ResourceFilterValue } from './filters.js';
import { normalizeFilters, parseFilters, serializeFilters } from './serialize.js';

describe('serializeFilters and parseFilters', () => {
  it('leaves defaults out of the URL', () => {
    expect(serializeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const filters: ResourceFilterValue = {
      query: 'café & "quotes" ?=#',
      servers: ['demo', 'second server'],
      kinds: ['template'],
      mimeFamilies: ['code', 'image'],
      audiences: ['assistant'],
      minPriority: 0.5,
      modifiedSince: '7d',
      sort: 'recent',
    };
    const params = serializeFilters(filters);
    expect(params.toString()).toBe(
      'q=caf%C3%A9+%26+%22quotes%22+%3F%3D%23&servers=demo&servers=second+server&kind=template&mime=code&mime=image&audience=assistant&priority=0.5&since=7d&sort=recent',
    );
    expect(parseFilters(params.toString())).toEqual(filters);
    expect(parseFilters(params)).toEqual(filters);
  });

  it('keeps parameters that are not filters and replaces stale ones', () => {
    const params = serializeFilters({ ...DEFAULT_FILTERS, kinds: ['resource'] }, '?servers=old&server=http%3A%2F%2Fh%2Fmcp&kind=template');
    expect(params.toString()).toBe('server=http%3A%2F%2Fh%2Fmcp&kind=resource');
  });

  it('keeps its parameters apart from the host’s with a prefix', () => {
    const params = serializeFilters({ ...DEFAULT_FILTERS, query: 'log', mimeFamilies: ['text'] }, '?q=host-search', { prefix: 'browse.' });
    expect(params.toString()).toBe('q=host-search&browse.q=log&browse.mime=text');
    expect(parseFilters(params, { prefix: 'browse.' })).toEqual({ ...DEFAULT_FILTERS, query: 'log', mimeFamilies: ['text'] });
  });

  it('drops unknown, malformed and out-of-range values instead of failing', () => {
    const parsed = parseFilters('mime=image&mime=executable&mime=image&kind=folder&audience=robot&priority=7&since=tomorrow&sort=random&servers=');
    expect(parsed).toEqual({ ...DEFAULT_FILTERS, mimeFamilies: ['image'], minPriority: 1 });
    expect(parseFilters('priority=abc').minPriority).toBeUndefined();
    expect(parseFilters('priority=-3').minPriority).toBeUndefined();
    expect(parseFilters('priority=0.333').minPriority).toBe(0.33);
  });

  it('bounds hostile input', () => {
    const params = new URLSearchParams();
    params.set('q', 'x'.repeat(100_000));
    for (let index = 0; index < 1000; index += 1) params.append('servers', `s${index}`);
    params.append('servers', 'y'.repeat(10_000));
    const parsed = parseFilters(params);
    expect(parsed.query).toHaveLength(500);
    expect(parsed.servers).toHaveLength(50);
    expect(parsed.servers.every((server) => server.length < 10)).toBe(true);
  });

  it('normalizes order and duplicates so equal filters serialize equally', () => {
    const a = normalizeFilters({ mimeFamilies: ['pdf', 'text', 'pdf'], audiences: ['assistant', 'user'] });
    const b = normalizeFilters({ mimeFamilies: ['text', 'pdf'], audiences: ['user', 'assistant'] });
    expect(serializeFilters(a).toString()).toBe(serializeFilters(b).toString());
    expect(a.mimeFamilies).toEqual(['text', 'pdf']);
  });
});

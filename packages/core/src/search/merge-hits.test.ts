import { describe, expect, it } from 'vitest';
import type { ResourceEntry } from './entry.js';
import { mergeHits, tieInRank } from './merge-hits.js';
import { rankEntries } from './rank.js';

function resource(name: string, serverId: string): ResourceEntry {
  return { kind: 'resource', serverId, origin: 'list', resource: { uri: `file:///${serverId}/${name}`, name, ...(name.length % 3 === 0 && { title: name.toUpperCase() }) } };
}

function template(name: string, serverId: string): ResourceEntry {
  return { kind: 'template', serverId, template: { uriTemplate: `tpl://${serverId}/${name}/{id}`, name, description: `the ${name} item of every kind` } };
}

describe('mergeHits', () => {
  // Two servers' resources and some templates, with labels that tie on score and length.
  const listed = Array.from({ length: 3000 }, (_, index) => resource(`item-${index}${index % 11 === 0 ? '-server' : ''}.txt`, index % 2 === 0 ? 'a' : 'b'));
  const templates = Array.from({ length: 40 }, (_, index) => template(`item ${index} server`, index % 2 === 0 ? 'a' : 'b'));
  const all = [...listed, ...templates];
  const place = new Map(all.map((entry, index) => [entry, index]));
  const orderOf = (entry: ResourceEntry) => place.get(entry)!;

  it.each(['item', 'item 1', 'server', 'item server', 'i', 'tem-2', 'kind'])('ranks %j over two lists as rankEntries ranks their union', (query) => {
    const limit = 50;
    const merged = mergeHits(query, [rankEntries(listed, query, { limit }).hits, rankEntries(templates, query, { limit }).hits], limit, orderOf);
    const expected = rankEntries(all, query, { limit }).hits;
    expect(merged.map((hit) => hit.entry)).toEqual(expected.map((hit) => hit.entry));
    expect(merged.map((hit) => hit.match)).toEqual(expected.map((hit) => hit.match));
  });

  it('orders hits that tie on everything by their place in the list, across lists and servers', () => {
    // The same names on two servers, the second server's listed first in one list.
    const a = Array.from({ length: 30 }, (_, index) => resource(`readme-${index % 3}.md`, 'a'));
    const b = Array.from({ length: 30 }, (_, index) => resource(`readme-${index % 3}.md`, 'b'));
    const union = [...a, ...b];
    const at = new Map(union.map((entry, index) => [entry, index]));
    const merged = mergeHits('readme', [rankEntries(b, 'readme', { limit: 20 }).hits, rankEntries(a, 'readme', { limit: 20 }).hits], 20, (entry) => at.get(entry)!);
    const expected = rankEntries(union, 'readme', { limit: 20 }).hits;
    expect(merged.map((hit) => hit.entry)).toEqual(expected.map((hit) => hit.entry));
    expect(expected.slice(0, 10).map((hit) => hit.entry.serverId)).toEqual(Array(10).fill('a'));
  });

  it('keeps at most `limit` hits, and a single list as it is', () => {
    const hits = rankEntries(listed, 'item', { limit: 20 }).hits;
    expect(mergeHits('item', [hits, []], 5, orderOf)).toEqual(hits.slice(0, 5));
    expect(mergeHits('item', [[...hits].reverse()], 5, orderOf)).toEqual(hits.slice(0, 5));
    expect(mergeHits('item', [[], []], 5, orderOf)).toEqual([]);
    expect(mergeHits('item', [hits, rankEntries(templates, 'item', { limit: 20 }).hits], 0, orderOf)).toEqual([]);
  });
});

describe('tieInRank', () => {
  it('holds for the same label and score only', () => {
    expect(tieInRank('readme', resource('readme.md', 'a'), resource('readme.md', 'b'))).toBe(true);
    expect(tieInRank('readme', resource('readme.md', 'a'), resource('readme.txt', 'a'))).toBe(false);
    // The same label, found in the URI of one only.
    const described = { ...template('readme', 'a') };
    expect(tieInRank('kind', described, template('readme', 'b'))).toBe(true);
    expect(tieInRank('tpl', resource('readme', 'a'), template('readme', 'a'))).toBe(false);
  });
});

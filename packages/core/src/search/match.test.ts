import { describe, expect, it } from 'vitest';
import type { ResourceEntry } from './entry.js';
import { characterMask } from './character-mask.js';
import { matchEntry, prepareQuery, scoreEntry, splitByRanges } from './match.js';

function resource(uri: string, fields: { name?: string; title?: string; description?: string } = {}): ResourceEntry {
  return { kind: 'resource', serverId: 'demo', origin: 'list', resource: { uri, name: fields.name ?? uri.split('/').at(-1)!, ...fields } };
}

function marked(text: string, ranges: ReadonlyArray<readonly [number, number]> | undefined): string {
  return splitByRanges(text, ranges)
    .map((piece) => (piece.matched ? `[${piece.text}]` : piece.text))
    .join('');
}

describe('matchEntry', () => {
  const readme = resource('file:///project/README.md', { title: 'README', description: 'Project overview, quick start.' });

  it('matches every field and marks the matched characters', () => {
    const match = matchEntry(prepareQuery('proj'), readme)!;
    expect(marked('file:///project/README.md', match.ranges.uri)).toBe('file:///[proj]ect/README.md');
    expect(marked('Project overview, quick start.', match.ranges.description)).toBe('[Proj]ect overview, quick start.');
    expect(match.ranges.title).toBeUndefined();
  });

  it('requires every word of the query to match somewhere', () => {
    expect(matchEntry(prepareQuery('readme quick'), readme)?.score).toBeGreaterThan(0);
    expect(matchEntry(prepareQuery('readme banana'), readme)).toBeUndefined();
  });

  it('ranks exact over prefix over word start over substring, and a name over a URI', () => {
    const score = (query: string, entry: ResourceEntry) => matchEntry(prepareQuery(query), entry)?.score ?? -1;
    const exact = resource('x://a/1', { name: 'server' });
    const prefix = resource('x://a/2', { name: 'server.ts' });
    const wordStart = resource('x://a/3', { name: 'http-server' });
    const substring = resource('x://a/4', { name: 'webserver' });
    const uriOnly = resource('x://webservers/5', { name: 'five' });
    const scores = [exact, prefix, wordStart, substring, uriOnly].map((entry) => score('server', entry));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(5);
  });

  it('matches a title or name as a subsequence, below any substring match', () => {
    const match = matchEntry(prepareQuery('rdme'), readme)!;
    expect(marked('README', match.ranges.title)).toBe('[R]EA[DME]');
    const substring = matchEntry(prepareQuery('read'), readme)!;
    expect(match.score).toBeLessThan(substring.score);
    expect(matchEntry(prepareQuery('rdmx'), readme)).toBeUndefined();
  });

  it('ignores case and accents, and marks the original characters', () => {
    const notes = resource('file:///project/docs/r%C3%A9sum%C3%A9.md', { title: 'Résumé — café meeting notes ☕' });
    const match = matchEntry(prepareQuery('RESUME cafe'), notes)!;
    expect(marked('Résumé — café meeting notes ☕', match.ranges.title)).toBe('[Résumé] — [café] meeting notes ☕');
  });

  it('keeps ranges valid across characters that change length when folded', () => {
    const entry = resource('x://a/b', { title: 'İstanbul ﬁle' });
    const match = matchEntry(prepareQuery('stanbul'), entry)!;
    expect(marked('İstanbul ﬁle', match.ranges.title)).toBe('İ[stanbul] ﬁle');
  });

  it('matches an empty query with score 0 and no ranges', () => {
    expect(matchEntry(prepareQuery('   '), readme)).toEqual({ score: 0, ranges: {} });
  });

  it('survives hostile fields: huge, empty, missing and non-string values', () => {
    const huge = resource(`file:///${'a'.repeat(1_000_000)}`, { description: 'z'.repeat(1_000_000) });
    expect(matchEntry(prepareQuery('aaa'), huge)?.score).toBeGreaterThan(0);
    // Only the first 512 characters take part, so a match far into a huge field is not found.
    expect(matchEntry(prepareQuery('zzzb'), huge)).toBeUndefined();
    const odd = { kind: 'resource', serverId: 's', origin: 'list', resource: { uri: '', name: 42, title: null } } as unknown as ResourceEntry;
    expect(matchEntry(prepareQuery('x'), odd)).toBeUndefined();
    expect(() => matchEntry(prepareQuery('\u0000 \uD800 ' + '.*'.repeat(50)), readme)).not.toThrow();
  });
});

describe('scoreEntry', () => {
  // It skips fields that cannot raise the score and words whose characters an entry lacks: the
  // shortcuts must give exactly the score that matching every field gives.
  const entries = [
    resource('file:///project/README.md', { title: 'README', description: 'Project overview, quick start.' }),
    resource('file:///bulk/dir-042/item-04217.txt', { title: 'Generated item 4217' }),
    resource('file:///bulk/dir-042/item-04218.txt'),
    resource('db://schema/users', { name: 'users', title: 'Users table', description: 'The schema of users' }),
    resource('file:///café/Résumé.pdf', { description: 'Ünïcödé 2024 – résumé' }),
    resource('x://a/readme', { name: 'readme', title: 'Read me first' }),
    resource('x://9/8', { name: '9', title: '8' }),
    resource('readme://notes', { name: 'notes', title: 'Unreadme' }),
  ];
  const queries = ['r', 'readme', 'rdme', 'item 42', 'item 4217', '4217', '04', 'schema', 'users sch', 'resume', 'cafe 2024', 'ü', '8', '9 8', 'zzz', 'md', 'q'];

  it('gives the score matchEntry gives, and no score exactly when matchEntry finds nothing', () => {
    for (const query of queries) {
      for (const entry of entries) {
        expect(scoreEntry(prepareQuery(query), entry), `${query} → ${entry.kind === 'resource' ? entry.resource.uri : ''}`).toBe(matchEntry(prepareQuery(query), entry)?.score);
      }
    }
  });
});

describe('characterMask', () => {
  it('has a bit for each letter and digit present, and none for other characters', () => {
    expect(characterMask('')).toBe(0);
    expect(characterMask('- _/é')).toBe(0);
    expect(characterMask('ab') & ~characterMask('cab')).toBe(0);
    expect(characterMask('abz') & ~characterMask('cab')).not.toBe(0);
    expect(characterMask('4217') & ~characterMask('item-04217.txt')).toBe(0);
    expect(characterMask('q') & ~characterMask('item-04217.txt')).not.toBe(0);
  });
});

describe('splitByRanges', () => {
  it('clamps ranges outside the text and keeps overlapping ones ordered', () => {
    expect(splitByRanges('abc', [[1, 10]])).toEqual([
      { text: 'a', matched: false },
      { text: 'bc', matched: true },
    ]);
    expect(splitByRanges('abc', [[-5, 1], [0, 2]])).toEqual([
      { text: 'a', matched: true },
      { text: 'b', matched: true },
      { text: 'c', matched: false },
    ]);
    expect(splitByRanges('', [[0, 3]])).toEqual([]);
  });
});

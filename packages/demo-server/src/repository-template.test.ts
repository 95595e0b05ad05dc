import { describe, expect, test } from 'vitest';
import { matchRepositoryUri } from './repository-template.js';
import { matchSimpleTemplate } from './template-definition.js';

describe('matchRepositoryUri (repo://{owner}/{repo}/contents{/path*}{?ref})', () => {
  test.each([
    ['repo://acme/widgets/contents', { owner: 'acme', repo: 'widgets', path: '' }],
    ['repo://acme/widgets/contents?ref=main', { owner: 'acme', repo: 'widgets', path: '', ref: 'main' }],
    ['repo://acme/widgets/contents/src/index.ts', { owner: 'acme', repo: 'widgets', path: 'src/index.ts' }],
    ['repo://acme/widgets/contents/src/index.ts?ref=release%2F2026.10', { owner: 'acme', repo: 'widgets', path: 'src/index.ts', ref: 'release/2026.10' }],
    ['repo://acme/widgets/contents/docs/read%20me.md', { owner: 'acme', repo: 'widgets', path: 'docs/read me.md' }],
  ])('%s', (uri, expected) => {
    expect(matchRepositoryUri(uri)).toEqual(expected);
  });

  test.each(['repo://acme/widgets', 'repo://acme/widgets/tree/main', 'repo://acme/widgets/contents?branch=main', 'repo://acme/widgets/contents/%E0%A4%A'])(
    'rejects %s',
    (uri) => {
      expect(matchRepositoryUri(uri)).toBeUndefined();
    },
  );
});

test('matchSimpleTemplate decodes one segment per variable', () => {
  expect(matchSimpleTemplate('weather://forecast/{city}/{date}', 'weather://forecast/S%C3%A3o%20Paulo/2026-11-02')).toEqual({ city: 'São Paulo', date: '2026-11-02' });
  expect(matchSimpleTemplate('weather://forecast/{city}/{date}', 'weather://forecast/Paris')).toBeUndefined();
  expect(matchSimpleTemplate('weather://forecast/{city}/{date}', 'weather://forecast/Paris/2026-11-02/extra')).toBeUndefined();
});

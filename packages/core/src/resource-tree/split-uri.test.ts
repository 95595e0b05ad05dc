import { describe, expect, it } from 'vitest';
import { displayOrigin, displaySegment, placeUri, splitUri } from './split-uri.js';

describe('splitUri', () => {
  it('splits without changing a character', () => {
    expect(splitUri('file:///project/README.md')).toEqual({ scheme: 'file', authority: '', origin: 'file://', path: '/project/README.md', suffix: '' });
    expect(splitUri('postgres://demo-db/public/schema?x=1#top')).toEqual({
      scheme: 'postgres',
      authority: 'demo-db',
      origin: 'postgres://demo-db',
      path: '/public/schema',
      suffix: '?x=1#top',
    });
    expect(splitUri('HTTP://Example.COM/A/../b')).toMatchObject({ scheme: 'HTTP', authority: 'Example.COM', path: '/A/../b' });
    expect(splitUri('urn:isbn:0451450523')).toEqual({ scheme: 'urn', authority: undefined, origin: undefined, path: 'isbn:0451450523', suffix: '' });
    expect(splitUri('no scheme at all')).toEqual({ scheme: undefined, authority: undefined, origin: undefined, path: 'no scheme at all', suffix: '' });
    expect(splitUri('demo://live')).toMatchObject({ origin: 'demo://live', path: '', suffix: '' });
  });
});

describe('placeUri', () => {
  it('puts hierarchical URIs in folders below scheme://authority', () => {
    expect(placeUri('file:///project/docs/api.md')).toEqual({ kind: 'path', origin: 'file://', folders: ['project', 'docs'], leaf: 'api.md' });
    expect(placeUri('repo://o/r/contents/src?ref=main')).toEqual({ kind: 'path', origin: 'repo://o', folders: ['r', 'contents'], leaf: 'src?ref=main' });
  });

  it('makes a trailing slash, or a directory, the folder itself', () => {
    expect(placeUri('file:///project/docs/')).toEqual({ kind: 'path', origin: 'file://', folders: ['project', 'docs'], leaf: undefined });
    expect(placeUri('file:///project/docs', { asDirectory: true })).toEqual({ kind: 'path', origin: 'file://', folders: ['project', 'docs'], leaf: undefined });
    expect(placeUri('file:///')).toEqual({ kind: 'path', origin: 'file://', folders: [], leaf: undefined });
    expect(placeUri('demo://live', { asDirectory: true })).toEqual({ kind: 'path', origin: 'demo://live', folders: [], leaf: undefined });
  });

  it('keeps opaque URIs and strings without a scheme directly under the server', () => {
    for (const uri of ['urn:isbn:1', 'mailto:a@b.c', 'data:text/plain,hi', 'relative/path.txt', '', '://', '\u0000']) {
      expect(placeUri(uri), JSON.stringify(uri)).toEqual({ kind: 'direct' });
    }
  });

  it('keeps empty segments as written', () => {
    expect(placeUri('x://h/a//b')).toEqual({ kind: 'path', origin: 'x://h', folders: ['a', ''], leaf: 'b' });
  });

  it('bounds the depth, keeping deeper segments in the leaf', () => {
    const deep = `x://h/${Array.from({ length: 10_000 }, (_, index) => `d${index}`).join('/')}/leaf.txt`;
    const placement = placeUri(deep, { maxDepth: 32 });
    expect(placement.kind === 'path' && placement.folders).toHaveLength(32);
    expect(placement.kind === 'path' && placement.leaf?.endsWith('d9999/leaf.txt')).toBe(true);
  });
});

describe('displaySegment', () => {
  it('decodes valid percent-escapes and keeps malformed ones', () => {
    expect(displaySegment('r%C3%A9sum%C3%A9.md')).toBe('résumé.md');
    expect(displaySegment('100%')).toBe('100%');
    expect(displaySegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('displayOrigin', () => {
  it('decodes the authority of `scheme://authority` and keeps invalid escapes as written', () => {
    expect(displayOrigin('notes://%C3%A1lgebra')).toBe('notes://álgebra');
    expect(displayOrigin('file://')).toBe('file://');
    expect(displayOrigin('x://bad%E0%A4%A')).toBe('x://bad%E0%A4%A');
  });
});

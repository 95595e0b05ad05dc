import { describe, expect, it } from 'vitest';
import { chooseRenderer, isTextMediaType, normalizeMediaType, uriExtension } from './renderer.js';

describe('chooseRenderer', () => {
  it.each([
    ['text/x-typescript', 'file:///a/server.ts', 'code', 'typescript'],
    ['application/typescript', 'demo://x', 'code', 'typescript'],
    ['text/javascript; charset=utf-8', 'demo://x', 'code', 'javascript'],
    ['application/json', 'file:///package.json', 'json', 'json'],
    ['application/vnd.api+json', 'demo://x', 'json', 'json'],
    ['application/yaml', 'file:///ci.yaml', 'code', 'yaml'],
    ['text/css', 'demo://x', 'code', 'css'],
    ['text/html', 'demo://x', 'html', 'html'],
    ['text/markdown', 'file:///README.md', 'markdown', 'markdown'],
    ['application/sql', 'postgres://db/public/schema', 'code', 'sql'],
    ['text/x-python', 'demo://x', 'code', 'python'],
    ['application/x-sh', 'demo://x', 'code', 'shellscript'],
    ['application/atom+xml', 'demo://x', 'code', 'xml'],
    ['text/csv', 'file:///customers.csv', 'plain', undefined],
    ['text/x-log', 'demo://x', 'plain', undefined],
  ])('chooses by MIME type: %s', (mimeType, uri, renderer, language) => {
    const choice = chooseRenderer({ mimeType, uri, kind: 'text' });
    expect(choice).toMatchObject({ renderer, language, source: 'mime-type' });
  });

  it.each([
    ['file:///project/src/server.ts', 'code', 'typescript'],
    ['file:///project/src/App.TSX', 'code', 'tsx'],
    ['file:///project/tsconfig.json', 'json', 'json'],
    ['file:///project/.vscode/settings.jsonc', 'code', 'jsonc'],
    ['file:///project/docs/a.md?ref=main#top', 'markdown', 'markdown'],
    ['repo://o/r/contents/deploy.sh', 'code', 'shellscript'],
    ['file:///project/logs/server.log', 'plain', undefined],
    ['file:///project/Makefile', 'plain', undefined],
  ])('falls back to the extension of %s when the MIME type is missing', (uri, renderer, language) => {
    expect(chooseRenderer({ uri, kind: 'text' })).toMatchObject({ renderer, language });
  });

  it('lets the extension refine a generic text/plain, but not turn text into media', () => {
    expect(chooseRenderer({ mimeType: 'text/plain', uri: 'file:///a.py', kind: 'text' })).toMatchObject({ renderer: 'code', language: 'python', source: 'extension' });
    expect(chooseRenderer({ mimeType: 'text/plain', uri: 'file:///a.png', kind: 'text' })).toMatchObject({ renderer: 'plain', language: undefined });
    expect(chooseRenderer({ mimeType: 'text/plain', uri: 'file:///a.png', kind: 'blob' })).toMatchObject({ renderer: 'plain' });
  });

  it('prefers a specific MIME type over the extension', () => {
    expect(chooseRenderer({ mimeType: 'text/markdown', uri: 'file:///notes.txt', kind: 'text' })).toMatchObject({ renderer: 'markdown' });
    expect(chooseRenderer({ mimeType: 'image/png', uri: 'file:///logo.jpg', kind: 'blob' })).toMatchObject({ renderer: 'image', mediaType: 'image/png' });
  });

  it('chooses media renderers for blobs', () => {
    expect(chooseRenderer({ mimeType: 'image/webp', uri: 'demo://x', kind: 'blob' }).renderer).toBe('image');
    expect(chooseRenderer({ mimeType: 'audio/wav', uri: 'demo://x', kind: 'blob' }).renderer).toBe('audio');
    expect(chooseRenderer({ mimeType: 'video/mp4', uri: 'demo://x', kind: 'blob' }).renderer).toBe('video');
    expect(chooseRenderer({ mimeType: 'application/pdf', uri: 'demo://x', kind: 'blob' }).renderer).toBe('pdf');
    expect(chooseRenderer({ mimeType: 'application/octet-stream', uri: 'file:///a.pdf', kind: 'blob' })).toMatchObject({ renderer: 'pdf', mediaType: 'application/octet-stream', source: 'extension' });
    expect(chooseRenderer({ uri: 'file:///a.mp3', kind: 'blob' })).toMatchObject({ renderer: 'audio', mediaType: 'audio/mpeg' });
    expect(chooseRenderer({ mimeType: 'application/zip', uri: 'file:///a.zip', kind: 'blob' })).toMatchObject({ renderer: 'binary', source: 'default' });
    expect(chooseRenderer({ kind: 'blob' })).toMatchObject({ renderer: 'binary' });
  });

  it('shows text labelled as media as text, using the extension when it names a language', () => {
    // video/mp2t is the registered type of .ts files (MPEG transport streams).
    expect(chooseRenderer({ mimeType: 'video/mp2t', uri: 'file:///src/a.ts', kind: 'text' })).toMatchObject({ renderer: 'code', language: 'typescript' });
    expect(chooseRenderer({ mimeType: 'application/pdf', uri: 'demo://x', kind: 'text' })).toMatchObject({ renderer: 'plain' });
    expect(chooseRenderer({ mimeType: 'image/png', uri: 'demo://x', kind: 'text' })).toMatchObject({ renderer: 'plain' });
  });

  it('keeps SVG text as an image', () => {
    expect(chooseRenderer({ mimeType: 'image/svg+xml', uri: 'file:///icon.svg', kind: 'text' })).toMatchObject({ renderer: 'image', mediaType: 'image/svg+xml' });
    expect(chooseRenderer({ uri: 'file:///icon.svg', kind: 'text' })).toMatchObject({ renderer: 'image' });
  });

  it('survives malformed MIME types', () => {
    expect(chooseRenderer({ mimeType: 'not a type', uri: 'file:///a.ts', kind: 'text' })).toMatchObject({ renderer: 'code', language: 'typescript' });
    expect(chooseRenderer({ mimeType: '', kind: 'text' })).toMatchObject({ renderer: 'plain' });
  });
});

describe('normalizeMediaType', () => {
  it.each([
    ['Text/HTML; charset=UTF-8', 'text/html'],
    [' application/json ', 'application/json'],
    ['image/svg+xml', 'image/svg+xml'],
    ['text', undefined],
    ['a/b/c', undefined],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(normalizeMediaType(input)).toBe(expected);
  });
});

describe('uriExtension', () => {
  it.each([
    ['file:///a/b.test.TS', 'ts'],
    ['file:///a/b.md?x=1.2#y.z', 'md'],
    ['file:///a/.gitignore', undefined],
    ['file:///a.dir/README', undefined],
    ['file:///a/b.', undefined],
    ['demo://live/clock', undefined],
    ['https://example.com/x.tar.gz', 'gz'],
  ])('%s → %j', (uri, expected) => {
    expect(uriExtension(uri)).toBe(expected);
  });
});

describe('isTextMediaType', () => {
  it.each([
    ['text/plain', true],
    ['application/json', true],
    ['application/ld+json', true],
    ['application/rss+xml', true],
    ['application/x-sh', true],
    ['image/svg+xml', false],
    ['image/png', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s → %s', (mediaType, expected) => {
    expect(isTextMediaType(mediaType)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isDirectoryMimeType, mimeEssence, mimeFamilyOf } from './mime-family.js';

describe('mimeFamilyOf', () => {
  it.each([
    ['text/plain', 'text'],
    ['text/markdown; charset=utf-8', 'text'],
    ['text/x-markdown', 'text'],
    ['Text/X-TypeScript', 'code'],
    ['text/css', 'code'],
    ['application/javascript', 'code'],
    ['application/sql', 'code'],
    ['application/json', 'data'],
    ['application/vnd.api+json', 'data'],
    ['text/csv', 'data'],
    ['application/yaml', 'data'],
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['audio/wav', 'audio'],
    ['video/mp4', 'video'],
    ['application/pdf', 'pdf'],
    ['inode/directory', 'other'],
    ['application/zip', 'other'],
  ])('puts %s in %s', (mimeType, family) => {
    expect(mimeFamilyOf(mimeType)).toBe(family);
  });

  it('falls back to the extension without a usable MIME type', () => {
    expect(mimeFamilyOf(undefined, 'file:///a/b/report.PDF')).toBe('pdf');
    expect(mimeFamilyOf('application/octet-stream', 'file:///x/photo.jpeg?size=2')).toBe('image');
    expect(mimeFamilyOf('not a mime type', 'file:///src/index.ts#L3')).toBe('code');
    expect(mimeFamilyOf(undefined, 'file:///x/.gitignore')).toBe('other');
    expect(mimeFamilyOf(undefined, 'urn:isbn:123')).toBe('other');
  });

  it('does not trust the extension over a declared MIME type', () => {
    expect(mimeFamilyOf('text/plain', 'file:///x/logo.png')).toBe('text');
  });

  it('rejects malformed and oversized MIME types', () => {
    expect(mimeEssence('text/plain')).toBe('text/plain');
    expect(mimeEssence('<script>/x')).toBeUndefined();
    expect(mimeEssence(`text/${'a'.repeat(300)}`)).toBeUndefined();
    expect(mimeEssence(42 as unknown as string)).toBeUndefined();
    expect(isDirectoryMimeType('inode/directory')).toBe(true);
    expect(isDirectoryMimeType('INODE/Directory ; x=1')).toBe(true);
    expect(isDirectoryMimeType('text/plain')).toBe(false);
  });
});

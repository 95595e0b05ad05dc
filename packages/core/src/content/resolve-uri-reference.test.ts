import { describe, expect, it } from 'vitest';
import { resolveUriReference } from './resolve-uri-reference.js';

describe('resolveUriReference', () => {
  // RFC 3986 §5.4.1 and §5.4.2, against its base.
  const base = 'http://a/b/c/d;p?q';
  it.each([
    ['g', 'http://a/b/c/g'],
    ['./g', 'http://a/b/c/g'],
    ['g/', 'http://a/b/c/g/'],
    ['/g', 'http://a/g'],
    ['//g', 'http://g'],
    ['?y', 'http://a/b/c/d;p?y'],
    ['g?y', 'http://a/b/c/g?y'],
    ['#s', 'http://a/b/c/d;p?q#s'],
    ['', 'http://a/b/c/d;p?q'],
    ['.', 'http://a/b/c/'],
    ['..', 'http://a/b/'],
    ['../g', 'http://a/b/g'],
    ['../../../g', 'http://a/g'],
    ['/./g', 'http://a/g'],
    ['g.', 'http://a/b/c/g.'],
    ['./../g', 'http://a/b/g'],
    ['g;x=1/../y', 'http://a/b/c/y'],
    ['g:h', 'g:h'],
  ])('resolves %s as RFC 3986 does', (reference, expected) => {
    expect(resolveUriReference(reference, base)).toBe(expected);
  });

  it('keeps every other character as written, in custom schemes too', () => {
    expect(resolveUriReference('architecture.md', 'demo://static/docs/features.md')).toBe('demo://static/docs/architecture.md');
    expect(resolveUriReference('docs/r%C3%A9sum%C3%A9.md', 'file:///project/README.md')).toBe('file:///project/docs/r%C3%A9sum%C3%A9.md');
    expect(resolveUriReference('../A%2fB', 'x://Host/a/b/c')).toBe('x://Host/a/A%2fB');
  });

  it('gives nothing for a relative reference against an opaque base', () => {
    expect(resolveUriReference('g', 'urn:isbn:123')).toBeUndefined();
    expect(resolveUriReference('g', 'no-scheme/here')).toBeUndefined();
  });
});

/*
 * RFC 3986 §5.2 reference resolution, written here rather than done with `new URL()`: the WHATWG
 * parser rewrites what it resolves (percent-encoding, case, `\` to `/`, special schemes), and
 * resource URIs are opaque strings a server must get back exactly as it wrote them.
 */

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

interface Parts {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** Splits a URI reference (RFC 3986 appendix B) without changing a character. */
function parse(reference: string): Parts {
  const match = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s.exec(reference)!;
  const scheme = match[1] !== undefined && SCHEME.test(`${match[1]}:`) ? match[1] : undefined;
  return { scheme, authority: match[2], path: match[3] ?? '', query: match[4], fragment: match[5] };
}

function removeDotSegments(path: string): string {
  const output: string[] = [];
  let input = path;
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) {
      input = input.slice(3);
      output.pop();
    } else if (input === '/..') {
      input = '/';
      output.pop();
    } else if (input === '.' || input === '..') input = '';
    else {
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = next === -1 ? input : input.slice(0, next);
      output.push(segment);
      input = input.slice(segment.length);
    }
  }
  return output.join('');
}

function merge(base: Parts, path: string): string {
  if (base.authority !== undefined && base.path === '') return `/${path}`;
  const slash = base.path.lastIndexOf('/');
  return slash === -1 ? path : base.path.slice(0, slash + 1) + path;
}

function format({ scheme, authority, path, query, fragment }: Parts): string {
  return `${scheme !== undefined ? `${scheme}:` : ''}${authority !== undefined ? `//${authority}` : ''}${path}${query !== undefined ? `?${query}` : ''}${fragment !== undefined ? `#${fragment}` : ''}`;
}

/**
 * `reference` resolved against the absolute URI `base` (RFC 3986 §5.2, strict): `architecture.md`
 * against `demo://static/docs/features.md` is `demo://static/docs/architecture.md`. Undefined when
 * `base` has no scheme or is opaque (`urn:…`) and the reference is relative.
 */
export function resolveUriReference(reference: string, base: string): string | undefined {
  const ref = parse(reference);
  if (ref.scheme !== undefined) return format({ ...ref, path: removeDotSegments(ref.path) });
  const baseParts = parse(base);
  if (baseParts.scheme === undefined) return undefined;
  if (baseParts.authority === undefined && !baseParts.path.startsWith('/') && reference !== '' && !reference.startsWith('#')) return undefined;
  const target: Parts = { scheme: baseParts.scheme, authority: undefined, path: '', query: undefined, fragment: ref.fragment };
  if (ref.authority !== undefined) {
    target.authority = ref.authority;
    target.path = removeDotSegments(ref.path);
    target.query = ref.query;
  } else {
    target.authority = baseParts.authority;
    if (ref.path === '') {
      target.path = baseParts.path;
      target.query = ref.query ?? baseParts.query;
    } else {
      target.path = removeDotSegments(ref.path.startsWith('/') ? ref.path : merge(baseParts, ref.path));
      target.query = ref.query;
    }
  }
  return format(target);
}

/** The parts of a URI as written, found by scanning the string (never `new URL()`, which rewrites). */
export interface UriParts {
  /** `file`, `postgres`; `undefined` when the string has no scheme. */
  scheme: string | undefined;
  /** What follows `//` up to the path (`demo-db`, `''` in `file:///x`); `undefined` when there is no `//`. */
  authority: string | undefined;
  /** `scheme://authority` exactly as written; `undefined` without an authority. */
  origin: string | undefined;
  /** The path, as written (`/project/README.md`), or the rest of an opaque URI (`isbn:123` of `urn:isbn:123`). */
  path: string;
  /** `?query#fragment` exactly as written, or `''`. */
  suffix: string;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** Splits `uri` into scheme, authority, path and query/fragment without changing a character. */
export function splitUri(uri: string): UriParts {
  const schemeMatch = SCHEME.exec(uri);
  const scheme = schemeMatch ? schemeMatch[0].slice(0, -1) : undefined;
  let position = schemeMatch ? schemeMatch[0].length : 0;
  let authority: string | undefined;
  let origin: string | undefined;
  if (scheme !== undefined && uri.startsWith('//', position)) {
    const start = position + 2;
    let end = start;
    while (end < uri.length) {
      const character = uri.charCodeAt(end);
      if (character === 0x2f /* / */ || character === 0x3f /* ? */ || character === 0x23 /* # */) break;
      end += 1;
    }
    authority = uri.slice(start, end);
    origin = uri.slice(0, end);
    position = end;
  }
  let pathEnd = position;
  while (pathEnd < uri.length) {
    const character = uri.charCodeAt(pathEnd);
    if (character === 0x3f || character === 0x23) break;
    pathEnd += 1;
  }
  return { scheme, authority, origin, path: uri.slice(position, pathEnd), suffix: uri.slice(pathEnd) };
}

/** Where a URI sits in the tree: directly under its server, or in folders below `scheme://authority`. */
export type UriPlacement =
  | { kind: 'direct' }
  | {
      kind: 'path';
      /** `scheme://authority`, the group node. */
      origin: string;
      /** Path segments that become folders, outermost first (raw, as written). */
      folders: string[];
      /** The last segment plus query and fragment; `undefined` when the URI names the folder itself. */
      leaf: string | undefined;
    };

/**
 * Places `uri`: URIs with an authority go below `scheme://authority`, one folder per path segment
 * (at most `maxDepth`; deeper segments stay in the leaf's name). A trailing `/`, or `asDirectory`,
 * makes the URI the folder itself. Opaque URIs (`urn:…`, `mailto:…`) and strings without a scheme
 * sit directly under their server.
 */
export function placeUri(uri: string, { asDirectory = false, maxDepth = 32 }: { asDirectory?: boolean; maxDepth?: number } = {}): UriPlacement {
  const { origin, path, suffix } = splitUri(uri);
  if (origin === undefined) return { kind: 'direct' };
  const rest = path.startsWith('/') ? path.slice(1) : path;
  let folders: string[];
  let leaf: string | undefined;
  if (suffix !== '') {
    folders = rest.split('/');
    leaf = folders.pop()! + suffix;
  } else if (rest === '') {
    folders = [];
    leaf = asDirectory || path === '/' ? undefined : uri;
  } else if (rest.endsWith('/')) {
    folders = rest.slice(0, -1).split('/');
    leaf = undefined;
  } else if (asDirectory) {
    folders = rest.split('/');
    leaf = undefined;
  } else {
    folders = rest.split('/');
    leaf = folders.pop()!;
  }
  if (folders.length > maxDepth) {
    const overflow = folders.splice(maxDepth).join('/');
    leaf = leaf === undefined ? `${overflow}/` : `${overflow}/${leaf}`;
  }
  return { kind: 'path', origin, folders, leaf: leaf === '' ? uri : leaf };
}

/** The URI prefix of the folder at `folders` below `origin`: `file://` + `/project/docs/`. */
export function folderPrefix(origin: string, folders: readonly string[]): string {
  return folders.length === 0 ? origin : `${origin}/${folders.join('/')}/`;
}

/** A path segment for display: percent-escapes decoded when they form valid UTF-8, else as written. */
export function displaySegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `scheme://authority` for display: the authority's percent-escapes decoded (`notes://álgebra`). */
export function displayOrigin(origin: string): string {
  const start = origin.indexOf('//') + 2;
  return origin.slice(0, start) + displaySegment(origin.slice(start));
}

import type { Resource } from '../client/types.js';
import { isDirectoryMimeType } from '../search/mime-family.js';
import { displaySegment } from './split-uri.js';

/** One item of a directory's read result: its URI and what the content part says about it. */
export interface DirectoryChild {
  uri: string;
  mimeType?: string | undefined;
  /** Byte length of the content part. */
  size?: number | undefined;
}

/** True for a resource that is a directory: `inode/directory`, or a URI ending in `/`. */
export function isDirectoryResource(resource: Pick<Resource, 'uri' | 'mimeType'>): boolean {
  return isDirectoryMimeType(resource.mimeType) || (typeof resource.uri === 'string' && resource.uri.endsWith('/') && !/[?#]/.test(resource.uri));
}

/** The resource a directory's content part stands for, named by the last segment of its URI. */
export function resourceOfDirectoryChild(child: DirectoryChild): Resource {
  const resource: Resource = { uri: child.uri, name: nameFromUri(child.uri) };
  if (typeof child.mimeType === 'string') resource.mimeType = child.mimeType;
  if (typeof child.size === 'number' && Number.isFinite(child.size) && child.size >= 0) resource.size = child.size;
  return resource;
}

/** The last path segment of a URI (`api.md`), for resources only known from a directory's contents. */
function nameFromUri(uri: string): string {
  const withoutSuffix = uri.replace(/[?#].*$/s, '');
  const trimmed = withoutSuffix.endsWith('/') ? withoutSuffix.slice(0, -1) : withoutSuffix;
  const name = displaySegment(trimmed.slice(trimmed.lastIndexOf('/') + 1));
  return name === '' ? uri : name;
}

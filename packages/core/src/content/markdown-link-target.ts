import { safeLinkHref } from './markdown.js';
import { resolveUriReference } from './resolve-uri-reference.js';

/** Where a Markdown link in a resource leads: another resource (read through the server), or a page to open in a new tab. */
export type MarkdownLinkTarget = { kind: 'resource'; uri: string } | { kind: 'external'; href: string };

/** Schemes that run or embed something in the page: never a resource to open. */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'blob', 'about', 'filesystem']);

/**
 * What a link of the resource at `baseUri` points to. A relative destination (`architecture.md`,
 * `../api.md`) resolves against `baseUri` (RFC 3986) to a resource URI; an absolute one with a
 * scheme of its own (`demo://…`, `file:///…`, `postgres://…`) is a resource URI as written;
 * `http(s):` and `mailto:` are external. Anything else (`javascript:`, a fragment alone) is nothing.
 */
export function markdownLinkTarget(destination: string, baseUri: string | undefined): MarkdownLinkTarget | undefined {
  const external = safeLinkHref(destination);
  if (external !== undefined) return { kind: 'external', href: external };
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  const compact = destination.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (UNSAFE_SCHEMES.has(scheme) || scheme === 'http' || scheme === 'https' || scheme === 'mailto') return undefined;
    return { kind: 'resource', uri: destination.trim() };
  }
  if (compact === '' || compact.startsWith('#') || baseUri === undefined) return undefined;
  const uri = resolveUriReference(destination.trim(), baseUri);
  if (uri === undefined) return undefined;
  const resolvedScheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();
  return resolvedScheme === undefined || UNSAFE_SCHEMES.has(resolvedScheme) ? undefined : { kind: 'resource', uri };
}

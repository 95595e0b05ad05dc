/** The domains an MCP App asks for in its resource's `_meta.ui.csp` (the MCP Apps `McpUiResourceCsp`). */
export interface AppCspRequest {
  connectDomains?: unknown;
  resourceDomains?: unknown;
  frameDomains?: unknown;
  baseUriDomains?: unknown;
}

/** An origin the app may name: a scheme the web loads from, a host (optionally `*.` wildcarded), a port. Nothing that could add a directive. */
const ALLOWED_SOURCE = /^(?:https|wss|http|ws):\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;
const MAX_DOMAINS = 32;

function sources(requested: unknown): string[] {
  if (!Array.isArray(requested)) return [];
  return requested.filter((value): value is string => typeof value === 'string' && ALLOWED_SOURCE.test(value)).slice(0, MAX_DOMAINS);
}

function directive(name: string, base: string[], extra: string[]): string {
  const all = [...base, ...extra];
  return `${name} ${all.length > 0 ? all.join(' ') : "'none'"}`;
}

/**
 * The Content Security Policy an app runs under: the MCP Apps default (inline scripts and styles,
 * `data:`/`blob:` media, no network), widened only by the origins its resource's `_meta.ui.csp`
 * names, each checked to be a plain origin so that server data cannot add a directive.
 */
export function appContentSecurityPolicy(csp: AppCspRequest | undefined): string {
  const resources = sources(csp?.resourceDomains);
  return [
    "default-src 'none'",
    directive('script-src', ["'unsafe-inline'"], resources),
    directive('style-src', ["'unsafe-inline'"], resources),
    directive('img-src', ['data:', 'blob:'], resources),
    directive('font-src', ['data:'], resources),
    directive('media-src', ['data:', 'blob:'], resources),
    directive('connect-src', [], sources(csp?.connectDomains)),
    directive('frame-src', [], sources(csp?.frameDomains)),
    directive('base-uri', [], sources(csp?.baseUriDomains)),
    "form-action 'none'",
  ].join('; ');
}

/** The app's `_meta.ui.csp` of a content, when it is an object. */
export function appCspOf(meta: Record<string, unknown> | undefined): AppCspRequest | undefined {
  const ui = meta?.ui;
  if (typeof ui !== 'object' || ui === null) return undefined;
  const csp = (ui as { csp?: unknown }).csp;
  return typeof csp === 'object' && csp !== null ? (csp as AppCspRequest) : undefined;
}

const DOCTYPE = /^\uFEFF?\s*<!doctype[^>]*>/i;

/**
 * The app's HTML with its policy in a `<meta>` that comes before anything of the app's, after the
 * doctype (a `<meta>` before the doctype would put the page in quirks mode). The parser places a
 * leading `<meta>` in the `<head>`, and a policy once applied cannot be lifted by the page.
 */
export function appDocument(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const doctype = DOCTYPE.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `<!doctype html>${meta}${html}`;
}

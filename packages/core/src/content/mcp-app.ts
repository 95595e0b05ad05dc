/** The MIME type of an MCP App's HTML (`ui://` resources of the MCP Apps extension). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

const UI_SCHEME = /^ui:\/\//i;
const PROFILE_PARAMETER = /;\s*profile\s*=\s*(?:"mcp-app"|mcp-app)\s*(?:;|$)/i;

/** True for `text/html;profile=mcp-app`, however it is spaced, cased or quoted. */
export function isMcpAppMimeType(mimeType: string | undefined): boolean {
  if (typeof mimeType !== 'string' || mimeType.length > 255 || !/mcp-app/i.test(mimeType)) return false;
  const semicolon = mimeType.indexOf(';');
  if (semicolon < 0) return false;
  return mimeType.slice(0, semicolon).trim().toLowerCase() === 'text/html' && PROFILE_PARAMETER.test(mimeType.slice(semicolon));
}

/** True for a `ui://` URI, the scheme MCP Apps serve their views under. */
export function isUiUri(uri: string | undefined): boolean {
  return typeof uri === 'string' && UI_SCHEME.test(uri);
}

/**
 * Whether a resource or content is an MCP App: UI for people, not context for a model. Its MIME type
 * says `text/html;profile=mcp-app`, or it is HTML under a `ui://` URI (typed `text/html`, or untyped
 * with an `.html` name).
 */
export function isMcpApp({ mimeType, uri }: { mimeType?: string | undefined; uri?: string | undefined }): boolean {
  if (isMcpAppMimeType(mimeType)) return true;
  if (!isUiUri(uri)) return false;
  if (typeof mimeType === 'string') return mimeType.split(';', 1)[0]!.trim().toLowerCase() === 'text/html';
  return /\.html?(?:[?#]|$)/i.test(uri!);
}

/**
 * The `user:password@` of a URL, as the WHATWG URL parser finds it: everything up to the last `@`
 * before the authority ends (at `/`, `?`, `#` or, for http(s), `\`). Whitespace ends it too, so
 * that in a sentence it never reaches past the URL.
 */
const CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#\\]*@/gi;

/**
 * `url` as typed, without its `user:password@`, for labels and messages: credentials in a URL are
 * never shown. Nothing else changes (no normalization); text that is not a URL comes back as it is.
 */
export function redactUrl(url: string | URL): string {
  return redactCredentials(String(url));
}

/** `text` with the `user:password@` of every URL in it removed, e.g. an error message that quotes a URL. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIALS, '$1');
}

/*
 * CSS in a server's SVG (`style` attributes, presentation attributes, `<style>` elements) may only
 * point inside the same document. DOMPurify does not look into CSS, and no well-kept CSS sanitizer
 * ships for browsers at a size a preview can afford, so this is a small allowlist of our own: it
 * keeps `url(#fragment)` and nothing else that can name a URL.
 */

/** `url(…)` with its target, quoted or not; an unquoted one may run to the end of the text. */
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^"')]*))\s*(?:\)|$)/gi;
/** Functions that take a URL as a plain string, where replacing `url()` cannot reach. */
const STRING_URL_FUNCTION = /(?:image-set|image|src|cross-fade)\s*\(/i;
const IMPORT_RULE = /@import\b[^;]*(?:;|$)/gi;

/**
 * `css` with every outside reference gone: `@import` rules are removed, a `url()` that does not
 * point at `#fragment` becomes `none`. `undefined` when the CSS cannot be cleaned with confidence
 * and must be dropped whole: it has escapes (which can spell `url(` in ways a pattern cannot see),
 * or a function that takes a URL as a string.
 */
export function stripExternalCss(css: string): string | undefined {
  if (css.includes('\\') || STRING_URL_FUNCTION.test(css)) return undefined;
  const cleaned = css
    .replace(IMPORT_RULE, '')
    .replace(URL_FUNCTION, (whole, doubleQuoted?: string, singleQuoted?: string, bare?: string) =>
      isFragment(doubleQuoted ?? singleQuoted ?? bare ?? '') ? whole : 'none',
    );
  // Whatever the patterns above did not recognise is not kept on trust.
  if (/@import/i.test(cleaned)) return undefined;
  for (const match of cleaned.matchAll(/url\(\s*["']?(.?)/gi)) if (match[1] !== '#') return undefined;
  return cleaned;
}

function isFragment(target: string): boolean {
  return target.trim().startsWith('#');
}

/**
 * HTML character references (`&amp;`, `&copy;`, `&#169;`, `&#xA9;`) as CommonMark reads them. The
 * table of the 2,231 named references is the browser's own: a library with the table costs 10–13 kB
 * gzip, which the kit's main bundle has no room for. The browser decodes a name through an inert
 * `DOMParser` document (no script runs, nothing loads there), and only names of letters and digits
 * ever reach it. Without a DOM (Node, workers) only the few names below are decoded and others stay
 * as written, as CommonMark keeps any reference it does not know.
 */

const COMMON: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', semi: ';', copy: '©' };

/** A reference at the start of a string: `&name;`, `&#digits;` or `&#xhex;`. */
export const CHARACTER_REFERENCE = /^&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{0,31}));/;
const CHARACTER_REFERENCES = new RegExp(CHARACTER_REFERENCE.source.slice(1), 'g');

const MAX_REMEMBERED = 4_096;
const decodedNames = new Map<string, string | undefined>();
let parser: DOMParser | undefined;

/** The text of a reference matched by `CHARACTER_REFERENCE`, or `undefined` for an unknown name (which stays as written). */
export function decodeCharacterReference([, hex, decimal, name]: RegExpExecArray | readonly [string, ...Array<string | undefined>]): string | undefined {
  if (name === undefined) return codePointText(Number.parseInt((hex ?? decimal)!, hex === undefined ? 10 : 16));
  if (Object.hasOwn(COMMON, name)) return COMMON[name];
  if (decodedNames.has(name)) return decodedNames.get(name);
  const decoded = decodeWithBrowser(name);
  if (decodedNames.size < MAX_REMEMBERED) decodedNames.set(name, decoded);
  return decoded;
}

/** `text` with every reference decoded, as CommonMark does in link destinations and code fence info strings. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    CHARACTER_REFERENCES,
    (whole: string, hex: string | undefined, decimal: string | undefined, name: string | undefined) => decodeCharacterReference([whole, hex, decimal, name]) ?? whole,
  );
}

/** Code point 0, surrogates and anything past U+10FFFF become U+FFFD (CommonMark). */
function codePointText(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(codePoint);
}

function decodeWithBrowser(name: string): string | undefined {
  if (typeof DOMParser === 'undefined') return undefined;
  try {
    parser ??= new DOMParser();
    const reference = `&${name};`;
    const text = parser.parseFromString(`<!doctype html><body>${reference}`, 'text/html').body.textContent ?? reference;
    // A name that is only a prefix of a known one (`&notit;` reads as `¬it;`) is unknown, like any unknown name.
    return text === reference || text.endsWith(';') ? undefined : text;
  } catch {
    // A page that enforces Trusted Types refuses strings here; the reference then stays as written.
    return undefined;
  }
}

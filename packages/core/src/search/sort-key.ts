const ASCII = /^[\x00-\x7f]*$/;
const COMBINING_MARKS = /\p{M}/gu;
const cache = new Map<string, string>();
const CACHE_LIMIT = 200_000;
/** Digit runs are padded to this length, so that they compare as numbers. */
const DIGIT_WIDTH = 15;
const ZEROS = '0'.repeat(DIGIT_WIDTH);

/**
 * A key that sorts labels in natural, case- and accent-insensitive order with a plain `<`:
 * digit runs are padded (`item-2` before `item-10`). `Intl.Collator` would be locale-perfect but
 * sorts 100,000 labels about ten times slower.
 */
export function sortKey(label: string): string {
  const cached = cache.get(label);
  if (cached !== undefined) return cached;
  const base = (ASCII.test(label) ? label : label.normalize('NFD').replace(COMBINING_MARKS, '')).toLowerCase();
  // Each run of ASCII digits loses its leading zeros (one stays) and is padded to DIGIT_WIDTH,
  // unless longer; one pass, as a regular expression with a replacer is three times slower.
  let key = '';
  let copied = 0;
  for (let index = 0; index < base.length; index += 1) {
    if (!isDigit(base.charCodeAt(index))) continue;
    let end = index + 1;
    while (end < base.length && isDigit(base.charCodeAt(end))) end += 1;
    let significant = index;
    while (significant < end - 1 && base.charCodeAt(significant) === 0x30) significant += 1;
    const length = end - significant;
    key += base.slice(copied, index) + (length > DIGIT_WIDTH ? '' : ZEROS.slice(length)) + base.slice(significant, end);
    copied = end;
    index = end - 1;
  }
  if (copied > 0) key += base.slice(copied);
  else key = base;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(label, key);
  return key;
}

/** Whether a UTF-16 unit is an ASCII digit `0`–`9`. */
export function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Compares two sort keys; equal keys compare equal. */
export function compareSortKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

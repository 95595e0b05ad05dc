const ASCII = /^[\x00-\x7f]*$/;
const COMBINING_MARKS = /\p{M}/gu;
const DIGITS = /\d+/g;
const cache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

/**
 * A key that sorts labels in natural, case- and accent-insensitive order with a plain `<`:
 * digit runs are padded (`item-2` before `item-10`). `Intl.Collator` would be locale-perfect but
 * sorts 100,000 labels about ten times slower.
 */
export function sortKey(label: string): string {
  const cached = cache.get(label);
  if (cached !== undefined) return cached;
  const base = (ASCII.test(label) ? label : label.normalize('NFD').replace(COMBINING_MARKS, '')).toLowerCase();
  const key = base.replace(DIGITS, (digits) => {
    const trimmed = digits.replace(/^0+(?=\d)/, '');
    return trimmed.length > 15 ? trimmed : trimmed.padStart(15, '0');
  });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(label, key);
  return key;
}

/** Compares two sort keys; equal keys compare equal. */
export function compareSortKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

import type { ResourceEntry } from './entry.js';

/**
 * What a frozen list of entries is known to share with the list made before it: its first `shared`
 * entries are that list's first, in order. Noted by whoever makes the lists (the tree model's
 * `entries()`, which knows which of its parts only grew), read by work derived per list (facet
 * groups), which then need not compare two lists of a million entries one by one at every page.
 * Weak both ways: it keeps no list alive.
 */
const sharedStarts = new WeakMap<readonly ResourceEntry[], { previous: WeakRef<readonly ResourceEntry[]>; shared: number }>();

/** Notes that the first `shared` entries of `entries` are those of `previous`. */
export function noteSharedStart(entries: readonly ResourceEntry[], previous: readonly ResourceEntry[], shared: number): void {
  sharedStarts.set(entries, { previous: new WeakRef(previous), shared });
}

/** How many entries `entries` shares at its start with `previous`, if noted; else `undefined`. */
export function knownSharedStart(entries: readonly ResourceEntry[], previous: readonly ResourceEntry[]): number | undefined {
  const noted = sharedStarts.get(entries);
  return noted !== undefined && noted.previous.deref() === previous ? noted.shared : undefined;
}

/**
 * How many entries `entries` shares at its start with `previous`, up to `limit`: as noted by whoever
 * made the lists, else found by comparing them one by one. For work kept per list that a new list
 * can take over from the one before it (facet groups, the entries a catalog engine does not hold).
 */
export function sharedStart(entries: readonly ResourceEntry[], previous: readonly ResourceEntry[], limit = Math.min(entries.length, previous.length)): number {
  const noted = knownSharedStart(entries, previous);
  if (noted !== undefined) return Math.min(noted, limit);
  let shared = 0;
  while (shared < limit && previous[shared] === entries[shared]) shared += 1;
  return shared;
}

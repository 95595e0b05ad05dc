import type { ResourceEntry } from './entry.js';
import type { MatchSet } from './match-job.js';

const membersOf = new WeakMap<MatchSet, ReadonlySet<ResourceEntry>>();

/** The entries of a match set as a `Set`, for fast membership tests; made once per set. */
export function matchMembers(set: MatchSet): ReadonlySet<ResourceEntry> {
  let members = membersOf.get(set);
  if (!members) {
    members = new Set(set.entries);
    membersOf.set(set, members);
  }
  return members;
}

import { sharedStart, type ResourceEntry } from '@mcp-resource-kit/core';

/** The entries of one list the engine does not hold, with where each sits in that list. */
interface NotInEngine {
  entries: readonly ResourceEntry[];
  others: readonly ResourceEntry[];
  positions: readonly number[];
}

const notInEngine = new WeakMap<readonly ResourceEntry[], NotInEngine>();
/** The list worked out last, which the next one may start from. Weak: it must not keep a catalog alive. */
let latest: WeakRef<NotInEngine> | undefined;

/**
 * The entries of a catalog that its engine does not hold, and the page matches itself: templates,
 * and resources seen only in a directory's contents. Made once per entry list, from the list before
 * it as far as the two begin alike: a catalog's list after another page starts with the one before,
 * so each page costs its own entries (and a comparison of the shared start, unless the catalog's
 * model noted it), not a check of every entry (at a million resources, checking every entry was 40 ms of the first filter keystroke).
 */
export function entriesNotInEngine(entries: readonly ResourceEntry[]): readonly ResourceEntry[] {
  const known = notInEngine.get(entries);
  if (known) return known.others;
  const previous = latest?.deref();
  const shared = previous ? sharedStart(entries, previous.entries) : 0;
  const others: ResourceEntry[] = [];
  const positions: number[] = [];
  if (previous) {
    for (let kept = 0; kept < previous.positions.length && previous.positions[kept]! < shared; kept += 1) {
      others.push(previous.others[kept]!);
      positions.push(previous.positions[kept]!);
    }
  }
  for (let position = shared; position < entries.length; position += 1) {
    const entry = entries[position]!;
    if (entry.kind === 'template' || entry.origin === 'directory') {
      others.push(entry);
      positions.push(position);
    }
  }
  const made: NotInEngine = { entries, others: Object.freeze(others), positions };
  notInEngine.set(entries, made);
  latest = new WeakRef(made);
  return made.others;
}

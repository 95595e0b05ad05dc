import { entryItem, type ResourceEntry } from './entry.js';
import { prepareFields, type PreparedFields } from './match.js';

/**
 * The prepared fields of one entry list by position, and their character masks side by side in
 * one typed array: a keystroke over 100,000 entries rules most of them out reading only that
 * array, without visiting 100,000 objects scattered over the heap.
 *
 * Fields are kept per list, not per resource in a `WeakMap`: the garbage collector finishes
 * marking a weak map's entries in its pause, and 100,000 of them made a pause while typing 30 to
 * 60 ms longer. A new list (a page arrived, a list was refreshed) takes the fields of the list
 * prepared before it for the resources they share, rather than folding them again: while a list
 * only grows (entries inserted, none moved), by position, in one pass over the two lists; else by
 * resource, through a map of the previous list's fields.
 */
export interface PreparedList {
  entries: readonly ResourceEntry[];
  fields: Array<PreparedFields | undefined>;
  characters: Int32Array;
  /** The list these entries replace, whose fields are looked up by resource until this one is prepared. */
  before: Inherited | undefined;
  /** How many positions are prepared. */
  prepared: number;
  /** Every position before this one is prepared: where preparing the list goes on from. */
  preparedUpTo: number;
}

interface Inherited {
  /** The previous list, until its fields are needed; then they are listed `byItem`. */
  source: PreparedList | undefined;
  byItem: Map<object, PreparedFields> | undefined;
}

const lists = new WeakMap<readonly ResourceEntry[], PreparedList>();
/**
 * The list made last, whose fields the next one may reuse. Weak: it must not keep a catalog alive
 * (the list itself lives as long as its entries do).
 */
let latest: WeakRef<PreparedList> | undefined;

/** The prepared list of `entries`, made empty the first time and filled as positions are asked for. */
export function preparedListOf(entries: readonly ResourceEntry[]): PreparedList {
  let list = lists.get(entries);
  if (!list) {
    const previous = latest?.deref();
    // Lists that are replaced faster than they are prepared would each hold on to the one before:
    // the previous list's own inheritance is turned into its map now, so at most two lists are held.
    if (previous?.before?.source) inheritedByItem(previous.before);
    list = { entries, fields: [], characters: new Int32Array(entries.length), before: undefined, prepared: 0, preparedUpTo: 0 };
    if (previous && !adoptInOrder(list, previous)) list.before = { source: previous, byItem: undefined };
    lists.set(entries, list);
    latest = new WeakRef(list);
  }
  return list;
}

/** The prepared fields of `entries[at]`, preparing them if nobody has yet. */
export function preparedAt(list: PreparedList, entries: readonly ResourceEntry[], at: number): PreparedFields {
  let fields = list.fields[at];
  if (fields === undefined) {
    const entry = entries[at]!;
    fields = (list.before && inheritedByItem(list.before).get(entryItem(entry))) ?? prepareFields(entry);
    list.fields[at] = fields;
    list.characters[at] = fields.characters;
    list.prepared += 1;
    // Every position has its fields: the previous list is no longer needed.
    if (list.prepared === entries.length) list.before = undefined;
  }
  return fields;
}

/**
 * Takes the fields of `previous` for the entries `list` shares with it at the same relative order
 * (a list that grew: pages appended, a server's entries followed by another's). An entry of
 * `previous` missing from `list` is stepped over when the next one is found right after it.
 * Returns true when every entry of `previous` was found, so nothing is left to look up by resource.
 */
function adoptInOrder(list: PreparedList, previous: PreparedList): boolean {
  const { entries, fields, characters } = list;
  const old = previous.entries;
  let from = 0;
  for (let at = 0; at < entries.length && from < old.length; at += 1) {
    const entry = entries[at]!;
    if (entry !== old[from]) {
      if (from + 1 < old.length && entry === old[from + 1]) from += 1;
      else continue;
    }
    const adopted = previous.fields[from];
    from += 1;
    if (adopted === undefined) continue;
    fields[at] = adopted;
    characters[at] = adopted.characters;
    list.prepared += 1;
  }
  while (list.preparedUpTo < entries.length && fields[list.preparedUpTo] !== undefined) list.preparedUpTo += 1;
  // Fields of the previous list that were not taken (it was not fully prepared) need no inheritance: nobody folded them.
  return from === old.length && (previous.before === undefined || previous.prepared === old.length);
}

function inheritedByItem(before: Inherited): Map<object, PreparedFields> {
  if (!before.byItem) {
    const list = before.source!;
    // What the previous list itself inherited counts too; the map is shared rather than copied
    // (a resource's fields are the same whichever list asks).
    const byItem = list.before ? inheritedByItem(list.before) : new Map<object, PreparedFields>();
    list.fields.forEach((fields, at) => {
      if (fields) byItem.set(entryItem(list.entries[at]!), fields);
    });
    before.byItem = byItem;
    before.source = undefined;
  }
  return before.byItem;
}

/**
 * Folds the fields of `entries` from `start` on until `deadline` (a `performance.now()` time)
 * passes, so that the first query over them does not pay for it; returns where it stopped.
 */
export function prepareEntries(entries: readonly ResourceEntry[], start: number, deadline: number): number {
  const list = preparedListOf(entries);
  // What the list took from the one before it (or a job prepared) is skipped without a look.
  let index = start <= list.preparedUpTo ? list.preparedUpTo : start;
  while (index < entries.length) {
    preparedAt(list, entries, index);
    index += 1;
    if (index % 256 === 0 && performance.now() > deadline) break;
  }
  if (start <= list.preparedUpTo && index > list.preparedUpTo) list.preparedUpTo = index;
  return index;
}

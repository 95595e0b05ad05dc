import type { ResourceEntry } from './entry.js';
import { prepareFields, type PreparedFields } from './match.js';

/**
 * The prepared fields of one entry list by position, and their character masks side by side in
 * one typed array: a keystroke over 100,000 entries rules most of them out reading only that
 * array, without visiting 100,000 objects scattered over the heap.
 */
export interface PreparedList {
  fields: Array<PreparedFields | undefined>;
  characters: Int32Array;
}

const lists = new WeakMap<readonly ResourceEntry[], PreparedList>();

/** The prepared list of `entries`, made empty the first time and filled as positions are asked for. */
export function preparedListOf(entries: readonly ResourceEntry[]): PreparedList {
  let list = lists.get(entries);
  if (!list) {
    list = { fields: [], characters: new Int32Array(entries.length) };
    lists.set(entries, list);
  }
  return list;
}

/** The prepared fields of `entries[at]`, preparing them if nobody has yet. */
export function preparedAt(list: PreparedList, entries: readonly ResourceEntry[], at: number): PreparedFields {
  let fields = list.fields[at];
  if (fields === undefined) {
    fields = prepareFields(entries[at]!);
    list.fields[at] = fields;
    list.characters[at] = fields.characters;
  }
  return fields;
}

/**
 * Folds the fields of `entries` from `start` on until `deadline` (a `performance.now()` time)
 * passes, so that the first query over them does not pay for it; returns where it stopped.
 */
export function prepareEntries(entries: readonly ResourceEntry[], start: number, deadline: number): number {
  const list = preparedListOf(entries);
  let index = start;
  while (index < entries.length) {
    preparedAt(list, entries, index);
    index += 1;
    if (index % 256 === 0 && performance.now() > deadline) break;
  }
  return index;
}

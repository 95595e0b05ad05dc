import type { ResourceEntry } from '@mcp-resource-kit/core';

const notInEngine = new WeakMap<readonly ResourceEntry[], readonly ResourceEntry[]>();

/** The entries the catalog engine does not hold: templates, and resources seen only in a directory's contents. Made once per entries array. */
export function entriesNotInEngine(entries: readonly ResourceEntry[]): readonly ResourceEntry[] {
  let others = notInEngine.get(entries);
  if (!others) {
    others = Object.freeze(entries.filter((entry) => entry.kind === 'template' || entry.origin === 'directory'));
    notInEngine.set(entries, others);
  }
  return others;
}

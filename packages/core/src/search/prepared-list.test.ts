import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ResourceEntry } from './entry.js';
import { prepareFields } from './match.js';
import { prepareEntries, preparedAt, preparedListOf } from './prepared-list.js';

function resources(from: number, to: number): ResourceEntry[] {
  return Array.from({ length: to - from }, (_, index) => ({
    kind: 'resource' as const,
    serverId: 'demo',
    origin: 'list' as const,
    resource: { uri: `file:///bulk/Item-${from + index}.txt`, name: `Item ${from + index}`, title: `Élément ${from + index}` },
  }));
}

function prepareAll(entries: readonly ResourceEntry[]) {
  return prepareEntries(entries, 0, Number.POSITIVE_INFINITY);
}

describe('preparedListOf', () => {
  it('prepares each position as prepareFields does', () => {
    const entries = resources(0, 20);
    prepareAll(entries);
    const list = preparedListOf(entries);
    entries.forEach((entry, at) => {
      expect(list.fields[at]).toEqual(prepareFields(entry));
      expect(list.characters[at]).toBe(prepareFields(entry).characters);
    });
  });

  it('takes the fields of the resources it shares with the list before it, and folds only the others', () => {
    const first = resources(0, 100);
    prepareAll(first);
    // A second page arrived: the same resource objects, in another order, and 50 new ones.
    const second = [...resources(100, 150), ...first.slice().reverse()];
    prepareAll(second);
    const before = preparedListOf(first);
    const after = preparedListOf(second);
    for (let at = 0; at < 100; at += 1) expect(after.fields[50 + at]).toBe(before.fields[99 - at]);
    for (let at = 0; at < 50; at += 1) expect(after.fields[at]).toEqual(prepareFields(second[at]!));
    // Once every position has its fields, the list no longer holds on to the one before.
    expect(after.before).toBeUndefined();
  });

  it('still reuses fields when a list is replaced before anyone prepared it', () => {
    const first = resources(0, 30);
    prepareAll(first);
    const second = [...first, ...resources(30, 40)];
    preparedListOf(second);
    const third = [...second, ...resources(40, 50)];
    prepareAll(third);
    const original = preparedListOf(first);
    for (let at = 0; at < 30; at += 1) expect(preparedAt(preparedListOf(third), third, at)).toBe(original.fields[at]);
    // The skipped list does not keep the first one alive: its inheritance became a map.
    expect(preparedListOf(second).before?.source).toBeUndefined();
  });

  it('reuses fields after a garbage collection, while the list before is still in use', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const first = resources(0, 20);
    prepareAll(first);
    // What the newest list is known by must live as long as the list, not only until the next collection.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    const second = [...first, ...resources(20, 25)];
    prepareAll(second);
    for (let at = 0; at < 20; at += 1) expect(preparedListOf(second).fields[at]).toBe(preparedListOf(first).fields[at]);
  });

  it('goes on from the prefix already prepared while a list grows, without looking fields up by resource', () => {
    // Two servers' entries: the first server's list grows, so the second's move down.
    const firstServer = resources(0, 300);
    const secondServer = resources(1000, 1100);
    const one = [...firstServer, ...secondServer];
    prepareAll(one);
    const two = [...firstServer, ...resources(300, 350), ...secondServer];
    const grown = preparedListOf(two);
    expect(grown.prepared).toBe(400);
    expect(grown.preparedUpTo).toBe(300);
    expect(grown.before).toBeUndefined();
    expect(grown.fields[350]).toBe(preparedListOf(one).fields[300]);
    // Preparing it folds the 50 new entries only, from where the prefix ends.
    expect(prepareEntries(two, 0, Number.POSITIVE_INFINITY)).toBe(450);
    expect(grown.prepared).toBe(450);
    expect(grown.preparedUpTo).toBe(450);
    for (let at = 300; at < 350; at += 1) expect(grown.fields[at]).toEqual(prepareFields(two[at]!));
  });

  it('steps over an entry that left the list, and looks up by resource once the order changed', () => {
    const first = resources(0, 50);
    prepareAll(first);
    const withoutOne = [...first.slice(0, 10), ...first.slice(11)];
    const list = preparedListOf(withoutOne);
    expect(list.prepared).toBe(49);
    expect(list.before).toBeUndefined();
    prepareAll(withoutOne);
    const shuffled = [...withoutOne.slice(25), ...withoutOne.slice(0, 25)];
    const reordered = preparedListOf(shuffled);
    expect(reordered.prepared).toBeLessThan(49);
    expect(reordered.before).toBeDefined();
    prepareAll(shuffled);
    shuffled.forEach((entry, at) => expect(reordered.fields[at]).toBe(list.fields[withoutOne.indexOf(entry)]));
  });
});

import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { CatalogStore } from './catalog-store.js';

function bulk(index: number): Resource {
  const folder = String(Math.floor(index / 100)).padStart(3, '0');
  const name = `item-${String(index).padStart(5, '0')}.txt`;
  return { uri: `file:///bulk/dir-${folder}/${name}`, name, mimeType: 'text/plain', size: 80, annotations: { priority: 0.5, lastModified: '2026-11-01T09:00:00.000Z' } };
}

/** Every typed array of the store. */
const COLUMN_NAMES = ['text', 'textStart', 'prefix', 'flags', 'server', 'mimeType', 'family', 'audience', 'characters', 'digits', 'fieldCharacters', 'wordStarts', 'firstLetters', 'priority', 'modified', 'bytes', 'labelHeads', 'nameInUri'] as const;

describe('CatalogStore', () => {
  it('keeps a folder prefix once, and a file name that is the end of its URI not at all', () => {
    const store = new CatalogStore();
    store.append('files', Array.from({ length: 1_000 }, (_, index) => bulk(index)));
    // 10 folders; `item-00000.txt` is 14 characters after one length unit; nothing else is text.
    expect(store.prefixes.length - 1).toBe(10);
    expect(store.textLength).toBe(1_000 * 15);
    expect(store.resource(417)).toEqual(bulk(417));
    expect(store.label(417)).toBe('item-00417.txt');
  });

  it('trims its columns to fit, a column a call, and reads and appends the same afterwards', () => {
    const store = new CatalogStore();
    // 5,000 resources: the columns doubled to 8,192, and their text to 131,072 units.
    store.append('files', Array.from({ length: 5_000 }, (_, index) => bulk(index)));
    const before = store.byteLength;
    let calls = 0;
    while (store.trimStep()) calls += 1;
    // Every column and the text, one by one (18 of them); then they fit, with a sixteenth to spare.
    expect(calls).toBe(18);
    expect(store.byteLength).toBeLessThan(before * 0.7);
    expect(store.flags.length).toBe(5_000 + (5_000 >> 4));
    expect(store.text.length).toBe(store.textLength + (store.textLength >> 4));
    expect(store.trimStep()).toBe(false);
    for (const id of [0, 2_500, 4_999]) expect(store.resource(id)).toEqual(bulk(id));
    // Fresh capacity reads as absent, as the columns' own does: no priority, no date, no size.
    store.append('files', [{ uri: 'file:///other/plain.txt', name: 'plain.txt' }, bulk(5_001)]);
    expect(store.resource(5_000)).toEqual({ uri: 'file:///other/plain.txt', name: 'plain.txt' });
    expect(store.resource(5_001)).toEqual(bulk(5_001));
    store.append('files', Array.from({ length: 1_000 }, (_, index) => bulk(6_000 + index)));
    expect(store.resource(5_501)).toEqual(bulk(6_499));
  });

  it('grows its columns ahead, a column a call, so that appending as many grows none and reads the same', () => {
    const store = new CatalogStore();
    store.append('files', Array.from({ length: 1_000 }, (_, index) => bulk(index)));
    let calls = 0;
    while (store.growStep(5_000)) calls += 1;
    // Every column and the text, one by one (18 of them).
    expect(calls).toBe(18);
    expect(store.flags.length).toBeGreaterThanOrEqual(5_000);
    const columns = () => COLUMN_NAMES.map((name) => store[name]);
    const grown = columns();
    store.append('files', Array.from({ length: 4_000 }, (_, index) => bulk(1_000 + index)));
    expect(columns().filter((column, index) => column !== grown[index])).toEqual([]);
    for (const id of [0, 999, 1_000, 4_999]) expect(store.resource(id)).toEqual(bulk(id));
    // The capacity grown ahead reads as absent, as `append`'s own does: no priority, no date, no size.
    store.append('files', [{ uri: 'file:///other/plain.txt', name: 'plain.txt' }]);
    expect(store.resource(5_000)).toEqual({ uri: 'file:///other/plain.txt', name: 'plain.txt' });
  });

  it('keeps the original text beside the folded one only where they differ', () => {
    const store = new CatalogStore();
    store.append('files', [{ uri: 'file:///Docs/Résumé.md', name: 'Résumé.md', title: 'My Résumé' }]);
    expect(store.resource(0)).toEqual({ uri: 'file:///Docs/Résumé.md', name: 'Résumé.md', title: 'My Résumé' });
    const view = store.locate(0);
    expect(store.read(view.titleStart, view.titleLength)).toBe('my resume');
    expect(store.read(view.rawTitleStart, view.rawTitleLength)).toBe('My Résumé');
    expect(store.foldedPrefixes[store.prefix[0]!]).toBe('file:///docs/');
  });

  it('keeps what its columns cannot hold as it was sent', () => {
    const store = new CatalogStore();
    const odd = {
      uri: 'db://orders/1',
      name: 'Order 1',
      icons: [{ src: 'https://example.com/icon.png' }],
      _meta: { 'example.com/tag': 1 },
      size: -5,
      annotations: { priority: 3, lastModified: '2026-11-01', audience: ['assistant', 'user'] },
    } as Resource;
    store.append('db', [odd]);
    expect(store.resource(0)).toEqual(odd);
    // Filters still read the annotations as entryPriority and entryLastModified do.
    expect(Number.isNaN(store.priority[0]!)).toBe(true);
    expect(store.modified[0]).toBe(Date.parse('2026-11-01'));
    expect(store.audience[0]).toBe(3);
  });

  it('appends a page in ranges and gives consecutive ids across pages and servers', () => {
    const store = new CatalogStore();
    const page = Array.from({ length: 5_000 }, (_, index) => bulk(index));
    expect(store.append('a', page, 0, 2_000)).toBe(0);
    expect(store.append('a', page, 2_000)).toBe(2_000);
    expect(store.append('b', [bulk(7)])).toBe(5_000);
    expect(store.serverOf(4_999)).toBe('a');
    expect(store.serverOf(5_000)).toBe('b');
    expect(store.resource(4_999)).toEqual(bulk(4_999));
  });

  it('reads back hostile resources as they came: very long fields, lone surrogates, too many MIME types', () => {
    const store = new CatalogStore();
    const hostile: Resource[] = [
      { uri: `file:///${'a/'.repeat(300)}${'x'.repeat(40_000)}`, name: 'y'.repeat(300), title: `T\ud800itle`, description: 'd'.repeat(5_000) },
      { uri: `file:///deep/${'é'.repeat(600)}/file`, name: 'file' },
      { uri: 'x', name: 'x' },
    ];
    store.append('hostile', hostile);
    expect(store.resource(0)).toEqual({ ...hostile[0], description: 'd'.repeat(4_096) });
    expect(store.resource(1)).toEqual(hostile[1]);
    expect(store.resource(2)).toEqual(hostile[2]);
    const many = Array.from({ length: 0x10000 + 5 }, (_, index): Resource => ({ uri: `mem:${index}`, name: `m${index}`, mimeType: `application/x-type-${index}` }));
    store.append('many', many);
    expect(store.resource(3 + 0x10000 + 4)).toEqual(many[0x10000 + 4]);
  });

  it('compacts to what a store holding only the live resources holds', () => {
    const store = new CatalogStore();
    const odd = { uri: 'db://x/1', name: 'One', icons: [{ src: 'https://example.com/i.png' }] } as Resource;
    store.append('a', Array.from({ length: 300 }, (_, index) => bulk(index)));
    store.append('b', [odd, ...Array.from({ length: 200 }, (_, index) => bulk(1_000 + index))]);
    store.append('a', Array.from({ length: 100 }, (_, index) => bulk(2_000 + index)));
    store.clear('a');
    const map = store.compact();

    const fresh = new CatalogStore();
    fresh.append('b', [odd, ...Array.from({ length: 200 }, (_, index) => bulk(1_000 + index))]);
    expect(store.size).toBe(201);
    expect(store.textLength).toBe(fresh.textLength);
    expect(Array.from(store.text.subarray(0, store.textLength))).toEqual(Array.from(fresh.text.subarray(0, fresh.textLength)));
    for (let id = 0; id < 201; id += 1) expect(store.resource(id)).toEqual(fresh.resource(id));
    expect(map[299]).toBe(-1);
    expect(map[300]).toBe(0);
    expect(map[500]).toBe(200);
    expect(map[501]).toBe(-1);
    // Appends go on after the live resources, into the freed room.
    expect(store.append('c', [bulk(9)])).toBe(201);
    expect(store.resource(201)).toEqual(bulk(9));
    expect(store.fieldCharacters.subarray(202 * 4, 205 * 4).every((mask) => mask === 0)).toBe(true);
  });
});

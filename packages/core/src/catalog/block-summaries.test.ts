import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { BlockSummaries, summaryOf, titledOf } from './block-summaries.js';
import { CatalogStore } from './catalog-store.js';
import { BLOCK_SHIFT, FIELDS, NAME_FIELD, TITLE_FIELD, URI_FIELD, WHOLE_FIELD } from './constants.js';

const hostile: Resource[] = [
  { uri: 'x', name: 'x', title: 'E' },
  { uri: 'file:///ü/Ärger', name: 'Ärger' },
  { uri: `file:///${'y'.repeat(3_000)}`, name: 'long', title: 'L'.repeat(2_100) },
];

/** A store of `count` sample resources, appended in pages of `page`, then the hostile ones. */
function storeOf(count: number, page: number) {
  const store = new CatalogStore();
  for (let from = 0; from < count; from += page) store.append((from / page) % 2 === 0 ? 'files' : 'db', Array.from({ length: Math.min(page, count - from) }, (_, index) => sampleResource(from + index)));
  store.append('web', hostile);
  return store;
}

/** Summary `summary`, read back field by field. */
function read(blocks: BlockSummaries, summary: number) {
  const fields = Array.from({ length: FIELDS }, (_, field) => {
    const entry = summary * FIELDS + field;
    return [blocks.fieldCharacters[entry], blocks.wordStarts[entry], blocks.firstUnits[entry * 2], blocks.firstUnits[entry * 2 + 1], blocks.wholeFields[entry]];
  });
  return { fields, nameLengths: blocks.nameLengths[summary], minHead: blocks.minHeads[summary] };
}

/** Both summaries of every block of `store`. */
function readAll(store: CatalogStore, blocks: BlockSummaries) {
  const summaries = [];
  for (let block = 0; block << BLOCK_SHIFT < store.size; block += 1) summaries.push(read(blocks, summaryOf(block, 0)), read(blocks, summaryOf(block, 1)));
  return summaries;
}

describe('BlockSummaries', () => {
  it("holds every resource's field characters, word starts, first units, name length and label head in its block's summary", () => {
    const store = storeOf(3_000, 700);
    const { blocks } = store;
    for (let id = 0; id < store.size; id += 1) {
      const summary = summaryOf(id >> BLOCK_SHIFT, titledOf(store.flags, id));
      for (let field = 0; field < FIELDS; field += 1) {
        const entry = summary * FIELDS + field;
        const at = id * FIELDS + field;
        expect(store.fieldCharacters[at]! & ~blocks.fieldCharacters[entry]!, `characters of ${id}`).toBe(0);
        expect(store.wordStarts[at]! & ~blocks.wordStarts[entry]!, `word starts of ${id}`).toBe(0);
        expect(blocks.startsWith(entry, store.firstLetters[at]! & ~WHOLE_FIELD), `first unit of ${id}`).toBe(true);
        if ((store.firstLetters[at]! & WHOLE_FIELD) !== 0) expect(blocks.wholeFields[entry]).toBe(1);
      }
      const known = store.knownNameLength(id);
      expect((blocks.nameLengths[summary]! >>> (known >= 0 && known < 31 ? known : 31)) & 1, `name length of ${id}`).toBe(1);
      const head = store.labelHeads[id]!;
      if (Number.isNaN(head)) expect(blocks.minHeads[summary], `head of ${id}`).toBe(Number.NEGATIVE_INFINITY);
      else expect(blocks.minHeads[summary], `head of ${id}`).toBeLessThanOrEqual(head);
    }
    // The one-letter title `E` and the 2,100-character title (no head) are in the last block's titled summary; the
    // sample's first block holds resources with titles and without, each summarized apart.
    const last = (store.size - 1) >> BLOCK_SHIFT;
    expect(blocks.wholeFields[summaryOf(last, 1) * FIELDS + TITLE_FIELD]).toBe(1);
    expect(blocks.minHeads[summaryOf(last, 1)]).toBe(Number.NEGATIVE_INFINITY);
    expect(blocks.fieldCharacters[summaryOf(0, 0) * FIELDS + TITLE_FIELD]).toBe(0);
    expect(blocks.fieldCharacters[summaryOf(0, 1) * FIELDS + TITLE_FIELD]).not.toBe(0);
    expect(blocks.startsWith(summaryOf(0, 0) * FIELDS + NAME_FIELD, 9)).toBe(true); // "item…": i is 9
    expect(blocks.startsWith(summaryOf(0, 0) * FIELDS + URI_FIELD, 9)).toBe(false);
  });

  it('comes out the same whatever pages the resources were appended in', () => {
    const once = storeOf(3_000, 3_000);
    const paged = storeOf(3_000, 333);
    expect(paged.size).toBe(once.size);
    expect(readAll(paged, paged.blocks)).toEqual(readAll(once, once.blocks));
  });

  it('summarizes the ids again when a compaction renumbers them', () => {
    const store = storeOf(3_000, 1_000);
    store.clear('files');
    store.compact();
    const fresh = new BlockSummaries();
    fresh.cover(store, store.size);
    expect(store.size).toBe(1_000 + hostile.length);
    expect(readAll(store, store.blocks)).toEqual(readAll(store, fresh));
  });
});

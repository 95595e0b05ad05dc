import { describe, expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { prepareQuery } from '../search/match.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { CatalogStore } from './catalog-store.js';
import { summaryOf, titledOf } from './block-summaries.js';
import { BLOCK_SHIFT } from './constants.js';
import { WordScorer, wordPositions } from './word-scorer.js';

const COUNT = 2_000;
const store = new CatalogStore();
const resources: Resource[] = Array.from({ length: COUNT }, (_, index) => sampleResource(index));
resources.push(
  { uri: 'it', name: 'it', title: 'It' },
  { uri: 'file:///x/42', name: '42', description: '42 and 4' },
  { uri: '-/-', name: '--', title: '--' },
  // Names read from the URI's end that are not its whole last segment: the segment holds the letter sooner.
  { uri: 'file:///x/xi-item', name: 'item' },
  { uri: 'file:///x/tit', name: 'it' },
);
store.append('files', resources);

const WORDS = ['i', 'it', 'item', 'item-00042.txt', 'generated', '4', '42', '0004', 'résumé', 'notes', 'txt', 'png', 'file', '--', 'rprt', 'ünïcödé'];

describe('WordScorer.bound', () => {
  it('is never below the score, and equals it where the columns tell the field and where the word starts', () => {
    let equal = 0;
    let scored = 0;
    for (const word of WORDS.flatMap((query) => prepareQuery(query).tokens)) {
      const scorer = new WordScorer(store, word);
      for (let id = 0; id < store.size; id += 1) {
        const score = scorer.score(id, scorer.readsText ? store.locate(id) : undefined);
        const bound = scorer.bound(id);
        expect(bound, `${word} on ${id}`).toBeGreaterThanOrEqual(score);
        if (score > 0) scored += 1;
        if (score > 0 && bound === score) equal += 1;
      }
    }
    // Most of the sample's names are the end of their URI and start with "item": the bound is tight there.
    expect(scored).toBeGreaterThan(10_000);
    expect(equal / scored).toBeGreaterThan(0.5);
  });
});

describe('WordScorer.blockBound', () => {
  it("is never below the bound of a resource its summary holds, and equals the highest where they bound alike", () => {
    let tight = 0;
    for (const word of WORDS.flatMap((query) => prepareQuery(query).tokens)) {
      const scorer = new WordScorer(store, word);
      for (let block = 0; block << BLOCK_SHIFT < store.size; block += 1) {
        const highest = [0, 0];
        for (let id = block << BLOCK_SHIFT; id < Math.min(store.size, (block + 1) << BLOCK_SHIFT); id += 1) {
          const titled = titledOf(store.flags, id);
          highest[titled] = Math.max(highest[titled]!, scorer.bound(id));
        }
        for (const titled of [0, 1]) {
          const blockBound = scorer.blockBound(store.blocks, summaryOf(block, titled));
          expect(blockBound, `${word} on block ${block}, titled ${titled}`).toBeGreaterThanOrEqual(highest[titled]!);
          if (blockBound === highest[titled]) tight += 1;
        }
      }
    }
    // The sample's blocks hold alike resources (names starting "item", read from the URI's end).
    expect(tight).toBeGreaterThan(WORDS.length);
  });
});

describe('WordScorer.addBounds', () => {
  it('adds `bound` to the sum of each id whose bounding starts at the word or before, to the last bit', () => {
    // Every third id, from the middle of the list on: `ids[from]` is the first sum's.
    const ids = Int32Array.from({ length: Math.ceil(store.size / 3) }, (_, index) => index * 3);
    const from = 5;
    const to = ids.length;
    for (const word of WORDS.flatMap((query) => prepareQuery(query).tokens)) {
      const scorer = new WordScorer(store, word);
      const firstWords = Uint8Array.from({ length: to - from }, (_, index) => index % 3);
      const sums = Float64Array.from({ length: to - from }, (_, index) => (index % 2 === 0 ? 0 : 0.1 * index));
      scorer.addBounds(ids, from, to, 1, firstWords, sums);
      for (let at = from; at < to; at += 1) {
        const before = (at - from) % 2 === 0 ? 0 : 0.1 * (at - from);
        const expected = firstWords[at - from]! <= 1 ? before + scorer.bound(ids[at]!) : before;
        expect(sums[at - from], `${word} on ${ids[at]}`).toBe(expected);
      }
    }
  });
});

describe('WordScorer.findFirst', () => {
  it("writes where each URI's suffix first holds the word, and -1 where it does not", () => {
    const ids = Int32Array.from({ length: store.size }, (_, id) => id);
    for (const word of ['i', 't', '4', '7', 'é', 'it', 'x']) {
      const recorded = wordPositions(word, store.size);
      recorded.positions.fill(-2);
      new WordScorer(store, word).findFirst(ids, 0, ids.length, recorded);
      const { positions } = recorded;
      let found = 0;
      for (let id = 0; id < store.size; id += 1) {
        const { uriStart, uriLength } = store.locateUri(id);
        const suffix = String.fromCharCode(...store.text.subarray(uriStart, uriStart + uriLength));
        const at = suffix.indexOf(word);
        expect(positions[id], `${word} in ${suffix}`).toBe(at < 0 ? -1 : uriStart + at);
        if (at >= 0) found += 1;
      }
      // `i` and `t` are in most suffixes ("item-….txt"), though `i` is in every prefix ("dir") too.
      if (word === 'i' || word === 't') expect(found).toBeGreaterThan(COUNT / 2);
    }
  });
});

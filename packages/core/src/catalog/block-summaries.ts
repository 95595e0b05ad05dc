import type { CatalogStore } from './catalog-store.js';
import { BLOCK_SHIFT, FIELDS, HAS_TITLE, WHOLE_FIELD } from './constants.js';
import { grow } from './grow.js';

/** `nameLengths`' bit for a name whose length the store does not know, or of 31 units and more. */
export const OTHER_NAME_LENGTH = 31;

/**
 * What the resources of each block of `2 ** BLOCK_SHIFT` consecutive ids hold at most, from the
 * store's columns: per field, the union of their characters, word-start letters and first units;
 * the lengths of the names the store knows; the least label head. A ranking then rules a whole
 * block out when its bound cannot beat the worst match kept (`WordScorer.blockBound`,
 * `BestIds.excludesHeads`), instead of bounding each of its matches: the block-max pruning of search
 * engines (block-max WAND), over the columns the store has. Our own: it reads the store's layout. A
 * broad word at a million resources ties nearly all of them, and after the first blocks nearly
 * every block's labels come after the worst kept.
 *
 * Each block has two summaries (`summaryOf`): of its resources with a title, and of those without.
 * A title is a resource's label and its field of most weight, so where a block mixes both (as the
 * demo server's bulk catalog does, one in three), one summary would pair the titled resources'
 * bound with the least head of the others, and rule out no block of a query that a title wins.
 *
 * The store summarizes its resources as it appends them (`cover`), once: appends add ids after
 * those covered, and a removed resource leaves its block's summary an upper bound still. A
 * compaction renumbers the ids, so the store summarizes them again.
 */
export class BlockSummaries {
  /** How many of the store's first ids are summarized. */
  private covered = 0;
  /** Per summary and field (`FIELDS` entries a summary): the union of the resources' `fieldCharacters`. */
  fieldCharacters = new Int32Array(0);
  /** Per summary and field: the union of their `wordStarts`. */
  wordStarts = new Int32Array(0);
  /**
   * Per summary and field, two entries: bit `n` of the first (`n` < 32) or bit `n - 32` of the second
   * set when a field starts with the unit `firstUnitIndex` numbers `n` (see the store's `firstLetters`).
   */
  firstUnits = new Int32Array(0);
  /** Per summary and field: 1 when some resource's field is one unit (`WHOLE_FIELD`). */
  wholeFields = new Uint8Array(0);
  /** Per summary: bit `n` set for a name the store knows to be `n` units long (`knownNameLength`), bit `OTHER_NAME_LENGTH` for any other. */
  nameLengths = new Int32Array(0);
  /**
   * Per summary: the least `labelHeads` entry; -Infinity when one is `NaN` (a label to compare, which
   * no head rules out); +Infinity for a summary of no resource (whose bound is 0).
   */
  minHeads = new Float64Array(0);

  /** Summarizes the store's ids up to `end` (excluded) not summarized yet. */
  cover(store: CatalogStore, end: number): void {
    const from = this.covered;
    if (end <= from) return;
    this.growTo(summaryOf(((end - 1) >> BLOCK_SHIFT) + 1, 0));
    for (let block = from >> BLOCK_SHIFT; block << BLOCK_SHIFT < end; block += 1) {
      const first = Math.max(from, block << BLOCK_SHIFT);
      const last = Math.min(end, (block + 1) << BLOCK_SHIFT);
      for (let titled = 0; titled < 2; titled += 1) {
        const summary = summaryOf(block, titled);
        for (let field = 0; field < FIELDS; field += 1) this.coverField(store, summary, titled, field, first, last);
        this.coverLabels(store, summary, titled, first, last);
      }
    }
    this.covered = end;
  }

  /** The bytes of the summaries' arrays (their full capacity). */
  get byteLength(): number {
    return [this.fieldCharacters, this.wordStarts, this.firstUnits, this.wholeFields, this.nameLengths, this.minHeads].reduce((sum, array) => sum + array.byteLength, 0);
  }

  /** Whether `firstUnits` has unit `index` (`firstUnitIndex`) for field entry `entry` (`summary * FIELDS + field`). */
  startsWith(entry: number, index: number): boolean {
    return index < 32 ? ((this.firstUnits[entry * 2]! >>> index) & 1) !== 0 : ((this.firstUnits[entry * 2 + 1]! >>> (index - 32)) & 1) !== 0;
  }

  /**
   * Adds field `field` of the ids `first` to `last` (excluded) with a title (`titled` 1) or without
   * (0) to summary `summary`: a field at a time, in locals.
   */
  private coverField(store: CatalogStore, summary: number, titled: number, field: number, first: number, last: number) {
    const { fieldCharacters, wordStarts, firstLetters, flags } = store;
    let characters = 0;
    let starts = 0;
    let low = 0;
    let high = 0;
    let whole = 0;
    for (let id = first; id < last; id += 1) {
      if (titledOf(flags, id) !== titled) continue;
      const at = id * FIELDS + field;
      characters |= fieldCharacters[at]!;
      starts |= wordStarts[at]!;
      const unit = firstLetters[at]!;
      whole |= unit & WHOLE_FIELD;
      const index = unit & ~WHOLE_FIELD;
      if (index < 32) low |= 1 << index;
      else high |= 1 << (index - 32);
    }
    const entry = summary * FIELDS + field;
    this.fieldCharacters[entry] = this.fieldCharacters[entry]! | characters;
    this.wordStarts[entry] = this.wordStarts[entry]! | starts;
    this.firstUnits[entry * 2] = this.firstUnits[entry * 2]! | low;
    this.firstUnits[entry * 2 + 1] = this.firstUnits[entry * 2 + 1]! | high;
    if (whole !== 0) this.wholeFields[entry] = 1;
  }

  /** Adds the name lengths and label heads of those ids (see `coverField`) to summary `summary`. */
  private coverLabels(store: CatalogStore, summary: number, titled: number, first: number, last: number) {
    const { labelHeads, flags } = store;
    let lengths = 0;
    let minHead = this.minHeads[summary]!;
    for (let id = first; id < last; id += 1) {
      if (titledOf(flags, id) !== titled) continue;
      const known = store.knownNameLength(id);
      lengths |= 1 << (known >= 0 && known < OTHER_NAME_LENGTH ? known : OTHER_NAME_LENGTH);
      const head = labelHeads[id]!;
      // A NaN head is no less than anything: the summary then has no head that rules it out.
      if (Number.isNaN(head)) minHead = Number.NEGATIVE_INFINITY;
      else if (head < minHead) minHead = head;
    }
    this.nameLengths[summary] = this.nameLengths[summary]! | lengths;
    this.minHeads[summary] = minHead;
  }

  /** Room for `summaries` summaries in every array (each grows on its own, as `grow` doubles it). */
  private growTo(summaries: number) {
    this.fieldCharacters = grow(this.fieldCharacters, summaries * FIELDS);
    this.wordStarts = grow(this.wordStarts, summaries * FIELDS);
    this.firstUnits = grow(this.firstUnits, summaries * FIELDS * 2);
    this.wholeFields = grow(this.wholeFields, summaries * FIELDS);
    this.nameLengths = grow(this.nameLengths, summaries);
    this.minHeads = grow(this.minHeads, summaries, Number.POSITIVE_INFINITY);
  }
}

/** 1 when resource `id` has a title (its store's `flags`), else 0: which of its block's summaries holds it. */
export function titledOf(flags: Uint16Array, id: number): number {
  return (flags[id]! & HAS_TITLE) === 0 ? 0 : 1;
}

/** The summary of the resources of block `block` with a title (`titled` 1) or without (0). */
export function summaryOf(block: number, titled: number): number {
  return block * 2 + titled;
}

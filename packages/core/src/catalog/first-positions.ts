import type { CatalogStore } from './catalog-store.js';
import { WordScorer, wordPositions, type WordPositions } from './word-scorer.js';

/** Resources looked at between two reads of the clock. */
const RUN = 4096;

/**
 * Where each resource of a match first holds the query's last word in its URI's suffix, found in
 * slices that nobody waits for, after the match was answered: the positions a match records for
 * the next keystroke (`CatalogMatchJob.positions`) when its last word is one letter, which the
 * match itself checks from the resources' bits without reading their text (the host does not look
 * after one digit: see `CatalogHost.queueFirstPositions`). Typing on in the word (`i`, then `it`)
 * then compares a few units per resource, read in order, instead of searching every URI again:
 * where the place is the suffix's start, the store's head of the suffix (`suffixHeads`); elsewhere
 * the units kept here. At a million bulk resources in Node, the match of `it` took 41–50 ms
 * without these and 13–22 ms from them; finding them (and the facet count of `i` after them) took
 * 11–23 ms, against 34–52 when the units of every place were read from the text.
 *
 * `positions` is usable at once: a resource not looked at yet reads -1, which a match takes for
 * "search here". Allocated on the first step, not when queued, so the match's own task ends sooner.
 */
export class FirstPositions {
  private found: WordPositions | undefined;
  private scorer: WordScorer | undefined;
  /** How many of `ids` were placed. */
  private placed = 0;

  constructor(
    private readonly store: CatalogStore,
    private readonly ids: Int32Array,
    private readonly word: string,
  ) {}

  /** The positions, once the first step made them; -1 for a resource not looked at yet, and no units kept. */
  get positions(): WordPositions | undefined {
    return this.found;
  }

  /**
   * Looks for about `budgetMs`; true once every resource has been looked at, or once a match of a
   * longer word records into these positions (it narrowed from them: see `narrowedPositions`).
   */
  step(budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    const found = (this.found ??= wordPositions(this.word, this.store.size, true));
    const scorer = (this.scorer ??= new WordScorer(this.store, this.word));
    const { ids } = this;
    while (!found.taken && this.placed < ids.length) {
      const end = Math.min(ids.length, this.placed + RUN);
      scorer.findFirst(ids, this.placed, end, found);
      this.placed = end;
      if (performance.now() >= deadline) break;
    }
    return found.taken === true || this.placed >= ids.length;
  }
}

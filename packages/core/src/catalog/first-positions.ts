import type { CatalogStore } from './catalog-store.js';
import { keepUnits, WordScorer, wordPositions, type WordPositions } from './word-scorer.js';

/** Resources looked at between two reads of the clock. */
const RUN = 4096;

/**
 * Where each resource of a match first holds the query's last word in its URI's suffix, found in
 * slices that nobody waits for, after the match was answered: the positions a match records for
 * the next keystroke (`CatalogMatchJob.positions`) when its last word is one letter, which the
 * match itself checks from the resources' bits without reading their text (the host does not look
 * after one digit: see `CatalogHost.queueFirstPositions`). Typing on in the word (`i`, then `it`)
 * then compares one unit per resource instead of searching every URI again: at a million
 * resources, in Node, the match of `it` took 15 ms after `i` and 11 ms from these.
 *
 * `positions` is usable at once: a resource not looked at yet reads -1, which a match takes for
 * "search here". Allocated on the first step, not when queued, so the match's own task ends sooner.
 */
export class FirstPositions {
  private found: WordPositions | undefined;
  private scorer: WordScorer | undefined;
  /** How many of `ids` were placed, then how many had their units kept. */
  private placed = 0;
  private unitsKept = 0;

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
   * Every place first, then the units of the text from each (`keepUnits`).
   */
  step(budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    const found = (this.found ??= wordPositions(this.word, this.store.size, true));
    const scorer = (this.scorer ??= new WordScorer(this.store, this.word));
    const { ids } = this;
    while (!found.taken && this.unitsKept < ids.length) {
      if (this.placed < ids.length) {
        const end = Math.min(ids.length, this.placed + RUN);
        scorer.findFirst(ids, this.placed, end, found);
        this.placed = end;
      } else {
        const end = Math.min(ids.length, this.unitsKept + RUN);
        keepUnits(this.store, ids, this.unitsKept, end, found);
        this.unitsKept = end;
      }
      if (performance.now() >= deadline) break;
    }
    return found.taken === true || this.unitsKept >= ids.length;
  }
}

import { isBetter, type RankedLabel } from '../search/best-of.js';
import { WorstFirstHeap } from '../search/worst-first-heap.js';
import type { CatalogStore, TextView } from './catalog-store.js';

interface Kept extends RankedLabel {
  id: number;
  /** The store's `labelHead` of the label. */
  head: number;
}

/**
 * The best `limit` resource ids by score, then shorter label, then label in lower case, then label:
 * `search/best-of.ts` over store ids, on the same heap and comparison, so that ties come out in the same
 * order as `rankEntries` gives them. A candidate's label is compared inside the store's text
 * (plain ASCII labels, nearly all) rather than made into a string, and only when the labels' heads
 * (`labelHead`: length and first characters) do not tell them apart: a one-letter query offers a
 * million ties.
 */
export class BestIds {
  private readonly heap: WorstFirstHeap<Kept>;

  constructor(
    private readonly store: CatalogStore,
    limit: number,
  ) {
    this.heap = new WorstFirstHeap<Kept>(limit, isBetter);
  }

  /** `view`: the located text of `id`, if the caller has it. */
  offer(id: number, score: number, view: TextView | undefined) {
    const { heap } = this;
    if (heap.full && score < heap.worst!.score) return;
    if (!heap.full) heap.push(this.kept(id, score));
    else if (this.candidateRanksAbove(id, score, view, heap.worst!)) heap.replaceWorst(this.kept(id, score));
  }

  /**
   * Whether a resource scoring at most `bound` cannot be kept: every place is taken, and at that
   * score `id` would rank below the worst kept (lower, or tied and with a label head after its).
   * The worst kept only gets better, so a resource left out now would never have been kept.
   */
  excludes(id: number, bound: number): boolean {
    return this.excludesHeads(bound, this.store.labelHeads[id]!);
  }

  /**
   * Whether resources scoring at most `bound` whose label heads are `minHead` or after (see
   * `BlockSummaries`) cannot be kept: `excludes` for each of them at once.
   */
  excludesHeads(bound: number, minHead: number): boolean {
    const { heap } = this;
    if (!heap.full) return false;
    const worst = heap.worst!;
    return bound < worst.score || (bound === worst.score && minHead > worst.head);
  }

  /** The kept ids, best first. */
  sorted(): Int32Array {
    return Int32Array.from(this.heap.sorted(), (kept) => kept.id);
  }

  private kept(id: number, score: number): Kept {
    const label = this.store.label(id);
    // Ids are offered in listing order (ascending), as entries are to `BestOf`.
    return { id, score, label, labelKey: label.toLowerCase(), order: id, head: this.store.labelHeads[id]! };
  }

  private candidateRanksAbove(id: number, score: number, located: TextView | undefined, worst: Kept): boolean {
    if (score !== worst.score) return score > worst.score;
    // Heads that differ decide (a NaN head differs from nothing: the comparisons are false).
    const head = this.store.labelHeads[id]!;
    if (head < worst.head) return true;
    if (head > worst.head) return false;
    const view = located ?? this.store.locate(id);
    const length = view.rawLabelLength;
    if (length !== worst.label.length) return length < worst.label.length;
    if (view.rawLabelStart >= 0 && worst.labelKey.length === length) {
      const { text } = this.store;
      const start = view.rawLabelStart;
      let raw = 0;
      let ascii = true;
      for (let index = 0; index < length; index += 1) {
        const unit = text[start + index]!;
        if (unit > 0x7f) {
          ascii = false;
          break;
        }
        const lower = unit >= 0x41 && unit <= 0x5a ? unit + 0x20 : unit;
        const other = worst.labelKey.charCodeAt(index);
        if (lower !== other) return lower < other;
        if (raw === 0 && unit !== worst.label.charCodeAt(index)) raw = unit < worst.label.charCodeAt(index) ? -1 : 1;
      }
      if (ascii) return raw < 0;
    }
    const label = this.store.label(id);
    const labelKey = label.toLowerCase();
    return labelKey < worst.labelKey || (labelKey === worst.labelKey && label < worst.label);
  }
}

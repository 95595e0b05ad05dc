import type { CatalogStore, TextView } from './catalog-store.js';

interface Kept {
  id: number;
  score: number;
  label: string;
  labelKey: string;
}

/**
 * The best `limit` resource ids by score, then shorter label, then label in lower case, then label:
 * `search/best-of.ts` over store ids, with the same heap moves, so that ties come out in the same
 * order as `rankEntries` gives them. A candidate's label is compared inside the store's text
 * (plain ASCII labels, nearly all) rather than made into a string: a one-letter query offers a
 * million ties.
 */
export class BestIds {
  private readonly heap: Kept[] = [];

  constructor(
    private readonly store: CatalogStore,
    private readonly limit: number,
  ) {}

  /** `view`: the located text of `id`, if the caller has it. */
  offer(id: number, score: number, view: TextView | undefined) {
    const { heap } = this;
    if (heap.length >= this.limit && score < heap[0]!.score) return;
    if (heap.length < this.limit) {
      heap.push(this.kept(id, score));
      let index = heap.length - 1;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!isBetter(heap[parent]!, heap[index]!)) break;
        [heap[parent], heap[index]] = [heap[index]!, heap[parent]!];
        index = parent;
      }
      return;
    }
    if (!this.candidateRanksAbove(id, score, view ?? this.store.locate(id), heap[0]!)) return;
    heap[0] = this.kept(id, score);
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && isBetter(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && isBetter(heap[worst]!, heap[right]!)) worst = right;
      if (worst === index) break;
      [heap[worst], heap[index]] = [heap[index]!, heap[worst]!];
      index = worst;
    }
  }

  /** The kept ids, best first. */
  sorted(): Int32Array {
    const order = [...this.heap].sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0));
    return Int32Array.from(order, (kept) => kept.id);
  }

  private kept(id: number, score: number): Kept {
    const label = this.store.label(id);
    return { id, score, label, labelKey: label.toLowerCase() };
  }

  private candidateRanksAbove(id: number, score: number, view: TextView, worst: Kept): boolean {
    if (score !== worst.score) return score > worst.score;
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

function isBetter(a: Kept, b: Kept): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.label.length !== b.label.length) return a.label.length < b.label.length;
  return a.labelKey < b.labelKey || (a.labelKey === b.labelKey && a.label < b.label);
}

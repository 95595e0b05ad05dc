import type { ResourceEntry } from './entry.js';
import { prepareFields, type PreparedFields } from './match.js';

interface Scored<TEntry> {
  entry: TEntry;
  score: number;
  label: string;
  labelKey: string;
}

function isBetter(a: Scored<unknown>, b: Scored<unknown>): boolean {
  return ranksAbove(a.score, a.label, a.labelKey, b);
}

function ranksAbove(score: number, label: string, labelKey: string, b: Scored<unknown>): boolean {
  if (score !== b.score) return score > b.score;
  if (label.length !== b.label.length) return label.length < b.label.length;
  // Labels of equal length: a plain comparison orders their digits naturally too, and it is cheap
  // enough for the 100,000 ties a one-letter query produces.
  return labelKey < b.labelKey || (labelKey === b.labelKey && label < b.label);
}

/** A min-heap on "better": the root is the worst hit kept, replaced when something better arrives. */
export class BestOf<TEntry extends ResourceEntry> {
  private readonly heap: Array<Scored<TEntry>> = [];

  constructor(private readonly limit: number) {}

  /** `fields`: the entry's prepared fields, when the caller has them at hand. */
  offer(entry: TEntry, score: number, fields?: PreparedFields) {
    const { heap } = this;
    if (heap.length >= this.limit && score < heap[0]!.score) return;
    const { label, labelKey } = fields ?? prepareFields(entry);
    if (heap.length < this.limit) {
      heap.push({ entry, score, label, labelKey });
      let index = heap.length - 1;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!isBetter(heap[parent]!, heap[index]!)) break;
        [heap[parent], heap[index]] = [heap[index]!, heap[parent]!];
        index = parent;
      }
      return;
    }
    // Compared before anything is made: most of a dense query's matches tie with or lose to the worst kept.
    if (!ranksAbove(score, label, labelKey, heap[0]!)) return;
    heap[0] = { entry, score, label, labelKey };
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

  /** The kept entries, best first. */
  sorted(): TEntry[] {
    return [...this.heap].sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0)).map(({ entry }) => entry);
  }
}

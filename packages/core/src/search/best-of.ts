import type { ResourceEntry } from './entry.js';
import { prepareFields, type PreparedFields } from './match.js';

interface Scored<TEntry> {
  entry: TEntry;
  score: number;
  label: string;
  labelKey: string;
}

function isBetter(a: Scored<unknown>, b: Scored<unknown>): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.label.length !== b.label.length) return a.label.length < b.label.length;
  // Labels of equal length: a plain comparison orders their digits naturally too, and it is cheap
  // enough for the 100,000 ties a one-letter query produces.
  return a.labelKey < b.labelKey || (a.labelKey === b.labelKey && a.label < b.label);
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
    const item: Scored<TEntry> = { entry, score, label, labelKey };
    if (heap.length < this.limit) {
      heap.push(item);
      let index = heap.length - 1;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!isBetter(heap[parent]!, heap[index]!)) break;
        [heap[parent], heap[index]] = [heap[index]!, heap[parent]!];
        index = parent;
      }
      return;
    }
    if (!isBetter(item, heap[0]!)) return;
    heap[0] = item;
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

import type { ResourceEntry } from './entry.js';
import { prepareFields, type PreparedFields } from './match.js';
import { WorstFirstHeap } from './worst-first-heap.js';

/**
 * What ranking compares: a score, then the label (shorter first), then the label in lower case, then
 * as it is, then the order offered (earlier first). The last makes the order total: hits that tie on
 * everything else (README.md on two servers) come out in the order of the list, whatever moves the
 * heap made, so that lists ranked apart (the catalog engine's, the page's) merge in the same order.
 */
export interface RankedLabel {
  score: number;
  label: string;
  labelKey: string;
  order: number;
}

interface Scored<TEntry> extends RankedLabel {
  entry: TEntry;
}

export function isBetter(a: RankedLabel, b: RankedLabel): boolean {
  if (a.score === b.score && a.label === b.label) return a.order < b.order;
  return ranksAbove(a.score, a.label, a.labelKey, b);
}

/** Whether an item offered after every kept one (so later in order) ranks above `b`. */
function ranksAbove(score: number, label: string, labelKey: string, b: RankedLabel): boolean {
  if (score !== b.score) return score > b.score;
  if (label.length !== b.label.length) return label.length < b.label.length;
  // Labels of equal length: a plain comparison orders their digits naturally too, and it is cheap
  // enough for the 100,000 ties a one-letter query produces.
  return labelKey < b.labelKey || (labelKey === b.labelKey && label < b.label);
}

/** The best `limit` entries offered, by score, then shorter label, then label (see `WorstFirstHeap`). */
export class BestOf<TEntry extends ResourceEntry> {
  private readonly heap: WorstFirstHeap<Scored<TEntry>>;
  private offered = 0;

  constructor(limit: number) {
    this.heap = new WorstFirstHeap<Scored<TEntry>>(limit, isBetter);
  }

  /** `fields`: the entry's prepared fields, when the caller has them at hand. */
  offer(entry: TEntry, score: number, fields?: PreparedFields) {
    const { heap } = this;
    const order = this.offered++;
    if (heap.full && score < heap.worst!.score) return;
    const { label, labelKey } = fields ?? prepareFields(entry);
    if (!heap.full) heap.push({ entry, score, label, labelKey, order });
    // Compared before anything is made: most of a dense query's matches tie with or lose to the worst kept.
    else if (ranksAbove(score, label, labelKey, heap.worst!)) heap.replaceWorst({ entry, score, label, labelKey, order });
  }

  /** The kept entries, best first. */
  sorted(): TEntry[] {
    return this.heap.sorted().map(({ entry }) => entry);
  }
}

/**
 * The best `limit` items offered, kept in a min-heap on "better": its root is the worst item kept,
 * replaced when something better arrives. The page's ranking (`BestOf`) and the catalog engine's
 * (`BestIds`) share it, so that ties come out of both in the same order.
 */
export class WorstFirstHeap<T> {
  private readonly items: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly isBetter: (a: T, b: T) => boolean,
  ) {}

  /** True once `limit` items are kept: from then on an item gets in only by replacing the worst. */
  get full(): boolean {
    return this.items.length >= this.limit;
  }

  /** The worst item kept (`undefined` while none is). */
  get worst(): T | undefined {
    return this.items[0];
  }

  /** Keeps `item`; only while not `full`. */
  push(item: T) {
    const { items } = this;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.isBetter(items[parent]!, items[index]!)) break;
      [items[parent], items[index]] = [items[index]!, items[parent]!];
      index = parent;
    }
  }

  /** Puts `item`, which the caller found better than `worst`, in the worst item's place. */
  replaceWorst(item: T) {
    const { items } = this;
    items[0] = item;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let worst = index;
      if (left < items.length && this.isBetter(items[worst]!, items[left]!)) worst = left;
      if (right < items.length && this.isBetter(items[worst]!, items[right]!)) worst = right;
      if (worst === index) break;
      [items[worst], items[index]] = [items[index]!, items[worst]!];
      index = worst;
    }
  }

  /** The kept items, best first. */
  sorted(): T[] {
    return [...this.items].sort((a, b) => (this.isBetter(a, b) ? -1 : this.isBetter(b, a) ? 1 : 0));
  }
}

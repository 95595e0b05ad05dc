/** Items per chunk: 2^14, 64 kB of pointers. */
const CHUNK_BITS = 14;
const CHUNK_SIZE = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_SIZE - 1;

/**
 * A list appended to at its end and read by index, kept in arrays of 16,384 items: growing it never
 * copies more than one of them.
 *
 * Written here because a JS array does: V8 grows a full array by half and copies it whole, in the
 * push that found it full. The model's list of a million listed resources and its URI map's values
 * grew so in one page's task each, at about 580,000 and 870,000 items: 7–19 ms per array in Node,
 * against about 2 ms for a page's 5,000 inserts into the map otherwise.
 */
export class ChunkedList<T> {
  private readonly chunks: T[][] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Item `index`, which must be below `length`. */
  at(index: number): T {
    return this.chunks[index >>> CHUNK_BITS]![index & CHUNK_MASK]!;
  }

  /** Replaces item `index`, which must be below `length`. */
  set(index: number, item: T): void {
    this.chunks[index >>> CHUNK_BITS]![index & CHUNK_MASK] = item;
  }

  push(item: T): void {
    if ((this.count & CHUNK_MASK) === 0) this.chunks.push([]);
    this.chunks[this.chunks.length - 1]!.push(item);
    this.count += 1;
  }

  /** Items `start` to `end` (excluded) in an array of their own. */
  slice(start: number, end: number): T[] {
    const items: T[] = [];
    for (let index = start; index < end; index += 1) items.push(this.at(index));
    return items;
  }

  /**
   * The items as arrays, in order: chunks that stay the same arrays while the list is appended to
   * (the last one grows), to read or join without copying the list item by item.
   */
  arrays(): ReadonlyArray<readonly T[]> {
    return this.chunks;
  }
}

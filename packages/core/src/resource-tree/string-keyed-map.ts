import { grow, growAhead } from '../catalog/grow.js';
import { ChunkedList } from './chunked-list.js';

/**
 * A map from strings to values that each know their own key (a node its id, an entry its URI),
 * found by a number hashed from the key rather than by the key itself, in a hash table of typed
 * arrays.
 *
 * Written here because no library addresses it:
 * - V8 internalizes a string used as a key of a `Map`, `Set` or object, and keeps it in its string
 *   table for as long as the string lives; every full collection that moves objects then visits
 *   each internalized string. With the URIs and node ids of a million resources as keys, that was
 *   150–250 ms of each full collection's pause in Chromium (`V8.GC_MC_EVACUATE_UPDATE_POINTERS_TO_NEW_ROOTS`
 *   in a trace; a page holding a million such strings as keys paid 70 ms per collection, with
 *   number keys none).
 * - A `Map` of a million hashes still copies every entry when it grows, in one go: 50–60 ms of one
 *   page's listing at 1M in a trace. Here growing re-inserts positions (numbers) into a larger
 *   typed array, from the hashes kept beside the values, and the values stay where they are; and
 *   it does so ahead, in idle time (`prepare`), or else a few positions per insert (re-inserting a
 *   million at once took 38–51 ms in Chromium), looking in the smaller table too until it is done.
 *   Ahead, because the first writes to a new table's memory are slow: 5.5 ms for 8 MB in Chromium,
 *   however few positions they place.
 */
export class StringKeyedMap<V extends object> {
  /**
   * The values, in the order they were first set; `undefined` where one was deleted since. In
   * chunks: a million values in one array were copied whole in the insert that found it full.
   */
  private values = new ChunkedList<V | undefined>();
  /** The hash of the key of each of `values`, at the same position. */
  private hashes = new Int32Array(16);
  /**
   * Open addressing with linear probing: 1 + a position in `values`, 0 where empty, under the top
   * `bits` bits of the hash times a large odd number. At most five eighths full, deleted values
   * included; half full when `prepare` keeps up.
   */
  private table: Int32Array = new Int32Array(32);
  private bits = 5;
  /**
   * Once the table is half full: the table it grows into, twice as large, filled ahead by `prepare`
   * with the positions below `placedUpTo` while the table goes on taking new ones.
   */
  private next: { table: Int32Array; placedUpTo: number } | undefined;
  /** While growing: the table before, which still finds the positions from `moved` on. */
  private previous: { table: Int32Array; bits: number } | undefined;
  /** While growing: positions below this one are in `table` too. */
  private moved = 0;
  /** While growing: positions below this one were in the table before, the others only in `table`. */
  private movedUpTo = 0;
  private count = 0;

  constructor(
    private readonly keyOf: (value: V) => string,
    private readonly hash: (key: string) => number = hashKey,
  ) {}

  get size(): number {
    return this.count;
  }

  get(key: string): V | undefined {
    const at = this.find(key, this.hash(key));
    return at < 0 ? undefined : this.values.at(at);
  }

  has(key: string): boolean {
    return this.find(key, this.hash(key)) >= 0;
  }

  /** Keeps `value` under `key`, which must be `keyOf(value)`, in place of any value under it. */
  set(key: string, value: V): this {
    const hash = this.hash(key);
    const known = this.find(key, hash);
    if (known >= 0) {
      this.values.set(known, value);
      return this;
    }
    this.add(hash, value);
    return this;
  }

  /**
   * The value under `key`, if there is one; else keeps `value` under it (`key` must be
   * `keyOf(value)`) and gives `undefined`. One hash and one search of the table, where `get` and then
   * `set` took two of each: a million listed resources are indexed so.
   */
  getOrSet(key: string, value: V): V | undefined {
    const hash = this.hash(key);
    const known = this.find(key, hash);
    if (known >= 0) return this.values.at(known);
    this.add(hash, value);
    return undefined;
  }

  /** Adds `value`, whose key is in the map nowhere and hashed to `hash`. */
  private add(hash: number, value: V): void {
    const at = this.values.length;
    this.values.push(value);
    this.hashes = grow(this.hashes, at + 1);
    this.hashes[at] = hash;
    this.count += 1;
    if (this.previous) this.moveSome();
    if ((at + 1) * 2 > this.table.length) this.next ??= { table: new Int32Array(this.table.length * 2), placedUpTo: 0 };
    if (this.next && (at + 1) * 8 > this.table.length * 5) this.grow(this.next);
    else place(this.table, this.bits, at, hash);
  }

  /**
   * Fills the table the map grows into, until `deadline` (a `performance.now()` time), and takes it
   * once it holds every position: call it in idle time, again while it returns false. Until then the
   * table goes on filling past half full; at five eighths it grows without waiting (see `grow`). The
   * hashes, which double at the same count of values, are doubled ahead too.
   */
  prepare(deadline: number): boolean {
    this.hashes = growAhead(this.hashes, this.values.length);
    const { next } = this;
    if (!next) return true;
    const end = this.values.length;
    for (let at = next.placedUpTo; at < end; ) {
      place(next.table, this.bits + 1, at, this.hashes[at]!);
      at += 1;
      // Often: the first 4,096 positions placed in a new table took 44 ms in a profiled trace, each most
      // likely a first write to a page of its memory.
      if ((at & 255) === 0 && at < end && performance.now() > deadline) {
        next.placedUpTo = at;
        return false;
      }
    }
    this.table = next.table;
    this.bits += 1;
    this.next = undefined;
    return true;
  }

  delete(key: string): boolean {
    const at = this.find(key, this.hash(key));
    if (at < 0) return false;
    // The table keeps pointing at the emptied position (probing goes on past it) until the next rebuild.
    this.values.set(at, undefined);
    this.count -= 1;
    if (this.values.length >= 64 && this.count * 2 < this.values.length) this.rebuild();
    return true;
  }

  /** The position of the value under `key` (whose hash is `hash`) in `values`; -1 when none is. */
  private find(key: string, hash: number): number {
    const at = this.findIn(this.table, this.bits, key, hash);
    return at >= 0 || !this.previous ? at : this.findIn(this.previous.table, this.previous.bits, key, hash);
  }

  private findIn(table: Int32Array, bits: number, key: string, hash: number): number {
    const { hashes, values } = this;
    const mask = table.length - 1;
    for (let slot = Math.imul(hash, HASH_SPREAD) >>> (32 - bits); ; slot = (slot + 1) & mask) {
      const at = table[slot]! - 1;
      if (at < 0) return -1;
      if (hashes[at] !== hash) continue;
      const value = values.at(at);
      if (value !== undefined && this.keyOf(value) === key) return at;
    }
  }

  /**
   * Goes on in the table twice as large, five sixteenths full, without waiting for `prepare` to fill
   * it: the positions set from now on go to it, and those it does not hold yet are moved over a few
   * per insert (`moveSome`), while the table before still finds them. (Four times as large, an eighth
   * full, left tables up to eight times the values: the tree's two maps took 42 bytes of heap per
   * listed resource at 100,000, 21 then.)
   */
  private grow(next: { table: Int32Array; placedUpTo: number }) {
    if (this.previous) this.moveSome(Number.POSITIVE_INFINITY);
    const length = this.values.length;
    this.next = undefined;
    this.previous = { table: this.table, bits: this.bits };
    this.moved = next.placedUpTo;
    this.bits += 1;
    this.table = next.table;
    // The value just added is found only here: `moved` stops short of it.
    this.movedUpTo = length - 1;
    place(this.table, this.bits, length - 1, this.hashes[length - 1]!);
    if (this.moved === this.movedUpTo) this.previous = undefined;
  }

  /**
   * Moves the next positions of the table before into the current one: eight per insert finish
   * long before the current table is half full (it starts five sixteenths full).
   */
  private moveSome(limit = 8) {
    const end = Math.min(this.movedUpTo, this.moved + limit);
    for (let at = this.moved; at < end; at += 1) place(this.table, this.bits, at, this.hashes[at]!);
    this.moved = end;
    if (end === this.movedUpTo) this.previous = undefined;
  }

  /** Drops deleted positions, and makes the table two to four times the values (at least 32 slots), at once. */
  private rebuild() {
    this.previous = undefined;
    this.next = undefined;
    if (this.count < this.values.length) {
      const values = new ChunkedList<V | undefined>();
      const hashes = new Int32Array(Math.max(16, this.count * 2));
      for (let at = 0; at < this.values.length; at += 1) {
        const value = this.values.at(at);
        if (value === undefined) continue;
        hashes[values.length] = this.hashes[at]!;
        values.push(value);
      }
      this.values = values;
      this.hashes = hashes;
    }
    this.bits = Math.max(5, Math.ceil(Math.log2(this.values.length * 2 + 1)));
    const table = new Int32Array(1 << this.bits);
    for (let at = 0; at < this.values.length; at += 1) place(table, this.bits, at, this.hashes[at]!);
    this.table = table;
  }
}

/** An odd number near 2^32 divided by the golden ratio: the top bits of the hash times it are spread evenly. */
const HASH_SPREAD = 0x9e3779b1;

/** Puts position `at`, whose key hashed to `hash`, in the first empty slot from its own in `table` (of `2 ** bits` slots). */
function place(table: Int32Array, bits: number, at: number, hash: number) {
  const mask = table.length - 1;
  let slot = Math.imul(hash, HASH_SPREAD) >>> (32 - bits);
  while (table[slot] !== 0) slot = (slot + 1) & mask;
  table[slot] = at + 1;
}

/** FNV-1a over the key's UTF-16 units, cut to 30 bits. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return (hash ^ (hash >>> 30)) & 0x3fffffff;
}

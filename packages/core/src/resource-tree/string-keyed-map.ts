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
 *   typed array, from the hashes kept beside the values, and the values stay where they are.
 */
export class StringKeyedMap<V extends object> {
  /** The values, in the order they were first set; `undefined` where one was deleted since. */
  private values: (V | undefined)[] = [];
  /** The hash of the key of each of `values`, at the same position. */
  private hashes = new Int32Array(16);
  /**
   * Open addressing with linear probing: 1 + a position in `values`, 0 where empty, under the top
   * `bits` bits of the hash times a large odd number. At most half full, deleted values included.
   */
  private table = new Int32Array(32);
  private bits = 5;
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
    return at < 0 ? undefined : this.values[at];
  }

  has(key: string): boolean {
    return this.find(key, this.hash(key)) >= 0;
  }

  /** Keeps `value` under `key`, which must be `keyOf(value)`, in place of any value under it. */
  set(key: string, value: V): this {
    const hash = this.hash(key);
    const known = this.find(key, hash);
    if (known >= 0) {
      this.values[known] = value;
      return this;
    }
    const at = this.values.length;
    this.values.push(value);
    if (at === this.hashes.length) {
      const hashes = new Int32Array(at * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[at] = hash;
    this.count += 1;
    if ((at + 1) * 2 > this.table.length) this.rebuild();
    else this.place(this.table, at, hash);
    return this;
  }

  delete(key: string): boolean {
    const at = this.find(key, this.hash(key));
    if (at < 0) return false;
    // The table keeps pointing at the emptied position (probing goes on past it) until the next rebuild.
    this.values[at] = undefined;
    this.count -= 1;
    if (this.values.length >= 64 && this.count * 2 < this.values.length) this.rebuild();
    return true;
  }

  /** The position of the value under `key` (whose hash is `hash`) in `values`; -1 when none is. */
  private find(key: string, hash: number): number {
    const { table, hashes, values } = this;
    const mask = table.length - 1;
    for (let slot = Math.imul(hash, 0x9e3779b1) >>> (32 - this.bits); ; slot = (slot + 1) & mask) {
      const at = table[slot]! - 1;
      if (at < 0) return -1;
      if (hashes[at] !== hash) continue;
      const value = values[at];
      if (value !== undefined && this.keyOf(value) === key) return at;
    }
  }

  private place(table: Int32Array, at: number, hash: number) {
    const mask = table.length - 1;
    let slot = Math.imul(hash, 0x9e3779b1) >>> (32 - this.bits);
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = at + 1;
  }

  /** Drops deleted positions, and makes the table four times the values (at least 32 slots). */
  private rebuild() {
    if (this.count < this.values.length) {
      const values: V[] = [];
      const hashes = new Int32Array(Math.max(16, this.count * 2));
      for (let at = 0; at < this.values.length; at += 1) {
        const value = this.values[at];
        if (value === undefined) continue;
        hashes[values.length] = this.hashes[at]!;
        values.push(value);
      }
      this.values = values;
      this.hashes = hashes;
    }
    this.bits = Math.max(5, Math.ceil(Math.log2(this.values.length * 4 + 1)));
    const table = new Int32Array(1 << this.bits);
    for (let at = 0; at < this.values.length; at += 1) this.place(table, at, this.hashes[at]!);
    this.table = table;
  }
}

/** FNV-1a over the key's UTF-16 units, cut to 30 bits. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return (hash ^ (hash >>> 30)) & 0x3fffffff;
}

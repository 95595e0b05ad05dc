/**
 * A map from strings to values that each know their own key (a node its id, an entry its URI),
 * kept in a `Map` under a number hashed from the key rather than under the key itself.
 *
 * Written here because no library addresses it: V8 internalizes a string used as a key of a `Map`,
 * `Set` or object, and keeps it in its string table for as long as the string lives; every full
 * collection that moves objects then visits each internalized string. With the URIs and node ids
 * of a million resources as keys, that was 150–250 ms of each full collection's pause in Chromium
 * (`V8.GC_MC_EVACUATE_UPDATE_POINTERS_TO_NEW_ROOTS` in a trace; a page holding a million such
 * strings as keys paid 70 ms per collection, with number keys none). Keys that hash alike share a
 * slot, as an array (a few among a million).
 */
export class StringKeyedMap<V extends object> {
  private readonly slots = new Map<number, V | V[]>();
  private count = 0;

  constructor(
    private readonly keyOf: (value: V) => string,
    private readonly hash: (key: string) => number = hashKey,
  ) {}

  get size(): number {
    return this.count;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(this.hash(key));
    if (slot === undefined) return undefined;
    if (!Array.isArray(slot)) return this.keyOf(slot) === key ? slot : undefined;
    for (const value of slot) if (this.keyOf(value) === key) return value;
    return undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Keeps `value` under `key`, which must be `keyOf(value)`, in place of any value under it. */
  set(key: string, value: V): this {
    const hash = this.hash(key);
    const slot = this.slots.get(hash);
    if (slot === undefined) {
      this.slots.set(hash, value);
      this.count += 1;
    } else if (!Array.isArray(slot)) {
      if (this.keyOf(slot) === key) this.slots.set(hash, value);
      else {
        this.slots.set(hash, [slot, value]);
        this.count += 1;
      }
    } else {
      const at = slot.findIndex((known) => this.keyOf(known) === key);
      if (at >= 0) slot[at] = value;
      else {
        slot.push(value);
        this.count += 1;
      }
    }
    return this;
  }

  delete(key: string): boolean {
    const hash = this.hash(key);
    const slot = this.slots.get(hash);
    if (slot === undefined) return false;
    if (!Array.isArray(slot)) {
      if (this.keyOf(slot) !== key) return false;
      this.slots.delete(hash);
    } else {
      const at = slot.findIndex((known) => this.keyOf(known) === key);
      if (at < 0) return false;
      slot.splice(at, 1);
      if (slot.length === 1) this.slots.set(hash, slot[0]!);
    }
    this.count -= 1;
    return true;
  }
}

/** FNV-1a over the key's UTF-16 units, cut to 30 bits: a small integer, which a `Map` keeps without a boxed number. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return (hash ^ (hash >>> 30)) & 0x3fffffff;
}

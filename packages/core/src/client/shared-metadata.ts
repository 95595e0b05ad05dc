/**
 * Listed items whose MIME type or annotations equal an earlier item's are given the earlier one's
 * value, so that a million resources of a few MIME types and annotations hold a few of each. JSON
 * parsing makes a string and an object for every item: `application/json` took 28 bytes per
 * resource, and `{ priority, lastModified }` 68 with its number and timestamp, in Chromium.
 *
 * A name that ends the item's URI (a file's name, most often) is made a slice of the URI's string:
 * JavaScript engines keep a slice of 13 characters or more as a view of the string it was cut from
 * (V8: 20 bytes, against 28 for `item-00001.txt` of its own), where a shorter one is a copy and
 * saves nothing.
 *
 * Written here because it is a bounded map from a value to its first copy, which no library is
 * needed for. Found through a map per field rather than a key made of the fields: making and
 * hashing such a key took about as long as validating the item. Shared annotations are frozen: a
 * host that changed one resource's would otherwise change every resource's that shares it.
 */
export class SharedMetadata {
  private readonly mimeTypes = new Map<string, string>();
  /** By audience (`audienceSlot`), then priority, then `lastModified`; `undefined` stands for a field left out. */
  private readonly annotations: Array<Map<number | undefined, Map<string | undefined, object>>> = [];
  private annotationCount = 0;

  constructor(private readonly limit = MAX_SHARED_VALUES) {}

  /** Replaces `item`'s `mimeType` and `annotations` by an equal value seen before, or keeps them as the one to share; a name ending the URI by a slice of it. */
  share(item: Record<string, unknown>): void {
    const { mimeType, annotations, uri, name } = item;
    if (typeof name === 'string' && name.length >= MIN_SLICED_LENGTH && typeof uri === 'string' && uri.length > name.length && uri.endsWith(name)) {
      item.name = uri.slice(uri.length - name.length);
    }
    if (typeof mimeType === 'string') {
      const known = this.mimeTypes.get(mimeType);
      if (known !== undefined) item.mimeType = known;
      else if (this.mimeTypes.size < this.limit) this.mimeTypes.set(mimeType, mimeType);
    }
    if (typeof annotations === 'object' && annotations !== null) {
      const shared = this.sharedAnnotations(annotations as Annotations);
      if (shared !== annotations) item.annotations = shared;
    }
  }

  private sharedAnnotations(annotations: Annotations): object {
    // Only the spec's fields, as validated before: any other field is kept where it is, unshared.
    for (const field in annotations) if (field !== 'priority' && field !== 'lastModified' && field !== 'audience') return annotations;
    const { priority, lastModified, audience } = annotations;
    const slot = audienceSlot(audience);
    // A map keeps -0 and 0 under one key: -0 keeps its own object.
    if (slot < 0 || (priority !== undefined && (typeof priority !== 'number' || Object.is(priority, -0))) || (lastModified !== undefined && typeof lastModified !== 'string')) return annotations;
    let byPriority = this.annotations[slot];
    if (byPriority === undefined) this.annotations[slot] = byPriority = new Map();
    let byLastModified = byPriority.get(priority);
    if (byLastModified === undefined) byPriority.set(priority, (byLastModified = new Map()));
    const known = byLastModified.get(lastModified);
    if (known !== undefined) return known;
    if (this.annotationCount < this.limit) {
      this.annotationCount += 1;
      if (Array.isArray(audience)) Object.freeze(audience);
      byLastModified.set(lastModified, Object.freeze(annotations));
    }
    return annotations;
  }
}

interface Annotations {
  priority?: unknown;
  lastModified?: unknown;
  audience?: unknown;
}

/** The shortest slice V8 keeps as a view of its string rather than a copy (`SlicedString::kMinLength`). */
const MIN_SLICED_LENGTH = 13;

/** Distinct values kept per kind: beyond them, items keep their own (a timestamp per resource would fill the maps with values never shared). */
const MAX_SHARED_VALUES = 4096;

/**
 * Where annotations of this audience are kept: a slot per list of at most two of the spec's roles
 * (and one for none listed); -1 for any other value, which is then not shared.
 */
function audienceSlot(audience: unknown): number {
  if (audience === undefined) return 0;
  if (!Array.isArray(audience) || audience.length > 2) return -1;
  let slot = 1;
  for (const role of audience) {
    if (role !== 'user' && role !== 'assistant') return -1;
    slot = slot * 3 + (role === 'user' ? 1 : 2);
  }
  return slot;
}

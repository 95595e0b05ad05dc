/**
 * Listed items whose MIME type or annotations equal an earlier item's are given the earlier one's
 * value, so that a million resources of a few MIME types and annotations hold a few of each. JSON
 * parsing makes a string and an object for every item: `application/json` took 28 bytes per
 * resource, and `{ priority, lastModified }` 68 with its number and timestamp, in Chromium.
 *
 * Written here because it is a bounded map from a value to its first copy, which no library is
 * needed for. Shared annotations are frozen: a host that changed one resource's would otherwise
 * change every resource's that shares it.
 */
export class SharedMetadata {
  private readonly mimeTypes = new Map<string, string>();
  private readonly annotations = new Map<string, object>();

  constructor(private readonly limit = MAX_SHARED_VALUES) {}

  /** Replaces `item`'s `mimeType` and `annotations` by an equal value seen before, or keeps them as the one to share. */
  share(item: Record<string, unknown>): void {
    const { mimeType, annotations } = item;
    if (typeof mimeType === 'string') item.mimeType = this.shared(this.mimeTypes, mimeType, mimeType);
    if (typeof annotations === 'object' && annotations !== null) {
      const key = annotationsKey(annotations as Record<string, unknown>);
      if (key !== undefined) item.annotations = this.shared(this.annotations, key, annotations, deepFreeze);
    }
  }

  private shared<T>(values: Map<string, T>, key: string, value: T, keep?: (value: T) => void): T {
    const known = values.get(key);
    if (known !== undefined) return known;
    if (values.size < this.limit) {
      keep?.(value);
      values.set(key, value);
    }
    return value;
  }
}

/** Distinct values kept per kind: beyond them, items keep their own (a server with a timestamp per resource needs no more). */
const MAX_SHARED_VALUES = 4096;

/**
 * The annotations' fields and values, in their order, as one string; `undefined` when they hold
 * anything but the spec's `audience`, `priority` and `lastModified` (validated before), which are
 * then left alone.
 */
function annotationsKey(annotations: Record<string, unknown>): string | undefined {
  let key = '';
  for (const field in annotations) {
    const value = annotations[field];
    if (field === 'priority' && typeof value === 'number' && !Object.is(value, -0)) key += `p${value}\u0000`;
    else if (field === 'lastModified' && typeof value === 'string') key += `m${value}\u0000`;
    else if (field === 'audience' && Array.isArray(value) && value.every((role) => typeof role === 'string' && !role.includes(' '))) key += `a${value.join(' ')}\u0000`;
    else return undefined;
  }
  return key;
}

function deepFreeze(annotations: object) {
  const { audience } = annotations as { audience?: unknown };
  if (Array.isArray(audience)) Object.freeze(audience);
  Object.freeze(annotations);
}

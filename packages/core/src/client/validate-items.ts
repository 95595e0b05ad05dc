import { safeParse, type core } from 'zod/mini';
import { yieldToPage } from '../search/yield-to-page.js';
import { describeIssues } from './item-schemas.js';
import type { RejectedItem } from './types.js';

/** Validation work between two yields to the page: under a frame, on a loaded machine too. */
const SLICE_MS = 8;
/** How many items are validated between two looks at the clock. */
const CLOCK_EVERY = 64;

/**
 * Validates the items of a list page one by one, so that one malformed item costs that item, not
 * the page; the rejected ones come back with their index on the page and the reason. A page of
 * 5,000 resources takes tens of milliseconds to validate: it yields to the page every few
 * milliseconds, and a small page is validated in one go, without a yield.
 *
 * A valid item is kept as given, not as the schema's output: the schemas transform nothing, and
 * their output is a copy made property by property, which in Chromium took 20–40 bytes more per
 * resource than the parsed JSON (its properties spill out of the object) and twice the garbage
 * while listing a million resources.
 */
export async function validateItemsInSlices<TItem>(
  raw: readonly unknown[],
  schema: core.$ZodType<TItem>,
  signal: AbortSignal | undefined,
): Promise<{ items: TItem[]; rejected: RejectedItem[] }> {
  const items: TItem[] = [];
  const rejected: RejectedItem[] = [];
  let sliceStart = performance.now();
  for (let index = 0; index < raw.length; index += 1) {
    if (index % CLOCK_EVERY === 0 && index > 0 && performance.now() - sliceStart > SLICE_MS) {
      await new Promise<void>((resolve) => yieldToPage(resolve));
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
    const item = raw[index];
    const reason = itemProblem(item, schema);
    if (reason === undefined) items.push(item as TItem);
    else rejected.push({ index, item, reason });
  }
  return { items, rejected };
}

/** Why `item` fails `schema`, in words; `undefined` when it passes. The one check of a list item, wherever it runs. */
export function itemProblem(item: unknown, schema: core.$ZodType): string | undefined {
  const parsed = safeParse(schema, item);
  return parsed.success ? undefined : describeIssues(parsed.error);
}

/**
 * The items and rejected items of a page whose items were checked already (the answer worker's
 * `ListVerdict`): the rejected ones by index, with their reason; the others kept as given.
 */
export function splitByVerdict<TItem>(raw: readonly unknown[], rejectedIndexes: ReadonlyArray<{ index: number; reason: string }>): { items: TItem[]; rejected: RejectedItem[] } {
  if (rejectedIndexes.length === 0) return { items: raw.slice() as TItem[], rejected: [] };
  const rejected = rejectedIndexes.map(({ index, reason }) => ({ index, item: raw[index], reason }));
  const skip = new Set(rejectedIndexes.map(({ index }) => index));
  return { items: raw.filter((_item, index) => !skip.has(index)) as TItem[], rejected };
}

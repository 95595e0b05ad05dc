import type { z } from 'zod';
import { yieldToPage } from '../search/yield-to-page.js';
import type { SharedMetadata } from './shared-metadata.js';
import type { RejectedItem } from './types.js';
import { describeIssues } from './wire-schemas.js';

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
 * while listing a million resources. With `shared`, a valid item's MIME type and annotations are
 * replaced by equal ones of items validated before (see `SharedMetadata`).
 */
export async function validateItemsInSlices<TItem>(
  raw: readonly unknown[],
  schema: z.ZodType<TItem>,
  signal: AbortSignal | undefined,
  shared?: SharedMetadata,
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
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      shared?.share(item as Record<string, unknown>);
      items.push(item as TItem);
    } else rejected.push({ index, item, reason: describeIssues(parsed.error) });
  }
  return { items, rejected };
}

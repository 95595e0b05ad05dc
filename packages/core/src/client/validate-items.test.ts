import { describe, expect, it } from 'vitest';
import { yieldToPage } from '../search/yield-to-page.js';
import { validateItemsInSlices } from './validate-items.js';
import { resourceSchema } from './wire-schemas.js';

const resource = (index: number) => ({
  uri: `file:///bulk/item-${index}.txt`,
  name: `item-${index}.txt`,
  mimeType: 'text/plain',
  annotations: { priority: 0.5, lastModified: '2026-11-01T09:00:00.000Z' },
  size: index,
});

describe('validateItemsInSlices', () => {
  it('keeps the valid items and names each rejected one by its index on the page', async () => {
    const raw = [resource(0), { ...resource(1), annotations: { priority: 42 } }, resource(2), { name: 'no uri' }];
    const { items, rejected } = await validateItemsInSlices(raw, resourceSchema, undefined);
    // The very objects given, not copies.
    expect(items).toEqual([raw[0], raw[2]]);
    expect(items[0]).toBe(raw[0]);
    expect(rejected.map(({ index }) => index)).toEqual([1, 3]);
    expect(rejected[0]?.reason).toMatch(/annotations\.priority/);
    expect(rejected[1]?.item).toBe(raw[3]);
  });

  it('lets other tasks run while a large page validates, and stops when its signal aborts', async () => {
    const raw = Array.from({ length: 50_000 }, (_, index) => resource(index));
    // Queued behind the validation's first slice: it runs before the last one only if the validation yields.
    let otherTaskRan = false;
    const validating = validateItemsInSlices(raw, resourceSchema, undefined);
    yieldToPage(() => (otherTaskRan = true));
    const { items } = await validating;
    expect(items).toHaveLength(50_000);
    expect(otherTaskRan).toBe(true);

    const controller = new AbortController();
    const aborted = validateItemsInSlices(raw, resourceSchema, controller.signal);
    yieldToPage(() => controller.abort(new Error('superseded')));
    await expect(aborted).rejects.toThrow('superseded');
  });
});

import { describe, expect, it } from 'vitest';
import { SharedMetadata } from './shared-metadata.js';
import { validateItemsInSlices } from './validate-items.js';
import { resourceSchema } from './wire-schemas.js';

type Item = { uri: string; mimeType?: string; annotations?: Record<string, unknown> };

/** Parsed from JSON, as a page's items are: every item has its own strings and objects. */
function parsed(items: Item[]): Item[] {
  return JSON.parse(JSON.stringify(items)) as Item[];
}

describe('SharedMetadata', () => {
  it('gives items with equal MIME types and annotations one value of each, frozen, equal to what they had', () => {
    const items = parsed([
      { uri: 'a', mimeType: 'application/json', annotations: { priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z', audience: ['user'] } },
      { uri: 'b', mimeType: 'application/json', annotations: { priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z', audience: ['user'] } },
      { uri: 'c', mimeType: 'text/markdown', annotations: { priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z', audience: ['assistant'] } },
    ]);
    const before = structuredClone(items);
    const shared = new SharedMetadata();
    for (const item of items) shared.share(item);

    expect(items).toEqual(before);
    expect(items[1]!.annotations).toBe(items[0]!.annotations);
    expect(items[2]!.annotations).not.toBe(items[0]!.annotations);
    expect(Object.isFrozen(items[0]!.annotations)).toBe(true);
    expect(Object.isFrozen(items[0]!.annotations!.audience)).toBe(true);
    expect(() => {
      'use strict';
      (items[1]!.annotations as { priority: number }).priority = 1;
    }).toThrow(TypeError);
    expect(items[0]!.annotations!.priority).toBe(0.5);
  });

  it("cuts a name that ends the item's URI out of it, equal to what it was, and leaves other names as they are", () => {
    const items = JSON.parse(
      JSON.stringify([
        { uri: 'file:///bulk/dir-000/item-00001.txt', name: 'item-00001.txt' },
        { uri: 'file:///a/Readme.md', name: 'readme.md' },
        { uri: 'file:///bulk/dir-000/item-00002.txt', name: 'Other name of item' },
        { uri: 'file:///bulk/dir-000/item-00003.txt', name: { not: 'a string' } },
        { uri: 'item-00004.txt', name: 'item-00004.txt' },
      ]),
    ) as Array<Record<string, unknown>>;
    const before = structuredClone(items);
    const shared = new SharedMetadata();
    for (const item of items) shared.share(item);
    expect(items).toEqual(before);
    expect(typeof items[0]!.name).toBe('string');
  });

  it('shares the same fields in another order, and leaves alone annotations with other fields, other roles or -0', () => {
    const items = parsed([
      { uri: 'a', annotations: { priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z' } },
      { uri: 'b', annotations: { lastModified: '2026-10-29T09:00:00.000Z', priority: 0.5 } },
      { uri: 'c', annotations: { priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z', 'x-extra': { nested: true } } },
      { uri: 'd', annotations: { priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z', 'x-extra': { nested: true } } },
      { uri: 'e', annotations: { audience: ['user', 'assistant'] } },
      { uri: 'f', annotations: { audience: ['user', 'assistant'] } },
      { uri: 'g', annotations: { audience: ['assistant', 'user'] } },
      { uri: 'h', annotations: { audience: ['robot'] } },
      { uri: 'i', annotations: { audience: ['robot'] } },
      { uri: 'j', annotations: { priority: 0 } },
    ]);
    items.push({ uri: 'k', annotations: { priority: -0 } });
    const shared = new SharedMetadata();
    for (const item of items) shared.share(item);

    // JSON objects are unordered: the same fields and values are the same annotations.
    expect(items[1]!.annotations).toBe(items[0]!.annotations);
    expect(items[3]!.annotations).not.toBe(items[2]!.annotations);
    expect(items[3]!.annotations).toEqual({ priority: 0.5, lastModified: '2026-10-29T09:00:00.000Z', 'x-extra': { nested: true } });
    expect(Object.isFrozen(items[2]!.annotations)).toBe(false);
    expect(items[5]!.annotations).toBe(items[4]!.annotations);
    expect(items[6]!.annotations).not.toBe(items[4]!.annotations);
    expect(items[6]!.annotations!.audience).toEqual(['assistant', 'user']);
    expect(items[8]!.annotations).not.toBe(items[7]!.annotations);
    expect(items[10]!.annotations).not.toBe(items[9]!.annotations);
    expect(Object.is(items[10]!.annotations!.priority, -0)).toBe(true);
  });

  it('shares at most `limit` distinct values of a kind; later ones stay the items\' own', () => {
    const shared = new SharedMetadata(2);
    const items = parsed([0.1, 0.2, 0.3, 0.3, 0.1].map((priority, index) => ({ uri: `u${index}`, annotations: { priority } })));
    for (const item of items) shared.share(item);
    expect(items.map((item) => item.annotations!.priority)).toEqual([0.1, 0.2, 0.3, 0.3, 0.1]);
    expect(items[4]!.annotations).toBe(items[0]!.annotations);
    expect(items[3]!.annotations).not.toBe(items[2]!.annotations);
    expect(Object.isFrozen(items[2]!.annotations)).toBe(false);
  });

  it('shares the metadata of valid items when validating a page, and never that of rejected ones', async () => {
    const raw = parsed([
      { uri: 'file:///a', name: 'a', annotations: { priority: 0.2 } } as Item,
      { uri: 'file:///b', name: 'b', annotations: { priority: 42 } } as Item,
      { uri: 'file:///c', name: 'c', annotations: { priority: 0.2 } } as Item,
    ]);
    const { items, rejected } = await validateItemsInSlices(raw, resourceSchema, undefined, new SharedMetadata());
    expect(items.map((item) => item.uri)).toEqual(['file:///a', 'file:///c']);
    expect(items[1]!.annotations).toBe(items[0]!.annotations);
    expect(rejected.map((item) => item.index)).toEqual([1]);
    expect(Object.isFrozen((rejected[0]!.item as Item).annotations)).toBe(false);
  });
});

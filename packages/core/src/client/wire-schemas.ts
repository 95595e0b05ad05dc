import { z } from 'zod';

/*
 * The SDK's typed list and read methods reject a whole result when one item is malformed. The kit
 * asks for results with these lenient envelopes instead and validates item by item, so that one
 * bad item costs that item, not the page.
 */

const pageEnvelope = {
  nextCursor: z.string().optional(),
  ttlMs: z.unknown().optional(),
  cacheScope: z.unknown().optional(),
};

export const resourcePageSchema = z.looseObject({ ...pageEnvelope, resources: z.array(z.unknown()) });

export const templatePageSchema = z.looseObject({ ...pageEnvelope, resourceTemplates: z.array(z.unknown()) });

export const readResultSchema = z.looseObject({
  contents: z.array(z.unknown()),
  ttlMs: z.unknown().optional(),
  cacheScope: z.unknown().optional(),
});

export const completeResultSchema = z.looseObject({
  completion: z.looseObject({
    values: z.array(z.string()),
    total: z.number().int().nonnegative().optional(),
    hasMore: z.boolean().optional(),
  }),
});

export const resourceContentsSchema = z.union([
  z.looseObject({
    uri: z.string(),
    mimeType: z.string().optional(),
    text: z.string(),
    _meta: z.record(z.string(), z.unknown()).optional(),
  }),
  z.looseObject({
    uri: z.string(),
    mimeType: z.string().optional(),
    blob: z.string(),
    _meta: z.record(z.string(), z.unknown()).optional(),
  }),
]);

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

const iconSchema = z.looseObject({
  src: z.string(),
  mimeType: z.string().optional(),
  sizes: z.array(z.string()).optional(),
  theme: z.enum(['light', 'dark']).optional(),
});

const annotationsSchema = z.looseObject({
  audience: z.array(z.enum(['user', 'assistant'])).optional(),
  priority: z.number().min(0).max(1).optional(),
  lastModified: z.iso.datetime({ offset: true }).optional(),
});

const describedSchema = {
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: annotationsSchema.optional(),
  icons: z.array(iconSchema).optional(),
  _meta: z.record(z.string(), z.unknown()).optional(),
};

export const resourceSchema = z.looseObject({
  ...describedSchema,
  uri: z.string().min(1),
  size: z.number().int().nonnegative().optional(),
});

export const resourceTemplateSchema = z.looseObject({
  ...describedSchema,
  uriTemplate: z.string().min(1),
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

/** One human-readable line for a failed item validation: `annotations.priority: Too big: expected number to be <=1`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

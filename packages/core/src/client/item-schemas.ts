import * as z from 'zod/mini';

/*
 * The schemas of list items (resources and resource templates), which the kit checks one by one so that
 * one malformed item costs that item, not the page (`validate-items.ts`). Written with `zod/mini`
 * because the answer worker bundles them (`list-verdicts.ts`): zod's full API does not tree-shake and
 * made the worker 92 kB gzipped, these 6 kB. Their messages are zod's own, in English wherever English
 * is configured: on the page the full zod that the MCP SDK imports does that, the worker does it itself.
 */

const iconSchema = z.looseObject({
  src: z.string(),
  mimeType: z.optional(z.string()),
  sizes: z.optional(z.array(z.string())),
  theme: z.optional(z.enum(['light', 'dark'])),
});

const annotationsSchema = z.looseObject({
  audience: z.optional(z.array(z.enum(['user', 'assistant']))),
  priority: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  lastModified: z.optional(z.iso.datetime({ offset: true })),
});

const describedSchema = {
  name: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  mimeType: z.optional(z.string()),
  annotations: z.optional(annotationsSchema),
  icons: z.optional(z.array(iconSchema)),
  _meta: z.optional(z.record(z.string(), z.unknown())),
};

export const resourceSchema = z.looseObject({
  ...describedSchema,
  uri: z.string().check(z.minLength(1)),
  size: z.optional(z.int().check(z.nonnegative())),
});

export const resourceTemplateSchema = z.looseObject({
  ...describedSchema,
  uriTemplate: z.string().check(z.minLength(1)),
});

/** One human-readable line for a failed item validation: `annotations.priority: Too big: expected number to be <=1`. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

import { expandExpression, expandTemplate, type UriTemplateValue, type UriTemplateValues } from './expand.js';
import type { ParsedUriTemplate, UriTemplateVariable } from './parse.js';
import { UriTemplateError } from './uri-template-error.js';

/** What the user typed, by variable name. Lists are typed as text too (`a,b` or `src/index.ts`). */
export type TemplateFieldValues = Readonly<Record<string, string>>;

/** More variables than this is not a template a person fills in; the form refuses it rather than render thousands of fields. */
export const MAX_TEMPLATE_FIELDS = 100;

/** `{+path}`, `{#section}` and `{/path*}` take `/` as typed; other variables percent-encode it. */
export function acceptsSlash(variable: UriTemplateVariable): boolean {
  return variable.operator === '+' || variable.operator === '#' || (variable.operator === '/' && variable.explode);
}

/**
 * The template value for what the user typed: nothing for an empty field, path segments for an
 * exploded `{/path*}` (`src/index.ts` → `['src', 'index.ts']`), comma-separated items for other
 * exploded variables, and the text as typed otherwise.
 */
export function toTemplateValue(variable: UriTemplateVariable, text: string | undefined): UriTemplateValue {
  if (text === undefined || text === '') return undefined;
  if (!variable.explode) return text;
  const items = variable.operator === '/' ? text.split('/').filter((segment) => segment !== '') : text.split(',').map((item) => item.trim()).filter(Boolean);
  return items.length === 0 ? undefined : items;
}

/** Every variable's template value, from the typed values (`toTemplateValue` for each). */
export function toTemplateValues(parsed: ParsedUriTemplate, values: TemplateFieldValues): UriTemplateValues {
  const result: Record<string, UriTemplateValue> = {};
  for (const variable of parsed.variables) {
    const text = Object.hasOwn(values, variable.name) ? values[variable.name] : undefined;
    result[variable.name] = toTemplateValue(variable, text);
  }
  return result;
}

/** Where a template stands with the values typed so far. */
export type TemplateResolution =
  | { status: 'ready'; uri: string }
  | { status: 'incomplete'; missing: readonly UriTemplateVariable[] }
  | { status: 'invalid-template'; error: UriTemplateError | undefined }
  | { status: 'invalid-value'; error: UriTemplateError };

/** Expands the template once every required variable has a value. */
export function resolveTemplate(parsed: ParsedUriTemplate, values: TemplateFieldValues): TemplateResolution {
  const templateValues = toTemplateValues(parsed, values);
  const missing = parsed.variables.filter((variable) => variable.required && templateValues[variable.name] === undefined);
  if (missing.length > 0) return { status: 'incomplete', missing };
  try {
    return { status: 'ready', uri: expandTemplate(parsed, templateValues) };
  } catch (error) {
    if (UriTemplateError.isInstance(error)) return { status: 'invalid-value', error };
    throw error;
  }
}

/** A piece of the live preview: expanded text, or an expression still waiting for a required value. */
export type PreviewSegment = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string; variables: readonly string[] };

/**
 * The URI as far as it can be expanded: literals and filled expressions expanded, expressions with
 * an empty required variable left as written (`{date}`), so the preview shows what is still missing.
 */
export function previewSegments(parsed: ParsedUriTemplate, values: TemplateFieldValues): PreviewSegment[] {
  const templateValues = toTemplateValues(parsed, values);
  const segments: PreviewSegment[] = [];
  for (const part of parsed.parts) {
    let segment: PreviewSegment;
    if (part.type === 'literal') {
      segment = { kind: 'text', text: expandTemplate({ template: parsed.template, parts: [part], variables: [] }, {}) };
    } else {
      const empty = part.variables.filter((variable) => variable.required && templateValues[variable.name] === undefined);
      if (empty.length > 0) {
        segment = { kind: 'placeholder', text: part.text, variables: empty.map((variable) => variable.name) };
      } else {
        try {
          segment = { kind: 'text', text: expandExpression(parsed.template, part, templateValues) };
        } catch {
          segment = { kind: 'placeholder', text: part.text, variables: part.variables.map((variable) => variable.name) };
        }
      }
    }
    const previous = segments.at(-1);
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else if (segment.kind === 'placeholder' || segment.text !== '') segments.push(segment);
  }
  return segments;
}

/**
 * Hints a field shows under its input.
 * - `reserved`: `{+x}`/`{#x}` keep `/`, `?` and the like as typed.
 * - `segments`: `{/path*}` splits the text on `/` into path segments.
 * - `list`: other exploded variables split on commas.
 * - `prefix`: `{x:3}` uses only the first characters.
 * - `slash-encoded`: the value of a plain variable contains `/`, which will be sent as `%2F`.
 */
export type FieldHint = 'reserved' | 'segments' | 'list' | 'prefix' | 'slash-encoded';

/** The hints for `variable` with `text` typed into it. */
export function fieldHints(variable: UriTemplateVariable, text: string): FieldHint[] {
  const hints: FieldHint[] = [];
  if (variable.operator === '+' || variable.operator === '#') hints.push('reserved');
  if (variable.explode) hints.push(variable.operator === '/' ? 'segments' : 'list');
  if (variable.prefixLength !== undefined) hints.push('prefix');
  if (!acceptsSlash(variable) && text.includes('/')) hints.push('slash-encoded');
  return hints;
}

/** The other variables already filled in, for `completion/complete`'s `context.arguments`. */
export function completionContext(parsed: ParsedUriTemplate | undefined, values: TemplateFieldValues, argument: string): Record<string, string> {
  const context: Record<string, string> = {};
  for (const variable of parsed?.variables ?? []) {
    const text = Object.hasOwn(values, variable.name) ? values[variable.name] : undefined;
    if (variable.name !== argument && text !== undefined && text !== '') context[variable.name] = text;
  }
  return context;
}

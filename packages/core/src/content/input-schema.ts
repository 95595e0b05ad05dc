import { safeLinkHref } from './markdown.js';

/** One choice of an enum field: the value sent and the label shown. */
export interface InputOption {
  value: string;
  label: string;
}

interface FieldBase {
  name: string;
  label: string;
  description: string | undefined;
  required: boolean;
}

/** A form field built from one property of an elicitation's `requestedSchema`. */
export type InputField =
  | (FieldBase & { kind: 'text'; format: 'email' | 'uri' | 'date' | 'date-time' | undefined; minLength?: number; maxLength?: number; defaultValue?: string })
  | (FieldBase & { kind: 'number'; integer: boolean; minimum?: number; maximum?: number; defaultValue?: number })
  | (FieldBase & { kind: 'boolean'; defaultValue?: boolean })
  | (FieldBase & { kind: 'choice'; options: InputOption[]; defaultValue?: string })
  | (FieldBase & { kind: 'choices'; options: InputOption[]; minItems?: number; maxItems?: number; defaultValue?: string[] })
  | (FieldBase & { kind: 'unsupported' });

/** What one input request of an `input_required` round asks for, as the form shows it. */
export type InputRequestView =
  | { key: string; mode: 'form'; message: string; fields: InputField[] }
  | { key: string; mode: 'url'; message: string; url: string | undefined; elicitationId: string | undefined }
  | { key: string; mode: 'unsupported'; method: string };

/** A value of an accepted elicitation. */
export type InputValue = string | number | boolean | string[];

const MAX_REQUESTS = 20;
const MAX_FIELDS = 50;
const MAX_OPTIONS = 500;
const MAX_TEXT = 2_000;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : fallback;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function count(value: unknown): number | undefined {
  const number = finite(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
}

function optionsOf(schema: Record<string, unknown>): InputOption[] | undefined {
  const variants = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (variants) {
    const options = variants
      .slice(0, MAX_OPTIONS)
      .map((variant) => record(variant))
      .filter((variant): variant is Record<string, unknown> => variant !== undefined && typeof variant.const === 'string')
      .map((variant) => ({ value: variant.const as string, label: text(variant.title, variant.const as string) || (variant.const as string) }));
    return options.length > 0 ? options : undefined;
  }
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(schema.enumNames) ? schema.enumNames : [];
    const options = schema.enum
      .slice(0, MAX_OPTIONS)
      .map((value, index) => (typeof value === 'string' ? { value, label: text(names[index], value) || value } : undefined))
      .filter((option): option is InputOption => option !== undefined);
    return options.length > 0 ? options : undefined;
  }
  return undefined;
}

function parseField(name: string, raw: unknown, required: boolean): InputField {
  const schema = record(raw) ?? {};
  const base: FieldBase = { name, label: text(schema.title, name) || name, description: typeof schema.description === 'string' ? text(schema.description) : undefined, required };
  const type = schema.type;
  if (type === 'array') {
    const items = record(schema.items) ?? {};
    const options = optionsOf(items);
    if (!options) return { ...base, kind: 'unsupported' };
    const defaults = Array.isArray(schema.default) ? schema.default.filter((value): value is string => typeof value === 'string') : undefined;
    return { ...base, kind: 'choices', options, minItems: count(schema.minItems), maxItems: count(schema.maxItems), defaultValue: defaults };
  }
  const options = optionsOf(schema);
  if (options && (type === 'string' || type === undefined)) {
    const defaultValue = typeof schema.default === 'string' && options.some((option) => option.value === schema.default) ? schema.default : undefined;
    return { ...base, kind: 'choice', options, defaultValue };
  }
  if (type === 'string') {
    const format = schema.format === 'email' || schema.format === 'uri' || schema.format === 'date' || schema.format === 'date-time' ? schema.format : undefined;
    return {
      ...base,
      kind: 'text',
      format,
      minLength: count(schema.minLength),
      maxLength: count(schema.maxLength),
      defaultValue: typeof schema.default === 'string' ? text(schema.default) : undefined,
    };
  }
  if (type === 'number' || type === 'integer') {
    return { ...base, kind: 'number', integer: type === 'integer', minimum: finite(schema.minimum), maximum: finite(schema.maximum), defaultValue: finite(schema.default) };
  }
  if (type === 'boolean') return { ...base, kind: 'boolean', defaultValue: typeof schema.default === 'boolean' ? schema.default : undefined };
  return { ...base, kind: 'unsupported' };
}

/**
 * Reads the `inputRequests` of a `needs-input` error into what a form can show. Server data is
 * untrusted: anything malformed becomes an `unsupported` entry, and every list and string is bounded.
 */
export function parseInputRequests(inputRequests: unknown): InputRequestView[] {
  const requests = record(inputRequests);
  if (!requests) return [];
  return Object.entries(requests)
    .slice(0, MAX_REQUESTS)
    .map(([key, raw]): InputRequestView => {
      const request = record(raw);
      const method = text(request?.method, 'unknown');
      const params = record(request?.params);
      if (method !== 'elicitation/create' || !params) return { key, mode: 'unsupported', method };
      const message = text(params.message);
      if (params.mode === 'url') {
        const url = typeof params.url === 'string' ? safeLinkHref(params.url) : undefined;
        return { key, mode: 'url', message, url: url?.startsWith('mailto:') ? undefined : url, elicitationId: typeof params.elicitationId === 'string' ? params.elicitationId : undefined };
      }
      const schema = record(params.requestedSchema);
      const properties = record(schema?.properties) ?? {};
      const required = new Set(Array.isArray(schema?.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
      const fields = Object.entries(properties)
        .slice(0, MAX_FIELDS)
        .map(([name, property]) => parseField(name, property, required.has(name)));
      return { key, mode: 'form', message, fields };
    });
}

/** Why a field's value is not acceptable, as a message key and its argument. */
export type FieldProblem =
  | { problem: 'required' | 'notANumber' | 'notAnInteger' | 'invalidEmail' | 'invalidUrl' | 'invalidDate' | 'chooseOne' }
  | { problem: 'tooShort' | 'tooLong' | 'tooSmall' | 'tooLarge' | 'tooFewChoices' | 'tooManyChoices'; limit: number };

/**
 * Turns a form's raw values (strings from inputs, booleans from checkboxes, string lists from
 * multi-choices) into the typed `content` of an accepted elicitation, or the problems per field.
 */
export function collectContent(
  fields: readonly InputField[],
  raw: Record<string, string | boolean | string[] | undefined>,
): { content: Record<string, InputValue>; problems: Record<string, FieldProblem> } {
  const content: Record<string, InputValue> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const value = raw[field.name];
    switch (field.kind) {
      case 'text': {
        const string = typeof value === 'string' ? value : '';
        if (string === '') {
          if (field.required) problems[field.name] = { problem: 'required' };
          break;
        }
        if (field.minLength !== undefined && [...string].length < field.minLength) problems[field.name] = { problem: 'tooShort', limit: field.minLength };
        else if (field.maxLength !== undefined && [...string].length > field.maxLength) problems[field.name] = { problem: 'tooLong', limit: field.maxLength };
        else if (field.format === 'email' && !/^[^\s@]+@[^\s@]+$/.test(string)) problems[field.name] = { problem: 'invalidEmail' };
        else if (field.format === 'uri' && !/^https?:\/\/\S+$/i.test(string)) problems[field.name] = { problem: 'invalidUrl' };
        else if ((field.format === 'date' || field.format === 'date-time') && Number.isNaN(Date.parse(string))) problems[field.name] = { problem: 'invalidDate' };
        else content[field.name] = field.format === 'date-time' && !/[zZ]|[+-]\d\d:?\d\d$/.test(string) ? new Date(string).toISOString() : string;
        break;
      }
      case 'number': {
        const string = typeof value === 'string' ? value.trim() : '';
        if (string === '') {
          if (field.required) problems[field.name] = { problem: 'required' };
          break;
        }
        const number = Number(string);
        if (!Number.isFinite(number)) problems[field.name] = { problem: 'notANumber' };
        else if (field.integer && !Number.isInteger(number)) problems[field.name] = { problem: 'notAnInteger' };
        else if (field.minimum !== undefined && number < field.minimum) problems[field.name] = { problem: 'tooSmall', limit: field.minimum };
        else if (field.maximum !== undefined && number > field.maximum) problems[field.name] = { problem: 'tooLarge', limit: field.maximum };
        else content[field.name] = number;
        break;
      }
      case 'boolean':
        content[field.name] = value === true;
        break;
      case 'choice': {
        const string = typeof value === 'string' ? value : '';
        if (field.options.some((option) => option.value === string)) content[field.name] = string;
        else if (field.required || string !== '') problems[field.name] = { problem: 'chooseOne' };
        break;
      }
      case 'choices': {
        const chosen = (Array.isArray(value) ? value : []).filter((item) => field.options.some((option) => option.value === item));
        if (field.minItems !== undefined && chosen.length < field.minItems) problems[field.name] = { problem: 'tooFewChoices', limit: field.minItems };
        else if (field.maxItems !== undefined && chosen.length > field.maxItems) problems[field.name] = { problem: 'tooManyChoices', limit: field.maxItems };
        else if (field.required && chosen.length === 0) problems[field.name] = { problem: 'tooFewChoices', limit: 1 };
        else content[field.name] = chosen;
        break;
      }
      case 'unsupported':
        break;
    }
  }
  return { content, problems };
}

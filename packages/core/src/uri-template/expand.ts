import { isLiteralCodePoint, parseTemplate, type ParsedUriTemplate, type UriTemplateExpression, type UriTemplateOperator } from './parse.js';
import { UriTemplateError } from './uri-template-error.js';

/** A single value; numbers and booleans expand as their string form. */
export type UriTemplateScalar = string | number | boolean;

/**
 * The value of one variable. `undefined`, `null`, an empty list and an empty map are all "undefined"
 * in RFC 6570 terms: the variable is left out of the URI.
 */
export type UriTemplateValue = UriTemplateScalar | readonly UriTemplateScalar[] | Readonly<Record<string, UriTemplateScalar>> | null | undefined;

/** Values by variable name, as the name is written in the template. */
export type UriTemplateValues = Readonly<Record<string, UriTemplateValue>>;

interface OperatorBehaviour {
  first: string;
  separator: string;
  named: boolean;
  ifEmpty: string;
  allowReserved: boolean;
}

// RFC 6570 Appendix A.
const BEHAVIOUR: Readonly<Record<UriTemplateOperator, OperatorBehaviour>> = {
  '': { first: '', separator: ',', named: false, ifEmpty: '', allowReserved: false },
  '+': { first: '', separator: ',', named: false, ifEmpty: '', allowReserved: true },
  '.': { first: '.', separator: '.', named: false, ifEmpty: '', allowReserved: false },
  '/': { first: '/', separator: '/', named: false, ifEmpty: '', allowReserved: false },
  ';': { first: ';', separator: ';', named: true, ifEmpty: '', allowReserved: false },
  '?': { first: '?', separator: '&', named: true, ifEmpty: '=', allowReserved: false },
  '&': { first: '&', separator: '&', named: true, ifEmpty: '=', allowReserved: false },
  '#': { first: '#', separator: ',', named: false, ifEmpty: '', allowReserved: true },
};

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const RESERVED = /^[:/?#[\]@!$&'()*+,;=]$/;
const HEX_DIGIT = /^[0-9A-Fa-f]$/;
const utf8 = new TextEncoder();

/**
 * Expands an RFC 6570 template (levels 1–4) with `values`. Invalid templates, a prefix on a list or
 * map, and values that cannot be encoded throw a `UriTemplateError`.
 */
export function expandTemplate(template: string | ParsedUriTemplate, values: UriTemplateValues): string {
  const parsed = typeof template === 'string' ? parseTemplate(template) : template;
  let result = '';
  for (const part of parsed.parts) {
    result += part.type === 'literal' ? encodeLiteral(part.text) : expandExpression(parsed.template, part, values);
  }
  return result;
}

/** Expands one expression of a parsed template, e.g. for a preview that shows unfilled expressions as written. */
export function expandExpression(template: string, expression: UriTemplateExpression, values: UriTemplateValues): string {
  const behaviour = BEHAVIOUR[expression.operator];
  const pieces: string[] = [];
  for (const variable of expression.variables) {
    const value = Object.hasOwn(values, variable.name) ? values[variable.name] : undefined;
    const fail = (code: 'prefix-on-composite' | 'invalid-value', detail: string) =>
      new UriTemplateError(code, detail, template, expression.position, variable.name);
    const encode = (text: string) => {
      const encoded = encodeValue(text, behaviour.allowReserved);
      if (encoded === undefined) throw fail('invalid-value', `the value of "${variable.name}" is not valid Unicode text`);
      return encoded;
    };
    const name = variable.name;

    if (value === undefined || value === null) continue;
    if (isScalar(value)) {
      let text = String(value);
      if (variable.prefixLength !== undefined) text = Array.from(text).slice(0, variable.prefixLength).join('');
      if (behaviour.named) pieces.push(text === '' ? `${name}${behaviour.ifEmpty}` : `${name}=${encode(text)}`);
      else pieces.push(encode(text));
      continue;
    }

    const pairs = compositeEntries(value);
    if (pairs === undefined) throw fail('invalid-value', `the value of "${name}" is neither text, a number, a list nor a map of those`);
    if (variable.prefixLength !== undefined) {
      throw fail('prefix-on-composite', `"${name}:${variable.prefixLength}" takes a prefix of a list or map; prefixes apply to text only`);
    }
    if (pairs.entries.length === 0) continue;

    if (!variable.explode) {
      const joined = pairs.entries.map(([key, item]) => (pairs.isList ? encode(item) : `${encode(key)},${encode(item)}`)).join(',');
      pieces.push(behaviour.named ? `${name}=${joined}` : joined);
    } else if (behaviour.named) {
      pieces.push(
        pairs.entries
          .map(([key, item]) => {
            const label = pairs.isList ? name : encode(key);
            return item === '' ? `${label}${behaviour.ifEmpty}` : `${label}=${encode(item)}`;
          })
          .join(behaviour.separator),
      );
    } else {
      pieces.push(pairs.entries.map(([key, item]) => (pairs.isList ? encode(item) : `${encode(key)}=${encode(item)}`)).join(behaviour.separator));
    }
  }
  return pieces.length === 0 ? '' : behaviour.first + pieces.join(behaviour.separator);
}

function isScalar(value: unknown): value is UriTemplateScalar {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';
}

/** A list's items or a map's entries as text, skipping undefined members; `undefined` for anything else. */
function compositeEntries(value: unknown): { isList: boolean; entries: Array<[string, string]> } | undefined {
  if (Array.isArray(value)) {
    const entries: Array<[string, string]> = [];
    for (const item of value as unknown[]) {
      if (item === undefined || item === null) continue;
      if (!isScalar(item)) return undefined;
      entries.push(['', String(item)]);
    }
    return { isList: true, entries };
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const entries: Array<[string, string]> = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || item === null) continue;
      if (!isScalar(item)) return undefined;
      entries.push([key, String(item)]);
    }
    return { isList: false, entries };
  }
  return undefined;
}

/**
 * Percent-encodes `text` as UTF-8, leaving unreserved characters, and with `allowReserved` also
 * reserved characters and existing `%XX` escapes. `undefined` for text with unpaired surrogates.
 */
function encodeValue(text: string, allowReserved: boolean): string | undefined {
  let result = '';
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(codePoint);
    index += character.length;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) return undefined;
    if (UNRESERVED.test(character) || (allowReserved && RESERVED.test(character))) {
      result += character;
    } else if (allowReserved && character === '%' && HEX_DIGIT.test(text[index] ?? '') && HEX_DIGIT.test(text[index + 1] ?? '')) {
      result += text.slice(index - 1, index + 2);
      index += 2;
    } else {
      result += percentEncode(character);
    }
  }
  return result;
}

/** Literals were validated by the parser: copy what a URI allows, encode the rest (non-ASCII) as UTF-8. */
function encodeLiteral(text: string): string {
  let result = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    result += codePoint < 0x80 && (isLiteralCodePoint(codePoint) || character === '%') ? character : percentEncode(character);
  }
  return result;
}

function percentEncode(character: string): string {
  let result = '';
  for (const byte of utf8.encode(character)) result += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return result;
}

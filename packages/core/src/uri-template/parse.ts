import { UriTemplateError } from './uri-template-error.js';

/**
 * The operator of an RFC 6570 expression: `''` for simple `{x}`, `+` reserved, `#` fragment, `.` label,
 * `/` path segment, `;` path parameter, `?` query, `&` query continuation.
 */
export type UriTemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/** One variable of an expression, as written: `{/path*}` is `path` with operator `/` and `explode`. */
export interface UriTemplateVariable {
  /** The name as written in the template, including any `%XX` and `.`. */
  name: string;
  operator: UriTemplateOperator;
  /** `{name*}`: a list expands into one item per separator (`/a/b`, `?x=1&x=2`). */
  explode: boolean;
  /** `{name:3}`: only this many characters of the value are used. */
  prefixLength: number | undefined;
  /**
   * Whether the URI means anything without it. Query (`?`) and continuation (`&`) variables are
   * optional, as servers read absent query parameters as defaults; every other variable is required.
   */
  required: boolean;
  /** Offset of the variable's expression (its `{`) in the template. */
  position: number;
}

/** Text outside any expression, as written (not yet percent-encoded). */
export interface UriTemplateLiteral {
  type: 'literal';
  text: string;
  position: number;
}

/** One `{…}` expression. */
export interface UriTemplateExpression {
  type: 'expression';
  operator: UriTemplateOperator;
  variables: readonly UriTemplateVariable[];
  /** The expression's source, braces included: `{?q,lang}`. */
  text: string;
  position: number;
}

export type UriTemplatePart = UriTemplateLiteral | UriTemplateExpression;

/** A template split into literals and expressions, with its variables listed for a form. */
export interface ParsedUriTemplate {
  template: string;
  parts: readonly UriTemplatePart[];
  /**
   * Each variable once, in order of first appearance, with the operator, explode flag and prefix of
   * that first appearance; `required` when any appearance is required.
   */
  variables: readonly UriTemplateVariable[];
}

/** Templates come from servers; this bounds the work of parsing one. Real templates are far shorter. */
export const MAX_TEMPLATE_LENGTH = 16_384;

const OPERATORS = new Set<string>(['+', '#', '.', '/', ';', '?', '&']);
const RESERVED_OPERATORS = new Set<string>(['=', ',', '!', '@', '|']);
const OPTIONAL_OPERATORS = new Set<UriTemplateOperator>(['?', '&']);
const VARIABLE_CHARACTER = '(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})';
const VARIABLE_NAME = new RegExp(`^${VARIABLE_CHARACTER}+(?:\\.${VARIABLE_CHARACTER}+)*$`);
const PREFIX_LENGTH = /^[1-9][0-9]{0,3}$/;
const HEX_DIGIT = /^[0-9A-Fa-f]$/;

/**
 * Parses an RFC 6570 URI template (levels 1–4) into literals, expressions and the list of variables.
 * Anything that is not valid RFC 6570 throws a `UriTemplateError` naming the problem and its position.
 */
export function parseTemplate(template: string): ParsedUriTemplate {
  if (typeof template !== 'string') {
    throw new UriTemplateError('invalid-literal', 'the template is not a string', String(template), 0);
  }
  if (template.length > MAX_TEMPLATE_LENGTH) {
    throw new UriTemplateError('too-long', `the template is longer than ${MAX_TEMPLATE_LENGTH} characters`, template, MAX_TEMPLATE_LENGTH);
  }

  const parts: UriTemplatePart[] = [];
  let literalStart = 0;
  let index = 0;
  const flushLiteral = (end: number) => {
    if (end > literalStart) parts.push({ type: 'literal', text: template.slice(literalStart, end), position: literalStart });
  };

  while (index < template.length) {
    const character = template[index];
    if (character === '{') {
      flushLiteral(index);
      const close = template.indexOf('}', index + 1);
      if (close === -1) {
        throw new UriTemplateError('unclosed-expression', `the expression ${JSON.stringify(template.slice(index, index + 40))} has no closing "}"`, template, index);
      }
      parts.push(parseExpression(template, index, close));
      index = close + 1;
      literalStart = index;
    } else if (character === '}') {
      throw new UriTemplateError('invalid-literal', '"}" closes no expression', template, index);
    } else {
      index += checkLiteralCharacter(template, index);
    }
  }
  flushLiteral(template.length);

  return { template, parts, variables: listVariables(parts) };
}

function parseExpression(template: string, open: number, close: number): UriTemplateExpression {
  const body = template.slice(open + 1, close);
  const text = template.slice(open, close + 1);
  const first = body[0] ?? '';
  if (body === '') throw new UriTemplateError('empty-expression', '"{}" names no variable', template, open);
  if (RESERVED_OPERATORS.has(first)) {
    throw new UriTemplateError('reserved-operator', `the operator "${first}" is reserved by RFC 6570 for future use`, template, open + 1);
  }
  const operator = (OPERATORS.has(first) ? first : '') as UriTemplateOperator;
  const list = body.slice(operator.length);
  if (list === '') throw new UriTemplateError('empty-expression', `${JSON.stringify(text)} names no variable`, template, open);

  const variables: UriTemplateVariable[] = [];
  let offset = open + 1 + operator.length;
  for (const specification of list.split(',')) {
    variables.push(parseVariable(template, specification, offset, operator, open));
    offset += specification.length + 1;
  }
  return { type: 'expression', operator, variables, text, position: open };
}

function parseVariable(template: string, specification: string, offset: number, operator: UriTemplateOperator, open: number): UriTemplateVariable {
  let name = specification;
  let explode = false;
  let prefixLength: number | undefined;
  const colon = specification.indexOf(':');
  if (colon !== -1) {
    name = specification.slice(0, colon);
    const modifier = specification.slice(colon + 1);
    if (!PREFIX_LENGTH.test(modifier)) {
      const detail = modifier.endsWith('*')
        ? `"${specification}" combines a prefix with "*"; use one or the other`
        : `the prefix length ${JSON.stringify(modifier)} of "${name}" must be a number from 1 to 9999`;
      throw new UriTemplateError('invalid-modifier', detail, template, offset + colon);
    }
    prefixLength = Number(modifier);
  } else if (specification.endsWith('*')) {
    name = specification.slice(0, -1);
    explode = true;
  }
  if (!VARIABLE_NAME.test(name)) {
    const detail =
      name === ''
        ? 'a variable name is missing'
        : `${JSON.stringify(name)} is not a variable name (letters, digits, "_", "%XX" and inner ".")`;
    throw new UriTemplateError('invalid-variable-name', detail, template, offset);
  }
  return { name, operator, explode, prefixLength, required: !OPTIONAL_OPERATORS.has(operator), position: open };
}

/** Checks the character at `index` outside any expression; returns how many code units it spans. */
function checkLiteralCharacter(template: string, index: number): number {
  const codePoint = template.codePointAt(index) ?? 0;
  if (codePoint === 0x25) {
    if (HEX_DIGIT.test(template[index + 1] ?? '') && HEX_DIGIT.test(template[index + 2] ?? '')) return 3;
    throw new UriTemplateError('invalid-literal', '"%" must start a "%XX" escape', template, index);
  }
  if (isLiteralCodePoint(codePoint)) return codePoint > 0xffff ? 2 : 1;
  const shown = codePoint >= 0x21 && codePoint < 0x7f ? `"${String.fromCodePoint(codePoint)}"` : `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  throw new UriTemplateError('invalid-literal', `${shown} may not appear outside an expression; percent-encode it`, template, index);
}

/**
 * RFC 6570 §2.1 `literals`, except `%`, which is checked as part of a `%XX` escape. The grammar leaves
 * out `'`, yet the RFC's own examples (`'{var}'`) and the public test suite use it, so it is accepted.
 */
export function isLiteralCodePoint(codePoint: number): boolean {
  if (codePoint < 0x80) {
    return (
      codePoint === 0x21 ||
      codePoint === 0x23 ||
      codePoint === 0x24 ||
      codePoint === 0x26 ||
      codePoint === 0x27 ||
      (codePoint >= 0x28 && codePoint <= 0x3b) ||
      codePoint === 0x3d ||
      (codePoint >= 0x3f && codePoint <= 0x5b) ||
      codePoint === 0x5d ||
      codePoint === 0x5f ||
      (codePoint >= 0x61 && codePoint <= 0x7a) ||
      codePoint === 0x7e
    );
  }
  return isUcsCharacter(codePoint) || isPrivateUseCharacter(codePoint);
}

/** RFC 3987 `ucschar`. */
function isUcsCharacter(codePoint: number): boolean {
  if (codePoint >= 0xa0 && codePoint <= 0xd7ff) return true;
  if (codePoint >= 0xf900 && codePoint <= 0xfdcf) return true;
  if (codePoint >= 0xfdf0 && codePoint <= 0xffef) return true;
  // Planes 1–14, minus the last two code points of each plane; plane 14 starts at E1000.
  if (codePoint >= 0x10000 && codePoint <= 0xefffd) return (codePoint & 0xffff) <= 0xfffd && !(codePoint >= 0xe0000 && codePoint < 0xe1000);
  return false;
}

/** RFC 3987 `iprivate`. */
function isPrivateUseCharacter(codePoint: number): boolean {
  return (
    (codePoint >= 0xe000 && codePoint <= 0xf8ff) ||
    (codePoint >= 0xf0000 && codePoint <= 0xffffd) ||
    (codePoint >= 0x100000 && codePoint <= 0x10fffd)
  );
}

function listVariables(parts: readonly UriTemplatePart[]): UriTemplateVariable[] {
  const byName = new Map<string, UriTemplateVariable>();
  for (const part of parts) {
    if (part.type !== 'expression') continue;
    for (const variable of part.variables) {
      const known = byName.get(variable.name);
      if (!known) byName.set(variable.name, variable);
      else if (variable.required && !known.required) byName.set(variable.name, { ...known, required: true });
    }
  }
  return [...byName.values()];
}

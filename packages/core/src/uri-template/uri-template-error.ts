/**
 * Why a template could not be parsed or expanded.
 * - `unclosed-expression`: a `{` without its `}`.
 * - `empty-expression`: `{}` or an operator with no variable.
 * - `reserved-operator`: `=`, `,`, `!`, `@` or `|`, which RFC 6570 keeps for future use.
 * - `invalid-variable-name`: a name with characters outside `A-Z a-z 0-9 _ %XX` or a stray `.`.
 * - `invalid-modifier`: a bad `:length` (1–9999, no leading zero) or `:length` together with `*`.
 * - `invalid-literal`: a character that may not appear outside an expression (space, `"`, `<`,
 *   `>`, `\`, `^`, `` ` ``, `|`, `}`, control characters, a `%` not starting `%XX`, unpaired surrogates).
 * - `too-long`: a template beyond the parser's size bound.
 * - `prefix-on-composite`: `{name:n}` applied to a list or a map.
 * - `invalid-value`: a value that is not a string, number, boolean, list or map of those, or text
 *   with unpaired surrogates.
 */
export type UriTemplateErrorCode =
  | 'unclosed-expression'
  | 'empty-expression'
  | 'reserved-operator'
  | 'invalid-variable-name'
  | 'invalid-modifier'
  | 'invalid-literal'
  | 'too-long'
  | 'prefix-on-composite'
  | 'invalid-value';

const BRAND = Symbol.for('@mcp-resource-kit/core/UriTemplateError');

/** Every failure of `parseTemplate` and `expandTemplate`: what is wrong, and where in the template. */
export class UriTemplateError extends Error {
  readonly code: UriTemplateErrorCode;
  /** The template that failed. */
  readonly template: string;
  /** Offset (0-based, in UTF-16 code units) of the offending character or expression. */
  readonly position: number;
  /** The variable whose value could not be expanded, for `prefix-on-composite` and `invalid-value`. */
  readonly variable: string | undefined;
  readonly [BRAND] = true;

  constructor(code: UriTemplateErrorCode, detail: string, template: string, position: number, variable?: string) {
    super(`Invalid URI template ${JSON.stringify(clip(template))} at position ${position}: ${detail}`);
    this.name = 'UriTemplateError';
    this.code = code;
    this.template = template;
    this.position = position;
    this.variable = variable;
  }

  /** Works across bundled copies of the kit, unlike `instanceof`. */
  static isInstance(value: unknown): value is UriTemplateError {
    return typeof value === 'object' && value !== null && BRAND in value;
  }
}

const MESSAGE_TEMPLATE_LENGTH = 200;

function clip(template: string): string {
  return template.length > MESSAGE_TEMPLATE_LENGTH ? `${template.slice(0, MESSAGE_TEMPLATE_LENGTH)}…` : template;
}

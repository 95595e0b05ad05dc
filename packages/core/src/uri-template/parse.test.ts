import { DEMO_TEMPLATES } from '@mcp-resource-kit/demo-server';
import { describe, expect, it } from 'vitest';
import { expandExpression, expandTemplate } from './expand.js';
import { MAX_TEMPLATE_LENGTH, parseTemplate, type UriTemplateOperator } from './parse.js';
import { UriTemplateError, type UriTemplateErrorCode } from './uri-template-error.js';

function errorOf(run: () => unknown): UriTemplateError {
  try {
    run();
  } catch (error) {
    if (UriTemplateError.isInstance(error)) return error;
    throw new Error(`expected a UriTemplateError, got ${String(error)}`);
  }
  throw new Error('expected a UriTemplateError, but nothing was thrown');
}

describe('parseTemplate', () => {
  it.each<[string, UriTemplateOperator, boolean]>([
    ['{x}', '', true],
    ['{+x}', '+', true],
    ['{#x}', '#', true],
    ['{.x}', '.', true],
    ['{/x}', '/', true],
    ['{;x}', ';', true],
    ['{?x}', '?', false],
    ['{&x}', '&', false],
  ])('reads the operator of %s and whether the variable is required', (template, operator, required) => {
    const { variables, parts } = parseTemplate(template);
    expect(variables).toEqual([{ name: 'x', operator, explode: false, prefixLength: undefined, required, position: 0 }]);
    expect(parts).toEqual([{ type: 'expression', operator, variables, text: template, position: 0 }]);
  });

  it('reads explode and prefix modifiers', () => {
    const { variables } = parseTemplate('{/path*}{var:3}{?list*,q:9999}');
    expect(variables.map(({ name, explode, prefixLength }) => ({ name, explode, prefixLength }))).toEqual([
      { name: 'path', explode: true, prefixLength: undefined },
      { name: 'var', explode: false, prefixLength: 3 },
      { name: 'list', explode: true, prefixLength: undefined },
      { name: 'q', explode: false, prefixLength: 9999 },
    ]);
  });

  it('lists the demo templates’ variables with literals in between', () => {
    const forecast = parseTemplate(DEMO_TEMPLATES.forecast);
    expect(forecast.parts.map((part) => (part.type === 'literal' ? part.text : part.text))).toEqual([
      'weather://forecast/',
      '{city}',
      '/',
      '{date}',
    ]);
    expect(forecast.variables.map((variable) => [variable.name, variable.required])).toEqual([
      ['city', true],
      ['date', true],
    ]);

    const repository = parseTemplate(DEMO_TEMPLATES.repository);
    expect(repository.variables.map(({ name, operator, explode, required, position }) => ({ name, operator, explode, required, position }))).toEqual([
      { name: 'owner', operator: '', explode: false, required: true, position: 7 },
      { name: 'repo', operator: '', explode: false, required: true, position: 15 },
      { name: 'path', operator: '/', explode: true, required: true, position: 30 },
      { name: 'ref', operator: '?', explode: false, required: false, position: 38 },
    ]);
  });

  it('lists a repeated variable once, required when any appearance is', () => {
    const { variables, parts } = parseTemplate('{?id}/x/{id}{&id}');
    expect(variables).toEqual([{ name: 'id', operator: '?', explode: false, prefixLength: undefined, required: true, position: 0 }]);
    expect(parts.filter((part) => part.type === 'expression')).toHaveLength(3);
  });

  it('keeps names with dots and %XX as written', () => {
    expect(parseTemplate('{last.name,Stra%C3%9Fe,_1}').variables.map((variable) => variable.name)).toEqual(['last.name', 'Stra%C3%9Fe', '_1']);
  });

  it('accepts a template without expressions and an empty template', () => {
    expect(parseTemplate('file:///etc/hosts').parts).toEqual([{ type: 'literal', text: 'file:///etc/hosts', position: 0 }]);
    expect(parseTemplate('')).toEqual({ template: '', parts: [], variables: [] });
  });

  it.each<[string, UriTemplateErrorCode, number]>([
    ['weather://forecast/{city', 'unclosed-expression', 19],
    ['a}b', 'invalid-literal', 1],
    ['x{}', 'empty-expression', 1],
    ['{?}', 'empty-expression', 0],
    ['{=x}', 'reserved-operator', 1],
    ['{@x}', 'reserved-operator', 1],
    ['{a,,b}', 'invalid-variable-name', 3],
    ['{a,}', 'invalid-variable-name', 3],
    ['{?x,with space}', 'invalid-variable-name', 4],
    ['{x.}', 'invalid-variable-name', 1],
    ['{%zz}', 'invalid-variable-name', 1],
    ['{x:0}', 'invalid-modifier', 2],
    ['{x:2*}', 'invalid-modifier', 2],
    ['{x:}', 'invalid-modifier', 2],
    ['a b{x}', 'invalid-literal', 1],
    ['100%{x}', 'invalid-literal', 3],
    ['<{x}>', 'invalid-literal', 0],
    ['a\u0001{x}', 'invalid-literal', 1],
    ['a\ud800{x}', 'invalid-literal', 1],
  ])('rejects %j with %s at position %i', (template, code, position) => {
    const error = errorOf(() => parseTemplate(template));
    expect(error.code).toBe(code);
    expect(error.position).toBe(position);
    expect(error.template).toBe(template);
    expect(error.name).toBe('UriTemplateError');
    expect(error).toBeInstanceOf(Error);
  });

  it('says what is wrong in the message', () => {
    expect(errorOf(() => parseTemplate('weather://forecast/{city')).message).toBe(
      'Invalid URI template "weather://forecast/{city" at position 19: the expression "{city" has no closing "}"',
    );
    expect(errorOf(() => parseTemplate('{x:2*}')).message).toMatch(/combines a prefix with "\*"/);
  });

  it('bounds the work spent on a hostile template', () => {
    expect(errorOf(() => parseTemplate(`${'{x}'.repeat(MAX_TEMPLATE_LENGTH)}`)).code).toBe('too-long');
    expect(parseTemplate('{x}'.repeat(1000)).variables).toHaveLength(1);
  });

  it('rejects a value that is not a string with its own error', () => {
    expect(errorOf(() => parseTemplate(42 as unknown as string)).code).toBe('invalid-literal');
  });
});

describe('expandTemplate', () => {
  it('expands the demo templates, encoding "/" in a plain variable but not in an exploded path', () => {
    expect(expandTemplate(DEMO_TEMPLATES.forecast, { city: 'São Paulo', date: '2026-12-01' })).toBe('weather://forecast/S%C3%A3o%20Paulo/2026-12-01');
    expect(expandTemplate(DEMO_TEMPLATES.repository, { owner: 'acme', repo: 'web', path: ['src', 'index.ts'] })).toBe(
      'repo://acme/web/contents/src/index.ts',
    );
    expect(expandTemplate(DEMO_TEMPLATES.repository, { owner: 'acme', repo: 'web', path: 'src/index.ts', ref: 'v1.2' })).toBe(
      'repo://acme/web/contents/src%2Findex.ts?ref=v1.2',
    );
    expect(expandTemplate('file:///{+path}', { path: 'src/main.rs' })).toBe('file:///src/main.rs');
    expect(expandTemplate('file:///{path}', { path: 'src/main.rs' })).toBe('file:///src%2Fmain.rs');
  });

  it('accepts a parsed template', () => {
    const parsed = parseTemplate('{?q,lang}');
    expect(expandTemplate(parsed, { q: 'a b', lang: 'en' })).toBe('?q=a%20b&lang=en');
  });

  it('leaves out undefined, null, empty lists and empty maps', () => {
    expect(expandTemplate('x{?a,b,c,d,e}', { a: undefined, b: null, c: [], d: {}, e: '' })).toBe('x?e=');
  });

  it('reads only the values’ own properties', () => {
    expect(expandTemplate('{constructor}{toString}', {})).toBe('');
  });

  it('expands numbers and booleans as text', () => {
    expect(expandTemplate('{/n,b}', { n: -1.5, b: false })).toBe('/-1.5/false');
  });

  it('counts a prefix in characters, not UTF-16 units', () => {
    expect(expandTemplate('{x:2}', { x: '𝄞😀rest' })).toBe('%F0%9D%84%9E%F0%9F%98%80');
  });

  it.each<[string, Record<string, unknown>, UriTemplateErrorCode, string]>([
    ['a/{x:2}', { x: ['one', 'two'] }, 'prefix-on-composite', 'x'],
    ['a/{x}', { x: 'bad \ud800 text' }, 'invalid-value', 'x'],
    ['a/{x}', { x: { nested: { deep: 1 } } }, 'invalid-value', 'x'],
    ['a/{x}', { x: [['nested']] }, 'invalid-value', 'x'],
    ['a/{x}', { x: new Date(0) }, 'invalid-value', 'x'],
    ['a/{x}', { x: Number.NaN }, 'invalid-value', 'x'],
  ])('rejects %j with %j as %s', (template, values, code, variable) => {
    const error = errorOf(() => expandTemplate(template, values as never));
    expect(error.code).toBe(code);
    expect(error.variable).toBe(variable);
    expect(error.position).toBe(2);
  });

  it('expands a single expression for previews', () => {
    const parsed = parseTemplate('weather://forecast/{city}/{date}');
    const city = parsed.parts[1];
    if (city?.type !== 'expression') throw new Error('expected an expression');
    expect(expandExpression(parsed.template, city, { city: 'New York' })).toBe('New%20York');
  });
});

import { parseTemplate } from './parse.js';
import { DEMO_TEMPLATES } from '@mcp-resource-kit/demo-server';
import { describe, expect, it } from 'vitest';
import { completionContext, fieldHints, previewSegments, resolveTemplate, toTemplateValue } from './field-values.js';

const variableOf = (template: string) => {
  const variable = parseTemplate(template).variables[0];
  if (!variable) throw new Error(`${template} has no variable`);
  return variable;
};

describe('toTemplateValue', () => {
  it.each([
    ['{x}', '', undefined],
    ['{x}', 'a/b', 'a/b'],
    ['{/path*}', '/src//index.ts/', ['src', 'index.ts']],
    ['{/path*}', '///', undefined],
    ['{?tags*}', ' red, ,blue ', ['red', 'blue']],
    ['{+path}', 'a/b', 'a/b'],
  ])('turns %s typed as %j into %j', (template, text, expected) => {
    expect(toTemplateValue(variableOf(template), text)).toEqual(expected);
  });
});

describe('resolveTemplate', () => {
  const repository = parseTemplate(DEMO_TEMPLATES.repository);

  it('lists the required variables still empty; query variables may stay empty', () => {
    const resolution = resolveTemplate(repository, { owner: 'acme', ref: 'main' });
    expect(resolution.status).toBe('incomplete');
    expect(resolution.status === 'incomplete' && resolution.missing.map((variable) => variable.name)).toEqual(['repo', 'path']);
    expect(resolveTemplate(repository, { owner: 'acme', repo: 'web', path: 'docs' })).toEqual({ status: 'ready', uri: 'repo://acme/web/contents/docs' });
  });

  it('reports a value that cannot be encoded instead of throwing', () => {
    const resolution = resolveTemplate(parseTemplate('x/{a}'), { a: 'broken \ud800' });
    expect(resolution.status).toBe('invalid-value');
    expect(resolution.status === 'invalid-value' && resolution.error.variable).toBe('a');
  });

  it('ignores values of names the template does not have, including inherited ones', () => {
    expect(resolveTemplate(parseTemplate('x/{constructor}'), {})).toMatchObject({ status: 'incomplete' });
  });
});

describe('previewSegments', () => {
  it('expands what is filled and keeps expressions that wait for a required value as written', () => {
    expect(previewSegments(parseTemplate('café://{a}/{b}{?q}'), { a: 'x y' })).toEqual([
      { kind: 'text', text: 'caf%C3%A9://x%20y/' },
      { kind: 'placeholder', text: '{b}', variables: ['b'] },
    ]);
  });
});

describe('fieldHints', () => {
  it.each([
    ['{x}', 'plain', []],
    ['{x}', 'a/b', ['slash-encoded']],
    ['{+x}', 'a/b', ['reserved']],
    ['{#x}', '', ['reserved']],
    ['{/x*}', 'a/b', ['segments']],
    ['{/x}', 'a/b', ['slash-encoded']],
    ['{?x*}', 'a,b', ['list']],
    ['{x:3}', 'abc', ['prefix']],
  ])('gives %s with %j the hints %j', (template, text, hints) => {
    expect(fieldHints(variableOf(template), text)).toEqual(hints);
  });
});

describe('completionContext', () => {
  it('holds the other non-empty fields, never the argument itself', () => {
    const parsed = parseTemplate(DEMO_TEMPLATES.repository);
    expect(completionContext(parsed, { owner: 'acme', repo: '', path: 'src', ref: 'dev', stray: 'x' }, 'path')).toEqual({ owner: 'acme', ref: 'dev' });
  });
});

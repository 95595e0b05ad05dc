import { describe, expect, it } from 'vitest';
import { collectContent, parseInputRequests, type InputField } from './input-schema.js';

const elicit = (requestedSchema: unknown, message = 'Why?') => ({ method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } });

describe('parseInputRequests', () => {
  it('reads every field type of an elicitation schema', () => {
    const [request] = parseInputRequests({
      access: elicit({
        type: 'object',
        properties: {
          reason: { type: 'string', title: 'Reason', description: 'For the audit log.', minLength: 3, maxLength: 200 },
          email: { type: 'string', format: 'email' },
          count: { type: 'integer', minimum: 1, maximum: 10, default: 2 },
          ratio: { type: 'number' },
          confirm: { type: 'boolean', default: true },
          format: { type: 'string', enum: ['summary', 'detailed'], enumNames: ['Summary', 'Detailed findings'], default: 'summary' },
          region: { type: 'string', oneOf: [{ const: 'eu', title: 'Europe' }, { const: 'us', title: 'United States' }] },
          tags: { type: 'array', items: { anyOf: [{ const: 'a', title: 'Alpha' }, { const: 'b' }] }, minItems: 1, maxItems: 2 },
          plain: { type: 'array', items: { type: 'string', enum: ['x', 'y'] } },
          nested: { type: 'object' },
        },
        required: ['reason', 'format'],
      }),
    });
    expect(request).toMatchObject({ key: 'access', mode: 'form', message: 'Why?' });
    if (request?.mode !== 'form') throw new Error('expected a form');
    const byName = Object.fromEntries(request.fields.map((field) => [field.name, field]));
    expect(byName.reason).toEqual({ name: 'reason', label: 'Reason', description: 'For the audit log.', required: true, kind: 'text', format: undefined, minLength: 3, maxLength: 200, defaultValue: undefined });
    expect(byName.email).toMatchObject({ kind: 'text', format: 'email', label: 'email', required: false });
    expect(byName.count).toMatchObject({ kind: 'number', integer: true, minimum: 1, maximum: 10, defaultValue: 2 });
    expect(byName.ratio).toMatchObject({ kind: 'number', integer: false });
    expect(byName.confirm).toMatchObject({ kind: 'boolean', defaultValue: true });
    expect(byName.format).toMatchObject({ kind: 'choice', required: true, defaultValue: 'summary', options: [{ value: 'summary', label: 'Summary' }, { value: 'detailed', label: 'Detailed findings' }] });
    expect(byName.region).toMatchObject({ kind: 'choice', options: [{ value: 'eu', label: 'Europe' }, { value: 'us', label: 'United States' }] });
    expect(byName.tags).toMatchObject({ kind: 'choices', minItems: 1, maxItems: 2, options: [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'b' }] });
    expect(byName.plain).toMatchObject({ kind: 'choices', options: [{ value: 'x', label: 'x' }, { value: 'y', label: 'y' }] });
    expect(byName.nested).toMatchObject({ kind: 'unsupported' });
  });

  it('survives malformed and unexpected requests', () => {
    expect(parseInputRequests(null)).toEqual([]);
    expect(parseInputRequests('nope')).toEqual([]);
    const views = parseInputRequests({
      sample: { method: 'sampling/createMessage', params: {} },
      roots: { method: 'roots/list' },
      broken: { method: 'elicitation/create', params: { requestedSchema: { properties: { a: 42, b: null } } } },
      link: { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'javascript:alert(1)', elicitationId: 'e1' } },
      safeLink: { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e2' } },
    });
    expect(views).toEqual([
      { key: 'sample', mode: 'unsupported', method: 'sampling/createMessage' },
      { key: 'roots', mode: 'unsupported', method: 'roots/list' },
      {
        key: 'broken',
        mode: 'form',
        message: '',
        fields: [
          { name: 'a', label: 'a', description: undefined, required: false, kind: 'unsupported' },
          { name: 'b', label: 'b', description: undefined, required: false, kind: 'unsupported' },
        ],
      },
      { key: 'link', mode: 'url', message: 'Sign in', url: undefined, elicitationId: 'e1' },
      { key: 'safeLink', mode: 'url', message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e2' },
    ]);
  });

  it('bounds what a server can make it build', () => {
    const properties = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`f${index}`, { type: 'string', enum: Array.from({ length: 2000 }, (__, option) => `o${option}`) }]));
    const [request] = parseInputRequests({ big: elicit({ type: 'object', properties }, 'x'.repeat(100_000)) });
    if (request?.mode !== 'form') throw new Error('expected a form');
    expect(request.fields).toHaveLength(50);
    expect(request.message.length).toBe(2000);
    expect(request.fields[0]).toMatchObject({ kind: 'choice' });
    expect((request.fields[0] as Extract<InputField, { kind: 'choice' }>).options).toHaveLength(500);
  });
});

describe('collectContent', () => {
  const [request] = parseInputRequests({
    form: elicit({
      type: 'object',
      properties: {
        reason: { type: 'string', minLength: 3 },
        count: { type: 'integer', minimum: 1, maximum: 5 },
        ratio: { type: 'number' },
        ok: { type: 'boolean' },
        format: { type: 'string', enum: ['a', 'b'] },
        tags: { type: 'array', items: { enum: ['x', 'y', 'z'] }, maxItems: 2 },
        site: { type: 'string', format: 'uri' },
      },
      required: ['reason', 'format'],
    }),
  });
  const fields = request?.mode === 'form' ? request.fields : [];

  it('types the values of an accepted answer', () => {
    expect(collectContent(fields, { reason: 'audit', count: '3', ratio: '0.5', ok: true, format: 'b', tags: ['x', 'q', 'z'], site: '' })).toEqual({
      content: { reason: 'audit', count: 3, ratio: 0.5, ok: true, format: 'b', tags: ['x', 'z'] },
      problems: {},
    });
  });

  it('reports what is wrong, per field', () => {
    expect(collectContent(fields, { reason: 'ab', count: '2.5', ratio: 'abc', ok: false, format: 'c', tags: ['x', 'y', 'z'], site: 'ftp://x' }).problems).toEqual({
      reason: { problem: 'tooShort', limit: 3 },
      count: { problem: 'notAnInteger' },
      ratio: { problem: 'notANumber' },
      format: { problem: 'chooseOne' },
      tags: { problem: 'tooManyChoices', limit: 2 },
      site: { problem: 'invalidUrl' },
    });
    expect(collectContent(fields, { count: '9' }).problems).toMatchObject({ reason: { problem: 'required' }, count: { problem: 'tooLarge', limit: 5 }, format: { problem: 'chooseOne' } });
  });
});

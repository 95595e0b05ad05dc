import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandTemplate, type UriTemplateValues } from './expand.js';
import { parseTemplate } from './parse.js';
import { UriTemplateError } from './uri-template-error.js';

/** The public uritemplate-test suite, copied with its LICENSE and COMMIT into __fixtures__. */
interface SuiteGroup {
  level?: number;
  variables: Record<string, unknown>;
  testcases: Array<[string, string | string[] | false]>;
}

const SUITE_FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json', 'negative-tests.json'] as const;

function loadSuite(file: string): Record<string, SuiteGroup> {
  return JSON.parse(readFileSync(new URL(`./__fixtures__/uritemplate-test/${file}`, import.meta.url), 'utf8')) as Record<string, SuiteGroup>;
}

const cases = SUITE_FILES.flatMap((file) =>
  Object.entries(loadSuite(file)).flatMap(([group, { variables, testcases }]) =>
    testcases.map(([template, expected]) => ({ file, group, template, expected, variables: variables as UriTemplateValues })),
  ),
);

describe('the uritemplate-test suite', () => {
  it('is the copy of the recorded commit, with every file present', () => {
    const commit = readFileSync(new URL('./__fixtures__/uritemplate-test/COMMIT', import.meta.url), 'utf8').trim();
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(readFileSync(new URL('./__fixtures__/uritemplate-test/LICENSE', import.meta.url), 'utf8')).toMatch(/Apache License/);
    // 270 cases at that commit; a changed copy should be a conscious update of this number.
    expect(cases).toHaveLength(270);
    expect(cases.filter((entry) => entry.expected === false).length).toBeGreaterThan(30);
  });

  const positive = cases.filter((entry) => entry.expected !== false);
  const negative = cases.filter((entry) => entry.expected === false);

  it.each(positive.map((entry) => [`${entry.file} › ${entry.group} › ${entry.template}`, entry] as const))('expands %s', (_, entry) => {
    const expanded = expandTemplate(entry.template, entry.variables);
    if (Array.isArray(entry.expected)) expect(entry.expected).toContain(expanded);
    else expect(expanded).toBe(entry.expected);
  });

  it.each(negative.map((entry) => [entry.template, entry] as const))('rejects %j with a UriTemplateError', (_, entry) => {
    let thrown: unknown;
    try {
      expandTemplate(entry.template, entry.variables);
    } catch (error) {
      thrown = error;
    }
    expect(UriTemplateError.isInstance(thrown), `expected a UriTemplateError, got ${String(thrown)}`).toBe(true);
    const error = thrown as UriTemplateError;
    expect(error.template).toBe(entry.template);
    expect(error.position).toBeGreaterThanOrEqual(0);
    expect(error.position).toBeLessThanOrEqual(entry.template.length);
    expect(error.message).toContain(`at position ${error.position}`);
  });

  it('finds every syntax error while parsing, so that a form can report it before any value is typed', () => {
    const valueErrors = negative.filter((entry) => {
      try {
        parseTemplate(entry.template);
        return true;
      } catch (error) {
        return !UriTemplateError.isInstance(error);
      }
    });
    // Only a prefix applied to a map can be told from the values alone.
    expect(valueErrors.map((entry) => entry.template)).toEqual(['{keys:1}', '{+keys:1}']);
  });
});

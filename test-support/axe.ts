import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails with the list of violations when axe finds accessibility problems in `container`.
 * Color contrast is left to the browser tests: jsdom does not lay out or paint.
 */
export async function expectNoAxeViolations(container: Element, options: { includeColorContrast?: boolean } = {}): Promise<void> {
  const results = await axe.run(container, {
    rules: options.includeColorContrast ? {} : { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(violations, 'axe found accessibility violations').toEqual([]);
}

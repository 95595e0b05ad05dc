import { expect, test as base } from '@playwright/test';

interface ErrorFixtures {
  /** Console errors a test expects (e.g. a negotiation probe's 4xx); each pattern excuses matching messages. */
  expectedConsoleErrors: RegExp[];
  pageErrors: string[];
}

/**
 * `test` whose pages fail the test on any uncaught page error or `console.error`
 * (a 404 favicon counts too, which is why every entry point declares an inline icon).
 */
export const test = base.extend<ErrorFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        const text = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

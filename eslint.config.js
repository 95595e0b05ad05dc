import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Testing Library's `get…By`/`find…By` throw when nothing matches and Playwright's return a locator: truthiness of either proves nothing. */
const QUERY_RESULT = ':matches(CallExpression[callee.property.name=/^(get|find)(All)?By/], CallExpression[callee.name=/^(get|find)(All)?By/])';
const EMPTY_PRESENCE_CHECK = 'Assert what the test is about (toBeInTheDocument, toHaveAttribute, toHaveTextContent, toBeVisible, toBeEnabled…): get*/find* queries already throw when nothing matches, and a Playwright locator is always truthy.';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/build/',
    '**/.next/',
    '**/.vite/',
    '**/storybook-static/',
    '**/test-results/',
    '**/playwright-report/',
    '**/next-env.d.ts',
    'bench/results/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      // The repo mixes browser code, Node scripts and code that runs in both.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      // An `eslint-disable` says why after `--`, and names the rules it turns off.
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // TypeScript's noUnusedParameters convention: a leading underscore marks a name kept on purpose
      // (a signature to honour, a property left out of a rest copy).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An interface that only extends another names a public props type that can grow without a breaking change.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Server data is untrusted: the kit matches control characters on purpose, to strip, fold or show them.
      'no-control-regex': 'off',
    },
  },
  {
    // React code only: Playwright fixtures in bench/runner, e2e and test-support also call a `use`.
    files: ['packages/react/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'bench/page/**/*.{ts,tsx}'],
    // The two classic rules only. react-hooks 7's `recommended` also carries the React Compiler's
    // rules (refs, purity, set-state-in-effect, preserve-manual-memoization…); the kit is not built
    // with the compiler, and those report compiler blockers, not broken hooks.
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    extends: [pluginQuery.configs['flat/recommended']],
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.stories.tsx', '**/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression > CallExpression[callee.name='expect'] > ${QUERY_RESULT}`,
          `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression > CallExpression[callee.name='expect'] > AwaitExpression > ${QUERY_RESULT}`,
          `CallExpression[callee.property.name='toBeNull'][callee.object.property.name='not'] > MemberExpression > MemberExpression > CallExpression[callee.name='expect'] > ${QUERY_RESULT}`,
          `CallExpression[callee.property.name='toBeNull'][callee.object.property.name='not'] > MemberExpression > MemberExpression > CallExpression[callee.name='expect'] > AwaitExpression > ${QUERY_RESULT}`,
        ].map((selector) => ({ selector, message: EMPTY_PRESENCE_CHECK })),
      ],
    },
  },
);

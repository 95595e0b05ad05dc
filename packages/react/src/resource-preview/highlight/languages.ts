import type { CodeLanguage } from '@mcp-resource-kit/core';
import type { LanguageRegistration } from 'shiki/core';

/**
 * One dynamic import per grammar, so that a bundler puts each in its own chunk and a page loads
 * only the grammars of what it shows. The keys are the kit's `CodeLanguage` ids. Imported by the
 * page only, never by the worker: a bundler that builds workers as classic scripts (Vite's default)
 * would inline every grammar into the worker.
 */

/** Loads the grammar of `language` (with the grammars it embeds). */
export type GrammarLoader = (language: CodeLanguage) => Promise<LanguageRegistration[]>;
export const LANGUAGE_LOADERS: Record<CodeLanguage, () => Promise<{ default: LanguageRegistration[] }>> = {
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
};

export const loadGrammarModule: GrammarLoader = async (language) => (await LANGUAGE_LOADERS[language]()).default;

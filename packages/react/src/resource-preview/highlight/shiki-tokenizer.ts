import type { CodeLanguage } from '@mcp-resource-kit/core';
import type { GrammarState, HighlighterCore } from 'shiki/core';
import type { GrammarLoader } from './languages.js';

/** One highlighted run of text. `color` is a CSS color (a `var(--mcp-code-…)` reference); absent means the text colour. */
export interface HighlightToken {
  content: string;
  color?: string;
  /** shiki's `FontStyle` bits: 1 italic, 2 bold, 4 underline, 8 strikethrough. */
  fontStyle?: number;
}

/** The tokens of one line. */
export type HighlightLine = HighlightToken[];

/** Tokenizes consecutive lines, continuing from (and returning) an opaque grammar state. */
export interface Tokenizer {
  tokenize(lines: readonly string[], state: unknown, contextLines?: readonly string[]): { lines: HighlightLine[]; state: unknown };
}

const THEME_NAME = 'mcp-resource-kit';
const VARIABLE_PREFIX = '--mcp-code-';
/** Lines longer than this are left plain: tokenizing minified megabytes would stall the tokenizer. */
export const MAX_TOKENIZED_LINE_LENGTH = 10_000;

/**
 * Token colours are CSS variables (`--mcp-code-token-keyword`, …), set by the kit's stylesheet from
 * its theme variables, so highlighting follows light, dark and any host theme without a second pass.
 * (shiki's theme cannot hold nested `var()` fallbacks: it maps every such colour to the same one.)
 */
let highlighter: Promise<HighlighterCore> | undefined;
const languages = new Map<CodeLanguage, Promise<void>>();

async function createHighlighter(): Promise<HighlighterCore> {
  const [{ createHighlighterCore, createCssVariablesTheme }, { createJavaScriptRegexEngine }] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
  ]);
  const theme = createCssVariablesTheme({ name: THEME_NAME, variablePrefix: VARIABLE_PREFIX, fontStyle: true });
  // `forgiving`: a pattern the JavaScript engine cannot express leaves some tokens plain instead of failing the grammar.
  return createHighlighterCore({ themes: [theme], langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) });
}

/**
 * Loads shiki (once per page or worker) and the grammar of `language` through `loadGrammar`, then
 * returns a tokenizer. Rejects when shiki, an optional peer dependency, is not installed.
 */
export async function loadTokenizer(language: CodeLanguage, loadGrammar: GrammarLoader): Promise<Tokenizer> {
  highlighter ??= createHighlighter();
  const creating = highlighter;
  let loading = languages.get(language);
  if (!loading) {
    // The grammar's module loads while shiki does, not after it.
    const grammar = loadGrammar(language);
    grammar.catch(() => undefined); // reported through `loading`, once shiki is there
    loading = creating.then(async (core) => core.loadLanguage(await grammar));
    languages.set(language, loading);
    loading.catch(() => languages.delete(language));
  }
  const core = await creating.catch((error: unknown) => {
    if (highlighter === creating) highlighter = undefined;
    throw error;
  });
  await loading;
  const foreground = `var(${VARIABLE_PREFIX}foreground)`;

  return {
    tokenize(lines, state, contextLines) {
      const result = core.codeToTokens(lines.join('\n'), {
        lang: language,
        theme: THEME_NAME,
        ...(state ? { grammarState: state as GrammarState } : contextLines?.length ? { grammarContextCode: contextLines.join('\n') } : {}),
        tokenizeMaxLineLength: MAX_TOKENIZED_LINE_LENGTH,
        // Generous: the first line of a grammar also pays for compiling its rules; a cut-off line would lose its colours.
        tokenizeTimeLimit: 1500,
      });
      const tokenized = lines.map((line, index): HighlightLine => {
        const tokens = result.tokens[index];
        if (!tokens) return [{ content: line }];
        return tokens.map((token) => {
          const highlighted: HighlightToken = { content: token.content };
          if (token.color && token.color !== foreground) highlighted.color = token.color;
          if (token.fontStyle) highlighted.fontStyle = token.fontStyle;
          return highlighted;
        });
      });
      return { lines: tokenized, state: result.grammarState };
    },
  };
}

import type { CodeLanguage } from '@mcp-resource-kit/core';
import type { LanguageRegistration } from 'shiki/core';
import type { ChunkDemand, HighlightedChunk } from './highlight-session.js';

/** Messages from the page to the highlighting worker. */
export type HighlightRequest =
  /**
   * A grammar, loaded by the page and sent before any text in its language: the worker imports
   * nothing that a bundler could inline into it (see `highlighter.ts`).
   */
  | { type: 'grammar'; language: CodeLanguage; grammar: LanguageRegistration[] }
  | { type: 'grammar-failed'; language: CodeLanguage; message: string }
  | { type: 'prepare'; language: CodeLanguage }
  /** `text` is the whole text, or with `complete` false its beginning: the rest follows in `append` messages. */
  | { type: 'open'; document: number; text: string; language: CodeLanguage; complete: boolean }
  | { type: 'append'; document: number; text: string; complete: boolean }
  | { type: 'demand'; document: number; chunks: ChunkDemand[] }
  | { type: 'close'; document: number };

/** Messages from the highlighting worker to the page. */
export type HighlightResponse =
  | { type: 'ready'; document: number }
  | { type: 'chunk'; document: number; chunk: HighlightedChunk }
  | { type: 'failed'; document: number; message: string };

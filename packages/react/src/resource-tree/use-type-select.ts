'use client';

import { foldText } from '@mcp-resource-kit/core';
import { useMemo } from 'react';

/** A pause between characters this long starts a new type-ahead word, in ms. */
const TYPE_AHEAD_RESET_MS = 700;

/** Type-ahead: typed characters move focus to the next row whose label starts with them. */
export interface TypeSelect {
  /** True while a word is being typed, so a space belongs to it instead of selecting. */
  typing: () => boolean;
  /** Ends the word: any key but a character does ("f", →, "p" looks for "p", not "fp"). */
  reset: () => void;
  /**
   * Adds `character` to the word and returns the index of the first of `count` rows from
   * `current` whose label (from `labelAt`; rows without one are skipped) starts with it, or -1 when none does.
   */
  type: (character: string, current: number, count: number, labelAt: (index: number) => string | undefined) => number;
}

/** The type-ahead of a list of rows; the word lives across renders, outside React state. */
export function useTypeSelect(): TypeSelect {
  return useMemo(() => {
    let word = { text: '', at: 0 };
    const typing = () => word.text !== '' && Date.now() - word.at < TYPE_AHEAD_RESET_MS;
    return {
      typing,
      reset: () => {
        word = { text: '', at: 0 };
      },
      type: (character, current, count, labelAt) => {
        const text = (typing() ? word.text : '') + character;
        word = { text, at: Date.now() };
        // A repeated single letter cycles through the rows starting with it.
        const repeat = text.length > 1 && [...text].every((letter) => letter === text[0]);
        const search = foldText(repeat ? text[0]! : text).folded;
        const start = text.length === 1 || repeat ? current + 1 : current;
        for (let offset = 0; offset < count; offset += 1) {
          const index = (start + offset) % count;
          const label = labelAt(index);
          if (label !== undefined && foldText(label).folded.startsWith(search)) return index;
        }
        return -1;
      },
    };
  }, []);
}

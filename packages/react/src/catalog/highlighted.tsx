import { revealHiddenCharacters, splitByRanges, type MatchRange } from '@mcp-resource-kit/core';
import type { ReactNode } from 'react';

/**
 * `text` with the `ranges` wrapped in `<mark>`, and the characters that could disguise a name
 * (bidi overrides, zero-width spaces, controls) shown as `�`.
 */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly MatchRange[] | undefined }) {
  return <>{highlighted(text, ranges)}</>;
}

/** What `Highlighted` renders, as a plain function for rows that render without components of their own. */
export function highlighted(original: string, ranges: readonly MatchRange[] | undefined): ReactNode {
  const text = revealHiddenCharacters(original);
  if (!ranges || ranges.length === 0) return text;
  // Unmatched pieces stay bare text: 50 search results or a screen of rows make no element for them.
  return splitByRanges(text, ranges).map((piece, index) => (piece.matched ? <mark key={index}>{piece.text}</mark> : piece.text));
}

/** `search/match.ts` looks at this many occurrences of a word for one at the start of a word. */
export const WORD_START_ATTEMPTS = 16;

const seen = new Uint8Array(26);

/**
 * The letters `a`–`z` of a folded text (bits as in `characterMask`) that, among their first 16
 * occurrences, have one that starts a word (after a character that is not an ASCII letter or
 * digit and not past ASCII, as `search/match.ts` decides). With the text's character mask and its
 * first character, that is all `search/match.ts` needs to score a one-letter word against the
 * text, so a one-letter query, the slowest there is, reads no text at all.
 */
export function wordStartLetters(folded: string): number {
  seen.fill(0);
  let letters = 0;
  for (let index = 0; index < folded.length; index += 1) {
    const code = folded.charCodeAt(index);
    if (code < 0x61 || code > 0x7a) continue;
    const letter = code - 0x61;
    if (seen[letter]! >= WORD_START_ATTEMPTS) continue;
    seen[letter] = seen[letter]! + 1;
    if (index > 0 && !isAlphanumeric(folded.charCodeAt(index - 1))) letters |= 1 << letter;
  }
  return letters;
}

/** `search/match.ts`'s test for the unit before a word start: ASCII digits and letters, and anything past ASCII. */
export function isAlphanumeric(unit: number): boolean {
  return (unit >= 0x30 && unit <= 0x39) || (unit >= 0x61 && unit <= 0x7a) || unit > 0x7f;
}

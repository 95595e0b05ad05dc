/** Only this many characters of a field take part in matching, so a hostile 1 MB description costs nothing. */
export const MAX_SEARCHABLE_LENGTH = 512;

/**
 * Text prepared for case- and accent-insensitive matching, with the way back to the original:
 * `start[i]` and `end[i]` are the original UTF-16 range that produced folded unit `i`.
 */
export interface FoldedText {
  /** The original text (cut to `MAX_SEARCHABLE_LENGTH`). */
  source: string;
  folded: string;
  /** Absent when folding kept every index (plain ASCII). */
  start: Uint32Array | undefined;
  end: Uint32Array | undefined;
}

const ASCII = /^[\x00-\x7f]*$/;
const UPPER_CASE_ASCII = /[A-Z]/;
const COMBINING_MARKS = /\p{M}/gu;

/** Lowercases and strips accents (`Résumé` → `resume`), remembering where each folded unit came from. */
export function foldText(text: string): FoldedText {
  const source = text.length > MAX_SEARCHABLE_LENGTH ? text.slice(0, MAX_SEARCHABLE_LENGTH) : text;
  if (ASCII.test(source)) return { source, folded: source.toLowerCase(), start: undefined, end: undefined };
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of source) {
    const next = index + character.length;
    const replacement = character.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
    for (let unit = 0; unit < replacement.length; unit += 1) {
      starts.push(index);
      ends.push(next);
    }
    folded += replacement;
    index = next;
  }
  return { source, folded, start: Uint32Array.from(starts), end: Uint32Array.from(ends) };
}

/**
 * `foldText(text).folded` without the way back: what matching keeps for every entry. Plain ASCII,
 * nearly every field, costs one lower-casing and no index arrays.
 */
export function foldForMatching(text: string): string {
  const source = text.length > MAX_SEARCHABLE_LENGTH ? text.slice(0, MAX_SEARCHABLE_LENGTH) : text;
  if (!ASCII.test(source)) return foldText(source).folded;
  // Text already in lower case (most URIs) is returned itself: lower-casing makes a copy even when
  // nothing changes, and a copy of every listed URI kept for matching was about 48 bytes per resource.
  return UPPER_CASE_ASCII.test(source) ? source.toLowerCase() : source;
}

/** Folds a search query the same way as the fields it is matched against. */
export function foldQuery(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The original range of the folded range `[from, to)`. */
export function toSourceRange(text: FoldedText, from: number, to: number): [number, number] {
  if (!text.start || !text.end) return [from, to];
  if (to <= from) return [text.start[from] ?? text.source.length, text.start[from] ?? text.source.length];
  return [text.start[from] ?? text.source.length, text.end[to - 1] ?? text.source.length];
}

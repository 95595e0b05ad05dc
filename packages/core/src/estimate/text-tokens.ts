/**
 * A fast, tokenizer-free estimate of how many tokens a text costs a language model. BPE tokenizers
 * spend about one token per 4 characters of English prose or code, about one per character of
 * Chinese, Japanese or Korean, and about one per 2–3 characters of other non-Latin scripts. The
 * estimate counts those three classes in one pass; it is honest to within ±25% on typical
 * content, not exact.
 */
export function estimateTextTokens(text: string): number {
  return Math.ceil(countClasses(text, 0, text.length).weight);
}

export interface TextTokenCounter {
  /** Exact token count of `text`, e.g. a BPE tokenizer's `encode(text).length`. */
  count(text: string): number | Promise<number>;
}

/** Characters per token for ASCII text (letters, digits, punctuation, whitespace). */
export const ASCII_CHARACTERS_PER_TOKEN = 4;
/** Characters per token for non-ASCII scripts other than CJK (Cyrillic, Greek, accented Latin, …). */
export const OTHER_CHARACTERS_PER_TOKEN = 2.5;

const SLICE_CHARACTERS = 256 * 1024;

/** `estimateTextTokens`, for texts of megabytes: it yields to the event loop between slices. */
export async function estimateTextTokensInSlices(text: string, signal?: AbortSignal): Promise<number> {
  let weight = 0;
  for (let start = 0; start < text.length; start += SLICE_CHARACTERS) {
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    weight += countClasses(text, start, Math.min(text.length, start + SLICE_CHARACTERS)).weight;
    if (start + SLICE_CHARACTERS < text.length) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return Math.ceil(weight);
}

function countClasses(text: string, start: number, end: number): { weight: number } {
  let ascii = 0;
  let cjk = 0;
  let other = 0;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) ascii += 1;
    else if (isCjk(code)) cjk += 1;
    else if (code >= 0xdc00 && code <= 0xdfff) continue; // the second half of a surrogate pair was counted with the first
    else if (code >= 0xd800 && code <= 0xdbff) cjk += 1; // emoji and rare CJK: about a token each
    else other += 1;
  }
  return { weight: ascii / ASCII_CHARACTERS_PER_TOKEN + cjk + other / OTHER_CHARACTERS_PER_TOKEN };
}

function isCjk(code: number): boolean {
  return (
    (code >= 0x3000 && code <= 0x30ff) || // CJK punctuation, Hiragana, Katakana
    (code >= 0x3400 && code <= 0x4dbf) || // CJK Extension A
    (code >= 0x4e00 && code <= 0x9fff) || // CJK Unified Ideographs
    (code >= 0xac00 && code <= 0xd7af) || // Hangul syllables
    (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility ideographs
    (code >= 0xff00 && code <= 0xffef) // full-width forms
  );
}

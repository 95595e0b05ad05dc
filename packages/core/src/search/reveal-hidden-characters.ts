/**
 * Characters that change how a name looks without showing themselves: bidi embeddings and
 * overrides (U+202A–U+202E: "report-\u202Efdp.sh" shows as "report-hs.pdf"), zero-width spaces and
 * joiners that make two different names look alike (U+200B, U+2060–U+2064, U+FEFF), and control
 * characters (terminal escapes, NUL). Zero-width (non-)joiners, directional marks and isolates are
 * left alone: scripts and emoji use them, and isolates cannot reorder text outside themselves.
 */
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** The replacement shown for each hidden character: one UTF-16 unit, like each of them. */
export const HIDDEN_CHARACTER_MARK = '\uFFFD';

/**
 * `text` for display, with every character that could disguise it replaced by
 * `HIDDEN_CHARACTER_MARK`. The length stays the same, so match ranges computed on the original
 * still apply.
 */
export function revealHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, HIDDEN_CHARACTER_MARK);
}

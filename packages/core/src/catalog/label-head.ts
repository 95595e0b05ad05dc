/** Labels this long or longer get no head: their length does not fit the head's bits. */
const MAX_LENGTH = 2048;
/** How many of the label's first characters the head holds, seven bits each. */
const CHARACTERS = 6;
const LENGTH_UNIT = 2 ** (7 * CHARACTERS);

/**
 * A label's length and its first six characters in lower case, as one number that orders as
 * `search/best-of.ts` orders labels that tie on score: shorter first, then by the lower-case label.
 * Where two heads differ, they say which label ranks above without reading either; where they are
 * equal, or one is `NaN` (a character past ASCII among the first six, whose lower case may be
 * longer or plain ASCII, or a label too long), the labels must be compared. A one-letter query over
 * a million resources ties nearly all of them: this is what keeps the best-of heap from reading
 * each one's label.
 */
export function labelHead(label: string): number {
  const { length } = label;
  if (length >= MAX_LENGTH) return Number.NaN;
  let head = 0;
  for (let index = 0; index < CHARACTERS; index += 1) {
    const unit = index < length ? label.charCodeAt(index) : 0;
    if (unit > 0x7f) return Number.NaN;
    head = head * 128 + (unit >= 0x41 && unit <= 0x5a ? unit + 0x20 : unit);
  }
  return length * LENGTH_UNIT + head;
}

/**
 * Which characters a folded text holds, as 30 bits: one per letter `a`–`z`, and the ten digits
 * sharing four (30 bits stay a small integer in JavaScript engines). A word can only match a text
 * whose mask has every bit of the word's mask, so one `&` rules out most non-matches before any
 * string is searched. Other characters set no bit.
 */
export function characterMask(folded: string): number {
  let mask = 0;
  for (let index = 0; index < folded.length; index += 1) {
    const code = folded.charCodeAt(index);
    if (code >= 0x61 && code <= 0x7a) mask |= 1 << (code - 0x61);
    else if (code >= 0x30 && code <= 0x39) mask |= 1 << (26 + ((code - 0x30) % 4));
  }
  return mask;
}

/**
 * Which of the ten digits a folded text holds, one bit each (`0` is bit 0): what `characterMask`
 * tells only in four shared bits. A one-digit word is in a text exactly when its bit is, and a
 * number typed into a filter (`item 4`) is ruled out of most texts without reading them.
 */
export function digitMask(folded: string): number {
  let mask = 0;
  for (let index = 0; index < folded.length; index += 1) {
    const code = folded.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) mask |= 1 << (code - 0x30);
  }
  return mask;
}

import { SCRIPT_TAG } from './script-payloads.js';

/** The exact byte size (and, being ASCII, the length) of the huge text. */
export const HUGE_TEXT_BYTES = 20 * 1024 * 1024;

// Fixed-width ASCII lines make the byte size exact without generating the text.
const LINE_BYTES = 128;
const LINE_COUNT = HUGE_TEXT_BYTES / LINE_BYTES;
const FILLER = 'The quick brown fox jumps over the lazy dog. ';

/** Every thousandth line carries a script tag, so a preview that injects HTML is caught even deep in the file. */
function line(index: number): string {
  const number = String(index + 1).padStart(7, '0');
  const body = index % 1_000 === 999 ? SCRIPT_TAG : FILLER.repeat(3);
  return `${number} ${body}`.slice(0, LINE_BYTES - 1).padEnd(LINE_BYTES - 1, '.');
}

/** 20 MiB of text, built on demand; callers should not keep it. */
export function generateHugeText(): string {
  const lines = new Array<string>(LINE_COUNT);
  for (let index = 0; index < LINE_COUNT; index++) lines[index] = line(index);
  return `${lines.join('\n')}\n`;
}

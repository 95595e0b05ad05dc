import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTER_MARK, revealHiddenCharacters } from './reveal-hidden-characters.js';

const mark = HIDDEN_CHARACTER_MARK;

describe('revealHiddenCharacters', () => {
  it('shows bidi overrides and embeddings, which disguise file names', () => {
    expect(revealHiddenCharacters('report-\u202Efdp.sh')).toBe(`report-${mark}fdp.sh`);
    expect(revealHiddenCharacters('\u202A\u202B\u202C\u202D')).toBe(mark.repeat(4));
  });

  it('shows zero-width spaces and control characters, which make look-alikes', () => {
    expect(revealHiddenCharacters('READ\u200BME\uFEFF.md')).toBe(`READ${mark}ME${mark}.md`);
    expect(revealHiddenCharacters('\u001b[31mred\u0000')).toBe(`${mark}[31mred${mark}`);
  });

  it('keeps the length, so match ranges still apply', () => {
    const text = 'a\u202Eb\u200Bc';
    expect(revealHiddenCharacters(text)).toHaveLength(text.length);
  });

  it('leaves ordinary text, joiners, marks and isolates alone', () => {
    for (const text of ['README.md', 'résumé café', '👨\u200D👩\u200D👧', 'می\u200Cخواهم', 'Invoice \u2067فاتورة\u2069', 'a\u200Eb\u200Fc', 'tab\tand\nnewline']) {
      expect(revealHiddenCharacters(text)).toBe(text);
    }
  });
});

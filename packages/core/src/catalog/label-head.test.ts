import { describe, expect, it } from 'vitest';
import { isBetter } from '../search/best-of.js';
import { labelHead } from './label-head.js';

const LABELS = [
  'item-00001.txt',
  'item-00010.txt',
  'ITEM-00001.TXT',
  'Item-00002.txt',
  'item-1',
  'item-',
  'item',
  'ab',
  'aB',
  'Ab',
  'a',
  '',
  'b',
  '~',
  '\u007f',
  'Z',
  '[',
  'İstanbul',
  'istanbul',
  'ıstanbul',
  'KELVIN',
  '\u212aelvin',
  'kelvin',
  'résumé',
  'resume',
  'Résumé notes 1',
  'Generated item 1',
  'Generated item 10',
  'x'.repeat(2_047),
  'x'.repeat(2_048),
];

/** Whether `a`, offered after `b` on an equal score, ranks above it, as the page's ranking decides. */
function ranksAbove(a: string, b: string): boolean {
  return isBetter({ score: 0.5, label: a, labelKey: a.toLowerCase(), order: 1 }, { score: 0.5, label: b, labelKey: b.toLowerCase(), order: 0 });
}

describe('labelHead', () => {
  it('orders two labels as the ranking does wherever both heads are known and differ', () => {
    let decided = 0;
    for (const a of LABELS) {
      for (const b of LABELS) {
        const [headA, headB] = [labelHead(a), labelHead(b)];
        if (Number.isNaN(headA) || Number.isNaN(headB) || headA === headB) continue;
        decided += 1;
        expect(headA < headB, `${JSON.stringify(a)} against ${JSON.stringify(b)}`).toBe(ranksAbove(a, b));
      }
    }
    expect(decided).toBeGreaterThan(LABELS.length * 10);
  });

  it('knows no head for labels it cannot order alone', () => {
    expect(labelHead('İstanbul')).toBeNaN();
    expect(labelHead('\u212aelvin')).toBeNaN();
    expect(labelHead('x'.repeat(2_048))).toBeNaN();
    // Past the sixth character anything goes: only the first six are in the head.
    expect(labelHead('abcdefé')).toBe(labelHead('ABCDEFz'));
  });
});

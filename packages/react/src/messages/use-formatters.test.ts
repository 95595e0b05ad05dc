import { describe, expect, it } from 'vitest';
import { createFormatters } from './use-formatters';

describe('createFormatters', () => {
  const english = createFormatters('en-US');
  const german = createFormatters('de-DE');

  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 kB'],
    [1536, '1.5 kB'],
    [5_300_000, '5.3 MB'],
  ])('formats %d bytes as %s in English', (value, expected) => {
    expect(english.bytes(value)).toBe(expected);
  });

  it('uses the locale for separators', () => {
    expect(german.bytes(1536)).toBe('1,5 kB');
    expect(german.number(1234567)).toBe('1.234.567');
    expect(english.number(1234567)).toBe('1,234,567');
  });

  it('formats relative times', () => {
    const now = Date.UTC(2026, 10, 30, 12);
    expect(english.relativeTime(now - 3 * 60_000, now)).toBe('3 minutes ago');
    expect(english.relativeTime(now + 4 * 60_000, now)).toBe('in 4 minutes');
    expect(english.relativeTime(now - 2 * 86_400_000, now)).toBe('2 days ago');
  });
});

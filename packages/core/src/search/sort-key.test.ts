import { describe, expect, it } from 'vitest';
import { compareSortKeys, sortKey } from './sort-key.js';

describe('sortKey', () => {
  it('orders digit runs by value, ignoring leading zeros', () => {
    const labels = ['item-10', 'item-2', 'item-002b', 'Item-1', 'item-0', 'item', 'v1.10.2', 'v1.9.12'];
    expect([...labels].sort((a, b) => compareSortKeys(sortKey(a), sortKey(b)))).toEqual(['item', 'item-0', 'Item-1', 'item-2', 'item-002b', 'item-10', 'v1.9.12', 'v1.10.2']);
  });

  it('pads runs to 15 digits and leaves longer ones as they are', () => {
    expect(sortKey('a0007b')).toBe(`a${'7'.padStart(15, '0')}b`);
    expect(sortKey('000')).toBe('0'.padStart(15, '0'));
    expect(sortKey('x1234567890123456789')).toBe('x1234567890123456789');
    expect(sortKey('x0001234567890123456789')).toBe('x1234567890123456789');
  });

  it('ignores case and accents', () => {
    expect(sortKey('Élan 2')).toBe(sortKey('elan 02'));
    expect(sortKey('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { ResourceItemEntry } from '../search/entry.js';
import { distinctLabel } from './distinct-label.js';

const entry = (uri: string, name: string, title?: string): ResourceItemEntry => ({ kind: 'resource', serverId: 's', resource: { uri, name, ...(title ? { title } : {}) } }) as ResourceItemEntry;

describe('distinctLabel', () => {
  it('adds the name to a shared title', () => {
    expect(distinctLabel(entry('notes://by-id/%C3%A1lgebra', 'álgebra', 'Note by id'))).toBe('Note by id · álgebra');
  });

  it('adds the last URI segment, decoded, when the name is the label or is shared too', () => {
    expect(distinctLabel(entry('notes://drafts/%C3%BCber', 'draft', 'Draft'), new Set(['draft']))).toBe('Draft · über');
    expect(distinctLabel(entry('notes://drafts/ni%C3%B1o?v=2', 'note'))).toBe('note · niño');
    expect(distinctLabel(entry('urn:isbn:123', 'book', 'Book'), new Set(['book']))).toBe('Book · isbn:123');
  });
});

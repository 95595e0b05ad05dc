import type { ResourceEntry } from '@mcp-resource-kit/core';
import { describe, expect, it } from 'vitest';
import { entriesNotInEngine } from './entries-not-in-engine';

const listed = (index: number): ResourceEntry => ({ kind: 'resource', serverId: 's', origin: 'list', resource: { uri: `x://h/item-${index}`, name: `item-${index}` } });
const read = (index: number): ResourceEntry => ({ kind: 'resource', serverId: 's', origin: 'directory', resource: { uri: `x://h/dir/read-${index}`, name: `read-${index}` } });
const template = (name: string): ResourceEntry => ({ kind: 'template', serverId: 's', template: { uriTemplate: `x://h/{${name}}`, name } });

describe('entriesNotInEngine', () => {
  it('keeps the templates and directory entries of each list, also of a list that starts like the one before it', () => {
    const templates = [template('a'), template('b')];
    const reads = [read(1), read(2)];
    const pages = Array.from({ length: 3 }, (_, page) => Array.from({ length: 5 }, (_, index) => listed(page * 5 + index)));
    let resources: ResourceEntry[] = [];
    for (const page of pages) {
      resources = [...resources, ...page];
      const entries = Object.freeze([...resources, ...templates, ...reads]);
      expect(entriesNotInEngine(entries)).toEqual([...templates, ...reads]);
      expect(entriesNotInEngine(entries)).toBe(entriesNotInEngine(entries));
    }
    // A list that shares only part of its start: a directory entry listed since, a template gone.
    const next = Object.freeze([...resources, template('a'), read(2), listed(99), read(3)]);
    expect(entriesNotInEngine(next)).toEqual([next[15], next[16], next[18]]);
    const shorter = Object.freeze(resources.slice(0, 4));
    expect(entriesNotInEngine(shorter)).toEqual([]);
  });
});

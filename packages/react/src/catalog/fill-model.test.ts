import { ResourceTreeModel, type Resource } from '@mcp-resource-kit/core';
import { describe, expect, it } from 'vitest';
import { fillModel, onlyExtendsListed } from './fill-model.js';

const SERVERS = [{ serverId: 'files', label: 'Files' }];
const NO_TEMPLATES = new Map();

/** `count` pages of ten resources each, numbered on from `first`. */
function pages(count: number, first = 0): Array<readonly Resource[]> {
  return Array.from({ length: count }, (_, page) => Array.from({ length: 10 }, (_, item) => ({ uri: `file:///r/${first + page * 10 + item}.txt`, name: `${first + page * 10 + item}.txt` })));
}

function fill(model: ResourceTreeModel, listed: ReadonlyArray<readonly Resource[]>, newResourcesPerCall = 10): boolean {
  return fillModel(model, SERVERS, new Map([['files', listed]]), NO_TEMPLATES, { newResourcesPerCall });
}

describe('fillModel', () => {
  it('hands a growing list over in whole pages up to the limit per call, and says when it held pages back', () => {
    const model = new ResourceTreeModel();
    const listed = pages(2);
    expect(fill(model, listed)).toBe(false);
    expect(model.entryCount).toBe(20);
    const grown = [...listed, ...pages(3, 20)];
    expect(fill(model, grown)).toBe(true);
    expect(model.entryCount).toBe(30);
    expect(fill(model, grown)).toBe(true);
    expect(model.entryCount).toBe(40);
    expect(fill(model, grown)).toBe(false);
    expect(model.entryCount).toBe(50);
    expect(fill(model, grown)).toBe(false);
    // Pages up to the one that reaches the limit: three pages of ten for 25.
    const more = [...grown, ...pages(4, 50)];
    expect(fill(model, more, 25)).toBe(true);
    expect(model.entryCount).toBe(80);
    expect(fill(model, more, 25)).toBe(false);
    expect(model.entries().map((entry) => (entry.kind === 'resource' ? entry.resource.uri : ''))).toEqual(more.flat().map((resource) => resource.uri));
  });

  it('hands over every page at once the first time, without a limit, and when the list was replaced', () => {
    const model = new ResourceTreeModel();
    const listed = pages(4);
    expect(fill(model, listed)).toBe(false);
    expect(model.entryCount).toBe(40);
    expect(fill(model, [...listed, ...pages(3, 40)], Number.POSITIVE_INFINITY)).toBe(false);
    expect(model.entryCount).toBe(70);
    // New page arrays (a list fetched again) do not extend what the model holds: no half of each.
    expect(fill(model, pages(3, 500))).toBe(false);
    expect(model.entryCount).toBe(30);
  });

  it('says when what is listed now only extends lists the model holds, after a first page with resources', () => {
    const model = new ResourceTreeModel();
    const extendsListed = (listed: ReadonlyArray<readonly Resource[]>, servers = SERVERS, templates: ReadonlyMap<string, never[]> = NO_TEMPLATES) => onlyExtendsListed(model, servers, new Map([['files', listed]]), templates);
    const empty: ReadonlyArray<readonly Resource[]> = [[]];
    // Nothing handed yet, then an empty first page: a render without the next page would show the server empty.
    expect(extendsListed(pages(1))).toBe(false);
    fill(model, empty);
    expect(extendsListed([...empty, ...pages(1)])).toBe(false);
    const listed = [...empty, ...pages(1)];
    fill(model, listed);
    expect(extendsListed(listed)).toBe(true);
    expect(extendsListed([...listed, ...pages(2, 10)])).toBe(true);
    // A list fetched again, another label, new templates, another server: not an extension.
    expect(extendsListed(pages(2))).toBe(false);
    expect(extendsListed(listed, [{ serverId: 'files', label: 'Renamed' }])).toBe(false);
    expect(extendsListed(listed, SERVERS, new Map([['files', []]]))).toBe(false);
    expect(extendsListed(listed, [...SERVERS, { serverId: 'more', label: 'More' }])).toBe(false);
  });
});

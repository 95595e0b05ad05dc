import { rankEntries, type ResourceEntry } from '@mcp-resource-kit/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { MATCH_IN_RENDER_UP_TO, useEntryMatches, type EntryMatches } from './use-entry-matches.js';

afterEach(() => {
  vi.restoreAllMocks();
});

function entries(count: number): ResourceEntry[] {
  return Array.from({ length: count }, (_, index) => ({ kind: 'resource', serverId: 'bulk', resource: sampleResource(index), origin: 'list' }));
}

/** How many of `list` match `query`, counted apart from the hook and its match store. */
function matchCount(list: readonly ResourceEntry[], query: string): number {
  return rankEntries(list, query, { limit: 1 }).total;
}

/** What each render of `useEntryMatches(list, query)` gave, with every read of the clock a millisecond after the one before. */
function matchesPerRender(list: readonly ResourceEntry[], query: string) {
  // A render then matches 500 entries (a step of the job) per millisecond it may take, however fast this machine is.
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
  const renders: EntryMatches[] = [];
  const hook = renderHook(() => {
    const matches = useEntryMatches(list, query);
    renders.push(matches);
    return matches;
  });
  return { ...hook, renders };
}

it(`matches a query as broad as "i" over 10,000 entries, fewer than ${MATCH_IN_RENDER_UP_TO.toLocaleString('en')}, whole in the render that asks`, () => {
  const list = entries(10_000);
  const { renders, unmount } = matchesPerRender(list, 'i');
  expect(renders[0]).toMatchObject({ pending: false, active: true });
  expect(renders[0]!.set!.entries.length).toBe(matchCount(list, 'i'));
  unmount();
});

it(`past ${MATCH_IN_RENDER_UP_TO.toLocaleString('en')} matches for a few milliseconds in the render and the rest in slices after it`, async () => {
  const list = entries(MATCH_IN_RENDER_UP_TO + 1);
  const { renders, result, unmount } = matchesPerRender(list, 'i');
  expect(renders[0]).toMatchObject({ pending: true, active: true, set: undefined });
  await waitFor(() => expect(result.current.pending).toBe(false));
  expect(result.current.set!.entries.length).toBe(matchCount(list, 'i'));
  unmount();
});

'use client';

import { prepareQuery, type MatchSet, type ResourceEntry } from '@mcp-resource-kit/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { matchStore } from '@mcp-resource-kit/core';

export interface EntryMatches {
  /** The entries matching the query (the latest finished result while a newer one is computed); `undefined` without a query. */
  set: MatchSet | undefined;
  /** True while the result for the current query is still being computed. */
  pending: boolean;
  /** True when the query has words to match. */
  active: boolean;
}

/**
 * Matching time a render may spend before the rest goes to slices between frames, in ms: most
 * keystrokes narrow the previous matches and finish well within it, so their results are painted
 * in the same frame as the typed character.
 */
const RENDER_BUDGET_MS = 6;

/** Entries up to which a render matches a query whole: in Node, a query over 20,000 bulk resources took 3–14 ms. */
export const MATCH_IN_RENDER_UP_TO = 20_000;

/**
 * Matching time a render may spend on up to `MATCH_IN_RENDER_UP_TO` entries, in ms: enough for the
 * whole match. With `RENDER_BUDGET_MS`, a query as broad as `i` over 10,000 entries did not finish in
 * the keystroke's render: the tree rendered the keystroke twice, its rows a slice later, and in a
 * trace of the bench's scale scenario painted them 89 ms after the keydown; matched whole, in one
 * render, 51 ms.
 */
const WHOLE_MATCH_BUDGET_MS = 30;

/**
 * The entries matching `query`, shared between all components matching the same list. Up to
 * `MATCH_IN_RENDER_UP_TO` entries a render matches them all; past it, the render matches for a few
 * milliseconds and the rest is computed in short slices, so typing stays responsive over 100,000.
 */
export function useEntryMatches(entries: readonly ResourceEntry[], query: string): EntryMatches {
  const active = prepareQuery(query).tokens.length > 0;
  if (active) matchStore.advance(entries, query, entries.length <= MATCH_IN_RENDER_UP_TO ? WHOLE_MATCH_BUDGET_MS : RENDER_BUDGET_MS);
  const subscribe = useCallback((listener: () => void) => (active ? matchStore.watch(entries, query, listener) : () => undefined), [entries, query, active]);
  const read = () => (active ? matchStore.peek(entries, query) : undefined);
  const current = useSyncExternalStore(subscribe, read, read);
  const last = useRef<MatchSet | undefined>(undefined);
  if (current) last.current = current;
  if (!active) last.current = undefined;
  const set = current ?? last.current;
  return { set: active ? set : undefined, pending: active && current === undefined, active };
}

const membersOf = new WeakMap<MatchSet, ReadonlySet<ResourceEntry>>();

/** The entries of a match set as a `Set`, for fast membership tests; made once per set. */
export function matchMembers(set: MatchSet): ReadonlySet<ResourceEntry> {
  let members = membersOf.get(set);
  if (!members) {
    members = new Set(set.entries);
    membersOf.set(set, members);
  }
  return members;
}

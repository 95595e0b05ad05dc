'use client';

import { prepareQuery, type Resource, type ResourceEntry } from '@mcp-resource-kit/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ResourceCatalog } from './use-resource-catalog.js';
import { matchMembers, useEntryMatches } from './use-entry-matches.js';

/** Whether an entry of the catalog matches the query: what `filterEntries` and `countFacets` take as `queryMatches`. */
export type EntryMembership = Pick<ReadonlySet<ResourceEntry>, 'has'>;

export interface CatalogQueryMatches {
  /** The entries matching the query (the latest finished result while a newer one is computed); `undefined` without a query. */
  set: EntryMembership | undefined;
  /** True while the result for the current query is still being computed. */
  pending: boolean;
}

/** The engine's matches of one query, as the listed resources they stand for. */
interface EngineResult {
  query: string;
  version: number;
  resources: ReadonlySet<Resource>;
  /** The run of typing it belongs to: a result from before the query was last emptied is not shown. */
  run: number;
}

const NO_ENTRIES: readonly ResourceEntry[] = Object.freeze([]);
const NO_ENGINE = { engine: undefined, version: 0, behind: false };
const notInEngine = new WeakMap<readonly ResourceEntry[], readonly ResourceEntry[]>();

/**
 * The catalog's entries matching `query`. The listed resources are matched by the catalog engine,
 * in its worker: a newer query aborts the one before it there, and a result that was superseded is
 * never shown. The few entries the engine does not hold (templates, what reading a directory
 * added) are matched on the page as before, and so is everything until the engine has loaded.
 */
export function useCatalogQueryMatches(catalog: ResourceCatalog | undefined, query: string): CatalogQueryMatches {
  const active = catalog !== undefined && prepareQuery(query).tokens.length > 0;
  const { engine, version, behind } = catalog?.engine ?? NO_ENGINE;
  const onPage = catalog && active ? (engine ? entriesNotInEngine(catalog.entries) : catalog.entries) : NO_ENTRIES;
  const pageMatches = useEntryMatches(onPage, query);
  // Matches with the same key supersede each other in the engine: one key per component.
  const key = useId();
  const [result, setResult] = useState<EngineResult | undefined>(undefined);
  const run = useRef(0);
  if (!active && result?.run === run.current) run.current += 1;
  const currentRun = run.current;

  useEffect(() => {
    if (!engine || !catalog || !active) return;
    const controller = new AbortController();
    const epoch = catalog.engine.epoch();
    engine.match(query, {}, { key, signal: controller.signal, limit: 0 }).then(
      (match) => {
        // A compaction renumbered the ids meanwhile: the next version matches again.
        if (controller.signal.aborted || match.epoch !== epoch || catalog.engine.epoch() !== epoch) return;
        const resources = new Set<Resource>();
        for (const id of match.ids) {
          const listed = catalog.engine.resourceOf(id);
          if (listed) resources.add(listed.resource);
        }
        setResult({ query, version, resources, run: currentRun });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error(`[@mcp-resource-kit/react] The resource catalog's engine could not match "${query}".`, error);
      },
    );
    return () => controller.abort();
  }, [engine, version, query, active, key, currentRun]); // eslint-disable-line react-hooks/exhaustive-deps -- catalog.engine's functions read refs; version stands for its content

  const resources = result?.run === currentRun ? result.resources : undefined;
  const others = pageMatches.set && matchMembers(pageMatches.set);
  const set = useMemo<EntryMembership | undefined>(
    () => (resources && others ? { has: (entry) => (entry.kind === 'resource' && entry.origin === 'list' ? resources.has(entry.resource) : others.has(entry)) } : undefined),
    [resources, others],
  );
  if (!active) return { set: undefined, pending: false };
  if (!engine) return { set: pageMatches.set && matchMembers(pageMatches.set), pending: pageMatches.pending };
  const current = result?.run === currentRun && result.query === query && result.version === version;
  return { set, pending: !current || behind || pageMatches.pending || set === undefined };
}

/** The entries the engine does not hold: templates, and resources seen only in a directory's contents. */
function entriesNotInEngine(entries: readonly ResourceEntry[]): readonly ResourceEntry[] {
  let others = notInEngine.get(entries);
  if (!others) {
    others = Object.freeze(entries.filter((entry) => entry.kind === 'template' || entry.origin === 'directory'));
    notInEngine.set(entries, others);
  }
  return others;
}

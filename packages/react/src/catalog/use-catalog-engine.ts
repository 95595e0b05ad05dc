'use client';

import type { Resource } from '@mcp-resource-kit/core';
import type { CatalogEngine } from '@mcp-resource-kit/core/catalog';
import { useEffect, useRef, useState } from 'react';
import { EngineIdRuns } from './engine-id-runs.js';

/** What an engine id stands for: a listed resource of a server, the very object the list query returned. */
export interface CatalogEngineResource {
  serverId: string;
  resource: Resource;
}

/**
 * The catalog's engine (see `@mcp-resource-kit/core/catalog`) with what the page needs to read its
 * answers: the engine holds the servers' *listed* resources only (not templates, not what reading a
 * directory added), and its ids map back to the very `Resource` objects the lists hold.
 */
export interface CatalogEngineState {
  /**
   * `undefined` until the catalog lists half of `matchInWorkerFrom` resources and the engine's client
   * has loaded (a lazy chunk), and during server rendering. Another engine once the catalog lists
   * `engineInWorkerFrom` and a worker's engine has taken over from the page's: match again.
   */
  engine: CatalogEngine | undefined;
  /** Goes up whenever the engine's content changed (pages appended, a server cleared): match again. */
  version: number;
  /** True while listed resources are still on their way to the engine: its matches may miss them (false while none is wanted). */
  behind: boolean;
  /** The resource an id of the engine's current epoch stands for; `undefined` for a cleared one. */
  resourceOf(id: number): CatalogEngineResource | undefined;
  /** The epoch `resourceOf` reads ids of: a match of another epoch must be made again. */
  epoch(): number;
  /** One more than the highest id handed out in the current epoch: how many resources the engine was given. */
  size(): number;
  /** From how many listed resources (`size()`) the tree's filter, the filters' counts and the palette match in the engine. */
  matchInWorkerFrom: number;
  /** From how many listed resources facets chosen without a query are matched and counted in the engine too. */
  facetsInWorkerFrom: number;
}

/** The catalog's thresholds, in listed resources (see `UseResourceCatalogOptions`). */
export interface CatalogEngineThresholds {
  matchInWorkerFrom: number;
  facetsInWorkerFrom: number;
  engineInWorkerFrom: number;
}

/**
 * The share of `matchInWorkerFrom` a catalog lists before its engine starts. Most servers list tens
 * or hundreds of resources, and an engine the page never asks costs memory (in a worker, a thread
 * and a heap of its own; each component that can make its own catalog holds one, given a shared one
 * or not); a catalog that grows hands the engine this many resources at once, a page per task, well
 * before its matches go there.
 */
const START_SHARE = 0.5;

/** What has been handed to the engine of one server's list: its pages, the first `count` of them. */
interface Fed {
  pages: ReadonlyArray<readonly Resource[]>;
  count: number;
}

/** One engine and what it was handed: the servers' pages, and the ids it gave them (see `EngineIdRuns`). */
interface Generation {
  engine: CatalogEngine;
  table: EngineIdRuns;
  epoch: { current: number };
  fed: Map<string, Fed>;
  /** One feed at a time, in the order the lists changed: ids are given in the order pages are appended. */
  feeding: Promise<void>;
  /** Started in a worker (to take over, or from the start): it is never moved again. */
  final: boolean;
  /** A worker's engine took over from this one. */
  succeeded?: boolean;
}

/**
 * Owns the catalog's engine, started once the catalog lists half of `matchInWorkerFrom`
 * (`START_SHARE`) and closed on unmount, and hands it each server's listed resources as they land:
 * only what was appended to a list since the last time, and everything again (after `clear`) when
 * a list was refetched from scratch. A server that goes away is cleared.
 *
 * The engine starts on the page, in slices between the page's own work, and moves to a worker once
 * the catalog lists `engineInWorkerFrom` resources: the page answers a keystroke within the frame
 * that shows it, where Chromium holds a worker's reply back until that frame is drawn, but past a
 * few hundred thousand resources a match takes longer than a frame has. The move starts a worker's
 * engine and hands it everything listed while the page's engine answers with what it holds (and is
 * no longer fed: `behind` stays true); once caught up, the worker's takes over and the page's is
 * closed. Where no worker can start, the engine says it runs on the page, and it is not moved again.
 *
 * Ids are the engine's own (dense, in the order resources were appended); this hook keeps, per
 * appended page, its first id, its server and the page's array (`EngineIdRuns`). When a clear makes the
 * engine compact (its epoch changes), the engine moves the remaining resources down in order, and so
 * do the runs. `resourceOf` and `epoch` read the engine of the render that returned them: a request
 * made of the page's engine reads its own ids, also after the worker's took over.
 */
export function useCatalogEngine(pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly Resource[]>>, { matchInWorkerFrom, facetsInWorkerFrom, engineInWorkerFrom }: CatalogEngineThresholds): CatalogEngineState {
  const listed = listedCount(pagesByServer);
  // Once wanted, kept: a list refetched from scratch shrinks for a moment and grows back.
  const [wanted, setWanted] = useState(false);
  if (!wanted && listed >= matchInWorkerFrom * START_SHARE) setWanted(true);
  const [workerWanted, setWorkerWanted] = useState(false);
  if (!workerWanted && listed >= engineInWorkerFrom) setWorkerWanted(true);
  const startInWorker = useRef(workerWanted);
  startInWorker.current = workerWanted;
  /** The engine that answers. */
  const [shown, setShown] = useState<Generation | undefined>(undefined);
  /** A worker's engine being handed everything, to take over from the page's. */
  const [moving, setMoving] = useState<Generation | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const [behind, setBehind] = useState(true);
  const open = useRef(new Set<Generation>());

  useEffect(() => {
    if (!wanted) return;
    let closed = false;
    const generations = open.current;
    // The client is a chunk of its own, loaded once wanted; until it runs, the page matches as it always did.
    void import('@mcp-resource-kit/core/catalog').then(({ createCatalogEngine }) => {
      if (closed) return;
      const thread = startInWorker.current ? 'worker' : 'page';
      setShown(openGeneration(createCatalogEngine({ thread }), thread === 'worker', generations));
    });
    return () => {
      closed = true;
      for (const generation of generations) generation.engine.close();
      generations.clear();
      setShown(undefined);
      setMoving(undefined);
    };
  }, [wanted]);

  useEffect(() => {
    if (!workerWanted || !shown || shown.final || moving) return;
    let closed = false;
    void import('@mcp-resource-kit/core/catalog').then(({ createCatalogEngine }) => {
      if (!closed) setMoving(openGeneration(createCatalogEngine({ thread: 'worker' }), true, open.current));
    });
    return () => {
      closed = true;
    };
  }, [workerWanted, shown, moving]);

  // An engine that no longer answers is closed once the render without it is committed: the requests
  // made of it are aborted by then (an abort, not a failure to report), and none is made of it again.
  useEffect(() => {
    for (const generation of open.current) {
      if (generation === shown || generation === moving) continue;
      generation.engine.close();
      open.current.delete(generation);
    }
  }, [shown, moving]);

  useEffect(() => {
    if (!shown) return;
    let current = true;
    setBehind(true);
    const target = moving ?? shown;
    const run = feedGeneration(target, pagesByServer);
    run.then(
      (changed) => {
        if (target === moving) {
          // Caught up with the lists of this render: it takes over (what came since is fed to it next), once.
          if (open.current.has(target) && !shown.succeeded) {
            shown.succeeded = true;
            setShown(target);
            setMoving(undefined);
            setVersion((value) => value + 1);
          }
          return;
        }
        if (changed) setVersion((value) => value + 1);
        if (current) setBehind(false);
      },
      (error: unknown) => {
        // A closed engine (unmount) rejects what it still had; anything else leaves the page matching on its own.
        if (current && open.current.has(target)) console.error('[@mcp-resource-kit/react] The resource catalog could not hand the listed resources to its engine, so filtering uses what the page matched.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [shown, moving, pagesByServer]);

  const table = shown?.table;
  return {
    engine: shown?.engine,
    version,
    behind: wanted && (behind || !shown || moving !== undefined),
    resourceOf: (id) => table?.resourceOf(id),
    epoch: () => shown?.epoch.current ?? 0,
    size: () => table?.end ?? 0,
    matchInWorkerFrom,
    facetsInWorkerFrom,
  };
}

function openGeneration(engine: CatalogEngine, final: boolean, open: Set<Generation>): Generation {
  const generation: Generation = { engine, table: new EngineIdRuns(), epoch: { current: 0 }, fed: new Map(), feeding: Promise.resolve(), final };
  open.add(generation);
  return generation;
}

/** Hands `generation` what changed in the lists since it was last fed, after its feeds before; resolves with whether anything did. */
function feedGeneration(generation: Generation, pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly Resource[]>>): Promise<boolean> {
  const { engine, table, fed, epoch } = generation;
  const feed = async () => {
    let changed = false;
    for (const serverId of [...fed.keys()]) {
      if (pagesByServer.has(serverId)) continue;
      await clearServer(engine, serverId, table, fed, epoch);
      changed = true;
    }
    for (const [serverId, pages] of pagesByServer) {
      const was = fed.get(serverId);
      if (was?.pages === pages) continue;
      // A list that only grew keeps its earlier pages (the same arrays): hand over the new pages only.
      const grew = was !== undefined && pages.length >= was.count && (was.count === 0 || (pages[0] === was.pages[0] && pages[was.count - 1] === was.pages[was.count - 1]));
      if (was && !grew) await clearServer(engine, serverId, table, fed, epoch);
      const from = grew ? was.count : 0;
      fed.set(serverId, { pages, count: pages.length });
      for (const added of pages.slice(from)) {
        if (added.length === 0) continue;
        const { first } = await engine.appendPage(serverId, added);
        table.add(first, serverId, added);
        changed = true;
      }
    }
    return changed;
  };
  const run = generation.feeding.then(feed);
  generation.feeding = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

async function clearServer(engine: CatalogEngine, serverId: string, table: EngineIdRuns, fed: Map<string, Fed>, current: { current: number }): Promise<void> {
  fed.delete(serverId);
  table.remove(serverId);
  const { epoch } = await engine.clear(serverId);
  if (epoch === current.current) return;
  current.current = epoch;
  // Compacted: the engine moved the remaining resources down, keeping their order.
  table.renumber();
}

function listedCount(pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly Resource[]>>): number {
  let count = 0;
  for (const pages of pagesByServer.values()) for (const page of pages) count += page.length;
  return count;
}

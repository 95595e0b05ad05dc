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
   * has loaded (a lazy chunk), and during server rendering. Its `thread` is `page` until the
   * catalog lists `engineInWorkerFrom` and it has moved into a worker.
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

/**
 * Owns one catalog engine per catalog, started once the catalog lists half of `matchInWorkerFrom`
 * (`START_SHARE`) and closed on unmount, and hands it each server's listed resources as they land:
 * only what was appended to a list since the last time, and everything again (after `clear`) when
 * a list was refetched from scratch. A server that goes away is cleared.
 *
 * The engine starts on the page, in slices between the page's own work, and moves into a worker
 * once the catalog lists `engineInWorkerFrom` resources (`CatalogEngine.moveToWorker`: the page's
 * store is handed over, its columns transferred, not listed again): the page answers a keystroke
 * within the frame that shows it, where Chromium holds a worker's reply back until that frame is
 * drawn, but past a few hundred thousand resources a match takes longer than a frame has. The
 * engine, its ids and epochs stay the same. Where no worker can start it stays on the page.
 *
 * Ids are the engine's own (dense, in the order resources were appended); this hook keeps, per
 * appended page, its first id, its server and the page's array (`EngineIdRuns`). When a clear makes the
 * engine compact (its epoch changes), the engine moves the remaining resources down in order, and so
 * do the runs.
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
  const [engine, setEngine] = useState<CatalogEngine | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const [behind, setBehind] = useState(true);
  const table = useRef(new EngineIdRuns());
  const epoch = useRef(0);
  const fed = useRef(new Map<string, Fed>());
  const feeding = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!wanted) return;
    let closed = false;
    let started: CatalogEngine | undefined;
    // The client is a chunk of its own, loaded once wanted; until it runs, the page matches as it always did.
    void import('@mcp-resource-kit/core/catalog').then(({ createCatalogEngine }) => {
      if (closed) return;
      started = createCatalogEngine({ thread: startInWorker.current ? 'worker' : 'page' });
      table.current = new EngineIdRuns();
      epoch.current = 0;
      fed.current = new Map();
      feeding.current = Promise.resolve();
      setEngine(started);
    });
    return () => {
      closed = true;
      started?.close();
      setEngine(undefined);
    };
  }, [wanted]);

  useEffect(() => {
    if (!workerWanted || engine?.thread !== 'page') return;
    // Tried once: where no worker can start, the engine says so by staying on the page.
    engine.moveToWorker().catch((error: unknown) => {
      console.error('[@mcp-resource-kit/react] The resource catalog could not move its engine into a worker, so it goes on matching on the page.', error);
    });
  }, [workerWanted, engine]);

  useEffect(() => {
    if (!engine) return;
    let current = true;
    setBehind(true);
    const feed = async () => {
      let changed = false;
      for (const serverId of [...fed.current.keys()]) {
        if (pagesByServer.has(serverId)) continue;
        await clearServer(engine, serverId, table.current, fed.current, epoch);
        changed = true;
      }
      for (const [serverId, pages] of pagesByServer) {
        const was = fed.current.get(serverId);
        if (was?.pages === pages) continue;
        // A list that only grew keeps its earlier pages (the same arrays): hand over the new pages only.
        const grew = was !== undefined && pages.length >= was.count && (was.count === 0 || (pages[0] === was.pages[0] && pages[was.count - 1] === was.pages[was.count - 1]));
        if (was && !grew) await clearServer(engine, serverId, table.current, fed.current, epoch);
        const from = grew ? was.count : 0;
        fed.current.set(serverId, { pages, count: pages.length });
        for (const added of pages.slice(from)) {
          if (added.length === 0) continue;
          const { first } = await engine.appendPage(serverId, added);
          table.current.add(first, serverId, added);
          changed = true;
        }
      }
      return changed;
    };
    // One feed at a time, in the order the lists changed: ids are given in the order pages are appended.
    const run = feeding.current.then(feed);
    feeding.current = run.then(
      () => undefined,
      () => undefined,
    );
    run.then(
      (changed) => {
        if (changed) setVersion((value) => value + 1);
        if (current) setBehind(false);
      },
      (error: unknown) => {
        // A closed engine (unmount) rejects what it still had; anything else leaves the page matching on its own.
        if (current) console.error('[@mcp-resource-kit/react] The resource catalog could not hand the listed resources to its engine, so filtering uses what the page matched.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [engine, pagesByServer]);

  return { engine, version, behind: wanted && (behind || !engine), resourceOf: (id) => table.current.resourceOf(id), epoch: () => epoch.current, size: () => table.current.end, matchInWorkerFrom, facetsInWorkerFrom };
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

/*
 * Measures the catalog engine's store and matcher at 10k, 100k and 1M resources shaped like the demo
 * server's bulk catalog (`bulkEntry`), in Node on one thread (what the worker does, without the
 * worker): heap per resource after GC against the same resources kept as plain objects, the cost of
 * appending 5,000-resource pages, query times and facet counts. Prints a table and writes
 * `results.json` next to this file.
 *
 *   node --expose-gc --max-old-space-size=4096 --import tsx bench/catalog-engine/measure.ts [10000 100000 1000000]
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Resource } from '../../packages/core/src/client/types.js';
import { CatalogMatchJob } from '../../packages/core/src/catalog/catalog-match-job.js';
import { CatalogStore } from '../../packages/core/src/catalog/catalog-store.js';
import { DEFAULT_FILTERS, type ResourceFilterValue } from '../../packages/core/src/search/filters.js';
import { MatchJob } from '../../packages/core/src/search/match-job.js';
import type { ResourceItemEntry } from '../../packages/core/src/search/entry.js';
import { bulkEntry } from '../../packages/demo-server/src/bulk-catalog.js';

const PAGE = 5_000;
const RUNS = 15;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc (node --expose-gc --import tsx bench/catalog-engine/measure.ts): heap figures need a full GC.');

function collect() {
  for (let round = 0; round < 4; round += 1) gc!();
}

/** Heap in use, JavaScript objects and array buffers together (typed arrays live in the latter). */
function heapBytes(): number {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function page(from: number, count: number): Resource[] {
  return Array.from({ length: count }, (_, index) => bulkEntry(from + index).resource as Resource);
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted[sorted.length - 1]!) };
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Wall time, and the process's CPU time over the same run: on a shared, loaded machine the
 * thread waits for a core, and the CPU time says what the work itself cost.
 */
function timeWithCpu(run: () => void): { wallMs: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

function matchTimes(store: CatalogStore, filters: ResourceFilterValue, facets = false) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { wallMs, cpuMs } = timeWithCpu(() => {
      const job = new CatalogMatchJob(store, filters, { facets });
      job.step(Number.POSITIVE_INFINITY);
      total = facets ? job.facetCounts().total : job.result().total;
    });
    wall.push(wallMs);
    cpu.push(cpuMs);
  }
  return { wall: summary(wall), cpu: summary(cpu), total };
}

/** Today's matcher (`MatchJob` over entries, folded fields prepared on the first run) for comparison, up to 100k. */
function entryMatchTimes(entries: readonly ResourceItemEntry[], query: string) {
  new MatchJob(entries, query).step(Number.POSITIVE_INFINITY);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { wallMs, cpuMs } = timeWithCpu(() => new MatchJob(entries, query).step(Number.POSITIVE_INFINITY));
    samples.push(wallMs);
    cpu.push(cpuMs);
  }
  return { wall: summary(samples), cpu: summary(cpu) };
}

/** Compiles the code paths and fills the small caches (MIME families, folded prefixes) before heap baselines are taken. */
function warmUp() {
  const store = new CatalogStore();
  store.append('warm-up', page(0, PAGE));
  new CatalogMatchJob(store, { ...DEFAULT_FILTERS, query: 'item 1' }, { facets: true }).step(Number.POSITIVE_INFINITY);
}

function measure(count: number) {
  warmUp();
  let before = heapBytes();
  const store = new CatalogStore();
  const appendWall: number[] = [];
  const appendCpu: number[] = [];
  for (let from = 0; from < count; from += PAGE) {
    const resources = page(from, Math.min(PAGE, count - from));
    const { wallMs, cpuMs } = timeWithCpu(() => store.append('bulk', resources));
    appendWall.push(wallMs);
    appendCpu.push(cpuMs);
  }
  const storeBytes = heapBytes() - before;

  // The naive baseline: the same resources kept as the plain objects a query cache holds.
  before = heapBytes();
  let plain: Resource[] | undefined = [];
  for (let from = 0; from < count; from += PAGE) for (const resource of page(from, Math.min(PAGE, count - from))) plain.push(resource);
  const plainBytes = heapBytes() - before;
  plain.length = 0;
  plain = undefined;

  const query = (text: string) => matchTimes(store, { ...DEFAULT_FILTERS, query: text });
  const result = {
    resources: count,
    heapPerResource: { store: round(storeBytes / count), plainObjects: round(plainBytes / count), storeArrays: round(store.byteLength / count) },
    append: {
      pages: appendWall.length,
      wall: { totalMs: round(appendWall.reduce((sum, ms) => sum + ms, 0)), pageMs: summary(appendWall) },
      cpu: { totalMs: round(appendCpu.reduce((sum, ms) => sum + ms, 0)), pageMs: summary(appendCpu) },
    },
    queryMs: {
      oneCharacter: query('e'),
      threeCharacters: query('ite'),
      twoWords: query('item 12'),
      miss: query('zqx'),
      filterOnly: matchTimes(store, { ...DEFAULT_FILTERS, minPriority: 0.5, mimeFamilies: ['text'] }),
    },
    facetCountsMs: {
      noQuery: matchTimes(store, { ...DEFAULT_FILTERS, servers: ['bulk'] }, true),
      oneCharacter: matchTimes(store, { ...DEFAULT_FILTERS, query: 'e', minPriority: 0.3 }, true),
    },
    ...(count <= 100_000 && {
      todayMatchJobMs: (() => {
        const entries = page(0, count).map((resource): ResourceItemEntry => ({ kind: 'resource', serverId: 'bulk', resource, origin: 'list' }));
        return { oneCharacter: entryMatchTimes(entries, 'e'), threeCharacters: entryMatchTimes(entries, 'ite') };
      })(),
    }),
  };
  return result;
}

const sizes = process.argv.slice(2).map(Number).filter((value) => Number.isInteger(value) && value > 0);
const results = [];
for (const count of sizes.length > 0 ? sizes : [10_000, 100_000, 1_000_000]) {
  const result = measure(count);
  results.push(result);
  console.log(JSON.stringify(result, null, 2));
}
const machine = { node: process.version, cores: availableParallelism(), loadAverage: loadavg().map((load) => round(load, 2)) };
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ machine, measuredAt: new Date().toISOString(), results }, null, 2)}\n`);

/**
 * Listed resources from which the tree's filter, the filters' counts and the search palette match
 * in the catalog engine instead of by the page's pass over every entry, unless the catalog's
 * options say otherwise (`matchInWorkerFrom`). (The engine ran in a worker at every size when this
 * was measured; it now runs on the page up to `DEFAULT_ENGINE_IN_WORKER_FROM`.)
 *
 * Measured with the bench's scale scenario on a quiet machine (2 cores, one run each, the same
 * build with the threshold at 0 and above 100,000), filter keystroke → matching rows painted, p95 /
 * median: at 10,000 resources the page won (65 / 41 ms, against 85 / 52 ms in the engine), which
 * answers within the keystroke's render where the engine answers in a second render, a frame later
 * at best (Chromium holds the worker's reply back until the keystroke's frame is drawn); at 100,000 the engine won (95 / 53 ms, first keystroke 106 ms, against 137 /
 * 71 ms and 259 ms on the page); at 1,000,000 the page is out of reach (seconds). The page's cost
 * grows with the catalog and the engine's hardly does: they cross at about 35,000. The palette ranks
 * only its best few, and was faster on the page at both sizes (median 21 and 18 ms, against 30 ms),
 * but in the engine the page keeps no folded text per resource for it (about 55 B each).
 */
export const DEFAULT_MATCH_IN_WORKER_FROM = 50_000;

/**
 * Listed resources from which facets chosen without a query are matched and counted in the catalog
 * engine too (and never below `matchInWorkerFrom`), unless the catalog's options say otherwise
 * (`facetsInWorkerFrom`). Below it the page takes whole facet groups, whose nodes it looks up in
 * idle time once per listing.
 *
 * Measured with the bench's scale scenario (2 cores, the same build either way, interleaved runs):
 * at 100,000 resources a facet click painted at p95 18 ms on the page against 36 ms through the
 * engine, whose answer comes a task or more later. At 1,000,000 the page's groups (a copy of every
 * entry, the groups, their nodes) held 27 B per resource of heap (279 → 252 B without them), and
 * their look-up in idle time had not always finished by the first facet click, which then did the
 * rest (200–480 ms in some runs); through the engine the click took 35–67 ms. The threshold sits
 * between the two sizes measured, where the recount of a changing catalog also starts to slow
 * (`recountIntervalMs`).
 */
export const DEFAULT_FACETS_IN_WORKER_FROM = 250_000;

/**
 * Listed resources from which the catalog's engine runs in a worker, unless the catalog's options
 * say otherwise (`engineInWorkerFrom`). Below it the engine works on the page, in slices.
 *
 * Measured with the bench's scale scenario (2 cores, the same build but this threshold, alternating
 * runs, medians of two or three): at 100,000 resources the page's engine painted a filter keystroke
 * at p95 30 ms against 41 ms through a worker, and the palette's at a median of 15 ms against 29 ms
 * (Chromium holds a worker's reply back until the keystroke's frame is drawn; the page's own slices
 * answer within it). At 300,000 the filter was even (42 / 41 ms) and the palette still faster on
 * the page (19 / 29 ms), its first keystroke too (22 / 32 ms); at 500,000 the worker won the filter
 * (p95 45 against 62 ms, first keystroke 46 against 57 ms). The whole memory is the same either
 * way: the store is in the page's array buffers or in the worker. The threshold sits below where
 * the store's text doubles for the demo server's bulk resources (to 16M units, 32 MB, at about
 * 220,000): one copy that took 48–78 ms of the page's main thread in traced runs at 1M, where the
 * copies before it (16 MB at about 115,000) made no task over 50 ms.
 */
export const DEFAULT_ENGINE_IN_WORKER_FROM = 200_000;

/** The thresholds of a catalog's engine: see `UseResourceCatalogOptions`. */
interface EngineThresholds {
  engine: unknown;
  size(): number;
  matchInWorkerFrom: number;
  facetsInWorkerFrom: number;
}

/** True when the catalog's engine is loaded and holds enough resources for its round trip to pay. */
export function matchesInEngine(engine: EngineThresholds): boolean {
  return engine.engine !== undefined && engine.size() >= engine.matchInWorkerFrom;
}

/** True when facets chosen without a query are matched and counted in the catalog's engine too. */
export function facetsInEngine(engine: EngineThresholds): boolean {
  return matchesInEngine(engine) && engine.size() >= engine.facetsInWorkerFrom;
}

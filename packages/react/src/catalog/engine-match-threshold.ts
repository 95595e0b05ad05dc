/**
 * Listed resources from which the tree's filter, the filters' counts and the search palette match
 * in the catalog engine (its worker) instead of on the page, unless the catalog's options say
 * otherwise (`matchInWorkerFrom`).
 *
 * Measured with the bench's scale scenario on a quiet machine (2 cores, one run each, the same
 * build with the threshold moved): the page answers within the keystroke's render, the engine a
 * task or more later and in a second render. At 10,000 resources the page was faster (filter
 * keystroke p95 / median 33 / 23 ms against 85 / 63 ms in the engine), and at 100,000 too (81 / 30
 * ms against 112 / 62 ms; the palette 36 / 29 ms either way). At 1,000,000 the page is out of reach
 * (p95 2.8 s, median 691 ms, against 663 / 178 ms in the engine). The page's p95 grows with the
 * catalog and passes 100 ms at about 150,000.
 */
export const DEFAULT_MATCH_IN_WORKER_FROM = 150_000;

/** True when the catalog's engine is loaded and holds enough resources for its round trip to pay. */
export function matchesInEngine(engine: { engine: unknown; size(): number; matchInWorkerFrom: number }): boolean {
  return engine.engine !== undefined && engine.size() >= engine.matchInWorkerFrom;
}

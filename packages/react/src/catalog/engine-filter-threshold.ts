/**
 * Listed resources from which a filter's query goes to the catalog engine (its worker). Below it the
 * page matches them itself, as the kit did before the engine: over a few thousand entries a match
 * finishes within the render that asks for it, where the engine answers a task or more later.
 *
 * Measured with the bench's scale scenario (one run each, back to back, 2 loaded cores): at 10,000
 * resources the engine already paid, keystroke p95 / median 57 / 30 ms and 117 ms for the first,
 * against 77 / 53 ms and 141 ms matching on the page; at 100,000, 85 / 38 ms against 203 / 79 ms
 * before. The bench measures no catalog smaller than 10,000, so the threshold sits at one bulk page
 * (5,000): a catalog that fits in one page is matched on the page, with no round trip, as before.
 */
export const ENGINE_FILTER_FROM = 5_000;

/** True when the catalog's engine is loaded and holds enough resources for its round trip to pay. */
export function filtersInEngine(engine: { engine: unknown; size(): number }): boolean {
  return engine.engine !== undefined && engine.size() >= ENGINE_FILTER_FROM;
}

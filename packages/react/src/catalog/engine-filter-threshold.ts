/**
 * Listed resources from which a filter's query goes to the catalog engine (its worker). Below it the
 * page matches them itself, as the kit did before the engine: a match then mostly finishes within
 * the render that asks for it and is painted with the typed character, where the engine's round trip
 * costs a frame or more. Chosen from the bench's scale scenario (README's performance section).
 */
export const ENGINE_FILTER_FROM = 20_000;

/** True when the catalog's engine is loaded and holds enough resources for its round trip to pay. */
export function filtersInEngine(engine: { engine: unknown; size(): number }): boolean {
  return engine.engine !== undefined && engine.size() >= ENGINE_FILTER_FROM;
}

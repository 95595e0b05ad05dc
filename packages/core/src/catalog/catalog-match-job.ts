import { AUDIENCES, compileFilters, type ResourceFilterValue } from '../search/filters.js';
import type { FacetCounts } from '../search/facets.js';
import { MIME_FAMILIES } from '../search/mime-family.js';
import { BestIds } from './best-ids.js';
import type { CatalogStore } from './catalog-store.js';
import { WordScorer } from './word-scorer.js';

/** What a match over the catalog found. */
export interface CatalogMatch {
  /** Every resource passing the query and the filters, in id (listing) order. */
  ids: Int32Array;
  /** The best `limit` of them by score, best first, as `rankEntries` orders hits; empty for an empty query. */
  ranked: Int32Array;
  /** How many resources pass (`ids.length`). */
  total: number;
}

export interface CatalogMatchOptions {
  /** How many of the best matches `ranked` holds. @default 100 */
  limit?: number;
  /** "Now" for spans like `7d`. @default Date.now() */
  now?: number;
  /** Also count facets (see `countFacets`): the job then visits resources failing one facet too. */
  facets?: boolean;
  /**
   * Ids known to hold every match: those of a query this one extends, under the same filters (a
   * longer query never matches more). With `facets`, used only while no server, kind, MIME family
   * or audience is chosen: counts need the resources failing one of those too.
   */
  candidates?: Int32Array;
  /**
   * The candidates are the matches of this very query (under the same filters): without ranking
   * (`limit` 0) they are not scored again, only checked against the store and counted.
   */
  candidatesMatch?: boolean;
}

const ROLE_BITS = [1, 2];

/**
 * Matches a query and the facet filters over a `CatalogStore`, a slice at a time: `step` works for a
 * time budget and returns, so a worker can read a newer query between slices and drop this one. The
 * semantics are `createFilterPredicate`, `rankEntries` and `countFacets` over the same resources
 * listed as entries (the comparison test holds it to that).
 */
export class CatalogMatchJob {
  private readonly scorers: WordScorer[];
  /** Some word needs the resource's text (not one-letter words alone). */
  private readonly readsText: boolean;
  private readonly mask: number;
  private readonly servers: Uint8Array | undefined;
  private readonly kindFails: boolean;
  private readonly families: Uint8Array | undefined;
  /** The audience bits asked for; undefined without an audience filter. */
  private readonly audienceMask: number | undefined;
  private readonly minPriority: number | undefined;
  private readonly since: number | undefined;
  private readonly best: BestIds | undefined;
  private readonly end: number;
  private readonly candidates: Int32Array | undefined;
  /** Words are scored (not when every candidate is known to match and nothing is ranked). */
  private readonly scores: boolean;
  private readonly counts: { servers: Int32Array; kinds: number; families: Int32Array; audiences: Int32Array; total: number } | undefined;
  private ids: Int32Array;
  private count = 0;
  private position = 0;

  constructor(
    private readonly store: CatalogStore,
    filters: ResourceFilterValue,
    { limit = 100, now = Date.now(), facets = false, candidates, candidatesMatch = false }: CatalogMatchOptions = {},
  ) {
    const compiled = compileFilters(filters, now);
    this.scorers = compiled.query.tokens.map((token) => new WordScorer(store, token));
    this.mask = compiled.query.mask;
    this.readsText = this.scorers.some((scorer) => scorer.readsText);
    this.servers = compiled.servers && Uint8Array.from(store.servers, (server) => (compiled.servers!.has(server) ? 1 : 0));
    this.kindFails = compiled.kinds !== undefined && !compiled.kinds.has('resource');
    this.families = compiled.families && Uint8Array.from(MIME_FAMILIES, (family) => (compiled.families!.has(family) ? 1 : 0));
    let audienceMask = 0;
    for (const role of compiled.audiences ?? []) audienceMask |= ROLE_BITS[AUDIENCES.indexOf(role)] ?? 0;
    this.audienceMask = compiled.audiences && audienceMask;
    this.minPriority = compiled.minPriority;
    this.since = compiled.since;
    this.best = this.scorers.length > 0 && limit > 0 ? new BestIds(store, limit) : undefined;
    const groupFacetChosen = this.servers !== undefined || this.kindFails || this.families !== undefined || this.audienceMask !== undefined;
    this.candidates = facets && groupFacetChosen ? undefined : candidates;
    this.scores = this.scorers.length > 0 && !(this.candidates !== undefined && candidatesMatch && this.best === undefined);
    this.end = this.candidates ? this.candidates.length : store.size;
    this.ids = new Int32Array(Math.min(this.end, 1024));
    this.counts = facets
      ? { servers: new Int32Array(store.servers.length), kinds: 0, families: new Int32Array(MIME_FAMILIES.length), audiences: new Int32Array(AUDIENCES.length), total: 0 }
      : undefined;
  }

  get done(): boolean {
    return this.position >= this.end;
  }

  /** Works for about `budgetMs`; true once every resource has been looked at. */
  step(budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    while (!this.done) {
      this.run(Math.min(this.end, this.position + 2048));
      if (performance.now() >= deadline) break;
    }
    return this.done;
  }

  /** The matches; complete once `done`. */
  result(): CatalogMatch {
    const ids = this.ids.slice(0, this.count);
    return { ids, ranked: this.best ? this.best.sorted() : new Int32Array(0), total: this.count };
  }

  /** The facet counts (with `facets`); complete once `done`. */
  facetCounts(): FacetCounts {
    const counts = this.counts;
    if (!counts) throw new Error('This match job was made without `facets: true`, so it counted no facets.');
    const servers: Record<string, number> = {};
    counts.servers.forEach((count, server) => {
      if (count > 0) servers[this.store.servers[server]!] = count;
    });
    return {
      servers,
      kinds: { resource: counts.kinds, template: 0 },
      mimeFamilies: Object.fromEntries(MIME_FAMILIES.map((family, index) => [family, counts.families[index]!])) as FacetCounts['mimeFamilies'],
      audiences: Object.fromEntries(AUDIENCES.map((role, index) => [role, counts.audiences[index]!])) as FacetCounts['audiences'],
      total: counts.total,
    };
  }

  private run(end: number) {
    const { store, candidates, servers, families, audienceMask, minPriority, since, scorers, counts, best } = this;
    const words = this.scores ? scorers.length : 0;
    for (let index = this.position; index < end; index += 1) {
      const id = candidates ? candidates[index]! : index;
      if (!store.isLive(id)) continue;
      const server = store.server[id]!;
      const family = store.family[id]!;
      const audience = store.audience[id]!;
      const serverFails = servers !== undefined && servers[server] !== 1;
      const familyFails = families !== undefined && families[family] !== 1;
      const audienceFails = audienceMask !== undefined && audience !== 0 && (audience & audienceMask) === 0;
      const failures = (serverFails ? 1 : 0) + (this.kindFails ? 1 : 0) + (familyFails ? 1 : 0) + (audienceFails ? 1 : 0);
      if (failures > (counts ? 1 : 0)) continue;
      if (minPriority !== undefined) {
        const priority = store.priority[id]!;
        if ((Number.isNaN(priority) ? 0 : priority) < minPriority) continue;
      }
      if (since !== undefined) {
        const modified = store.modified[id]!;
        if (Number.isNaN(modified) || modified < since) continue;
      }
      let sum = 0;
      if (words > 0) {
        if ((this.mask & ~store.characters[id]!) !== 0) continue;
        const view = this.readsText ? store.locate(id) : undefined;
        let word = 0;
        for (; word < words; word += 1) {
          const score = scorers[word]!.score(id, view);
          if (score === 0) break;
          sum += score;
        }
        if (word < words) continue;
        if (failures === 0 && best) best.offer(id, sum / words, view);
      }
      if (failures === 0) {
        if (this.count === this.ids.length) {
          const grown = new Int32Array(Math.min(this.end, this.ids.length * 2));
          grown.set(this.ids);
          this.ids = grown;
        }
        this.ids[this.count] = id;
        this.count += 1;
      }
      if (counts) {
        if (failures === 0 || serverFails) counts.servers[server] = counts.servers[server]! + 1;
        if (failures === 0 || this.kindFails) counts.kinds += 1;
        if (failures === 0 || familyFails) counts.families[family] = counts.families[family]! + 1;
        if (failures === 0 || audienceFails) {
          for (let role = 0; role < ROLE_BITS.length; role += 1) if (audience === 0 || (audience & ROLE_BITS[role]!) !== 0) counts.audiences[role] = counts.audiences[role]! + 1;
        }
        if (failures === 0) counts.total += 1;
      }
    }
    this.position = end;
  }
}

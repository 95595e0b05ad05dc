import { AUDIENCES, compileFilters, type ResourceFilterValue } from '../search/filters.js';
import type { FacetCounts } from '../search/facets.js';
import { MIME_FAMILIES } from '../search/mime-family.js';
import { prepareQuery } from '../search/match.js';
import { isDigit } from '../search/sort-key.js';
import { BestIds } from './best-ids.js';
import { summaryOf } from './block-summaries.js';
import type { CatalogStore } from './catalog-store.js';
import { BLOCK_SHIFT, CELL_FAMILY_SHIFT, CELL_SERVER_SHIFT, REMOVED } from './constants.js';
import { grow } from './grow.js';
import { narrowedPositions, WordScorer, wordPositions, type KeepPositions, type WordPositions } from './word-scorer.js';

/** What a match over the catalog found. */
export interface CatalogMatch {
  /** Every resource passing the query and the filters, in id (listing) order (empty from an engine asked without them). */
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
   * The query the candidates are the matches of (under the same filters). Without ranking (`limit`
   * 0) each candidate is then checked only for the words that query lacked: typing `item 4` after
   * `item` looks for `4` alone, and the same words again are not looked for at all.
   */
  candidatesQuery?: string;
  /**
   * What ranking `candidatesQuery` found for each candidate (`CatalogMatchJob.sums`): a ranking
   * whose words start with that query's words, or with all of them but its last, then adds only
   * the scores of its other words. Typing `item 4` after `item` scores `4` alone, and `item 42`
   * after `item 4` scores `42` alone. The sums come out equal to the last bit: they are added in
   * the same order.
   */
  candidateSums?: ScoreSums;
  /**
   * Where the candidates' resources hold the last word of `candidatesQuery` in their URI's suffix
   * (`CatalogMatchJob.positions`): without ranking, a last word that starts with it is looked for
   * there first (`WordScorer.keep`), so typing `item` after `ite` compares one unit per resource.
   */
  candidatePositions?: WordPositions;
}

/**
 * The matches a ranking scored, and their scores summed over the query's words; the others' bounds
 * could not beat the worst it kept (most of them: at a million, all but a few thousand). Only the
 * scored are kept: a pair of sums for every match was 16 MB at a million, new at each keystroke.
 */
export interface ScoreSums {
  /** Where each scored match is in the ranking's ids (`result().ids`), ascending. */
  scored: Int32Array;
  /** Per scored match, every word's score, summed in the query's order. */
  all: Float64Array;
  /** The same but for the last word's. */
  allButLast: Float64Array;
}

const ROLE_BITS = [1, 2];
/** Room for the sums of this many scored matches at first; a ranking scores a few thousand at a million. */
const SCORED_ROOM = 1024;
/** Resources looked at per step of the loop (`step` checks the time between them). */
const CHUNK = 2048;

/** The facet counts of a job, as `facetCounts` reads them. */
interface FacetTally {
  servers: Int32Array;
  kinds: number;
  families: Int32Array;
  audiences: Int32Array;
  total: number;
  /** Counts by server, family and audience together (see `tallyCells`), added to the others once read. */
  cells?: Int32Array;
}

/**
 * Counts the ids `ids[from]` to `ids[to - 1]` by their server, family and audience together, one
 * increment each: counting each facet apart took three increments and a loop over the roles per
 * match, about 10 ms for a million in Node, where a keystroke's count reads them all.
 */
function tallyCells(cells: Int32Array, ids: Int32Array, from: number, to: number, servers: Uint16Array, families: Uint8Array, audiences: Uint8Array) {
  for (let at = from; at < to; at += 1) {
    const id = ids[at]!;
    const cell = (servers[id]! << CELL_SERVER_SHIFT) | (families[id]! << CELL_FAMILY_SHIFT) | audiences[id]!;
    cells[cell] = cells[cell]! + 1;
  }
}

/** Adds a tally's cells to its counts by facet, and empties them. */
function addCells(counts: FacetTally) {
  const cells = counts.cells!;
  for (let cell = 0; cell < cells.length; cell += 1) {
    const count = cells[cell]!;
    if (count === 0) continue;
    const server = cell >>> CELL_SERVER_SHIFT;
    const family = (cell >>> CELL_FAMILY_SHIFT) & 0xf;
    const audience = cell & 0x3;
    counts.servers[server] = counts.servers[server]! + count;
    counts.families[family] = counts.families[family]! + count;
    for (let role = 0; role < ROLE_BITS.length; role += 1) if (audience === 0 || (audience & ROLE_BITS[role]!) !== 0) counts.audiences[role] = counts.audiences[role]! + count;
  }
  cells.fill(0);
}

/**
 * Matches a query and the facet filters over a `CatalogStore`, a slice at a time: `step` works for a
 * time budget and returns, so a worker can read a newer query between slices and drop this one. The
 * semantics are `createFilterPredicate`, `rankEntries` and `countFacets` over the same resources
 * listed as entries (the comparison test holds it to that).
 */
export class CatalogMatchJob {
  private readonly scorers: WordScorer[];
  /**
   * Without ranking, the words each resource must hold and is not known to: every word, or with
   * `candidatesQuery` those it lacked. Checked, not scored (`WordScorer.matches`).
   */
  private readonly checks: WordScorer[];
  /** Some word scored needs the resource's text (not one-letter words alone); a check locates it itself. */
  private readonly readsText: boolean;
  /** `readsText` for scoring every word, as a candidate left unscored by the ranking before is. */
  private readonly anyReadsText: boolean;
  private readonly mask: number;
  /** `digitMask` of the words checked or scored: a resource lacking one of these digits cannot match. */
  private readonly digits: number;
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
  private readonly counts: FacetTally | undefined;
  /** Ranking from `candidateSums` (see `startingSums`). */
  private readonly start: StartingSums | undefined;
  /** Ranking: the sums of the matches this job scored, for the next one to start from (see `sums`). */
  private sumsAll: Float64Array | undefined;
  private sumsAllButLast: Float64Array | undefined;
  /** Where those matches are in `ids`. */
  private scoredAt: Int32Array | undefined;
  private scoredCount = 0;
  /** How far `start.scored` was read: candidates are read in ascending order (see `startingAt`). */
  private startRead = 0;
  /** Nothing but words to check: see `runWords`. */
  private readonly wordsOnly: boolean;
  /** Nothing but words to rank: see `rankWords`. */
  private readonly rankWordsOnly: boolean;
  /** The checks' positions (see `positions`): the last word's, recorded, and what it starts from. */
  private readonly keepPositions: Array<KeepPositions | undefined>;
  private readonly lastWordPositions: WordPositions | undefined;
  /** The candidates are every match (no removed resource, nothing to check): they are the ids. */
  private readonly allCandidatesMatch: boolean;
  private readonly ids: Int32Array;
  /** `rankRun`: per match of a run, where its sums are in `start` (-1 when not there), its first word bounded, its bound. */
  private readonly chunkStarts: Int32Array | undefined;
  private readonly chunkFirstWords: Uint8Array | undefined;
  private readonly chunkBounds: Float64Array | undefined;
  private count = 0;
  private position = 0;

  constructor(
    private readonly store: CatalogStore,
    filters: ResourceFilterValue,
    { limit = 100, now = Date.now(), facets = false, candidates, candidatesQuery, candidateSums, candidatePositions }: CatalogMatchOptions = {},
  ) {
    const compiled = compileFilters(filters, now);
    const { tokens } = compiled.query;
    this.scorers = tokens.map((token) => new WordScorer(store, token));
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
    const known = this.candidates !== undefined && candidatesQuery !== undefined ? new Set(prepareQuery(candidatesQuery).tokens) : new Set<string>();
    this.checks = this.scorers.filter((_, word) => !known.has(tokens[word]!));
    this.mask = this.best ? compiled.query.mask : this.checks.reduce((mask, scorer) => mask | scorer.mask, 0);
    this.digits = (this.best ? this.scorers : this.checks).reduce((digits, scorer) => digits | scorer.digits, 0);
    const start = this.best && this.candidates && candidatesQuery !== undefined && candidateSums && !facets ? startingSums(tokens, prepareQuery(candidatesQuery).tokens, candidateSums) : undefined;
    this.start = start;
    this.readsText = this.best !== undefined && this.scorers.some((scorer, word) => word >= (start?.firstScored ?? 0) && scorer.readsText);
    this.anyReadsText = this.best !== undefined && this.scorers.some((scorer) => scorer.readsText);
    this.end = this.candidates ? this.candidates.length : store.size;
    const wordsAlone = !groupFacetChosen && this.minPriority === undefined && this.since === undefined;
    this.wordsOnly = !this.best && wordsAlone;
    this.rankWordsOnly = this.best !== undefined && !facets && wordsAlone;
    // Positions are kept for the query's last word, the one typing extends, when it is checked here:
    // recorded for the next keystroke, and read from the last one's when it extends that word. Not for a
    // number (as the host finds none after one digit): the digits typed next seldom follow its first place,
    // and the few matches left are searched sooner than places and units are written for a million ids (in
    // the 1M scale scenario, the worker answered `item 42` in 42–91 ms with them in five runs, 43–45 without in two).
    const lastWord = tokens[tokens.length - 1];
    const lastCheck = (this.wordsOnly || this.rankWordsOnly) && lastWord !== undefined && lastWord.length > 1 && !isDigit(lastWord.charCodeAt(0)) ? this.checks.indexOf(this.scorers[tokens.length - 1]!) : -1;
    // A match that shows rows runs to its end or is dropped, so it may record into the arrays of the positions it
    // narrows from (`narrowedPositions`). A count may wait while such a match goes ahead and resume once that match
    // is the last: it would then write places of its shorter word into the arrays of the last match's positions.
    const sharesPositions = !facets && this.candidates !== undefined && candidatePositions !== undefined && lastWord !== undefined && lastWord.startsWith(candidatePositions.word);
    const lastPositions = lastCheck >= 0 ? (sharesPositions ? narrowedPositions(lastWord!, candidatePositions!) : wordPositions(lastWord!, store.size)) : undefined;
    this.keepPositions = this.checks.map((_, word) => (word === lastCheck ? { record: lastPositions, extends: this.candidates && candidatePositions } : undefined));
    this.lastWordPositions = lastPositions ?? (this.candidates && candidatePositions?.word === lastWord ? candidatePositions : undefined);
    this.allCandidatesMatch = this.wordsOnly && this.checks.length === 0 && this.candidates !== undefined && store.removed === 0;
    // Room for every resource looked at: a match of nearly all of a million grew its list twenty times,
    // copying about 8 MB, and an unused tail costs no more than the last doubling left empty.
    // Candidates that all match are the matches: a facet count after the tree's match of the same query.
    this.ids = this.allCandidatesMatch ? this.candidates! : new Int32Array(this.end);
    this.counts = facets
      ? { servers: new Int32Array(store.servers.length), kinds: 0, families: new Int32Array(MIME_FAMILIES.length), audiences: new Int32Array(AUDIENCES.length), total: 0 }
      : undefined;
    if (this.rankWordsOnly) {
      this.chunkStarts = new Int32Array(CHUNK);
      this.chunkFirstWords = new Uint8Array(CHUNK);
      this.chunkBounds = new Float64Array(CHUNK);
    }
    if (this.best && !facets) {
      this.sumsAll = new Float64Array(SCORED_ROOM);
      this.sumsAllButLast = new Float64Array(SCORED_ROOM);
      this.scoredAt = new Int32Array(SCORED_ROOM);
    }
  }

  /**
   * The score sums of the matches a ranking scored (complete once `done`), for a later ranking to
   * start from (`candidateSums`); `undefined` for a job that ranks nothing or counts.
   */
  sums(): ScoreSums | undefined {
    if (!this.sumsAll || !this.sumsAllButLast || !this.scoredAt) return undefined;
    const count = this.scoredCount;
    return { scored: this.scoredAt.slice(0, count), all: this.sumsAll.slice(0, count), allButLast: this.sumsAllButLast.slice(0, count) };
  }

  /** Keeps the sums of the match at `at` in `ids`, unless it was not scored (`NaN`). */
  private keepSums(at: number, sum: number, beforeLast: number) {
    if (Number.isNaN(sum)) return;
    const count = this.scoredCount;
    if (count >= this.scoredAt!.length) {
      this.scoredAt = grow(this.scoredAt!, count + 1);
      this.sumsAll = grow(this.sumsAll!, count + 1);
      this.sumsAllButLast = grow(this.sumsAllButLast!, count + 1);
    }
    this.scoredAt![count] = at;
    this.sumsAll![count] = sum;
    this.sumsAllButLast![count] = beforeLast;
    this.scoredCount = count + 1;
  }

  /**
   * Where candidate `index` is among the sums the ranking started from, or -1 when that ranking
   * did not score it; called for candidates in ascending order, so the sums are read once through.
   */
  private startingAt(index: number): number {
    const { scored } = this.start!;
    let read = this.startRead;
    while (read < scored.length && scored[read]! < index) read += 1;
    this.startRead = read;
    return read < scored.length && scored[read] === index ? read : -1;
  }

  /**
   * Where each match holds the query's last word in its URI's suffix, by id, for a later match
   * whose last word starts with it to start from (`candidatePositions`); `undefined` when not known.
   */
  positions(): WordPositions | undefined {
    return this.lastWordPositions;
  }

  get done(): boolean {
    return this.position >= this.end;
  }

  /** Works for about `budgetMs`; true once every resource has been looked at. */
  step(budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    while (!this.done) {
      const end = Math.min(this.end, this.position + CHUNK);
      if (this.wordsOnly) this.runWords(end);
      else if (this.rankWordsOnly) this.rankWords(end);
      else this.run(end);
      if (performance.now() >= deadline) break;
    }
    return this.done;
  }

  /** The matches; complete once `done`. Their `ids` may share this job's buffer: copy them to transfer them. */
  result(): CatalogMatch {
    // A few matches are copied out of the room made for all of them; most of it is kept as it is.
    const ids = this.count * 2 < this.ids.length ? this.ids.slice(0, this.count) : this.ids.subarray(0, this.count);
    return { ids, ranked: this.best ? this.best.sorted() : new Int32Array(0), total: this.count };
  }

  /** The facet counts (with `facets`); complete once `done`. */
  facetCounts(): FacetCounts {
    const counts = this.counts;
    if (!counts) throw new Error('This match job was made without `facets: true`, so it counted no facets.');
    if (counts.cells) addCells(counts);
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

  /**
   * `run` for a match that only checks words: no facet filter and nothing ranked (the tree's
   * filter, the keystroke that must be fastest, and the filters' count of the same query after it).
   * With no facet chosen every match is counted under every facet, so counting is a tally of the
   * matches' columns, made apart (`tally`).
   */
  private runWords(end: number) {
    const first = this.count;
    const { store } = this;
    this.count = this.allCandidatesMatch ? end : matchWords(store, this.candidates, this.checks, this.keepPositions, this.mask, this.digits, this.ids, first, this.position, end);
    this.position = end;
    if (this.counts) this.tally(first, this.count);
  }

  /**
   * `run` for a ranking with nothing but words (the palette's): the matches are found as
   * `runWords` finds them (the words the candidates are not known to hold, each kept in one loop,
   * the last read from where the keystroke before found the word it extends), then the matches of
   * each block of ids are ruled out together by the block's bound (`BlockSummaries`), or each is
   * scored or ruled out by its own, the bounds of a run's matches added up word by word
   * (`WordScorer.addBounds`). `run` checked each resource ruled out word by word, searching its
   * text for each: at a million, most of a keystroke's ranking. The matches not ruled out are
   * offered in the same order, and their sums added in the same order, so the ranking and the sums
   * are `run`'s (a match ruled out has no sums either way).
   */
  private rankWords(end: number) {
    const { store, ids } = this;
    const from = this.position;
    const first = this.count;
    const kept = matchWords(store, this.candidates, this.checks, this.keepPositions, this.mask, this.digits, ids, first, from, end);
    this.position = end;
    this.count = kept;
    if (kept === first) return;
    // The matches of a block (their ids ascend) are bounded and scored, unless the block's bound rules them all out.
    let index = from;
    for (let at = first; at < kept; ) {
      const block = ids[at]! >> BLOCK_SHIFT;
      let to = at + 1;
      while (to < kept && ids[to]! >> BLOCK_SHIFT === block) to += 1;
      if (!this.excludesBlock(block)) index = this.rankRun(at, to, index, end);
      at = to;
    }
  }

  /** Whether no resource of block `block` can be kept, from its summaries (see `BlockSummaries`). */
  private excludesBlock(block: number): boolean {
    return this.excludesSummary(summaryOf(block, 0)) && this.excludesSummary(summaryOf(block, 1));
  }

  /** Whether no resource that summary `summary` holds can be kept: its words' `blockBound`s, summed in the order `bound` sums them. */
  private excludesSummary(summary: number): boolean {
    const { scorers, store } = this;
    const { blocks } = store;
    let sum = 0;
    for (let word = 0; word < scorers.length; word += 1) sum += scorers[word]!.blockBound(blocks, summary);
    return this.best!.excludesHeads(sum / scorers.length, blocks.minHeads[summary]!);
  }

  /**
   * Bounds and scores the matches `ids[from, to)` (see `rankWords`); `index` is where the first of
   * them is among the candidates, or before it. Returns where the last is.
   */
  private rankRun(from: number, to: number, index: number, end: number): number {
    const { store, candidates, scorers, ids } = this;
    const starts = this.chunkStarts!;
    const firstWords = this.chunkFirstWords!;
    const bounds = this.chunkBounds!;
    const best = this.best!;
    const start = this.start;
    const words = scorers.length;
    if (start) {
      // Where each match is among the candidates, for the sums the ranking before found: both ascend.
      // A candidate the ranking before left unscored is bounded and scored from its first word.
      for (let at = from; at < to; at += 1) {
        const id = ids[at]!;
        if (candidates) while (index < end && candidates[index] !== id) index += 1;
        else index = id;
        const known = this.startingAt(index);
        starts[at - from] = known;
        firstWords[at - from] = known >= 0 ? start.firstScored : 0;
        bounds[at - from] = known >= 0 ? start.sums[known]! : 0;
      }
    } else {
      starts.fill(-1, 0, to - from);
      firstWords.fill(0, 0, to - from);
      bounds.fill(0, 0, to - from);
    }
    // Word by word over the run, each word's bounds added in the order `bound` adds them.
    for (let word = 0; word < words; word += 1) scorers[word]!.addBounds(ids, from, to, word, firstWords, bounds);
    for (let at = from; at < to; at += 1) {
      const id = ids[at]!;
      // Not scored: no sums kept (see `keepSums`).
      if (best.excludes(id, bounds[at - from]! / words)) continue;
      const known = starts[at - from]!;
      let sum = known >= 0 ? start!.sums[known]! : 0;
      let beforeLast = known >= 0 ? (start!.allButLast?.[known] ?? 0) : 0;
      let word = firstWords[at - from]!;
      const view = (word === 0 ? this.anyReadsText : this.readsText) ? store.locate(id) : undefined;
      for (; word < words; word += 1) {
        const score = scorers[word]!.score(id, view);
        if (word === words - 1) beforeLast = sum;
        sum += score;
      }
      best.offer(id, sum / words, view);
      this.keepSums(at, sum, beforeLast);
    }
    return index;
  }

  /** Counts the matches `ids[from]` to `ids[to - 1]` under every facet (no facet is chosen: see `runWords`). */
  private tally(from: number, to: number) {
    const { store, ids } = this;
    const counts = this.counts!;
    // Before the loop, not after it: see `matchWords`.
    counts.kinds += to - from;
    counts.total += to - from;
    counts.cells ??= new Int32Array(store.servers.length << CELL_SERVER_SHIFT);
    tallyCells(counts.cells, ids, from, to, store.server, store.family, store.audience);
  }

  /**
   * At least the sum a resource's scores come to from word `word` on, added to `sum` (the scores
   * of the words before), in the order `run` adds them: floating-point sums keep the order of
   * their terms, so a bound equal to each score gives the same sum to the last bit.
   */
  private bound(id: number, sum: number, word: number): number {
    const { scorers } = this;
    for (; word < scorers.length; word += 1) sum += scorers[word]!.bound(id);
    return sum;
  }

  private run(end: number) {
    const { store, candidates, servers, families, audienceMask, minPriority, since, scorers, checks, counts, best, start } = this;
    const words = best ? scorers.length : checks.length;
    const someRemoved = store.removed > 0;
    const from = this.position;
    // Before the loop, not after it: see `matchWords`.
    this.position = end;
    for (let index = from; index < end; index += 1) {
      const id = candidates ? candidates[index]! : index;
      if (someRemoved && !store.isLive(id)) continue;
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
      let beforeLast = 0;
      if (words > 0) {
        if ((this.mask & ~store.characters[id]!) !== 0 || (this.digits & ~store.digits[id]!) !== 0) continue;
        let word = 0;
        if (best) {
          const known = start ? this.startingAt(index) : -1;
          // A candidate the ranking before left unscored (see below) is scored from its first word.
          if (known >= 0) {
            sum = start!.sums[known]!;
            word = start!.firstScored;
            beforeLast = start!.allButLast?.[known] ?? 0;
          }
          if (this.sumsAll && best.excludes(id, this.bound(id, sum, word) / words)) {
            // It cannot be kept: only whether it matches is found, and its sums are left unknown.
            let checked = start ? start.firstScored : 0;
            while (checked < words && scorers[checked]!.matches(id)) checked += 1;
            if (checked < words) continue;
            sum = beforeLast = Number.NaN;
          } else {
            const view = (word === 0 ? this.anyReadsText : this.readsText) ? store.locate(id) : undefined;
            for (; word < words; word += 1) {
              const score = scorers[word]!.score(id, view);
              if (score === 0) break;
              if (word === words - 1) beforeLast = sum;
              sum += score;
            }
            if (word < words) continue;
            if (failures === 0) best.offer(id, sum / words, view);
          }
        } else {
          while (word < words && checks[word]!.matches(id)) word += 1;
          if (word < words) continue;
        }
      }
      if (failures === 0) {
        this.ids[this.count] = id;
        if (this.sumsAll) this.keepSums(this.count, sum, beforeLast);
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
  }
}

/**
 * The matching of `CatalogMatchJob.runWords`: writes the ids from `candidates` (or the store's ids)
 * at positions `from` to `end` that hold every word of `checks` to `ids` from `count` on, and
 * returns the new count. The resources that may hold them are listed first, then each word keeps
 * those that do (`WordScorer.keep`, with its `positions`).
 */
function matchWords(
  store: CatalogStore,
  candidates: Int32Array | undefined,
  checks: readonly WordScorer[],
  positions: ReadonlyArray<KeepPositions | undefined>,
  mask: number,
  digits: number,
  ids: Int32Array,
  count: number,
  from: number,
  end: number,
): number {
  const first = count;
  let kept = mayMatch(store, candidates, mask, digits, ids, count, from, end);
  for (let word = 0; word < checks.length && kept > first; word += 1) kept = checks[word]!.keep(ids, first, kept, positions[word]);
  return kept;
}

/**
 * Writes the live ids from `candidates` (or the store's ids) at positions `from` to `end` whose
 * letters and digits hold `mask` and `digits` to `ids` from `count` on, and returns the new count.
 * A function of its own that ends with its loop (`run` and `tally` do their stores before theirs):
 * Chromium compiles such a loop while it runs (on-stack replacement), before the code after it ever
 * ran, and that compiled loop then bailed out at the end of every chunk for want of type feedback,
 * time after time, instead of being compiled again (in one run of the bench at a million: 107 times
 * for this loop with the tally in it, 63 for `run`'s). A store with removed resources is looked at
 * in a loop of its own (`mayMatchLive`): in this one, a check of each id's flags that was never
 * taken still made a million candidates take 4.6–5.2 ms in Node, against 2.5–2.8 without it.
 */
function mayMatch(store: CatalogStore, candidates: Int32Array | undefined, mask: number, digits: number, ids: Int32Array, count: number, from: number, end: number): number {
  if (store.removed > 0) return mayMatchLive(store, candidates, mask, digits, ids, count, from, end);
  const { characters } = store;
  const resourceDigits = store.digits;
  for (let index = from; index < end; index += 1) {
    const id = candidates ? candidates[index]! : index;
    if ((mask & ~characters[id]!) !== 0 || (digits & ~resourceDigits[id]!) !== 0) continue;
    ids[count] = id;
    count += 1;
  }
  return count;
}

/** `mayMatch` for a store with removed resources, which it passes. */
function mayMatchLive(store: CatalogStore, candidates: Int32Array | undefined, mask: number, digits: number, ids: Int32Array, count: number, from: number, end: number): number {
  const { characters, flags } = store;
  const resourceDigits = store.digits;
  for (let index = from; index < end; index += 1) {
    const id = candidates ? candidates[index]! : index;
    if ((flags[id]! & REMOVED) !== 0) continue;
    if ((mask & ~characters[id]!) !== 0 || (digits & ~resourceDigits[id]!) !== 0) continue;
    ids[count] = id;
    count += 1;
  }
  return count;
}

/** Where a ranking starts from the sums of the one before: see `startingSums`. */
interface StartingSums {
  /** The candidates (their positions) the ranking before scored. */
  scored: Int32Array;
  /** Per scored candidate, the sum of the scores of the words before `firstScored`. */
  sums: Float64Array;
  firstScored: number;
  /** Per scored candidate, the sum but for the last word's, when no word is left to score (the same words). */
  allButLast?: Float64Array;
}

/**
 * How a ranking of `words` starts from the sums of the ranking of `before` over the same
 * candidates: from all of its sums when `words` begin with every word of `before`, from its sums
 * but the last word's when they begin with all of them but the last, or not at all.
 */
function startingSums(words: readonly string[], before: readonly string[], sums: ScoreSums): StartingSums | undefined {
  const sharedStart = (count: number) => count <= words.length && before.slice(0, count).every((word, index) => words[index] === word);
  const { scored } = sums;
  if (sharedStart(before.length)) return before.length === words.length ? { scored, sums: sums.all, firstScored: words.length, allButLast: sums.allButLast } : { scored, sums: sums.all, firstScored: before.length };
  if (before.length >= 2 && before.length - 1 < words.length && sharedStart(before.length - 1)) return { scored, sums: sums.allButLast, firstScored: before.length - 1 };
  return undefined;
}

import { DEFAULT_FILTERS } from '../search/filters.js';
import { CatalogMatchJob } from './catalog-match-job.js';
import type { CatalogStore } from './catalog-store.js';

/** The one-character queries ranked ahead, the likeliest first: letters as often as English uses them, then the digits. */
const CHARACTERS = 'etaoinsrhldcumfpgwybvkxjqz0123456789';
/**
 * How many of the best each ranking keeps. A palette asks for one more than it shows (51) to see
 * whether the last place is tied, and the best `n` of a ranking are the best `n` of a longer one:
 * its order is total (score, label, then listing order).
 */
export const LETTER_RANKING_LIMIT = 128;

/** A ranking made ahead: the best ids, best first, and how many resources matched. */
export interface LetterRanking {
  ranked: Int32Array;
  total: number;
}

/**
 * The palette's ranking of every one-letter and one-digit query over the whole catalog (no facet
 * chosen), made ahead a slice at a time while the catalog does not change (see `CatalogHost`).
 * The first keystroke of a search is one character, and ranking it is a pass over every resource
 * that holds it, nearly all of them (at a million, 34 ms and more of the worker's time in a trace),
 * where each keystroke after it narrows from the one before. The rankings are `CatalogMatchJob`'s
 * own, so they are the answers a request would get.
 */
export class LetterRankings {
  private readonly rankings = new Map<string, LetterRanking>();
  private next = 0;
  private job: CatalogMatchJob | undefined;

  /** `version`: the host's version of the catalog they rank; they hold for it alone. */
  constructor(
    private readonly store: CatalogStore,
    readonly version: number,
  ) {}

  /** True once every character is ranked. */
  get done(): boolean {
    return this.next >= CHARACTERS.length;
  }

  /** Ranks for about `budgetMs`; true once every character is ranked. */
  step(budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    while (this.next < CHARACTERS.length) {
      const character = CHARACTERS[this.next]!;
      this.job ??= new CatalogMatchJob(this.store, { ...DEFAULT_FILTERS, query: character }, { limit: LETTER_RANKING_LIMIT, now: 0 });
      if (!this.job.step(Math.max(0, deadline - performance.now()))) return false;
      const { ranked, total } = this.job.result();
      this.rankings.set(character, { ranked, total });
      this.job = undefined;
      this.next += 1;
      if (performance.now() >= deadline) return this.done;
    }
    return true;
  }

  /** The best `limit` for the one-character query `word`, when it was ranked already and `limit` is within what was kept. */
  get(word: string, limit: number): LetterRanking | undefined {
    const ranking = limit <= LETTER_RANKING_LIMIT ? this.rankings.get(word) : undefined;
    return ranking && { ranked: ranking.ranked.slice(0, limit), total: ranking.total };
  }
}

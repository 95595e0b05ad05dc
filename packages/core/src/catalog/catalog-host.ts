import type { Resource } from '../client/types.js';
import { prepareQuery } from '../search/match.js';
import { digitMask } from '../search/character-mask.js';
import { CatalogMatchJob, type ScoreSums } from './catalog-match-job.js';
import type { WordPositions } from './word-scorer.js';
import type { CatalogRequest, CatalogResponse } from './catalog-protocol.js';
import { CatalogStore } from './catalog-store.js';
import { FirstPositions } from './first-positions.js';
import { LetterRankings } from './letter-rankings.js';
import { nextTask, taskAfterMessages } from './next-task.js';
import { MatchWarmUp, WARM_UP_FROM } from './match-warm-up.js';
import { DEFAULT_FILTERS, type ResourceFilterValue } from '../search/filters.js';

type Reply = (response: CatalogResponse, transfer: Transferable[]) => void;

/** A queued request that works in slices; `step` returns true when it has replied. */
interface Task {
  request: number;
  step(budgetMs: number): boolean;
  /** A facet count: a match that shows rows goes ahead of it (see `enqueue`). */
  count?: boolean;
  /** Work nobody asked for, made ahead: every task queued after it goes ahead of it (see `enqueue`). */
  unasked?: boolean;
}

/** What the last finished match found, for the next keystroke to narrow. */
interface LastMatch {
  key: string;
  query: string;
  version: number;
  ids: Int32Array;
  /** A ranking's score sums per match, for the next ranking to add to. */
  sums: ScoreSums | undefined;
  /** Where the matches hold the query's last word, for the next keystroke's longer word to start from. */
  positions: WordPositions | undefined;
  /** A ranking's best `limit` and how many matched: the answer again to a query of the same words. */
  ranking: { limit: number; ranked: Int32Array; total: number } | undefined;
}

/** Appends are cut into runs of this many resources between time checks. */
const APPEND_RUN = 500;
/** A clear compacts the store once removed resources outnumber the live ones and are at least this many. */
const COMPACT_AFTER = 4_096;
/** The catalog must not change for this long (no append, no clear) before one-letter queries are ranked ahead, in ms. */
const QUIET_MS = 500;
/** A slice of work nobody waits for (made ahead, or for the next keystroke), in ms: a request arriving meanwhile waits for it. */
const AHEAD_SLICE_MS = 4;
/**
 * The first slice of a match that shows rows, taken as it arrives, in ms: on the page, a match that
 * needs more than one slice paints its rows a frame after the keystroke's (at 100,000 resources,
 * `item 42` took an 8 ms slice and then 2 ms more in a task after the frame).
 */
const ROWS_SLICE_MS = 24;

/**
 * The catalog's owner: it holds the `CatalogStore` and answers `CatalogRequest`s, in the worker
 * (`catalog-worker.ts`) or, where no worker can start, on the page (`createCatalogEngine`'s
 * fallback). Appends, clears and matches run in order, one slice of `sliceMs` at a time with a new
 * task between slices, so that a `cancel` sent meanwhile is read and stops a superseded match
 * within a slice (where the new task goes behind the waiting messages: not in Chromium, see
 * `nextTask`). A match that counts nothing (rows to show: the tree's, the palette's) goes ahead of
 * the facet counts queued after the last append or clear, even one half done: a count is the
 * filters' answer to the keystroke before, and the rows of this one should not wait for it (at a
 * million resources, a count takes about as long as the match). Such a match that finds the host
 * between two slices, with nothing it must wait for, takes its first slice at once: on the page, in
 * the keystroke's own task. Rows and stats are answered at once.
 */
export class CatalogHost {
  store = new CatalogStore();
  private readonly queue: Task[] = [];
  private readonly cancelled = new Set<number>();
  private running = false;
  /** True while a task's slice runs: a request its reply leads to is queued, never stepped inside it. */
  private stepping = false;
  /** Changes with every append and clear: a narrowed match must not miss new resources. */
  private version = 0;
  private last: LastMatch | undefined;
  /** Matches answered so far: work queued for the next keystroke after one is dropped once another is. */
  private answers = 0;
  /** Changes with every compaction, which gives resources new ids. */
  private epoch = 0;
  /** The matching's warm-up is queued, or not wanted. */
  private warmedUp: boolean;
  /** Work made ahead from `WARM_UP_FROM` resources on: the warm-up, and one-letter rankings. */
  private readonly worksAhead: boolean;
  /** The one-letter rankings being made or made last (see `LetterRankings`), for the catalog's `version` they were begun at. */
  private letters: LetterRankings | undefined;
  /** When the last request came: work made ahead waits until nothing has come for `QUIET_MS`. */
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private quietLater: ReturnType<typeof setTimeout> | undefined;
  /** The catalog's `version` when the store was last trimmed to fit (see `CatalogStore.trimStep`). */
  private trimmedAt = -1;
  private closed = false;

  /**
   * `warmUp`: from `WARM_UP_FROM` resources on, match once unasked (see `MatchWarmUp`), and rank every
   * one-letter query ahead once the catalog stops changing (see `LetterRankings`); the engine's hosts
   * do, in a worker and on the page (where a slice of it holds a keystroke back by `AHEAD_SLICE_MS` at most).
   */
  constructor(
    private readonly reply: Reply,
    private readonly sliceMs: number,
    { warmUp = false }: { warmUp?: boolean } = {},
  ) {
    this.warmedUp = !warmUp;
    this.worksAhead = warmUp;
  }

  receive(request: CatalogRequest): void {
    if (this.closed) return;
    this.lastRequestAt = performance.now();
    this.workWhenQuiet();
    try {
      switch (request.type) {
        case 'rows': {
          if (request.epoch !== undefined && request.epoch !== this.epoch) {
            throw new Error(`these ids are from epoch ${request.epoch}, and the catalog was compacted since (epoch ${this.epoch}): match again for current ids.`);
          }
          const rows = Array.from(request.ids, (id) => (this.store.isLive(id) ? { id, serverId: this.store.serverOf(id), resource: this.store.resource(id) } : undefined));
          this.reply({ type: 'rows', request: request.request, rows }, []);
          return;
        }
        case 'stats': {
          const { store } = this;
          const stats = { resources: store.size - store.removed, removed: store.removed, servers: store.servers.length, prefixes: store.prefixes.length - 1, bytes: store.byteLength, epoch: this.epoch };
          this.reply({ type: 'stats', request: request.request, stats }, []);
          return;
        }
        case 'cancel':
          this.cancel(request.request);
          return;
        case 'append':
          this.enqueue(this.appendTask(request.request, request.serverId, request.resources));
          return;
        case 'clear':
          this.enqueue({
            request: request.request,
            step: () => {
              this.version += 1;
              const removed = this.store.clear(request.serverId);
              const { store } = this;
              if (store.removed >= COMPACT_AFTER && store.removed > store.size - store.removed) {
                store.compact();
                this.epoch += 1;
                this.last = undefined;
              }
              this.reply({ type: 'cleared', request: request.request, removed, epoch: this.epoch }, []);
              this.workWhenQuiet();
              return true;
            },
          });
          return;
        case 'match':
          this.enqueue(this.matchTask(request), !request.facets);
          return;
        case 'handOver':
          // Behind what was sent before it; nothing is sent after it.
          this.enqueue({
            request: request.request,
            step: () => {
              const { state, transfer } = this.store.handOver();
              this.reply({ type: 'handedOver', request: request.request, state: { store: state, epoch: this.epoch, version: this.version } }, transfer);
              this.close();
              return true;
            },
          });
          return;
        case 'adopt': {
          if (this.store.size > 0 || this.queue.length > 0) throw new Error('only a catalog that holds nothing yet can take over what another one holds.');
          const { store, epoch, version } = request.state;
          this.store = CatalogStore.adopt(store);
          this.epoch = epoch;
          this.version = version + 1;
          this.reply({ type: 'adopted', request: request.request }, []);
          if (!this.warmedUp && this.store.size >= WARM_UP_FROM) this.queueWarmUp();
          this.workWhenQuiet();
          return;
        }
      }
    } catch (error) {
      this.fail(request.request, error);
    }
  }

  /** Drops what is queued and any work made ahead, for good: its engine was closed, or its store handed over. */
  close(): void {
    this.closed = true;
    clearTimeout(this.quietLater);
    this.queue.length = 0;
  }

  private cancel(request: number) {
    const index = this.queue.findIndex((task) => task.request === request);
    if (index < 0) return;
    // The task at the head may be in the middle of a slice's bookkeeping: the loop drops it.
    if (index === 0 && this.running) this.cancelled.add(request);
    else {
      this.queue.splice(index, 1);
      this.reply({ type: 'cancelled', request }, []);
    }
  }

  private appendTask(request: number, serverId: string, resources: readonly Resource[]): Task {
    let next = 0;
    let first = -1;
    return {
      request,
      step: (budgetMs) => {
        // Room for the rest of the page first, a column a slice (see `CatalogStore.growStep`).
        if (this.store.growStep(this.store.size + resources.length - next)) return false;
        const deadline = performance.now() + budgetMs;
        do {
          const end = Math.min(resources.length, next + APPEND_RUN);
          const at = this.store.append(serverId, resources, next, end);
          if (first < 0) first = at;
          next = end;
        } while (next < resources.length && performance.now() < deadline);
        this.version += 1;
        if (next < resources.length) return false;
        this.reply({ type: 'appended', request, first, count: resources.length, epoch: this.epoch }, []);
        if (!this.warmedUp && this.store.size >= WARM_UP_FROM) this.queueWarmUp();
        this.workWhenQuiet();
        return true;
      },
    };
  }

  /**
   * Queues the matching's warm-up, once, behind what is queued: it slices like the rest, and a match
   * that shows rows goes ahead of it as of a count (its request is nobody's: it never replies).
   */
  private queueWarmUp() {
    this.warmedUp = true;
    const warmUp = new MatchWarmUp(this.store, () => this.epoch);
    // Nobody waits for it: one that fails is dropped rather than answered.
    const step = (budgetMs: number) => {
      try {
        return warmUp.step(budgetMs);
      } catch {
        return true;
      }
    };
    this.enqueue({ request: -1, count: true, step });
  }

  private matchTask(request: Extract<CatalogRequest, { type: 'match' }>): Task {
    const { filters, limit, now, facets } = request;
    const sendIds = request.ids && !facets;
    const key = matchKey(filters, now);
    let job: CatalogMatchJob | undefined;
    return {
      request: request.request,
      count: facets,
      step: (budgetMs) => {
        if (!job) {
          // A palette's one-character query, ranked ahead: the ranking a job would make.
          const ranking = !facets && !sendIds && limit > 0 && key === PLAIN_KEY ? this.letterRanking(filters.query, limit) : undefined;
          if (ranking) {
            const ids = new Int32Array(0);
            const kept = { limit, ranked: ranking.ranked.slice(), total: ranking.total };
            this.answers += 1;
            this.reply({ type: 'matched', request: request.request, ids, ranked: ranking.ranked, total: ranking.total, facets: undefined, epoch: this.epoch, revision: this.version }, [ids.buffer, ranking.ranked.buffer]);
            this.queueLetterMatches(filters, now, key, kept);
            return true;
          }
          // The last match, when it was made under the same filters over the same resources.
          const last = this.last?.key === key && this.last.version === this.version ? this.last : undefined;
          // The same words (a space typed after a word): the same matches and ranking, without scoring
          // every match again (a palette's keystroke at a million resources).
          if (!facets && limit > 0 && last?.ranking?.limit === limit && sameWords(last.query, filters.query)) {
            const { ranked, total } = last.ranking;
            this.last = { ...last, query: filters.query };
            const ids = sendIds ? last.ids.slice() : new Int32Array(0);
            const again = ranked.slice();
            this.answers += 1;
            this.reply({ type: 'matched', request: request.request, ids, ranked: again, total, facets: undefined, epoch: this.epoch, revision: this.version }, [ids.buffer, again.buffer]);
            return true;
          }
          // A query that extends the last one matches a subset of it. The tree's match and the filters'
          // counts ask for the same query in turn: the second reads the first's matches.
          const narrows = last && filters.query.startsWith(last.query) && prepareQuery(last.query).tokens.length > 0;
          job = new CatalogMatchJob(this.store, filters, { limit, now, facets, ...(narrows && { candidates: last.ids, candidatesQuery: last.query, candidateSums: last.sums, candidatePositions: last.positions }) });
        }
        if (!job.step(budgetMs)) return false;
        const result = job.result();
        const ranking = !facets && limit > 0 ? { limit, ranked: result.ranked.slice(), total: result.total } : undefined;
        // A count's ids are its matches too (the resources passing every filter).
        this.last = { key, query: filters.query, version: this.version, ids: result.ids, sums: job.sums(), positions: job.positions(), ranking };
        // The page gets copies it may keep (they are transferred); `last` keeps its own. A count needs no ids.
        const ids = sendIds ? result.ids.slice() : new Int32Array(0);
        const message: CatalogResponse = { type: 'matched', request: request.request, ids, ranked: result.ranked, total: result.total, facets: facets ? job.facetCounts() : undefined, epoch: this.epoch, revision: this.version };
        this.answers += 1;
        this.reply(message, [ids.buffer, result.ranked.buffer]);
        if (!facets) this.queueFirstPositions(this.last);
        return true;
      },
    };
  }

  /** The ranking made ahead for `query` when it is one character and the catalog has not changed since. */
  private letterRanking(query: string, limit: number) {
    const words = prepareQuery(query).tokens;
    const { letters } = this;
    return words.length === 1 && words[0]!.length === 1 && letters?.done && letters.version === this.version ? letters.get(words[0]!, limit) : undefined;
  }

  /** True when the catalog is large enough for its one-letter queries to be ranked ahead (`WARM_UP_FROM`). */
  private get ranksLetters(): boolean {
    return this.store.size - this.store.removed >= WARM_UP_FROM;
  }

  /**
   * Once no request has come for `QUIET_MS`, trims the store's columns to fit (see
   * `CatalogStore.trimStep`), then, from `WARM_UP_FROM` resources, ranks every one-letter query
   * ahead (see `LetterRankings`): not while a listing appends page after page, nor while someone
   * types, whose keystrokes it would take the worker's time and a core from. Each request puts it
   * off again, and so does each change of the catalog; what it did stands while the catalog does
   * not change.
   */
  private workWhenQuiet() {
    if (!this.worksAhead) return;
    clearTimeout(this.quietLater);
    if (this.trimmedAt === this.version && (!this.ranksLetters || (this.letters?.done && this.letters.version === this.version))) return;
    this.quietLater = setTimeout(() => {
      if (this.closed) return;
      this.enqueue({
        request: -1,
        count: true,
        unasked: true,
        step: (budgetMs) => {
          // A request came meanwhile: it put this off again.
          if (performance.now() - this.lastRequestAt < QUIET_MS) return true;
          if (this.trimmedAt !== this.version) {
            if (this.store.trimStep()) return false;
            this.trimmedAt = this.version;
          }
          if (!this.ranksLetters) return true;
          if (this.letters?.version !== this.version) this.letters = new LetterRankings(this.store, this.version);
          // Nobody waits for it: rankings that fail are dropped, and made again once the catalog changes.
          try {
            return this.letters.step(Math.min(budgetMs, AHEAD_SLICE_MS));
          } catch {
            this.letters = undefined;
            return true;
          }
        },
      });
    }, QUIET_MS);
  }

  /**
   * Queues finding the matches of a one-letter query answered from the rankings made ahead, which
   * leave no `last`, behind what is queued and as a count (a match that shows rows goes ahead of it)
   * in slices of `AHEAD_SLICE_MS` (nobody waits for it: on the page, the keystroke's rows paint
   * between them), then where they hold the letter (`queueFirstPositions`): the next keystroke then
   * narrows from them as it does after a ranked job. Without them, `it` typed into the palette
   * after `i` matched and ranked a million resources from none, searching every URI for the word (in
   * Node, six runs: 67–99 ms, against 58–80 from `i`'s matches and positions). Dropped once another
   * match is answered, or the catalog changes.
   */
  private queueLetterMatches(filters: ResourceFilterValue, now: number, key: string, ranking: LastMatch['ranking']) {
    const answered = this.answers;
    const version = this.version;
    let job: CatalogMatchJob | undefined;
    this.enqueue({
      request: -1,
      count: true,
      step: (budgetMs) => {
        if (this.answers !== answered || this.version !== version) return true;
        // Nobody waits for it: one that fails leaves the last match as it was.
        try {
          job ??= new CatalogMatchJob(this.store, filters, { limit: 0, now });
          if (!job.step(Math.min(budgetMs, AHEAD_SLICE_MS))) return false;
        } catch {
          return true;
        }
        this.last = { key, query: filters.query, version, ids: job.result().ids, sums: undefined, positions: undefined, ranking };
        this.queueFirstPositions(this.last);
        return true;
      },
    });
  }

  /**
   * Queues finding where the matches of `match` hold its query's last word when that is one letter
   * (see `FirstPositions`), behind what is queued and as a count (a match that shows rows goes ahead
   * of it), in slices of `AHEAD_SLICE_MS`: nobody waits for it, the next keystroke waits for the
   * slice under way, and on the page the rows of this one paint between them. Done at once when
   * another match is the last: it was for the keystroke after this one. The facet count of the same
   * query, in between, keeps the positions (it passes on those it narrowed from), so they are set on
   * whichever `last` holds this query then.
   *
   * Not for one digit: the digit typed after it seldom follows its first place in a URI (numbers
   * are not words), so the next keystroke searches afresh anyway. At a million bulk resources in
   * Node, `item 42` after `item 4` took as long without the positions (32–57 ms against 41–54 with
   * them), and finding them took about 30 ms of the worker's time before the facet count of `item 4`.
   */
  private queueFirstPositions(match: LastMatch) {
    const words = prepareQuery(match.query).tokens;
    const word = words[words.length - 1];
    if (word === undefined || word.length !== 1 || digitMask(word) !== 0 || match.positions) return;
    const finding = new FirstPositions(this.store, match.ids, word);
    const current = () => this.last !== undefined && this.last.key === match.key && this.last.query === match.query && this.last.version === match.version;
    this.enqueue({
      request: -1,
      count: true,
      step: (budgetMs) => {
        if (!current()) return true;
        // Nobody waits for it: one that fails leaves the positions it found, and the rest -1.
        try {
          return finding.step(Math.min(budgetMs, AHEAD_SLICE_MS));
        } catch {
          return true;
        } finally {
          this.last!.positions ??= finding.positions;
        }
      },
    });
  }

  private enqueue(task: Task, ahead = false) {
    let at = this.queue.length;
    // Work made ahead stays last, whatever is queued after it.
    while (at > 0 && this.queue[at - 1]!.unasked) at -= 1;
    // Only past counts: appends and clears before a match stay before it, so that it sees their resources.
    if (ahead) while (at > 0 && this.queue[at - 1]!.count) at -= 1;
    this.queue.splice(at, 0, task);
    // Not left to the loop, which waits for a task of its own between slices: on the page that is
    // after the frame, and a keystroke's rows took another frame (and a render of their own) whenever
    // they found a count or a ranking made ahead under way, or needed a second slice.
    const now = ahead && at === 0 && !this.stepping;
    if (now) this.stepFirst(Math.max(this.sliceMs, ROWS_SLICE_MS));
    // Queued from inside a slice (work a match's answer leads to), the loop is started by the call that
    // runs the slice, once it ends: started here, it stepped the task of that slice again, which answered twice.
    if (!this.running && !this.stepping && this.queue.length > 0) void this.run(now ? task : undefined);
  }

  /** Works through the queue a slice at a time, yielding after each slice (after `stepped`'s first, when given). */
  private async run(stepped?: Task) {
    this.running = true;
    try {
      for (let task = stepped; ; ) {
        if (task) await (task.unasked ? taskAfterMessages() : nextTask());
        if (this.queue.length === 0) return;
        task = this.stepFirst(this.sliceMs);
      }
    } finally {
      this.running = false;
    }
  }

  /** Runs a slice of the first task (or drops it, cancelled), and returns the task. */
  private stepFirst(budgetMs: number): Task {
    const task = this.queue[0]!;
    if (this.cancelled.delete(task.request)) {
      this.queue.shift();
      this.reply({ type: 'cancelled', request: task.request }, []);
      return task;
    }
    let finished: boolean;
    this.stepping = true;
    try {
      finished = task.step(budgetMs);
    } catch (error) {
      finished = true;
      this.fail(task.request, error);
    } finally {
      this.stepping = false;
    }
    if (finished) this.queue.shift();
    return task;
  }

  private fail(request: number, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    this.reply({ type: 'failed', request, message: `The resource catalog could not answer a request: ${reason}` }, []);
  }
}

/** What must be the same for a match to narrow from another: its filters but the query, and "now" where a span reads it. */
function matchKey(filters: ResourceFilterValue, now: number): string {
  return JSON.stringify({ ...filters, query: '', sort: '', now: filters.modifiedSince === undefined ? 0 : now });
}

/** The key of a match with no facet chosen: what `createCatalogEngine` sends for a palette. */
const PLAIN_KEY = matchKey(DEFAULT_FILTERS, 0);

/** True when the two queries have the same words (what a match and its ranking read of a query). */
function sameWords(a: string, b: string): boolean {
  const left = prepareQuery(a).tokens;
  const right = prepareQuery(b).tokens;
  return left.length > 0 && left.length === right.length && left.every((token, index) => token === right[index]);
}

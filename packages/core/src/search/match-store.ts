import type { ResourceEntry } from './entry.js';
import { MatchJob, type MatchSet } from './match-job.js';
import { prepareQuery } from './match.js';
import { yieldToPage } from './yield-to-page.js';

type Entries = readonly ResourceEntry[];

interface Running {
  job: MatchJob;
  listeners: Set<() => void>;
  /** A slice is queued for it. */
  scheduled: boolean;
}

interface PerSource {
  done: Map<string, MatchSet>;
  running: Map<string, Running>;
}

/** Time one slice of matching may take before yielding to the page, in ms. */
const SLICE_MS = 8;
/** Finished queries kept per entry list, so going back a keystroke is instant. */
const KEPT_QUERIES = 24;

/**
 * Query matching shared by every component over the same entry list: one job per (list, query)
 * however many components ask, run in short slices between frames, results kept for a while.
 */
class MatchStore {
  private readonly sources = new WeakMap<Entries, PerSource>();

  /** The finished matches of `query` over `entries`, if there are any yet. */
  peek(entries: Entries, query: string): MatchSet | undefined {
    return this.sources.get(entries)?.done.get(query);
  }

  /**
   * Matches for up to `budgetMs` right away, so that a query that takes less has its result in the
   * render that asks (and its frame) rather than a slice later. Safe to call while rendering:
   * listeners of a job it finishes are told after the render.
   */
  advance(entries: Entries, query: string, budgetMs: number): void {
    const source = this.source(entries);
    if (source.done.has(query)) return;
    const running = this.running(entries, source, query);
    if (this.work(source, query, running, budgetMs, 'later')) return;
    // The component subscribes once it commits; until then the job goes on in slices (one chain of
    // them, however often this is called while it runs).
    if (!running.scheduled) this.schedule(source, query, running);
  }

  /** Starts matching if needed and calls `listener` when the result is ready; returns the unsubscribe. */
  watch(entries: Entries, query: string, listener: () => void): () => void {
    const source = this.source(entries);
    if (source.done.has(query)) return () => undefined;
    const running = this.running(entries, source, query);
    running.listeners.add(listener);
    if (!running.scheduled && !this.work(source, query, running, SLICE_MS, 'now')) this.schedule(source, query, running);
    return () => {
      running.listeners.delete(listener);
    };
  }

  private running(entries: Entries, source: PerSource, query: string): Running {
    let running = source.running.get(query);
    if (!running) {
      running = { job: new MatchJob(entries, query, this.bestPrevious(source, query)), listeners: new Set(), scheduled: false };
      source.running.set(query, running);
    }
    return running;
  }

  /** Runs the job for up to `budgetMs`; true once it is done and its result kept. */
  private work(source: PerSource, query: string, running: Running, budgetMs: number, notify: 'now' | 'later'): boolean {
    const started = performance.now();
    while (!running.job.done && performance.now() - started < budgetMs) running.job.step(500);
    if (!running.job.done) return false;
    source.running.delete(query);
    source.done.set(query, running.job.result);
    if (source.done.size > KEPT_QUERIES) source.done.delete(source.done.keys().next().value!);
    const listeners = [...running.listeners];
    if (notify === 'now') for (const listener of listeners) listener();
    else if (listeners.length > 0) queueMicrotask(() => listeners.forEach((listener) => listener()));
    return true;
  }

  private schedule(source: PerSource, query: string, running: Running) {
    running.scheduled = true;
    yieldToPage(() => {
      running.scheduled = false;
      if (source.running.get(query) !== running) return;
      if (running.listeners.size === 0) {
        // Nobody waits any more (the user typed on): drop the job rather than finish it.
        source.running.delete(query);
        return;
      }
      if (!this.work(source, query, running, SLICE_MS, 'now')) this.schedule(source, query, running);
    });
  }

  private source(entries: Entries): PerSource {
    let source = this.sources.get(entries);
    if (!source) {
      source = { done: new Map(), running: new Map() };
      this.sources.set(entries, source);
    }
    return source;
  }

  /** The finished result of the longest query this one extends: a longer query never matches more. */
  private bestPrevious(source: PerSource, query: string): MatchSet | undefined {
    let best: MatchSet | undefined;
    for (const [previousQuery, set] of source.done) {
      if (query.startsWith(previousQuery) && prepareQuery(previousQuery).tokens.length > 0 && (!best || previousQuery.length > best.query.length)) best = set;
    }
    return best;
  }
}

export const matchStore = new MatchStore();

import { MatchJob, prepareQuery, type MatchSet, type ResourceEntry } from '@mcp-resource-kit/core';

type Entries = readonly ResourceEntry[];

interface Running {
  job: MatchJob;
  listeners: Set<() => void>;
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

  /** Starts matching if needed and calls `listener` when the result is ready; returns the unsubscribe. */
  watch(entries: Entries, query: string, listener: () => void): () => void {
    const source = this.source(entries);
    if (source.done.has(query)) return () => undefined;
    let running = source.running.get(query);
    if (!running) {
      running = { job: new MatchJob(entries, query, this.bestPrevious(source, query)), listeners: new Set() };
      source.running.set(query, running);
      running.listeners.add(listener);
      this.run(entries, source, query, running);
    } else running.listeners.add(listener);
    const current = running;
    return () => {
      current.listeners.delete(listener);
    };
  }

  private run(entries: Entries, source: PerSource, query: string, running: Running) {
    const started = performance.now();
    while (!running.job.done && performance.now() - started < SLICE_MS) running.job.step(500);
    if (!running.job.done) {
      if (running.listeners.size === 0) {
        // Nobody waits any more (the user typed on): drop the job rather than finish it.
        source.running.delete(query);
        return;
      }
      setTimeout(() => this.run(entries, source, query, running), 0);
      return;
    }
    source.running.delete(query);
    source.done.set(query, running.job.result);
    if (source.done.size > KEPT_QUERIES) source.done.delete(source.done.keys().next().value!);
    for (const listener of [...running.listeners]) listener();
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

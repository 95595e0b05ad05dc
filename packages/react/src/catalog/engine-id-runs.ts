import type { Resource } from '@mcp-resource-kit/core';

/** Ids `first` up to `first + resources.length` (excluded) stand for `resources`, listed by `serverId`. */
interface IdRun {
  first: number;
  serverId: string;
  resources: readonly Resource[];
}

/**
 * Which resource each engine id stands for, as one run of ids per appended page, pointing at the
 * page's own array: an object per id cost about 24 bytes per listed resource on the page, for what
 * the list query's pages already hold.
 */
export class EngineIdRuns {
  /**
   * In increasing order of `first`: the engine gives an append the ids after every live one (after a
   * compaction too), and the page hands it one page at a time.
   */
  private runs: IdRun[] = [];

  /** The ids the engine gave an appended page: `first` on, one per resource of `resources`. */
  add(first: number, serverId: string, resources: readonly Resource[]): void {
    this.runs.push({ first, serverId, resources });
  }

  /** Forgets the ids of a server that was cleared in the engine. */
  remove(serverId: string): void {
    this.runs = this.runs.filter((run) => run.serverId !== serverId);
  }

  /** After a compaction: the remaining runs take consecutive ids from 0, in their order. */
  renumber(): void {
    let next = 0;
    for (const run of this.runs) {
      run.first = next;
      next += run.resources.length;
    }
  }

  /** One past the highest id a run holds: every id in use is below it. */
  get end(): number {
    const last = this.runs.at(-1);
    return last === undefined ? 0 : last.first + last.resources.length;
  }

  /** The resource id `id` stands for; `undefined` for an id no run holds (a cleared server's). */
  resourceOf(id: number): { serverId: string; resource: Resource } | undefined {
    const run = this.runs[this.runAt(id)];
    if (run === undefined || id >= run.first + run.resources.length) return undefined;
    return { serverId: run.serverId, resource: run.resources[id - run.first]! };
  }

  /** The index of the last run starting at or before `id`; -1 when none does. */
  private runAt(id: number): number {
    let low = 0;
    let high = this.runs.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (this.runs[middle]!.first <= id) low = middle + 1;
      else high = middle - 1;
    }
    return high;
  }
}

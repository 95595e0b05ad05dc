import type { Harness } from '../harness.ts';
import { ratioOf } from '../report.ts';
import type { Metric } from '../types.ts';

/** What a scenario gets from the runner. */
export interface RunContext {
  harness: Harness;
  /** How many runs to make: the scenario's default unless `--runs` overrides it. */
  runs(defaultRuns: number): number;
  log(message: string): void;
}

/** A metric with its ratio worked out from the shown statistic. */
export function metric(fields: Metric): Metric {
  return { ...fields, ratio: fields.ratio ?? ratioOf(fields) };
}

export interface LongTasks {
  count: number;
  longestMs: number;
  totalMs: number;
  /**
   * The scripts (5 ms or more, longest first) of the animation frame that held the longest task, as
   * the Long Animation Frames API names them; none when no script of the page's ran in it. Only the
   * page's recorder gives them, not a trace.
   */
  longestScripts?: string[];
}

export const MB = 1024 * 1024;

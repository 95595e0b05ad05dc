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
}

export const MB = 1024 * 1024;

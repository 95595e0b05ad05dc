import type { Summary } from './stats.ts';

/** How a metric's numbers are shown. */
export type Unit = 'ms' | 'count' | 'elements' | 'B' | 'MB' | 'kB' | 'ratio';

/** One line of the results table. */
export interface Metric {
  id: string;
  label: string;
  unit: Unit;
  /** Which statistic the table shows and the target applies to. @default 'median' */
  statistic?: 'median' | 'p95' | 'max';
  ours: Summary | undefined;
  baseline: Summary | undefined;
  /**
   * What the baseline is: the naive implementation (default); the floor of the interaction measured in
   * the same run; the kit's own steady-state figure; a like interaction made later in the run, on warm
   * code; idle frames; or the kit's own figure at 1k.
   */
  against?: 'naive' | 'floor' | 'worker floor' | 'steady' | 'warm' | 'idle' | '1k';
  /** ours ÷ baseline, of the shown statistic. */
  ratio?: number | undefined;
  target?: string | undefined;
  met?: boolean | undefined;
  note?: string | undefined;
}

export interface ScenarioResult {
  scenario: string;
  title: string;
  timestamp: string;
  durationSeconds: number;
  /** What ran, how often, and what the baseline is. */
  setup: Record<string, unknown>;
  metrics: Metric[];
  /** Extra per-run numbers, for whoever wants to dig. */
  details?: unknown;
  notes: string[];
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
}

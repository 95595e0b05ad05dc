import type { Summary } from './stats.ts';

/** How a metric's numbers are shown. */
export type Unit = 'ms' | 'count' | 'elements' | 'MB' | 'kB' | 'ratio';

/** One line of the results table. */
export interface Metric {
  id: string;
  label: string;
  unit: Unit;
  /** Which statistic the table shows and the target applies to. @default 'median' */
  statistic?: 'median' | 'p95' | 'max';
  ours: Summary | undefined;
  baseline: Summary | undefined;
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

import type { Metric, ScenarioResult, Unit } from './types.ts';

function format(value: number | undefined, unit: Unit): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  switch (unit) {
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;
    case 'B':
      return `${Math.round(value).toLocaleString('en-US')} B`;
    case 'MB':
      return `${value.toFixed(1)} MB`;
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

function shown(metric: Metric, side: 'ours' | 'baseline'): number | undefined {
  const summary = metric[side];
  return summary ? summary[metric.statistic ?? 'median'] : undefined;
}

function oursCell(metric: Metric): string {
  const summary = metric.ours;
  if (!summary) return '–';
  const statistic = metric.statistic ?? 'median';
  const value = format(summary[statistic], metric.unit);
  if (summary.n <= 1 || format(summary.min, metric.unit) === format(summary.max, metric.unit)) return value;
  if (statistic === 'median') return `${value} (${format(summary.min, metric.unit)}–${format(summary.max, metric.unit)})`;
  return `${statistic} ${value}, median ${format(summary.median, metric.unit)}`;
}

function baselineCell(metric: Metric): string {
  const value = shown(metric, 'baseline');
  if (value === undefined) return '–';
  const statistic = metric.statistic ?? 'median';
  const figure = statistic === 'median' ? format(value, metric.unit) : `${statistic} ${format(value, metric.unit)}`;
  return metric.against === undefined || metric.against === 'naive' ? figure : `${metric.against}: ${figure}`;
}

/**
 * The results as a Markdown table: scenario, metric, ours, baseline (the naive one, or the floor,
 * steady state, idle frames or 1k figure it names), ratio, target, PASS/FAIL.
 */
export function resultsTable(results: readonly ScenarioResult[]): string {
  const header = ['Scenario', 'Metric', 'Ours: median (min–max) or stat', 'Naive baseline, or as named', 'Ratio', 'Target', 'Result'];
  const rows = results.flatMap((result) =>
    result.metrics.map((metric) => [
      result.title,
      metric.label,
      oursCell(metric),
      baselineCell(metric),
      metric.ratio === undefined || Number.isNaN(metric.ratio) ? '–' : `${metric.ratio < 0.01 ? metric.ratio.toFixed(3) : metric.ratio.toFixed(2)}×`,
      metric.target ?? '–',
      metric.met === undefined ? '–' : metric.met ? 'PASS' : 'FAIL',
    ]),
  );
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** ours ÷ baseline of the statistic the metric shows. */
export function ratioOf(metric: Metric): number | undefined {
  const ours = shown(metric, 'ours');
  const baseline = shown(metric, 'baseline');
  return ours === undefined || baseline === undefined || baseline === 0 ? undefined : ours / baseline;
}

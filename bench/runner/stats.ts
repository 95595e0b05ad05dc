/** Median, spread and count of a set of samples. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  p95: number;
  n: number;
  samples: number[];
}

/** The value at quantile `q` (0–1), linearly interpolated between the sorted samples. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    p95: quantile(sorted, 0.95),
    n: sorted.length,
    samples: samples.map((sample) => Math.round(sample * 100) / 100),
  };
}

/** A single measured value (a byte count, a ratio of medians) as a summary of one sample. */
export function single(value: number): Summary {
  return summarize([value]);
}

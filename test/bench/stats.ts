/** Latency summaries. Percentiles by nearest rank: p99 of 1,000 samples is the 990th smallest, a real sample. */
export interface Latency {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1),
  };
}

export const ms = (value: number) => (value < 10 ? value.toFixed(3) : value.toFixed(1)) + ' ms';
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const times = (ratio: number) => `${ratio.toFixed(1)}×`;

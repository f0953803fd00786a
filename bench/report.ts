/** One line of the bench table: every benchmark module returns these, `bench/run.ts` prints them. */
export interface BenchRow {
  area: 'first load' | 'service' | 'dashboard' | 'memory' | 'side by side' | 'activity';
  measure: string;
  /** Formatted for the table, e.g. `41 ms`, `12,400 rows/s`. */
  value: string;
  /** Formatted budget, or `—` when the figure is only reported. */
  budget: string;
  /** `null` when there is no budget to meet. */
  met: boolean | null;
}

export const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

/** Nearest-rank percentile of a sample, p in 0..100. */
export function percentile(sample: readonly number[], p: number) {
  if (sample.length === 0) throw new Error('percentile of an empty sample');
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function printTable(rows: readonly BenchRow[]) {
  console.log('\n| area | measure | result | budget | met |\n|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.area} | ${r.measure} | ${r.value} | ${r.budget} | ${r.met === null ? '—' : r.met ? 'yes' : 'NO'} |`,
    );
}

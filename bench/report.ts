/** One line of the bench table: every benchmark module returns these, `bench/run.ts` prints them. */
export interface BenchRow {
  area: 'first load' | 'service' | 'dashboard' | 'memory' | 'side by side' | 'activity';
  /** The store behind a service row; rows of the dashboard itself have none. */
  engine?: 'pglite' | 'postgres';
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

const metWord = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : 'NO');

/**
 * The dashboard's rows, then the service's rows with one result column per engine (a row measured on
 * one engine only shows `—` in the other).
 */
export function printTable(rows: readonly BenchRow[]) {
  const plain = rows.filter((r) => !r.engine);
  if (plain.length) {
    console.log('\n| area | measure | result | budget | met |\n|---|---|---|---|---|');
    for (const r of plain)
      console.log(`| ${r.area} | ${r.measure} | ${r.value} | ${r.budget} | ${metWord(r.met)} |`);
  }
  const byMeasure = new Map<string, { pglite?: BenchRow; postgres?: BenchRow }>();
  for (const r of rows.filter((r) => r.engine)) {
    const key = `${r.area}|${r.measure}`;
    byMeasure.set(key, { ...byMeasure.get(key), [r.engine!]: r });
  }
  if (!byMeasure.size) return;
  console.log(
    '\n| area | measure | PGlite | PostgreSQL | budget | met (PGlite · PostgreSQL) |\n|---|---|---|---|---|---|',
  );
  for (const { pglite, postgres } of byMeasure.values()) {
    const any = (pglite ?? postgres)!;
    console.log(
      `| ${any.area} | ${any.measure} | ${pglite?.value ?? '—'} | ${postgres?.value ?? '—'} | ${any.budget} | ${metWord(pglite?.met ?? null)} · ${metWord(postgres?.met ?? null)} |`,
    );
  }
}

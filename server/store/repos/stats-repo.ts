import {
  computeRates,
  statCounters,
  type StatCounter,
  type StatCounts,
  type StatsDay,
} from '../../../src/contract';
import type { Queryable } from '../db';

export interface Range {
  from: string;
  to: string;
  domainId?: number | undefined;
}

const sums = statCounters.map((c) => `COALESCE(sum(s.${c}), 0)::int AS ${c}`).join(', ');

const toCounts = (row: Record<string, number>): StatCounts =>
  Object.fromEntries(statCounters.map((c) => [c, row[c] ?? 0])) as StatCounts;

/** Reads only the pre-aggregated daily counters: cost grows with days, never with events. */
export async function overview(db: Queryable, range: Range) {
  const params: unknown[] = [range.from, range.to];
  const domain = range.domainId ? `AND s.domain_id = $${params.push(range.domainId)}` : '';
  const [row] = await db.query<Record<string, number>>(
    `SELECT ${sums} FROM daily_stats s WHERE s.day BETWEEN $1::date AND $2::date ${domain}`,
    params,
  );
  const counts = toCounts(row ?? {});
  return { from: range.from, to: range.to, counts, rates: computeRates(counts) };
}

/** One row per day of the range, zeros for quiet days, oldest first. */
export async function daily(db: Queryable, range: Range): Promise<StatsDay[]> {
  const params: unknown[] = [range.from, range.to];
  const domain = range.domainId ? `AND s.domain_id = $${params.push(range.domainId)}` : '';
  const rows = await db.query<Record<string, number> & { date: string }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, ${sums}
     FROM generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') AS d(day)
     LEFT JOIN daily_stats s ON s.day = d.day::date ${domain}
     GROUP BY d.day ORDER BY d.day`,
    params,
  );
  return rows.map((r) => ({ date: r.date, ...toCounts(r) }));
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds one to a counter of the UTC day of `at`; domain 0 stands for "no domain". */
export async function bumpDailyStat(tx: Queryable, at: Date, domainId: number | null, counter: StatCounter) {
  // `counter` is typed to the fixed counter names, never a request's text: safe to place in the SQL.
  await tx.query(
    `INSERT INTO daily_stats (day, domain_id, ${counter}) VALUES ($1, $2, 1)
     ON CONFLICT (day, domain_id) DO UPDATE SET ${counter} = daily_stats.${counter} + 1`,
    [utcDay(at), domainId ?? 0],
  );
}

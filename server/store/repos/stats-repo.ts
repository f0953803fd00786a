import {
  computeRates,
  mailboxProviders,
  statCounters,
  type MessageStream,
  type StatCounter,
  type StatCounts,
  type StatsDay,
} from '../../../src/contract';
import type { Queryable } from '../db';

export interface Range {
  from: string;
  to: string;
  domainId?: number | undefined;
  /** One stream's mail only (issue 56): a key column of the counters, so as fast as no filter. */
  stream?: MessageStream | undefined;
}

/** The range's conditions beyond its days, as SQL on the counter rows `s`. */
const scoped = (range: Range, params: unknown[]) =>
  (range.domainId ? ` AND s.domain_id = $${params.push(range.domainId)}` : '') +
  (range.stream ? ` AND s.stream = $${params.push(range.stream)}` : '');

const sums = statCounters.map((c) => `COALESCE(sum(s.${c}), 0)::int AS ${c}`).join(', ');

const toCounts = (row: Record<string, number>): StatCounts =>
  Object.fromEntries(statCounters.map((c) => [c, row[c] ?? 0])) as StatCounts;

/** Reads only the pre-aggregated daily counters: cost grows with days, never with events. */
export async function overview(db: Queryable, range: Range) {
  const params: unknown[] = [range.from, range.to];
  const domain = scoped(range, params);
  const [row] = await db.query<Record<string, number>>(
    `SELECT ${sums} FROM daily_stats s WHERE s.day BETWEEN $1::date AND $2::date ${domain}`,
    params,
  );
  const counts = toCounts(row ?? {});
  return { from: range.from, to: range.to, counts, rates: computeRates(counts) };
}

/** One row per day of the range, zeros for quiet days, oldest first. */
export async function daily(db: Queryable, range: Range): Promise<StatsDay[]> {
  return denseDays(range, (await countsByDay(db, 'daily_stats', range)).get(''));
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Totals per mailbox provider over the range, every provider listed (zeros when quiet), in the
 * contract's order; `mailbox_provider()` (migration 24) maps a recipient's domain to one of them.
 */
export async function overviewByProvider(db: Queryable, range: Range) {
  const params: unknown[] = [range.from, range.to];
  const domain = scoped(range, params);
  const rows = await db.query<Record<string, number> & { provider: string }>(
    `SELECT s.provider, ${sums} FROM daily_provider_stats s
     WHERE s.day BETWEEN $1::date AND $2::date ${domain} GROUP BY s.provider`,
    params,
  );
  const by = new Map(rows.map((r) => [r.provider, toCounts(r)]));
  return mailboxProviders.map((provider) => {
    const counts = by.get(provider) ?? toCounts({});
    return { provider, counts, rates: computeRates(counts) };
  });
}

/** Per provider, one row per day of the range (dense, oldest first). */
export async function dailyByProvider(db: Queryable, range: Range) {
  const byProvider = await countsByDay(db, 'daily_provider_stats', range);
  return mailboxProviders.map((provider) => ({ provider, days: denseDays(range, byProvider.get(provider)) }));
}

/**
 * Each counter of each day in the range, per group (the provider, or one group for all): the
 * database sends one row per group holding a value array per counter, which the engines decode far
 * faster than a row per day. Days without a row are absent here; `denseDays` fills them with zeros.
 */
async function countsByDay(db: Queryable, table: 'daily_stats' | 'daily_provider_stats', range: Range) {
  const params: unknown[] = [range.from, range.to];
  const domain = scoped(range, params);
  const [group, inner] = table === 'daily_provider_stats' ? ['g.provider', ', s.provider'] : ["''", ''];
  const rows = await db.query<Record<StatCounter | 'offsets', number[]> & { grp: string }>(
    `SELECT ${group} AS grp, array_agg(g.day - $1::date ORDER BY g.day) AS offsets,
            ${statCounters.map((c) => `array_agg(g.${c} ORDER BY g.day) AS ${c}`).join(', ')}
     FROM (SELECT s.day${inner}, ${statCounters.map((c) => `sum(s.${c})::int AS ${c}`).join(', ')}
           FROM ${table} s WHERE s.day BETWEEN $1::date AND $2::date ${domain}
           GROUP BY s.day${inner}) AS g
     GROUP BY 1`,
    params,
  );
  return new Map(rows.map((r) => [r.grp, r]));
}

/** One entry per day of the range, oldest first, zeros where `arrays` has no row. */
function denseDays(range: Range, arrays: Record<StatCounter | 'offsets', number[]> | undefined): StatsDay[] {
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${range.to}T00:00:00Z`) - first) / 86_400_000) + 1;
  const days = Array.from({ length: count }, (_, i) => ({
    date: utcDay(new Date(first + i * 86_400_000)),
    ...toCounts({}),
  }));
  arrays?.offsets.forEach((offset, i) => {
    const day = days[offset];
    if (day) for (const c of statCounters) day[c] = arrays[c][i] ?? 0;
  });
  return days;
}

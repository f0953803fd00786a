import {
  bounceClasses,
  bounceClassSide,
  bounceSides,
  type BounceClass,
  type BounceGrouping,
  type CountsByClass,
  type CountsBySide,
  type StatsBouncesData,
} from '../../../src/contract';
import type { Queryable } from '../db';
import type { Range } from './stats-repo';

/** Replies listed per class (and per group, when grouped by provider or domain). */
const topRepliesPerClass = 5;
/** Groups listed when grouped by recipient domain: the largest; providers are five at most. */
const maxGroups = 20;

/** The counter table each grouping reads, and its group column (migration 029). */
const sources = {
  class: { table: 'daily_bounce_stats', group: 's.bounce_class' },
  provider: { table: 'daily_bounce_provider_stats', group: 's.provider' },
  recipient_domain: { table: 'daily_bounce_domain_stats', group: 's.recipient_domain' },
} satisfies Record<BounceGrouping, { table: string; group: string }>;

const emptyCounts = () => ({
  by_class: Object.fromEntries(bounceClasses.map((c) => [c, 0])) as CountsByClass,
  by_side: Object.fromEntries(bounceSides.map((s) => [s, 0])) as CountsBySide,
});
type Counts = ReturnType<typeof emptyCounts>;
const isClass = (c: string): c is BounceClass => (bounceClasses as readonly string[]).includes(c);
function add(counts: Counts, cls: string, n: number) {
  if (!isClass(cls)) return;
  counts.by_class[cls] += n;
  counts.by_side[bounceClassSide[cls]] += n;
}

const rangeSql = (range: Range) => {
  const params: unknown[] = [range.from, range.to];
  const domain = range.domainId ? `AND s.domain_id = $${params.push(range.domainId)}` : '';
  return { params, where: `s.day BETWEEN $1::date AND $2::date ${domain}` };
};

/**
 * Why mail failed over a range: per day and class, per group, and the top normalised replies. Reads
 * only the pre-aggregated failure counters: cost grows with days and distinct replies, never with
 * events.
 */
export async function bounceStats(
  db: Queryable,
  range: Range,
  groupBy: BounceGrouping,
): Promise<StatsBouncesData> {
  const [days, replies] = await Promise.all([bounceDays(db, range), repliesByGroup(db, range, groupBy)]);
  const totals = emptyCounts();
  for (const d of days) for (const c of bounceClasses) add(totals, c, d.by_class[c]);

  const groups = new Map<string, Counts & { key: string; total: number }>();
  for (const r of replies) {
    const group = groups.get(r.grp) ?? { key: r.grp, total: 0, ...emptyCounts() };
    groups.set(r.grp, group);
    add(group, r.bounce_class, r.n);
    if (isClass(r.bounce_class)) group.total += r.n;
  }
  const ranked = [...groups.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const order = new Map(ranked.map((g, i) => [g.key, i]));

  // Largest first within each class (and group); the first few of each are kept.
  const kept = new Map<string, number>();
  const top_replies = replies
    .filter((r) => isClass(r.bounce_class))
    .sort(
      (a, b) =>
        order.get(a.grp)! - order.get(b.grp)! ||
        bounceClasses.indexOf(a.bounce_class as BounceClass) -
          bounceClasses.indexOf(b.bounce_class as BounceClass) ||
        b.n - a.n ||
        a.reply.localeCompare(b.reply),
    )
    .filter((r) => {
      const key = `${r.grp}|${r.bounce_class}`;
      const n = kept.get(key) ?? 0;
      kept.set(key, n + 1);
      return n < topRepliesPerClass;
    })
    .map((r) => {
      const cls = r.bounce_class as BounceClass;
      return {
        class: cls,
        side: bounceClassSide[cls],
        group: groupBy === 'class' ? null : r.grp,
        reply: r.reply,
        count: r.n,
      };
    });

  return { from: range.from, to: range.to, group_by: groupBy, totals, days, groups: ranked, top_replies };
}

/**
 * Each class's count per day, dense (zeros for quiet days), oldest first: one row per class holding
 * an array of day offsets and one of counts, which the engines decode far faster than a row per day.
 */
async function bounceDays(db: Queryable, range: Range) {
  const { params, where } = rangeSql(range);
  const rows = await db.query<{ bounce_class: string; offsets: number[]; counts: number[] }>(
    `SELECT g.bounce_class, array_agg(g.off ORDER BY g.off) AS offsets, array_agg(g.n ORDER BY g.off) AS counts
     FROM (SELECT s.day - $1::date AS off, s.bounce_class, sum(s.n)::int AS n
           FROM daily_bounce_stats s WHERE ${where} GROUP BY 1, 2) AS g
     GROUP BY g.bounce_class`,
    params,
  );
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${range.to}T00:00:00Z`) - first) / 86_400_000) + 1;
  const days = Array.from({ length: count }, (_, i) => ({
    date: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    ...emptyCounts(),
  }));
  for (const r of rows)
    r.offsets.forEach((offset, i) => {
      const day = days[offset];
      if (day) add(day, r.bounce_class, r.counts[i] ?? 0);
    });
  return days;
}

/**
 * The failures per group, class and reply over the range, of the largest groups only (all of them
 * but for recipient domains, which can be many).
 */
async function repliesByGroup(db: Queryable, range: Range, groupBy: BounceGrouping) {
  const { params, where } = rangeSql(range);
  const { table, group } = sources[groupBy];
  return db.query<{ grp: string; bounce_class: string; reply: string; n: number }>(
    `WITH g AS (
       SELECT ${group} AS grp, s.bounce_class, s.reply, sum(s.n)::int AS n
       FROM ${table} s WHERE ${where} GROUP BY 1, 2, 3
     ), top AS (
       SELECT grp FROM g GROUP BY grp ORDER BY sum(n) DESC, grp LIMIT ${maxGroups}
     )
     SELECT g.grp, g.bounce_class, g.reply, g.n FROM g JOIN top USING (grp)`,
    params,
  );
}

import type { MessageEventType } from '../../../src/contract';
import type { Queryable } from '../db';
import { bounceTables, eventCounterDeltas, type Table } from './event-counters';

/**
 * Brings the failures' daily counters (`daily_bounce_*`, what "Why mail failed" and the bounce
 * statistics read) to what the stored events say, after a migration moved stored events to another
 * class. Exact where it can be: a group of counter rows (one day, sending domain, reply and, per
 * table, provider or recipient domain, across classes) is recounted from its events only when those
 * events total what the counters counted, so every event it counted is still stored. Days whose
 * messages retention removed, or failures recorded before the counters existed, are left as they are:
 * their events cannot be recounted. In the caller's transaction.
 */
export async function recountBounceCounters(tx: Queryable) {
  for (const { day, slices } of await slicesThatDisagree(tx)) {
    const deltas = await failureDeltasOf(tx, day, slices);
    for (const table of bounceTables) await recountGroups(tx, table, deltas, slices);
  }
}

const storedFailures = /* sql */ `
  FROM message_events e JOIN messages m ON m.id = e.message_id
  WHERE e.bounce_class IS NOT NULL AND jsonb_typeof(e.attrs -> 'smtp_response') = 'string'
    AND m.origin = 'customer'`;
const dayOf = `(e.occurred_at AT TIME ZONE 'UTC')::date`;

type Slice = { day: string; domain_id: number };

/** The (day, sending domain) slices whose failures per class differ between events and counters, by day. */
async function slicesThatDisagree(tx: Queryable) {
  const rows = await tx.query<Slice>(
    `WITH e AS (
       SELECT ${dayOf} AS day, COALESCE(m.domain_id, 0) AS domain_id, e.bounce_class, count(*)::int AS n
       ${storedFailures} GROUP BY 1, 2, 3),
     c AS (SELECT day, domain_id, bounce_class, sum(n)::int AS n FROM daily_bounce_stats GROUP BY 1, 2, 3)
     SELECT DISTINCT day::text AS day, domain_id::int AS domain_id
     FROM e FULL JOIN c USING (day, domain_id, bounce_class)
     WHERE e.n IS DISTINCT FROM c.n ORDER BY 1, 2`,
  );
  const byDay = new Map<string, Slice[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  return [...byDay].map(([day, slices]) => ({ day, slices }));
}

/** What the live path would have added for the stored failures of these slices (one day's). */
async function failureDeltasOf(tx: Queryable, day: string, slices: Slice[]) {
  const events = await tx.query<{
    type: MessageEventType;
    occurred_at: Date;
    attrs: Record<string, unknown>;
    bounce_class: string;
    domain_id: number | null;
    to_email: string;
  }>(
    `SELECT e.type, e.occurred_at, e.attrs, e.bounce_class, m.domain_id, m.to_email
     ${storedFailures} AND ${dayOf} = $1::date
       AND COALESCE(m.domain_id, 0) = ANY($2::bigint[])`,
    [day, slices.map((s) => s.domain_id)],
  );
  return events.flatMap((e) =>
    eventCounterDeltas({
      type: e.type,
      at: e.occurred_at,
      domainId: e.domain_id === null ? null : Number(e.domain_id),
      to: e.to_email,
      attrs: e.attrs,
      bounceClass: e.bounce_class as never,
    }).flatMap((d) =>
      d.counter === 'bounce'
        ? [
            {
              day: d.day,
              domain_id: d.domainId,
              recipient_domain: d.recipientDomain,
              bounce_class: d.bounceClass,
              reply: d.reply,
              n: d.n,
            },
          ]
        : [],
    ),
  );
}

/**
 * Replaces, in one counter table, the groups whose rows differ from the events' count while
 * totalling the same (a class moved, nothing lost), by the events' count.
 */
async function recountGroups(tx: Queryable, { table, key }: Table, deltas: unknown[], slices: Slice[]) {
  const columns = Object.keys(key);
  const group = columns.filter((c) => c !== 'bounce_class');
  const counted = `(SELECT ${Object.entries(key)
    .map(([col, sql]) => `${sql} AS ${col}`)
    .join(', ')}, sum(n)::int AS n
    FROM jsonb_to_recordset($1::jsonb) AS x(day date, domain_id bigint, recipient_domain text,
      bounce_class text, reply text, n int)
    GROUP BY ${columns.map((_, i) => i + 1).join(', ')})`;
  const groups = await tx.query(
    `WITH ev AS ${counted},
     cur AS (SELECT ${columns.join(', ')}, n FROM ${table}
             WHERE (day, domain_id) IN (SELECT day, domain_id FROM jsonb_to_recordset($2::jsonb)
                                        AS s(day date, domain_id bigint)))
     SELECT ${group.map((c) => (c === 'day' ? 'day::text AS day' : c === 'domain_id' ? 'domain_id::int AS domain_id' : c)).join(', ')}
     FROM ev FULL JOIN cur USING (${columns.join(', ')})
     GROUP BY ${group.join(', ')}
     HAVING sum(COALESCE(ev.n, 0)) = sum(COALESCE(cur.n, 0)) AND bool_or(ev.n IS DISTINCT FROM cur.n)`,
    [JSON.stringify(deltas), JSON.stringify(slices)],
  );
  if (!groups.length) return;
  const typed = group.map((c) => `${c} ${c === 'day' ? 'date' : c === 'domain_id' ? 'bigint' : 'text'}`);
  const recordset = (param: number) => `jsonb_to_recordset($${param}::jsonb) AS g(${typed.join(', ')})`;
  await tx.query(
    `DELETE FROM ${table} t USING ${recordset(1)} WHERE ${group.map((c) => `t.${c} = g.${c}`).join(' AND ')}`,
    [JSON.stringify(groups)],
  );
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}, n)
     SELECT ev.* FROM ${counted} ev JOIN ${recordset(2)} USING (${group.join(', ')})`,
    [JSON.stringify(deltas), JSON.stringify(groups)],
  );
}

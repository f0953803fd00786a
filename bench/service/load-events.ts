/**
 * Writes 2.5M messages, their 10M events and the matching daily_stats and daily_provider_stats
 * straight into a store (a PGlite directory or a PostgreSQL database, with the service's schema),
 * then checks both against the events. SQL generates the rows inside the database: nothing crosses
 * from JS row by row. The counters go through the service's bulk path (event-counters.ts).
 */
import { statCounters } from '../../src/contract';
import { openDb, type Db } from '../../server/store/db';
import { migrate } from '../../server/store/migrate';
import { counterFor, CounterTally } from '../../server/store/repos/event-counters';
import { summarizeAllEvents } from '../../server/store/migrations/020-message-activity';
import { summarizeAllFailures } from '../../server/store/repos/failure-summary';
import type { BenchStore } from './bench-store';
import * as model from './event-model';

const chunk = 250_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The loader's version, kept with a cached history: a history an older loader built is built again.
 * 2: the messages lie in time order (`inTimeOrder`).
 */
export const eventsLayout = 2;

export interface EventsMeta {
  layout: number;
  from: string;
  to: string;
  messages: number;
  events: number;
  domainIds: number[];
}

/**
 * On PostgreSQL every connection of the pool loads with triggers off (a SET would reach only one of
 * them); that needs a superuser, as `SET session_replication_role` does on PGlite too.
 */
const loading = (store: BenchStore) => {
  if (!store.databaseUrl) return store;
  const url = new URL(store.databaseUrl);
  url.searchParams.set('options', '-c session_replication_role=replica');
  return { ...store, databaseUrl: url.toString() };
};

export async function loadEvents(
  store: BenchStore,
  lastDay: Date,
  log: (s: string) => void,
): Promise<EventsMeta> {
  const db = await openDb(loading(store));
  try {
    await migrate(db);
    const firstDayMs = Date.parse(isoDay(lastDay.getTime())) - (model.dayCount - 1) * 86_400_000;
    const firstDay = isoDay(firstDayMs);
    for (const name of model.sendingDomains) await db.query('INSERT INTO domains (name) VALUES ($1)', [name]);
    const stepColumns = 'scenario text, k int, type text, attrs jsonb, bounce_class text, bounce_side text';
    await db.exec(`CREATE TEMP TABLE bench_steps (${stepColumns})`);
    await db.query(
      `INSERT INTO bench_steps SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${stepColumns})`,
      [JSON.stringify(model.scenarioSteps)],
    );
    // Built once after the load instead of row by row: same definitions as the migration's.
    const indexes = await db.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE tablename IN ('messages','message_events') AND indexname NOT LIKE '%_pkey'`,
    );
    for (const ix of indexes) await db.exec(`DROP INDEX ${ix.name}`);
    // Rows are consistent by construction; skipping the per-row foreign-key triggers saves minutes.
    await db.exec('SET session_replication_role = replica');
    const statusCase = `CASE g.scenario ${[
      'deliver',
      'open',
      'click',
      'bounce',
      'softbounce',
      'defer',
      'fail',
      'complaint',
    ]
      .map((s) => `WHEN '${s}' THEN '${model.finalStatusOf(s)}'`)
      .join(' ')} END`;
    const t0 = Date.now();
    const counters = new CounterTally();
    for (let lo = 0; lo < model.messageCount; lo += chunk) {
      const hi = Math.min(model.messageCount, lo + chunk) - 1;
      await db.transaction(async (tx) => {
        const generated = `(SELECT i, md5('bench-message-' || i)::uuid AS id, ${model.sql.domain('i')} AS domain_id,
              $1::timestamptz + (${model.sql.day('i')}) * interval '1 day'
                + (${model.sql.secondOfDay('i')}) * interval '1 second' AS created_at,
              ${model.sql.scenario('i')} AS scenario
            FROM generate_series($2::bigint, $3::bigint) AS i) g`;
        const params = [`${firstDay}T00:00:00Z`, lo, hi];
        await tx.query(
          `INSERT INTO messages (id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step, next_step_at)
           SELECT g.id,
                  ${model.sql.recipient('g.i')},
                  'notifications@' || d.name, 'Your order #' || (100000 + g.i), ${statusCase}, g.domain_id, g.created_at,
                  CASE WHEN ${statusCase} = 'delivered' THEN g.created_at + interval '2 minutes' END, g.scenario,
                  n.steps, NULL
           FROM ${generated}
           JOIN domains d ON d.id = g.domain_id
           JOIN (SELECT scenario, count(*)::int AS steps FROM bench_steps GROUP BY scenario) n ON n.scenario = g.scenario`,
          params,
        );
        await tx.query(
          `INSERT INTO message_events (message_id, type, occurred_at, attrs, bounce_class, bounce_side)
           SELECT g.id, s.type, g.created_at + s.k * interval '1 minute', s.attrs, s.bounce_class, s.bounce_side
           FROM ${generated} JOIN bench_steps s ON s.scenario = g.scenario ORDER BY g.i, s.k`,
          params,
        );
        model.countMessages(counters, lo, hi, firstDayMs);
        await counters.flush(tx);
      });
      log(`  messages ${hi + 1}/${model.messageCount} (${Math.round((Date.now() - t0) / 1000)} s)`);
    }
    await db.exec('SET session_replication_role = DEFAULT');
    // The statement trigger that keeps each message's event summary did not fire in replica mode.
    log("  summarizing each message's events and failures");
    await db.exec(summarizeAllEvents);
    await db.exec(summarizeAllFailures);
    log('  putting the messages back in the order they were sent');
    await inTimeOrder(db);
    for (const ix of indexes) {
      log(`  index ${ix.name}`);
      await db.exec(ix.def);
    }
    log('  checking daily_stats and daily_provider_stats against the events');
    await verifyDailyStats(db);
    await verifyDailyStats(db, true);
    await db.exec('VACUUM ANALYZE');
    const [{ events } = { events: 0 }] = await db.query<{ events: number }>(
      'SELECT count(*)::int AS events FROM message_events',
    );
    return {
      layout: eventsLayout,
      from: firstDay,
      to: isoDay(firstDayMs + (model.dayCount - 1) * 86_400_000),
      messages: model.messageCount,
      events,
      domainIds: model.sendingDomains.map((_, k) => k + 1),
    };
  } finally {
    await db.close();
  }
}

/**
 * The summaries above rewrote every message at once, and the new rows went to the table's end in
 * the join's order (by id: at random in time). A live service writes a message's summary as each
 * event comes, minutes after sending it, so its rows lie roughly in the order they were sent; a
 * table in random order would make every read in time order (the activity log, the export) fetch a
 * page per row, a cost no live table has. The rows are rewritten oldest first, as sending leaves them.
 */
async function inTimeOrder(db: Db) {
  await db.exec('CREATE INDEX bench_messages_sent ON messages (created_at, id)');
  await db.exec('CLUSTER messages USING bench_messages_sent');
  await db.exec('DROP INDEX bench_messages_sent');
}

/**
 * Recounts every counter from the rows (with the service's own counterFor) and compares; with
 * `byProvider`, per recipient's mailbox provider too (the store's own `mailbox_provider` mapping).
 */
async function verifyDailyStats(db: Db, byProvider = false) {
  const table = byProvider ? 'daily_provider_stats' : 'daily_stats';
  const [p, pm] = byProvider ? ['provider', 'mailbox_provider(m.to_email)'] : ["''", "''"];
  const recount = new Map<string, Record<string, number>>();
  const bump = (day: string, domain: number, provider: string, counter: string, n: number) => {
    const key = `${day}|${domain}|${provider}`;
    const row = recount.get(key) ?? {};
    row[counter] = (row[counter] ?? 0) + n;
    recount.set(key, row);
  };
  const accepted = await db.query<{ day: string; domain_id: number; provider: string; n: number }>(
    `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, domain_id, ${pm} AS provider, count(*)::int AS n
     FROM messages m GROUP BY 1, 2, 3`,
  );
  for (const r of accepted) bump(r.day, r.domain_id, r.provider, 'accepted', r.n);
  const events = await db.query<{
    day: string;
    domain_id: number;
    provider: string;
    type: string;
    bounce_type: string | null;
    n: number;
  }>(
    `SELECT to_char(e.occurred_at, 'YYYY-MM-DD') AS day, m.domain_id, ${pm} AS provider, e.type,
            e.attrs->>'bounce_type' AS bounce_type, count(*)::int AS n
     FROM message_events e JOIN messages m ON m.id = e.message_id GROUP BY 1, 2, 3, 4, 5`,
  );
  for (const r of events) {
    const counter = counterFor(r.type, r.bounce_type ? { bounce_type: r.bounce_type } : {});
    if (counter) bump(r.day, r.domain_id, r.provider, counter, r.n);
  }
  const stored = await db.query<
    Record<string, number> & { day: string; domain_id: number; provider: string }
  >(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, domain_id, ${p} AS provider, ${statCounters.join(', ')} FROM ${table}`,
  );
  if (stored.length !== recount.size)
    throw new Error(`${table} has ${stored.length} rows, the events make ${recount.size}`);
  for (const row of stored) {
    const want = recount.get(`${row.day}|${row.domain_id}|${row.provider}`) ?? {};
    for (const c of statCounters)
      if ((want[c] ?? 0) !== row[c])
        throw new Error(
          `${table} ${row.day} domain ${row.domain_id} ${row.provider} ${c}: ${row[c]}, events say ${want[c] ?? 0}`,
        );
  }
}

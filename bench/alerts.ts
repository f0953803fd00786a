/**
 * `npm run bench:alerts`: what alerting costs at the bench's scale, on the bench's own event history
 * (2.5M messages and 10M events over a year, built once and cached like `npm run bench`'s; see
 * service/prepare.ts). On each engine of `BENCH_ENGINES` (default `pglite,postgres`; PostgreSQL as
 * the other benches find it: `BENCH_DATABASE_URL` or the bench's own cluster), a fresh copy of that
 * history gets the 35 days of 5-minute counters such a year leaves in the alerts' horizon (through
 * the counters' bulk path, `CounterTally`), 30 webhook endpoints with a day of attempts, and 50
 * rules (10 of them `each: provider`). Measured: one evaluation tick of all 50 rules
 * (`evaluateAlerts`, forced each time), and a 30-day preview over HTTP for a plain, a per-provider
 * and a key-volume rule. The event write path's cost is `bench:write-path`.
 */
import { cpus, loadavg } from 'node:os';
import type { CreateAlertRuleBody } from '../src/contract';
import { mailboxProviders } from '../src/contract';
import { evaluateAlerts } from '../server/services/alerts/evaluate';
import { bucketHorizonDays, bucketMinutes, CounterTally } from '../server/store/repos/event-counters';
import { openDb } from '../server/store/db';
import { startTestService } from '../server/test/harness';
import { benchEnginesFromEnv, engineLabel } from './service/bench-store';
import { copyOfEventHistory } from './service/prepare';
import { formatP50P95, p50p95 } from './service/timing';
import { printTable, type BenchRow } from './report';

const { engines, pg, unavailable } = benchEnginesFromEnv();
const eventsPerYear = 10_000_000;
const messagesPerYear = 2_500_000;
const ticks = Number(process.env.BENCH_TICKS ?? 40);
const previews = Number(process.env.BENCH_PREVIEWS ?? 20);
const rows: BenchRow[] = [];

const recipientDomains = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'example.org', 'corp.test'];
/** Each bucket's share of a year's traffic, with a day/night swing so windows differ. */
function loadBuckets(tally: CounterTally, domainIds: number[], keyIds: number[], now: number) {
  const bucketMs = bucketMinutes * 60_000;
  const buckets = (bucketHorizonDays * 1440) / bucketMinutes;
  const perBucket = messagesPerYear / (365 * 288);
  const eventsPer = eventsPerYear / messagesPerYear;
  let i = 0;
  for (let b = 0; b < buckets; b++) {
    const at = new Date(now - (buckets - b) * bucketMs);
    const swing = 1 + 0.6 * Math.sin((2 * Math.PI * (at.getUTCHours() + at.getUTCMinutes() / 60)) / 24);
    const messages = Math.round(perBucket * swing);
    for (let m = 0; m < messages; m++, i++) {
      const to = `r${i}@${recipientDomains[i % recipientDomains.length]}`;
      const common = { at, domainId: domainIds[i % domainIds.length]!, to };
      tally.add({ ...common, type: 'accepted', apiKeyId: keyIds[i % keyIds.length]! });
      const fate = i % 100;
      const type = fate < 3 ? 'bounced' : fate < 8 ? 'deferred' : fate < 9 ? 'failed' : 'delivered';
      tally.add({
        ...common,
        type,
        attrs: type === 'bounced' ? { bounce_type: fate < 2 ? 'hard' : 'soft' } : {},
      });
      if (type === 'delivered') {
        // The rest of a message's events (opens, clicks, a complaint now and then).
        const extra = Math.max(0, Math.round(eventsPer - 2));
        for (let e = 0; e < extra; e++)
          tally.add({ ...common, type: e === 0 && fate === 50 ? 'complained' : 'opened' });
      }
    }
  }
}

function rules(webhookIds: number[]): CreateAlertRuleBody[] {
  const list: CreateAlertRuleBody[] = [];
  const metrics = [
    'bounce_rate',
    'complaint_rate',
    'deferral_rate',
    'failure_rate',
    'delivery_rate',
  ] as const;
  for (let i = 0; i < 10; i++)
    list.push({
      name: `each provider ${i}`,
      metric: metrics[i % 5]!,
      comparator: 'gte',
      threshold: 0.02 + i / 100,
      window_minutes: [15, 60, 240, 1440][i % 4]!,
      min_volume: 50,
      each: 'provider',
    });
  for (let i = 0; i < 15; i++)
    list.push({
      name: `plain ${i}`,
      metric: metrics[i % 5]!,
      comparator: i % 5 === 4 ? 'lt' : 'gte',
      threshold: i % 5 === 4 ? 0.9 : 0.05,
      window_minutes: [5, 30, 60, 180, 1440][i % 5]!,
      min_volume: 20,
    });
  for (let i = 0; i < 10; i++)
    list.push({
      name: `scoped ${i}`,
      metric: metrics[i % 5]!,
      comparator: 'gte',
      threshold: 0.05,
      window_minutes: 60,
      provider: mailboxProviders[i % 5]!,
      min_volume: 10,
    });
  for (let i = 0; i < 5; i++)
    list.push({
      name: `key ${i}`,
      metric: 'key_volume_factor',
      comparator: 'gt',
      threshold: 5 + i,
      window_minutes: 60,
      min_volume: 100,
    });
  for (let i = 0; i < 5; i++)
    list.push({
      name: `webhook ${i}`,
      metric: 'webhook_failure_rate',
      comparator: 'gte',
      threshold: 0.5,
      window_minutes: 60,
      min_volume: 10,
      webhook_id: i ? webhookIds[i] : null,
    });
  for (let i = 0; i < 3; i++)
    list.push({
      name: `backlog ${i}`,
      metric: 'webhook_oldest_pending_minutes',
      comparator: 'gt',
      threshold: 30,
      window_minutes: 5,
    });
  for (let i = 0; i < 2; i++)
    list.push({
      name: `stuck ${i}`,
      metric: 'delivery_events',
      comparator: 'lte',
      threshold: 0,
      window_minutes: 30,
      min_volume: 10,
    });
  return list;
}

try {
  for (const engine of engines) {
    if (engine === 'postgres' && !pg) continue;
    console.log(`\n== ${engineLabel(engine)} ==`);
    const { store, events } = await copyOfEventHistory(engine, pg);
    const db = await openDb(store);
    const s = await startTestService(
      { ALLOW_LOOPBACK_WEBHOOKS: true },
      { store: { db, drop: async () => {}, url: store.databaseUrl ?? null } },
    );
    try {
      const now = Date.now();
      // The history's own 5-minute counters are clumped (its loader counts alike messages of a day
      // as one, in one bucket), so they give way to a realistic spread of the same year's traffic.
      await s.db.exec('DELETE FROM alert_buckets; DELETE FROM alert_key_buckets');
      console.log(`Loading ${bucketHorizonDays} days of counters…`);
      const domainIds = events.domainIds;
      const keyIds = (await s.db.query<{ id: number }>('SELECT id FROM api_keys ORDER BY id')).map(
        (k) => k.id,
      );
      const tally = new CounterTally();
      const loadStart = performance.now();
      loadBuckets(tally, domainIds, keyIds, now);
      await s.db.transaction((tx) => tally.flush(tx));
      // As autovacuum leaves a live PostgreSQL after a bulk change (PGlite has no autovacuum).
      await s.db.exec('VACUUM ANALYZE alert_buckets');
      await s.db.exec('VACUUM ANALYZE alert_key_buckets');
      const [{ n }] = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM alert_buckets')) as [
        { n: number },
      ];
      console.log(`${n} bucket rows in ${Math.round(performance.now() - loadStart)} ms`);
      rows.push({
        area: 'service',
        engine,
        measure: 'alerts: data behind the rows',
        value: `${events.messages.toLocaleString('en')} messages, ${events.events.toLocaleString('en')} events, ${n.toLocaleString('en')} 5-minute counter rows`,
        budget: '—',
        met: null,
      });
      const webhookIds: number[] = [];
      for (let w = 0; w < 30; w++) {
        const r = await s.call('POST', '/webhooks', {
          url: `http://127.0.0.1:9/hook${w}`,
          event_types: ['bounced'],
        });
        webhookIds.push(r.json.data.webhook.id);
      }
      // A day of attempts: 30 endpoints, one delivery every 10 minutes each, a third of them failing.
      await s.db.exec(`
      WITH d AS (
        INSERT INTO webhook_deliveries (id, webhook_id, event_type, body, state, attempt_count, created_at)
        SELECT gen_random_uuid(), w.id, 'bounced', '{}', 'succeeded', 1, now() - (m * interval '10 minutes')
        FROM webhooks w, generate_series(1, 144) m RETURNING id, created_at)
      INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms)
      SELECT id, created_at, CASE WHEN random() < 0.33 THEN 500 ELSE 200 END, 20 FROM d`);
      for (const rule of rules(webhookIds)) {
        const r = await s.call('POST', '/alert-rules', rule);
        if (r.status !== 201) throw new Error(`rule ${rule.name}: ${r.text}`);
      }

      const tickMs: number[] = [];
      let fired = 0;
      for (let t = 0; t < ticks + 3; t++) {
        const at = new Date(now + t * 61_000);
        const started = performance.now();
        const tick = await evaluateAlerts(s.ctx, at);
        if (!tick.evaluated) throw new Error('a tick was skipped');
        if (t >= 3) tickMs.push(performance.now() - started);
        fired += tick.triggered;
      }
      const tickStats = p50p95(tickMs);
      rows.push({
        area: 'service',
        engine,
        measure: `alerts: one evaluation tick of 50 rules (10 each: provider), ${ticks} ticks; ${fired} incidents opened`,
        value: formatP50P95(tickStats),
        budget: 'p95 < 200 ms',
        met: tickStats.p95 < 200,
      });

      const previewRules: { name: string; body: object }[] = [
        {
          name: 'bounce rate',
          body: {
            metric: 'bounce_rate',
            comparator: 'gte',
            threshold: 0.02,
            window_minutes: 60,
            min_volume: 20,
          },
        },
        {
          name: 'complaints each provider',
          body: {
            metric: 'complaint_rate',
            comparator: 'gte',
            threshold: 0.003,
            window_minutes: 1440,
            min_volume: 100,
            each: 'provider',
          },
        },
        {
          name: 'key volume',
          body: {
            metric: 'key_volume_factor',
            comparator: 'gt',
            threshold: 3,
            window_minutes: 60,
            min_volume: 10,
          },
        },
      ];
      for (const { name, body } of previewRules) {
        const sample: number[] = [];
        let spans = 0;
        for (let i = 0; i < previews + 2; i++) {
          const started = performance.now();
          const r = await s.call('POST', '/alert-rules/preview', { ...body, days: 30 });
          if (r.status !== 200) throw new Error(`preview ${name}: ${r.text}`);
          if (i >= 2) sample.push(performance.now() - started);
          spans = r.json.data.fired_count;
        }
        const stats = p50p95(sample);
        rows.push({
          area: 'service',
          engine,
          measure: `alerts: 30-day preview over HTTP, ${name} (${spans} spans)`,
          value: formatP50P95(stats),
          budget: 'p95 < 300 ms',
          met: stats.p95 < 300,
        });
      }
    } finally {
      await s.close();
    }
  }
} finally {
  pg?.stop();
}
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} CPUs`,
);
printTable(rows);
process.exitCode = rows.some((r) => r.met === false) || unavailable !== undefined ? 1 : 0;

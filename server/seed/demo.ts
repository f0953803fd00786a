import type { Db, Queryable } from '../store/db';
import { allDomainNames, insertDomain } from '../store/repos/domains-repo';
import { CounterTally } from '../store/repos/event-counters';
import {
  backfillPlan,
  claimBackfillDay,
  markBackfillFinished,
  planBackfill,
} from '../store/repos/demo-backfill-repo';
import { insertDemoBatch, insertListSuppressions } from '../store/repos/seed-repo';
import { createWebhook } from '../store/repos/webhooks-repo';
import { demoEndpoints } from './demo-receiver';
import { stepsFor, type Step } from '../services/messages/scenarios';
import { demoDomains, recipientPool } from './demo-people';
import { createRandom, type Random } from './random';

const day = 86_400_000;
const minute = 60_000;

/** Seconds-to-hours gaps that look like real mail: opens come hours later, retries minutes later. */
const gapAfter: Record<string, (r: Random) => number> = {
  queued: () => 0,
  sent: (r) => r.int(300, 4000),
  delivered: (r) => r.int(500, 9000),
  bounced: (r) => r.int(800, 20_000),
  deferred: (r) => r.int(2, 40) * minute,
  failed: (r) => r.int(2, 6) * 60 * minute,
  complained: (r) => r.int(20, 600) * minute,
  opened: (r) => r.int(3, 720) * minute,
  clicked: (r) => r.int(5, 300) * 1000,
};

interface Mix {
  bounce: number;
  softbounce: number;
  defer: number;
  fail: number;
  complaint: number;
  open: number;
  click: number;
  /** Why mail fails: rarer stories, so every bounce class shows up on a fresh start. */
  block: number;
  dmarc: number;
  spam: number;
  full: number;
  policy: number;
  throttle: number;
  greylist: number;
}

function pickScenario(r: Random, mix: Mix): string {
  let x = r.next();
  for (const [name, p] of Object.entries(mix)) {
    if ((x -= p) < 0) return name;
  }
  return 'deliver';
}

interface DemoOptions {
  receiverUrl?: string | null;
  days?: number;
  /** The days whose messages the first start writes itself; the older ones come in the background. */
  detailDays?: number;
}

type DemoBatch = { messages: object[]; events: object[]; suppressions: object[] };

/**
 * Writes ~90 days of history through the simulator's own scenarios: the daily counters of every day,
 * the messages and events of the last `detailDays` (this keeps the first start to a few seconds:
 * `backfillDemo` writes the older days' messages afterwards, from the same draws, so every day the
 * statistics count has its messages in the activity log), the suppressions that bounces and
 * complaints caused, hand-added ones and webhooks to `receiverUrl` (the service's own loopback demo
 * receiver; none without it). One bad day
 * (a purchased list sent on the newsletter domain) gives the charts something to find. Call it in
 * one transaction: a crash mid-seed leaves an empty store, seeded again at the next start.
 */
export async function seedDemo(
  db: Queryable,
  now: Date,
  { receiverUrl = null, days = 90, detailDays = 7 }: DemoOptions = {},
) {
  const domainIds = new Map<string, number>();
  // Added when their first day of mail began: their records have long been published.
  const firstDay = new Date(now.getTime() - days * day);
  for (const d of demoDomains) {
    domainIds.set(d.name, await insertDomain(db, d.name, firstDay));
  }
  // The counters take every generated event, kept or not: the bulk path of event-counters.ts.
  const counters = new CounterTally();
  const detailFrom = now.getTime() - detailDays * day;
  const { r, pool, suppressed, start } = await generateDemo(now, days, domainIds, {
    keep: (createdAt) => createdAt >= detailFrom,
    counters,
    write: async (batch) => {
      await insertDemoBatch(db, batch);
      await counters.flush(db);
    },
  });
  await seedListSuppressions(db, r, pool, suppressed, start, now);
  await planBackfill(db, now, days, detailDays);
  // Webhooks only to this service's own loopback receiver: a demo never contacts another host.
  if (receiverUrl) {
    for (const [i, endpoint] of demoEndpoints.entries()) {
      await createWebhook(db, {
        url: `${receiverUrl}${endpoint.name}`,
        event_types: [...endpoint.eventTypes],
        at: new Date(start + i * 30 * day),
      });
    }
  }
  return { suppressions: suppressed.size };
}

/** Unsubscribes and hand-added entries, which no message event explains. */
async function seedListSuppressions(
  tx: Queryable,
  r: Random,
  pool: string[],
  taken: Set<string>,
  start: number,
  now: Date,
) {
  const rows: object[] = [];
  const add = (reason: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const email =
        reason === 'manual' && r.chance(0.3)
          ? `former-employee${r.int(1, 999)}@acme-shop.com`
          : pool[r.int(0, pool.length - 1)]!;
      if (taken.has(email)) continue;
      taken.add(email);
      rows.push({ email, reason, created_at: new Date(r.int(start, now.getTime())).toISOString() });
    }
  };
  add('unsubscribe', 420);
  add('manual', 160);
  await insertListSuppressions(tx, rows);
}

/** Where the generated days go: which messages are written, whether counters are tallied. */
interface DemoSink {
  keep: (createdAt: number) => boolean;
  counters: CounterTally | null;
  /** One day's rows; answering true stops the generation (a shutdown). */
  write: (batch: DemoBatch, dayStart: number) => Promise<boolean | void>;
}

/**
 * The demo's days, drawn from one fixed seed: the same draws every time for the same `now`, so the
 * background backfill writes exactly the messages the first start counted and did not keep.
 */
async function generateDemo(now: Date, days: number, domainIds: Map<string, number>, sink: DemoSink) {
  const r = createRandom(20261121);
  const pool = recipientPool(r, 25_000);
  const suppressed = new Set<string>();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * day;
  const badDay = start + (days - 12) * day;
  for (let t = start; t <= now.getTime(); t += day) {
    const weekday = new Date(t).getUTCDay();
    const batch = { messages: [] as object[], events: [] as object[], suppressions: [] as object[] };
    for (const d of demoDomains) {
      const isNews = d.name.startsWith('news');
      const bad = isNews && t === badDay;
      const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
      const volume = Math.round(d.perDay * weekend * (0.85 + r.next() * 0.3) * (bad ? 2.5 : 1));
      // The bad day's bounces are high enough to be critical whatever weekday it falls on (the
      // weekday changes every volume, and with it the random draws that follow).
      const mix: Mix = bad
        ? {
            bounce: 0.11,
            softbounce: 0.02,
            defer: 0.02,
            fail: 0.004,
            complaint: 0.004,
            open: 0.12,
            click: 0.02,
            // A blocklisting is what makes the bad day bad.
            block: 0.03,
            dmarc: 0.004,
            spam: 0.004,
            full: 0.002,
            policy: 0.001,
            throttle: 0.01,
            greylist: 0.01,
          }
        : {
            bounce: isNews ? 0.009 : 0.004,
            softbounce: 0.012,
            defer: 0.02,
            fail: 0.002,
            complaint: isNews ? 0.0007 : 0.0002,
            open: 0.3,
            click: isNews ? 0.06 : 0.03,
            block: 0.0008,
            dmarc: isNews ? 0.0015 : 0.0005,
            spam: isNews ? 0.001 : 0.0003,
            full: 0.001,
            policy: 0.0004,
            throttle: 0.004,
            greylist: 0.006,
          };
      for (let i = 0; i < volume; i++) {
        const to = pool[r.int(0, pool.length - 1)]!;
        if (suppressed.has(to)) continue;
        const createdAt = t + r.int(0, day - 1);
        if (createdAt > now.getTime()) continue;
        const scenario = pickScenario(r, mix);
        const id = r.uuid();
        const detailed = sink.keep(createdAt);
        const domainId = domainIds.get(d.name)!;
        sink.counters?.add({ type: 'accepted', at: new Date(createdAt), domainId, to });
        const subject = r.pick(d.subjects).replace('{n}', String(r.int(10_000, 99_999)));
        const steps = stepsFor(scenario, to);
        let at = createdAt;
        let step = 0;
        let status = 'pending';
        let deliveredAt: number | null = null;
        for (const s of steps) {
          at += gapAfter[s.event]!(r);
          if (at > now.getTime()) break;
          sink.counters?.add({ type: s.event, at: new Date(at), domainId, to, attrs: s.attrs });
          if (detailed)
            batch.events.push({
              message_id: id,
              type: s.event,
              occurred_at: new Date(at).toISOString(),
              attrs: s.attrs ?? {},
            });
          status = s.status ?? status;
          if (s.status === 'delivered') deliveredAt = at;
          if (s.suppress) {
            suppressed.add(to);
            const reply = s.attrs?.smtp_response;
            batch.suppressions.push({
              email: to,
              reason: s.suppress,
              created_at: new Date(at).toISOString(),
              message_id: detailed ? id : null,
              // Automatic, with the causing reply: the list can say why (and filter by class).
              source:
                typeof reply === 'string'
                  ? { type: 'automatic', smtp_response: reply }
                  : { type: 'automatic' },
            });
          }
          step++;
        }
        const pending: Step | undefined = steps[step];
        if (!detailed) continue;
        batch.messages.push({
          id,
          to_email: to,
          from_email: `${isNews ? 'news' : 'hello'}@${d.name}`,
          subject,
          status,
          domain_id: domainId,
          created_at: new Date(createdAt).toISOString(),
          delivered_at: deliveredAt ? new Date(deliveredAt).toISOString() : null,
          scenario,
          step,
          next_step_at: pending ? new Date(Math.max(at, now.getTime())).toISOString() : null,
        });
      }
    }
    if (await sink.write(batch, t)) break;
  }
  return { r, pool, suppressed, start };
}

/**
 * The messages and events of the demo's older days (before the last `detailDays`), which the first
 * start counted but did not write: drawn again from the same seed and the seed's clock (kept with
 * the plan), written a day at a time (each its own transaction, oldest first, with the mark of how
 * far it got) while the service already runs. `signal` stops it between days; the next start
 * resumes after the last day written. Null when nothing is owed.
 */
export async function backfillDemo(db: Db, { signal }: { signal?: AbortSignal } = {}) {
  const plan = await backfillPlan(db);
  if (!plan || plan.finished_at) return null;
  const domainIds = new Map((await allDomainNames(db)).map((d) => [d.name, d.id] as const));
  const detailFrom = plan.seeded_at.getTime() - plan.detail_days * day;
  const after = plan.written_through?.getTime() ?? -Infinity;
  let written = 0;
  let stopped = false;
  await generateDemo(plan.seeded_at, plan.days, domainIds, {
    keep: (createdAt) => createdAt < detailFrom,
    counters: null,
    write: async (batch, dayStart) => {
      if (signal?.aborted) return (stopped = true);
      if (dayStart > after && batch.messages.length) {
        // Its suppressions are in already (the first start wrote every one).
        const wrote = await db.transaction(
          async (tx) =>
            (await claimBackfillDay(tx, new Date(dayStart))) &&
            (await insertDemoBatch(tx, { ...batch, suppressions: [] }), true),
        );
        if (wrote) written += batch.messages.length;
        // A turn of the event loop between days: an embedded store runs on this thread, and
        // requests arriving meanwhile are answered between two days, not after all of them.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Past the kept days there is nothing left to write.
      return dayStart > detailFrom;
    },
  });
  if (!stopped) await markBackfillFinished(db, new Date());
  return { messages: written, finished: !stopped };
}

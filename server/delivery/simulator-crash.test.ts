import { afterAll, expect, it } from 'vitest';
import { webhookEventTypes } from '../../src/contract';
import type { Db } from '../store/db';
import { startReceiver } from '../test/receiver';
import { killTiming } from '../test/kill-timing';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';
import { counterFor } from '../store/repos/event-counters';
import { scenarios, stepsFor } from '../services/messages/scenarios';

const keys = {
  ADMIN_API_KEY: 'crash-sim-admin-key-0123456789',
  STATS_API_KEY: 'crash-sim-stats-key-0123456789',
  SEND_API_KEY: 'crash-sim-send-key-0123456789',
};
const service = serviceProcess({
  ...keys,
  SIMULATOR_STEP_MS: '40',
  ALLOW_LOOPBACK_WEBHOOKS: '1',
  RATE_LIMIT_BURST: '100000',
});
afterAll(() => service.dispose());

type Counts = Record<string, number>;
/** Map.groupBy, which Node 20 lacks. */
const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
const add = (counts: Counts, counter: string | null) => {
  if (counter) counts[counter] = (counts[counter] ?? 0) + 1;
};

/**
 * Reads the whole store and checks that every message agrees with its events: the events are
 * exactly the first `step` steps of its scenario (no duplicate, none missing), its status is the
 * last of them, the day counters, automatic suppressions and webhook outbox rows match the events.
 */
async function checkConsistent(db: Db, acknowledged: Set<string>) {
  const messages = await db.query<{
    id: string;
    to_email: string;
    scenario: string;
    step: number;
    status: string;
    next_step_at: Date | null;
  }>('SELECT id, to_email, scenario, step, status, next_step_at FROM messages');
  const events = await db.query<{ message_id: string; type: string; attrs: Record<string, unknown> }>(
    'SELECT message_id, type, attrs FROM message_events ORDER BY occurred_at, id',
  );
  const byMessage = groupBy(events, (e) => e.message_id);
  const ids = new Set(messages.map((m) => m.id));
  for (const id of acknowledged) expect(ids.has(id), `acknowledged message ${id}`).toBe(true);

  const counts: Counts = { accepted: messages.length };
  const full: Counts = { accepted: messages.length };
  const suppressed: string[] = [];
  let unfinished = 0;
  let midway = 0;
  for (const m of messages) {
    const steps = stepsFor(m.scenario, m.to_email);
    const applied = steps.slice(0, m.step);
    const mine = byMessage.get(m.id) ?? [];
    expect(
      mine.map((e) => e.type),
      m.to_email,
    ).toEqual(applied.map((s) => s.event));
    expect(m.status, m.to_email).toBe(applied.findLast((s) => s.status)?.status ?? 'pending');
    expect(m.next_step_at === null, m.to_email).toBe(m.step === steps.length);
    for (const e of mine) add(counts, counterFor(e.type, e.attrs));
    for (const s of steps) add(full, counterFor(s.event, s.attrs));
    suppressed.push(...applied.filter((s) => s.suppress).map((s) => `${m.to_email} ${s.suppress}`));
    if (m.step < steps.length) unfinished++;
    if (m.step > 1 && m.step < steps.length) midway++;
  }

  const [stats] = await db.query<Counts>(
    `SELECT ${Object.keys(full)
      .map((c) => `sum(${c})::int AS ${c}`)
      .join(', ')} FROM daily_stats`,
  );
  expect(stats).toEqual({ ...Object.fromEntries(Object.keys(full).map((c) => [c, 0])), ...counts });
  const rows = await db.query<{ s: string }>("SELECT email || ' ' || reason AS s FROM suppressions");
  expect(rows.map((r) => r.s).sort()).toEqual(suppressed.sort());
  // One outbox row per webhook event (the test's webhook takes every type), written with the event.
  const outbox = await db.query<{ m: string; n: number }>(
    "SELECT (body::jsonb)->'data'->>'message_id' AS m, count(*)::int AS n FROM webhook_deliveries GROUP BY 1",
  );
  const webhookEvents = events.filter((e) => (webhookEventTypes as readonly string[]).includes(e.type));
  expect(Object.fromEntries(outbox.map((o) => [o.m, o.n]))).toEqual(
    Object.fromEntries([...groupBy(webhookEvents, (e) => e.message_id)].map(([m, es]) => [m, es.length])),
  );
  return { messages: messages.length, unfinished, midway, full };
}

it(`keeps every message consistent with its events across a kill -9 mid-step, then finishes them (${service.engine})`, async () => {
  const receiver = await startReceiver();
  try {
    await service.start();
    const call = service.call;
    const hook = await call(keys.ADMIN_API_KEY, '/webhooks', {
      url: receiver.url,
      event_types: [...webhookEventTypes],
    });
    expect(hook.status).toBe(201);

    // Two clients submit messages of every scenario while the simulator moves the earlier ones.
    const names = Object.keys(scenarios);
    const acknowledged = new Set<string>();
    let n = 0;
    let stop = false;
    const submitter = async () => {
      while (!stop) {
        const i = n++;
        const to = `${names[i % names.length]}+${i}@crash-sim.test`;
        try {
          const res = await call(keys.SEND_API_KEY, '/messages', { to, subject: `m${i}` });
          expect(res.status).toBe(202);
          acknowledged.add((res.json as { data: { message: { id: string } } }).data.message.id);
        } catch (error) {
          if (!stop) throw error;
        }
      }
    };
    const submitters = [submitter(), submitter()];
    while (acknowledged.size < 60) await new Promise((r) => setTimeout(r, 20));
    const timing = killTiming('simulator-crash');
    await timing.wait(200, 800);
    stop = true;
    await service.kill();
    await Promise.all(submitters);

    let db = await service.open();
    const atCrash = await checkConsistent(db, acknowledged).finally(() => db.close());
    // The kill really landed mid-way: messages were on their way, not all done or all fresh.
    expect(atCrash.midway, timing.describe()).toBeGreaterThan(0);

    // After the restart the simulator picks them up where they were and finishes every one.
    await service.start();
    const finished = async () => {
      const res = await call(keys.STATS_API_KEY, '/stats/overview');
      const { counts } = (res.json as { data: { overview: { counts: Counts } } }).data.overview;
      return Object.entries(atCrash.full).every(([c, v]) => counts[c] === v);
    };
    await until('the simulator to finish the messages after the restart', finished, 60_000, 100);
    await service.kill();
    db = await service.open();
    const after = await checkConsistent(db, acknowledged).finally(() => db.close());
    expect(after, timing.describe()).toMatchObject({ messages: atCrash.messages, unfinished: 0 });
  } finally {
    await receiver.close();
  }
}, 120_000);

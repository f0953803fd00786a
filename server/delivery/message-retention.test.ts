import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver } from '../test/receiver';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';
import { pruneExpiredMessages } from './message-retention';
import { runWebhookDeliveriesOnce } from './webhook-worker';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const day = 86_400_000;

async function send(s: TestService, to: string, daysAgo: number) {
  s.setNow(() => new Date(Date.now() - daysAgo * day));
  const res = await s.call('POST', '/messages', { to, subject: `${daysAgo} days ago` });
  await s.settle();
  for (let i = 0; i < 20 && (await runWebhookDeliveriesOnce(s.ctx)) > 0; i++);
  s.setNow(() => new Date());
  return res.json.data.message.id as string;
}

const count = async (s: TestService, sql: string, params: readonly unknown[] = []) =>
  Number((await s.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);

describe('message retention', () => {
  it('prunes old messages, events and webhook deliveries in batches, and keeps stats, suppressions and audit', async () => {
    const s = await startTestService({
      RETENTION_DAYS: 30,
      ALLOW_LOOPBACK_WEBHOOKS: true,
      WEBHOOK_RETRY_SCHEDULE: [0, 0],
      WEBHOOK_TIMEOUT_MS: 300,
    });
    const receiver = await startReceiver();
    cleanups.push(s.close, receiver.close);
    await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered', 'bounced'] });

    const old = [
      await send(s, 'one@example.com', 40),
      await send(s, 'two@example.com', 35),
      await send(s, 'bounce@example.com', 33),
      await send(s, 'three@example.com', 31),
    ];
    const recent = await send(s, 'four@example.com', 29);
    const byIds = (ids: string[]) => [`message_events WHERE message_id = ANY($1::uuid[])`, [ids]] as const;
    expect(await count(s, ...byIds(old))).toBeGreaterThan(0);
    expect(await count(s, 'webhook_attempts')).toBe(5);
    const statsBefore = await s.db.query('SELECT * FROM daily_stats ORDER BY day, domain_id');
    const auditBefore = await count(s, 'audit_log');
    const suppressed = await s.call('GET', '/suppressions?q=bounce@example.com');
    expect(suppressed.json.data.suppressions[0]).toMatchObject({ reason: 'hard_bounce' });
    const cause = `suppressions WHERE email = 'bounce@example.com' AND message_id = $1`;
    expect(await count(s, cause, [old[2]])).toBe(1);

    // Batches of two: four old messages take two batches, then four old deliveries two more.
    const batches: number[] = [];
    for (let n; (n = await pruneExpiredMessages(s.ctx, { batch: 2, pauseMs: 0 })) > 0;) batches.push(n);
    expect(batches).toEqual([2, 2, 2, 2]);

    for (const id of old) expect((await s.call('GET', `/messages/${id}`)).status).toBe(404);
    expect((await s.call('GET', `/messages/${recent}`)).json.data.message.id).toBe(recent);
    expect(await count(s, ...byIds(old))).toBe(0);
    expect(await count(s, ...byIds([recent]))).toBeGreaterThan(0);
    expect(await count(s, 'webhook_deliveries')).toBe(1);
    expect(await count(s, 'webhook_attempts')).toBe(1);

    expect(await s.db.query('SELECT * FROM daily_stats ORDER BY day, domain_id')).toEqual(statsBefore);
    expect(await count(s, 'audit_log')).toBe(auditBefore);
    const still = await s.call('GET', '/suppressions?q=bounce@example.com');
    expect(still.json.data.suppressions).toEqual(suppressed.json.data.suppressions);
    // The automatic suppression still names the message that caused it, now pruned: no FK to trip.
    expect(await count(s, cause, [old[2]])).toBe(1);
  });

  it('leaves a pending webhook delivery alone, however old', async () => {
    const s = await startTestService({ RETENTION_DAYS: 1 });
    cleanups.push(s.close);
    // No receiver and no dispatch: the delivery stays pending.
    await s.call('POST', '/webhooks', { url: 'https://hooks.example.com/in', event_types: ['delivered'] });
    s.setNow(() => new Date(Date.now() - 3 * day));
    await s.call('POST', '/messages', { to: 'someone@example.com', subject: 'Old' });
    await s.settle();
    s.setNow(() => new Date());

    expect(await pruneExpiredMessages(s.ctx, { pauseMs: 0 })).toBe(1);
    expect(await pruneExpiredMessages(s.ctx, { pauseMs: 0 })).toBe(0);
    expect(await count(s, `webhook_deliveries WHERE state = 'pending'`)).toBe(1);
  });

  it('two services on one database prune side by side, each row once, without waiting on each other', async () => {
    const store = await freshDb();
    const a = await startTestService({ RETENTION_DAYS: 30 }, { store });
    const b = await startTestService({ RETENTION_DAYS: 30 }, { store: await sameStore(store) });
    cleanups.push(a.close, b.close);
    a.setNow(() => new Date(Date.now() - 45 * day));
    for (let i = 0; i < 12; i++)
      await a.call('POST', '/messages', { to: `r${i}@two.test`, subject: `n${i}` });
    await a.settle();
    a.setNow(() => new Date());

    const drain = async (s: TestService) => {
      let total = 0;
      for (let n; (n = await pruneExpiredMessages(s.ctx, { batch: 2, pauseMs: 1 })) > 0;) total += n;
      return total;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(12);
    expect(await count(a, 'messages')).toBe(0);
    expect(await count(a, 'message_events')).toBe(0);
  });

  it('refuses a RETENTION_DAYS below 1', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({}).RETENTION_DAYS).toBe(90);
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
  });
});

import { afterEach, expect, it } from 'vitest';
import { startReceiver } from '../test/receiver';
import { startTestService } from '../test/harness';
import { runWebhookDeliveriesOnce } from './webhook-worker';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface Health {
  attempts_24h: number;
  succeeded_24h: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  pending: number;
}

it("reports each webhook's last day of attempts, its latest outcome and its backlog in the list", async () => {
  const s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [0, 0] });
  const steadyReceiver = await startReceiver(() => ({ status: 200 }));
  // 500 on each delivery's first attempt, 204 after.
  const tried = new Set<unknown>();
  const flakyReceiver = await startReceiver((n) => {
    const id = flakyReceiver.received[n - 1]!.headers['x-service-delivery-id'];
    const first = !tried.has(id);
    tried.add(id);
    return { status: first ? 500 : 204 };
  });
  cleanups.push(s.close, steadyReceiver.close, flakyReceiver.close);
  const create = async (url: string) =>
    (await s.call('POST', '/webhooks', { url, event_types: ['delivered'] })).json.data.webhook as {
      id: number;
    };
  const steady = await create(steadyReceiver.url);
  const flaky = await create(flakyReceiver.url);
  const parked = await create('https://parked.example.com/hooks');
  const healthOf = async () => {
    const list = await s.call('GET', '/webhooks');
    expect(list.status).toBe(200);
    return new Map<number, Health>(
      list.json.data.webhooks.map((w: { id: number; health: Health }) => [w.id, w.health]),
    );
  };

  for (const to of ['a@health.test', 'b@health.test']) await s.call('POST', '/messages', { to, subject: to });
  await s.settle();
  // The parked hook's deliveries wait an hour: they stay in the backlog throughout.
  await s.db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = now() + interval '1 hour' WHERE webhook_id = $1`,
    [parked.id],
  );

  // Queued, not yet attempted: only the backlog shows.
  expect((await healthOf()).get(steady.id)).toEqual({
    attempts_24h: 0,
    succeeded_24h: 0,
    last_status_code: null,
    last_error: null,
    last_attempt_at: null,
    pending: 2,
  });

  await runWebhookDeliveriesOnce(s.ctx);
  let health = await healthOf();
  expect(health.get(steady.id)).toMatchObject({ attempts_24h: 2, succeeded_24h: 2, pending: 0 });
  expect(health.get(flaky.id)).toMatchObject({
    attempts_24h: 2,
    succeeded_24h: 0,
    last_status_code: 500,
    last_error: 'HTTP 500',
    pending: 2,
  });

  for (let i = 0; i < 10 && (await runWebhookDeliveriesOnce(s.ctx)) > 0; i++);
  health = await healthOf();
  expect(health.get(flaky.id)).toMatchObject({
    attempts_24h: 4,
    succeeded_24h: 2,
    last_status_code: 204,
    last_error: null,
    pending: 0,
  });
  expect(Date.parse(health.get(flaky.id)!.last_attempt_at!)).toBeGreaterThan(Date.now() - 60_000);
  expect(health.get(parked.id)).toMatchObject({ attempts_24h: 0, last_attempt_at: null, pending: 2 });

  // A day later the attempts have left the window; the backlog has not.
  s.setNow(() => new Date(Date.now() + 25 * 3_600_000));
  health = await healthOf();
  expect(health.get(flaky.id)).toMatchObject({ attempts_24h: 0, succeeded_24h: 0, last_status_code: null });
  expect(health.get(parked.id)!.pending).toBe(2);
});

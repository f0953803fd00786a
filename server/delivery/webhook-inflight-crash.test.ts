import { afterAll, expect, it } from 'vitest';
import { killTiming } from '../test/kill-timing';
import { deliveryIdOf, startReceiver } from '../test/receiver';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'inflight-webhook-admin-key-0123456789';
const sendKey = 'inflight-webhook-send-key-0123456789';
const service = serviceProcess({
  ADMIN_API_KEY: adminKey,
  SEND_API_KEY: sendKey,
  SIMULATOR_STEP_MS: '0',
  ALLOW_LOOPBACK_WEBHOOKS: '1',
  // A claimed attempt's lease is the deadline plus the margin: after a crash, it goes out again once
  // that has passed. Short here, so the test waits seconds, not the production default's 30 s more.
  WEBHOOK_TIMEOUT_MS: '3000',
  WEBHOOK_LEASE_MARGIN_MS: '500',
});
const leaseMs = 3_000 + 500;
afterAll(() => service.dispose());

// webhook-crash.test.ts kills the service between attempts; this one kills it during them.
it(`sends again, under the same delivery id, every delivery that was in flight when the service was killed (${service.engine})`, async () => {
  const timing = killTiming('webhook-inflight-crash');
  let hold = true;
  // While `hold`, the receiver takes each request and keeps the sender waiting for its answer.
  const receiver = await startReceiver(() => (hold ? { status: 200, delayMs: 20_000 } : { status: 200 }));
  try {
    await service.start();
    const call = service.call;
    const hook = await call(adminKey, '/webhooks', { url: receiver.url, event_types: ['delivered'] });
    expect(hook.status).toBe(201);
    const webhookId = hook.json.data.webhook.id as number;
    const sent = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => call(sendKey, '/messages', { to: `f${i}@inflight.test`, subject: `f${i}` })),
    );
    expect(sent.map((s) => s.status)).toEqual(Array(5).fill(202));

    // The first deliveries have reached the receiver and wait for its answer (the rest are queued
    // behind them): kill the sender at a drawn moment, with one or more of them in flight.
    await until('a delivery in flight', () => receiver.received.length > 0);
    await timing.wait(0, 1_000);
    await service.kill();
    const inFlight = receiver.received.map((r) => ({ id: deliveryIdOf(r), body: r.body }));
    expect(new Set(inFlight.map((d) => d.id)).size).toBe(inFlight.length);

    hold = false;
    await service.start();
    const total = inFlight.length + 5;
    // Well within the wait: the killed process's leases (3.5 s) ran out while this one started.
    await until(
      `every delivery to go out after the restart (${timing.describe()})`,
      () => receiver.received.length === total,
      20_000,
    );
    const after = receiver.received
      .slice(inFlight.length)
      .map((r) => ({ id: deliveryIdOf(r), body: r.body }));
    expect(new Set(after.map((d) => d.id)).size).toBe(5);
    // Each interrupted one went out again, under its delivery id, with the same body.
    for (const d of inFlight) expect(after).toContainEqual(d);

    // The interrupted attempt left nothing but its lease: one recorded attempt each, succeeded.
    type Delivery = { id: string; state: string; attempts: { attempted_at: string }[] };
    let deliveries: Delivery[] = [];
    const readLog = async () => {
      deliveries = (await call(adminKey, `/webhooks/${webhookId}/deliveries`)).json.data.deliveries;
      return deliveries.every((d) => d.state !== 'pending');
    };
    await until('the deliveries to be recorded', readLog, 5_000, 50);
    expect(deliveries.map((d) => [d.state, d.attempts.length])).toEqual(Array(5).fill(['succeeded', 1]));
    expect(new Set(deliveries.map((d) => d.id))).toEqual(new Set(after.map((d) => d.id)));

    // Nothing goes out twice. A second send would come from a claim: of a delivery still due, or of one
    // whose lease ran out (a lease is taken before its attempt is recorded, so it ends at most `leaseMs`
    // after that). Once every lease is over, one more message: the claim that picks it up would pick up
    // any of the five as well, so its delivery is the signal that no second send is coming.
    const attempted = deliveries.flatMap((d) => d.attempts.map((a) => Date.parse(a.attempted_at)));
    const leasesOver = Math.max(...attempted) + leaseMs + 50;
    await until('every lease of the five to be over', () => Date.now() > leasesOver, 10_000);
    const more = await call(sendKey, '/messages', { to: 'next@inflight.test', subject: 'next' });
    expect(more.status).toBe(202);
    await until('the next delivery', () => receiver.received.length > total, 10_000);
    const next = deliveryIdOf(receiver.received[total]!);
    expect(after.map((d) => d.id)).not.toContain(next);
    await until(
      'the next delivery to be recorded',
      async () => (await readLog()) && deliveries.length === 6,
      5_000,
      50,
    );
    expect(deliveries.map((d) => [d.state, d.attempts.length])).toEqual(Array(6).fill(['succeeded', 1]));
    expect(receiver.received, timing.describe()).toHaveLength(total + 1);
  } finally {
    await receiver.close();
  }
}, 120_000);

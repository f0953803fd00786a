import { afterEach, expect, it } from 'vitest';
import { deliveryIdOf, startReceiver } from '../test/receiver';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';
import { runWebhookDeliveriesOnce } from './webhook-worker';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL, a pool each' : 'PGlite, shared';

it(`two services on one database (${engine}) share the deliveries and send each attempt once`, async () => {
  const config = { ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [0] };
  const store = await freshDb();
  const a = await startTestService(config, { store });
  const b = await startTestService(config, { store: await sameStore(store) });
  // Each delivery fails its first attempt (500) and succeeds on the retry (200).
  const tried = new Set<unknown>();
  const receiver = await startReceiver((n) => {
    const id = receiver.received[n - 1]!.headers['x-service-delivery-id'];
    const first = !tried.has(id);
    tried.add(id);
    return { status: first ? 500 : 200 };
  });
  cleanups.push(a.close, b.close, receiver.close);

  const hook = await a.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] });
  const messages = 16;
  for (let i = 0; i < messages; i++) {
    const sent = await b.call('POST', '/messages', { to: `r${i}@two.test`, subject: `n${i}` }, b.keys.send);
    expect(sent.status).toBe(202);
  }
  await a.settle();

  // Both services' workers race over the same due rows, a few at a time, until every retry is done.
  const attemptsBy = { a: 0, b: 0 };
  const work = async (s: TestService, name: keyof typeof attemptsBy) => {
    for (let idle = 0; idle < 20 && receiver.received.length < 2 * messages;) {
      const n = await runWebhookDeliveriesOnce(s.ctx, 3);
      attemptsBy[name] += n;
      idle = n ? 0 : idle + 1;
      if (!n) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  await Promise.all([work(a, 'a'), work(b, 'b')]);

  const perId = new Map<string, number>();
  for (const r of receiver.received) {
    const id = deliveryIdOf(r);
    perId.set(id, (perId.get(id) ?? 0) + 1);
  }
  expect(perId.size).toBe(messages);
  expect([...perId.values()].every((n) => n === 2)).toBe(true);
  expect(attemptsBy.a + attemptsBy.b).toBe(2 * messages);
  expect(attemptsBy.a).toBeGreaterThan(0);
  expect(attemptsBy.b).toBeGreaterThan(0);

  // Either service reads the same log: every delivery succeeded on its second attempt.
  const log = await b.call('GET', `/webhooks/${hook.json.data.webhook.id}/deliveries?limit=200`);
  const deliveries = log.json.data.deliveries as { state: string; attempts: { status_code: number }[] }[];
  expect(deliveries).toHaveLength(messages);
  for (const d of deliveries) {
    expect(d.state).toBe('succeeded');
    expect(d.attempts.map((x) => x.status_code)).toEqual([500, 200]);
  }
});

import { afterEach, expect, it } from 'vitest';
import { freshDb, sameStore, startTestService } from '../test/harness';
import { deliveryIdOf, startReceiver } from '../test/receiver';
import { until } from '../test/until';
import { runWebhookDeliveriesOnce, webhookDispatcher } from './webhook-worker';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface DeliveryState {
  state: string;
  attempt_count: number;
  leased_until: Date | null;
  next_attempt_at: Date | null;
}

it('a shutdown cuts off a stuck attempt and hands the delivery back, due at once, for another process', async () => {
  // The first request never gets an answer (a receiver that hangs); later ones get 200.
  const receiver = await startReceiver((n) =>
    n === 1 ? { status: 200, delayMs: 600_000 } : { status: 200 },
  );
  const store = await freshDb();
  const first = await startTestService(
    { ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_TIMEOUT_MS: 120_000 },
    { store },
  );
  cleanups.push(receiver.close, first.close);
  await first.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] });
  await first.call('POST', '/messages', { to: 'someone@example.com', subject: 'Hello' });
  await first.settle();

  const dispatcher = webhookDispatcher(first.ctx, (error) => {
    throw error;
  });
  expect(await dispatcher.runOnce()).toBe(1);
  await until('the receiver to get the request', () => receiver.received.length === 1, 10_000);
  const held = await first.db.query<DeliveryState>('SELECT leased_until FROM webhook_deliveries');
  expect(held[0]!.leased_until).not.toBeNull();

  await dispatcher.drain(50);

  const [released] = await first.db.query<DeliveryState>(
    'SELECT state, attempt_count, leased_until, next_attempt_at FROM webhook_deliveries',
  );
  expect(released).toMatchObject({ state: 'pending', attempt_count: 0, leased_until: null });
  expect(released!.next_attempt_at!.getTime()).toBeLessThanOrEqual(Date.now());
  const attempts = await first.db.query('SELECT id FROM webhook_attempts');
  expect(attempts).toHaveLength(0);

  // Another process on the same store sends it on its next pass, under the same delivery id.
  const other = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true }, { store: await sameStore(store) });
  cleanups.push(other.close);
  expect(await runWebhookDeliveriesOnce(other.ctx)).toBe(1);
  expect(receiver.received).toHaveLength(2);
  expect(deliveryIdOf(receiver.received[1]!)).toBe(deliveryIdOf(receiver.received[0]!));
  const [done] = await first.db.query<DeliveryState>('SELECT state, attempt_count FROM webhook_deliveries');
  expect(done).toMatchObject({ state: 'succeeded', attempt_count: 1 });
});

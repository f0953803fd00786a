import { createHmac } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { killTiming } from '../test/kill-timing';
import { deliveryIdOf, startReceiver } from '../test/receiver';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'crash-webhook-admin-key-0123456789';
const sendKey = 'crash-webhook-send-key-0123456789';
/** API only, with fast webhook retries. */
const service = serviceProcess({
  ADMIN_API_KEY: adminKey,
  SEND_API_KEY: sendKey,
  SIMULATOR_STEP_MS: '0',
  ALLOW_LOOPBACK_WEBHOOKS: '1',
  // Enough retries that nothing runs out of schedule while the service is down.
  WEBHOOK_RETRY_SCHEDULE: Array(10).fill('2').join(','),
  WEBHOOK_TIMEOUT_MS: '1000',
  // A kill mid-attempt leaves that delivery leased until the deadline plus this margin: short here,
  // so the restart sends it again within the test's wait (the production margin is 30 s).
  WEBHOOK_LEASE_MARGIN_MS: '500',
});
/** The kill lands anywhere in one 2 s retry cycle: between attempts, or while one is answered. */
const retryCycleMs = 2_000;

afterAll(() => service.dispose());

it('loses no webhook delivery across kill -9s at any moment: they go out after restart, once, same delivery ids', async () => {
  const timing = killTiming('webhook-crash');
  let healthy = false;
  // A failing answer takes 500 ms, so some kills land while an attempt waits for it.
  const receiver = await startReceiver(() => (healthy ? { status: 200 } : { status: 503, delayMs: 500 }));
  try {
    await service.start();
    const call = service.call;
    const hook = await call(adminKey, '/webhooks', { url: receiver.url, event_types: ['delivered'] });
    expect(hook.status).toBe(201);
    const { id: webhookId, secret } = hook.json.data.webhook as { id: number; secret: string };

    // Eight deliveries fail their first attempt and are retried every 2 s; the service dies at a drawn
    // moment of a cycle, starts (the endpoint still failing), and dies again at another.
    for (let i = 0; i < 8; i++) {
      const sent = await call(sendKey, '/messages', { to: `q${i}@crash.test`, subject: `q${i}` });
      expect(sent.status).toBe(202);
    }
    await until('a first attempt of each', () => new Set(receiver.received.map(deliveryIdOf)).size === 8);
    await timing.wait(0, retryCycleMs + 600);
    await service.kill();
    await service.start();
    await timing.wait(0, retryCycleMs + 600);
    await service.kill();
    const beforeCrash = new Set(receiver.received.map(deliveryIdOf));
    expect(beforeCrash.size, timing.describe()).toBe(8);

    healthy = true;
    const fromNow = receiver.received.length;
    await service.start();
    const succeeded = () => new Set(receiver.received.slice(fromNow).map(deliveryIdOf));
    await until('every delivery to succeed after the restart', () => succeeded().size === 8);

    // Each went out again, once, under the same delivery id, with the same body and signing secret.
    expect(succeeded()).toEqual(beforeCrash);
    expect(receiver.received.length - fromNow, timing.describe()).toBe(8);
    const bodies = new Map<string, string>();
    for (const r of receiver.received) {
      const id = deliveryIdOf(r);
      expect(bodies.get(id) ?? r.body).toBe(r.body);
      bodies.set(id, r.body);
      const signature = createHmac('sha256', secret).update(r.body).digest('hex');
      expect(r.headers['x-service-signature']).toBe(`sha256=${signature}`);
    }
    // The receiver sees a request before the worker records its outcome: wait for the log to settle.
    let deliveries: { id: string; state: string }[] = [];
    const readLog = async () => {
      const log = await call(adminKey, `/webhooks/${webhookId}/deliveries`);
      deliveries = log.json.data.deliveries as { id: string; state: string }[];
    };
    await readLog();
    for (let i = 0; i < 100 && deliveries.some((d) => d.state === 'pending'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await readLog();
    }
    expect(
      deliveries.map((d) => d.state),
      timing.describe(),
    ).toEqual(Array(8).fill('succeeded'));
    expect(new Set(deliveries.map((d) => d.id))).toEqual(succeeded());
  } finally {
    await receiver.close();
  }
}, 90_000);

import { createHmac } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
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
});

afterAll(() => service.dispose());

it('loses no webhook delivery across a kill -9: pending ones go out after restart, same delivery ids', async () => {
  let healthy = false;
  const receiver = await startReceiver(() => ({ status: healthy ? 200 : 503 }));
  try {
    await service.start();
    const call = service.call;
    const hook = await call(adminKey, '/webhooks', { url: receiver.url, event_types: ['delivered'] });
    expect(hook.status).toBe(201);
    const { id: webhookId, secret } = hook.json.data.webhook as { id: number; secret: string };

    // Eight deliveries fail their first attempt and wait 2 s for a retry: then the service dies. (Killing
    // it mid-attempt is covered by the lease test in webhook-delivery.test.ts; here that would only add
    // the lease's 30 s.)
    for (let i = 0; i < 8; i++) {
      const sent = await call(sendKey, '/messages', { to: `q${i}@crash.test`, subject: `q${i}` });
      expect(sent.status).toBe(202);
    }
    await until('a first attempt of each', () => new Set(receiver.received.map(deliveryIdOf)).size === 8);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await service.kill();
    const beforeCrash = new Set(receiver.received.map(deliveryIdOf));
    expect(beforeCrash.size).toBe(8);

    healthy = true;
    const fromNow = receiver.received.length;
    await service.start();
    const succeeded = () => new Set(receiver.received.slice(fromNow).map(deliveryIdOf));
    await until('every delivery to succeed after the restart', () => succeeded().size === 8);

    // Each went out again, once, under the same delivery id, with the same body and signing secret.
    expect(succeeded()).toEqual(beforeCrash);
    expect(receiver.received.length - fromNow).toBe(8);
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
    expect(deliveries.map((d) => d.state)).toEqual(Array(8).fill('succeeded'));
    expect(new Set(deliveries.map((d) => d.id))).toEqual(succeeded());
  } finally {
    await receiver.close();
  }
}, 90_000);

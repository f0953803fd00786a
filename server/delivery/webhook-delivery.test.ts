import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryIdOf, startReceiver, type Received } from '../test/receiver';
import { startTestService, type TestService } from '../test/harness';
import { runWebhookDeliveriesOnce, webhookDispatcher } from './webhook-worker';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(
  respond?: Parameters<typeof startReceiver>[0],
  overrides: Parameters<typeof startTestService>[0] = {},
) {
  const s = await startTestService({
    ALLOW_LOOPBACK_WEBHOOKS: true,
    WEBHOOK_RETRY_SCHEDULE: [0, 0],
    WEBHOOK_TIMEOUT_MS: 300,
    ...overrides,
  });
  const receiver = await startReceiver(respond);
  cleanups.push(s.close, receiver.close);
  const hook = await s.call('POST', '/webhooks', {
    url: receiver.url,
    event_types: ['delivered', 'bounced'],
  });
  return { s, receiver, hook, webhook: hook.json.data?.webhook as { id: number; secret: string } };
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(done()).toBe(true);
}

/** Sends everything due until nothing is left (retry waits are 0 in these tests). */
async function drain(s: TestService) {
  for (let i = 0; i < 20 && (await runWebhookDeliveriesOnce(s.ctx)) > 0; i++);
}

describe('webhook delivery', () => {
  it('POSTs exactly the spec body and headers, signed with an HMAC anyone can verify', async () => {
    const { s, receiver, webhook } = await setup();
    const sent = await s.call('POST', '/messages', { to: 'someone@example.com', subject: 'Welcome aboard' });
    await s.settle();
    await drain(s);

    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const body = JSON.parse(hit!.body);
    expect(Object.keys(body)).toEqual(['event_type', 'timestamp', 'data']);
    expect(body).toMatchObject({
      event_type: 'delivered',
      data: { message_id: sent.json.data.message.id, subject: 'Welcome aboard' },
    });
    // The spec's fields first; the extensions beside them (documented in the README).
    expect(Object.keys(body.data)).toEqual(['message_id', 'subject', 'recipient', 'smtp_response']);
    expect(body.data).toMatchObject({
      recipient: 'someone@example.com',
      smtp_response: expect.stringMatching(/^250 /),
    });
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(hit!.headers['x-service-event']).toBe('delivered');
    expect(hit!.headers['x-service-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
    const expected = createHmac('sha256', webhook.secret).update(hit!.body).digest('hex');
    expect(hit!.headers['x-service-signature']).toBe(`sha256=${expected}`);
  });

  it('a bounce carries its recipient, bounce type, class and the SMTP answer beside the spec fields', async () => {
    const { s, receiver } = await setup();
    const sent = await s.call('POST', '/messages', { to: 'bounce@example.com', subject: 'Invoice' });
    await s.settle();
    await drain(s);
    const bounced = receiver.received
      .map((hit) => JSON.parse(hit.body))
      .find((body) => body.event_type === 'bounced');
    expect(bounced.data).toEqual({
      message_id: sent.json.data.message.id,
      subject: 'Invoice',
      recipient: 'bounce@example.com',
      bounce_type: 'hard',
      bounce_class: expect.any(String),
      bounce_side: expect.any(String),
      smtp_response: expect.stringMatching(/^5\d\d /),
    });
    // What the receiver got is what the delivery log shows.
    const hooks = (await s.call('GET', '/webhooks')).json.data.webhooks;
    const log = (await s.call('GET', `/webhooks/${hooks[0].id}/deliveries`)).json.data.deliveries;
    const logged = log.find((d: { event_type: string }) => d.event_type === 'bounced');
    expect(logged.payload).toEqual(bounced);
  });

  it('retries a 500 with the same delivery id, and logs every attempt', async () => {
    const { s, receiver, webhook } = await setup((n) => ({ status: n === 1 ? 500 : 204 }));
    await s.call('POST', '/messages', { to: 'bounce@example.com', subject: 'Retry me' });
    await s.settle();
    await drain(s);

    expect(receiver.received).toHaveLength(2);
    const ids = receiver.received.map((r) => r.headers['x-service-delivery-id']);
    expect(ids[0]).toBe(ids[1]);
    const log = await s.call('GET', `/webhooks/${webhook.id}/deliveries`);
    const [delivery] = log.json.data.deliveries;
    expect(delivery.state).toBe('succeeded');
    expect(delivery.event_type).toBe('bounced');
    expect(delivery.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 204]);
    expect(delivery.attempts[0].error).toBe('HTTP 500');
    expect(delivery.attempts[0].response_excerpt).toBe('answer 500');
  });

  it('treats a timeout as a failure, and marks the delivery failed after the schedule; a manual retry tries once more', async () => {
    const { s, receiver, webhook } = await setup(() => ({ status: 200, delayMs: 1500 }));
    await s.call('POST', '/messages', { to: 'slow@example.com', subject: 'Too slow' });
    await s.settle();
    await drain(s);

    expect(receiver.received).toHaveLength(3);
    const log = await s.call('GET', `/webhooks/${webhook.id}/deliveries`);
    const [delivery] = log.json.data.deliveries;
    expect(delivery.state).toBe('failed');
    expect(delivery.next_attempt_at).toBeNull();
    expect(delivery.attempts).toHaveLength(3);
    expect(delivery.attempts[0].error).toMatch(/timed out/);

    const retry = await s.call('POST', `/webhooks/${webhook.id}/deliveries/${delivery.id}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.json.data.delivery.attempts).toHaveLength(4);
    expect(retry.json.data.delivery.state).toBe('failed');
  });

  it('sends again after a crash mid-attempt, once the lease runs out: nothing is lost', async () => {
    const { s, receiver } = await setup();
    await s.call('POST', '/messages', { to: 'crash@example.com', subject: 'Crash' });
    await s.settle();
    // A worker claimed the delivery and died before recording anything: only the lease is left.
    await s.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '40 seconds'`);
    await drain(s);
    expect(receiver.received).toHaveLength(0);
    s.setNow(() => new Date(Date.now() + 60_000));
    await drain(s);
    expect(receiver.received).toHaveLength(1);
  });

  it('never sends one attempt twice when several workers run at once', async () => {
    // A deadline a loaded machine meets: a timeout is rare here, yet allowed for below.
    const { s, receiver } = await setup(undefined, { WEBHOOK_TIMEOUT_MS: 5_000 });
    for (let i = 0; i < 12; i++)
      await s.call('POST', '/messages', { to: `many${i}@example.com`, subject: `n${i}` });
    await s.settle();
    await Promise.all([drain(s), drain(s), drain(s)]);
    await until(() => receiver.received.every((r) => r.endedAt !== undefined));
    // Every delivery went out. One that timed out on a busy machine is sent again under its id,
    // but never while an earlier send of it is still open (send windows at the receiver), and every
    // send is a logged attempt (one cut off before it arrived is logged but never seen).
    const byId = new Map<string, Received[]>();
    for (const r of receiver.received) byId.set(deliveryIdOf(r), [...(byId.get(deliveryIdOf(r)) ?? []), r]);
    expect(byId.size).toBe(12);
    for (const [id, sends] of byId) {
      for (let i = 1; i < sends.length; i++)
        expect(sends[i]!.at, id).toBeGreaterThanOrEqual(sends[i - 1]!.endedAt!);
      const [logged] = await s.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM webhook_attempts WHERE delivery_id = $1',
        [id],
      );
      expect(logged!.n, id).toBeGreaterThanOrEqual(sends.length);
    }
  });

  it('an endpoint that answers slowly does not hold up deliveries to other endpoints', async () => {
    // The slow endpoint answers after 6 s (under the 8 s timeout); the fast one at once.
    const {
      s,
      receiver: slow,
      webhook,
    } = await setup(() => ({ status: 200, delayMs: 6000 }), {
      WEBHOOK_TIMEOUT_MS: 8000,
    });
    const fast = await startReceiver();
    cleanups.push(fast.close);
    const dispatcher = webhookDispatcher(s.ctx, (error) => {
      throw error;
    });
    cleanups.push(dispatcher.drain);

    await s.call('POST', '/messages', { to: 'first@example.com', subject: 'first' });
    await s.settle();
    expect(await dispatcher.runOnce()).toBe(1);
    await until(() => slow.received.length === 1);

    // While the slow endpoint holds its answer, a new event for both subscribers goes out.
    await s.call('POST', '/webhooks', { url: fast.url, event_types: ['delivered'] });
    await s.call('POST', '/messages', { to: 'second@example.com', subject: 'second' });
    await s.settle();
    expect(await dispatcher.runOnce()).toBe(2);
    await until(() => fast.received.length === 1);
    const slowAttempts = async () => {
      const [row] = await s.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM webhook_attempts a
         JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.webhook_id = $1`,
        [webhook.id],
      );
      return row!.n;
    };
    expect(await slowAttempts()).toBe(0); // its first attempt is still waiting for the answer

    await dispatcher.drain();
    expect(await slowAttempts()).toBe(2);
    expect(fast.received).toHaveLength(1);
  });

  it('sends a test event now and answers its outcome; rotating the secret changes the signature key', async () => {
    const { s, receiver, webhook } = await setup();
    const test = await s.call('POST', `/webhooks/${webhook.id}/test`);
    expect(test.status).toBe(200);
    expect(test.json.data.delivery).toMatchObject({ state: 'succeeded', attempts: [{ status_code: 200 }] });
    const rotated = await s.call('POST', `/webhooks/${webhook.id}/rotate-secret`);
    const secret = rotated.json.data.webhook.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(webhook.secret);
    await s.call('POST', `/webhooks/${webhook.id}/test`);
    const last = receiver.received.at(-1)!;
    expect(last.headers['x-service-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(last.body).digest('hex')}`,
    );
    expect((await s.call('POST', '/webhooks/999/test')).status).toBe(404);
    expect((await s.call('POST', `/webhooks/${webhook.id}/deliveries/not-a-uuid/retry`)).status).toBe(400);
  });

  it('delivers to a host name, connecting to the address it vetted', async () => {
    const s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
    const receiver = await startReceiver(undefined, { dualStack: true });
    cleanups.push(s.close, receiver.close);
    const url = receiver.url.replace('127.0.0.1', 'localhost');
    const hook = await s.call('POST', '/webhooks', { url, event_types: ['delivered'] });
    const test = await s.call('POST', `/webhooks/${hook.json.data.webhook.id}/test`);
    expect(test.json.data.delivery.attempts[0]).toMatchObject({ status_code: 200, error: null });
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses loopback hosts at creation, and again at delivery time for one stored earlier', async () => {
    const { s, receiver, hook: plain } = await setup(undefined, { ALLOW_LOOPBACK_WEBHOOKS: false });
    expect(plain.status).toBe(400);
    const url = receiver.url.replace('http://127.0.0.1', 'https://localhost');
    const refused = await s.call('POST', '/webhooks', { url, event_types: ['delivered'] });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details[0]).toMatchObject({
      field: 'url',
      message: expect.stringMatching(/local/),
    });
    // A webhook stored before the creation check existed is still refused when sending.
    const [old] = await s.db.query<{ id: number }>(
      `INSERT INTO webhooks (url, event_types, secret) VALUES ($1, '{delivered}', 'whsec_old') RETURNING id`,
      [url],
    );
    const test = await s.call('POST', `/webhooks/${old!.id}/test`);
    expect(test.json.data.delivery.attempts[0].error).toMatch(/refused: .*local/);
    expect(receiver.received).toHaveLength(0);
  });
});

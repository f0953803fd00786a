import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookDeliveriesOnce } from '../delivery/webhook-worker';
import { startTestService, type TestService } from '../test/harness';
import { deliveryIdOf, startReceiver } from '../test/receiver';
import { until } from '../test/until';

let s: TestService;
beforeAll(async () => {
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
});
afterAll(() => s.close());

describe('query parameters', () => {
  it.each([
    ['/suppressions?limit=abc', 'limit', /got "abc"/],
    ['/stats/overview?domain_id=abc', 'domain_id', /got "abc"/],
  ])('%s names the parameter and the bad value, not "is required"', async (path, field, message) => {
    const res = await s.call('GET', path);
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe(field);
    expect(res.json.error.details[0].message).toMatch(message);
    expect(res.json.error.message).not.toMatch(/required/);
  });

  it('a repeated list parameter means all its values; a repeated scalar is refused', async () => {
    await s.call('POST', '/suppressions', { email: 'rep-manual@edges.example' });
    await s.call('POST', '/suppressions', { email: 'rep-complaint@edges.example', reason: 'complaint' });
    const both = await s.call('GET', '/suppressions?q=rep-&reason=manual&reason=complaint');
    expect(both.json.data.suppressions.map((r: { email: string }) => r.email).sort()).toEqual([
      'rep-complaint@edges.example',
      'rep-manual@edges.example',
    ]);
    const twice = await s.call('GET', '/suppressions?limit=1&limit=2');
    expect(twice.status).toBe(400);
    expect(twice.json.error.details[0].field).toBe('limit');
  });
});

describe('requests Node itself refuses', () => {
  it('headers over the limit get 431 with the error envelope', async () => {
    const url = new URL(s.base);
    const answer = await new Promise<{ status: number; body: string; id: string | undefined }>(
      (resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: '/api/v1/health',
            headers: { 'x-padding': 'x'.repeat(20_000) },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body, id: res.headers['x-request-id'] as string }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', error: { code: 'invalid_request' } });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('retry now', () => {
  it('never sends a delivery a second time while it is in flight', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 1_500 }));
    try {
      const hook = await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] });
      await s.call('POST', '/messages', { to: 'inflight@edges.example', subject: 'x' });
      await s.settle();
      const sending = runWebhookDeliveriesOnce(s.ctx);
      await until('the first attempt to arrive', () => receiver.received.length === 1);
      const id = deliveryIdOf(receiver.received[0]!);
      const retry = await s.call('POST', `/webhooks/${hook.json.data.webhook.id}/deliveries/${id}/retry`);
      expect(retry.status).toBe(409);
      expect(retry.json.error.message).toMatch(/being sent right now/);
      await sending;
      expect(receiver.received.filter((r) => deliveryIdOf(r) === id)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../test/dns-server';
import { startHostileEndpoints } from '../test/hostile-endpoints';
import { startReceiver } from '../test/receiver';
import { startTestService, type TestService } from '../test/harness';
import { runWebhookDeliveriesOnce } from './webhook-worker';

/**
 * Every way a webhook's host can fail an attempt, each through the real sender over loopback: the
 * attempt is recorded with the host's error and the delivery waits for its next try on schedule.
 * Any of these reaching the process as an unhandled error fails the run.
 */
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let hostile: Awaited<ReturnType<typeof startHostileEndpoints>>;
let s: TestService;
const retryInMs = 60_000;

beforeAll(async () => {
  hostile = await startHostileEndpoints();
  dns = await startDnsServer({
    // The broadcast address of loopback's network: connect() fails at once with ENETUNREACH, as it
    // does for an IPv6-only host on a machine without IPv6. Nothing leaves the machine.
    'unreachable.test': { a: ['127.255.255.255'] },
    'refused.test': { a: ['127.0.0.1'] },
    'reset.test': { a: ['127.0.0.1'] },
    'not-tls.test': { a: ['127.0.0.1'] },
    'servfail.test': { rcode: 2 },
    'hang.test': { silent: true },
    'no-address.test': { a: [], aaaa: [] },
  });
  s = await startTestService({
    ALLOW_LOOPBACK_WEBHOOKS: true,
    WEBHOOK_DNS_SERVERS: [dns.server],
    WEBHOOK_RETRY_SCHEDULE: [retryInMs],
    WEBHOOK_TIMEOUT_MS: 1_000,
  });
});
afterAll(async () => {
  await s?.close();
  await dns?.close();
  await hostile?.close();
});

const cases = () => [
  { url: 'https://unreachable.test/hook', error: /ENETUNREACH/ },
  { url: `https://refused.test:${hostile.closedPort}/hook`, error: /ECONNREFUSED/ },
  { url: `https://reset.test:${hostile.resetPort}/hook`, error: /ECONNRESET|socket disconnected/ },
  {
    url: `https://not-tls.test:${hostile.notTlsPort}/hook`,
    error:
      /^TLS handshake failed: (wrong version number \(the port does not speak TLS\)|packet length too long)$/,
  },
  { url: 'https://missing.test/hook', error: /missing\.test does not exist \(NXDOMAIN\)/ },
  { url: 'https://servfail.test/hook', error: /SERVFAIL/ },
  { url: 'https://no-address.test/hook', error: /no A or AAAA record/ },
  { url: 'https://hang.test/hook', error: /timed out after 1000 ms \(resolving the host\)/ },
];

describe('a webhook host that fails every way', () => {
  it('records each failure as that attempt, retried on schedule, and the service carries on', async () => {
    const hooks = new Map<number, RegExp>();
    for (const { url, error } of cases()) {
      const hook = await s.call('POST', '/webhooks', { url, event_types: ['delivered'] });
      expect(hook.status, url).toBe(201);
      hooks.set(hook.json.data.webhook.id as number, error);
    }
    const sent = await s.call('POST', '/messages', { to: 'someone@example.com', subject: 'Hostile hosts' });
    expect(sent.status).toBe(202);
    await s.settle();
    const before = Date.now();
    expect(await runWebhookDeliveriesOnce(s.ctx, 16)).toBe(hooks.size);

    for (const [id, error] of hooks) {
      const log = await s.call('GET', `/webhooks/${id}/deliveries`);
      const [delivery] = log.json.data.deliveries;
      expect(delivery, `webhook ${id}`).toMatchObject({ state: 'pending' });
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ status_code: null });
      expect(delivery.attempts[0].error).toMatch(error);
      expect(Date.parse(delivery.next_attempt_at)).toBeGreaterThanOrEqual(before + retryInMs);
    }
    // Still answering, and nothing is due again before its time.
    expect((await s.call('GET', '/webhooks')).status).toBe(200);
    expect(await runWebhookDeliveriesOnce(s.ctx, 16)).toBe(0);
    // The silent name was asked (and given up on at the deadline), not skipped.
    expect(dns.asked.get('hang.test')).toBeGreaterThan(0);
  });

  it('tries the next address of a name when the first cannot be reached', async () => {
    // `localhost` is 127.0.0.1, then ::1: a receiver on ::1 only is reached through the second.
    const receiver = await startReceiver(() => ({ status: 200 }), { host: '::1' });
    try {
      const url = receiver.url.replace('[::1]', 'localhost');
      const hook = await s.call('POST', '/webhooks', { url, event_types: ['bounced'] });
      expect(hook.status).toBe(201);
      await s.call('POST', '/messages', { to: 'bounce@example.com', subject: 'Second address' });
      await s.settle();
      await runWebhookDeliveriesOnce(s.ctx, 16);
      expect(receiver.received).toHaveLength(1);
      const log = await s.call('GET', `/webhooks/${hook.json.data.webhook.id}/deliveries`);
      expect(log.json.data.deliveries[0]).toMatchObject({
        state: 'succeeded',
        attempts: [{ status_code: 200 }],
      });
    } finally {
      await receiver.close();
    }
  });
});

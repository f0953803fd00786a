import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../test/dns-server';
import { startTestService, type TestService } from '../test/harness';

/**
 * IPv6 ranges that never name a public receiver (RFC 9637 documentation, RFC 9602 SRv6 SIDs) are
 * refused as webhook and Slack targets when saved, and again when a name resolves to them at
 * delivery. Over real HTTP; the names resolve on a loopback DNS server; nothing is ever connected to.
 */
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let s: TestService;
beforeAll(async () => {
  dns = await startDnsServer({
    'doc.test': { a: [], aaaa: ['3fff:0:1::5'] },
    'srv6.test': { a: [], aaaa: ['5f00:12::1'] },
  });
  s = await startTestService({
    ALLOW_LOOPBACK_WEBHOOKS: true,
    WEBHOOK_DNS_SERVERS: [dns.server],
    WEBHOOK_RETRY_SCHEDULE: [60_000],
    WEBHOOK_TIMEOUT_MS: 1_000,
  });
});
afterAll(async () => {
  await s?.close();
  await dns?.close();
});

const literals = ['https://[3fff::1]/hook', 'https://[3fff:fff::1]/hook', 'https://[5f00::1]/hook'];

describe('IPv6 documentation and SRv6 addresses', () => {
  it.each(literals)('refuses %s as a webhook, changing nothing', async (url) => {
    const res = await s.call('POST', '/webhooks', { url, event_types: ['delivered'] });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0]).toMatchObject({
      field: 'url',
      message: expect.stringMatching(/refused/),
    });
    expect((await s.call('GET', '/webhooks')).json.data.total).toBe(0);
  });

  it.each(literals)('refuses %s as a Slack channel of an alert rule', async (url) => {
    const res = await s.call('POST', '/alert-rules', {
      name: 'Bounces',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.2,
      window_minutes: 60,
      min_volume: 10,
      channels: [{ type: 'slack', url }],
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe('channels.0.url');
    expect((await s.call('GET', '/alert-rules')).json.data.rules).toEqual([]);
  });

  it.each(['doc.test', 'srv6.test'])('refuses at delivery a name (%s) that resolves to one', async (host) => {
    const hook = await s.call('POST', '/webhooks', {
      url: `https://${host}/hook`,
      event_types: ['delivered'],
    });
    expect(hook.status).toBe(201);
    const res = await s.call('POST', `/webhooks/${hook.json.data.webhook.id}/test`);
    expect(res.status).toBe(200);
    const [attempt] = res.json.data.delivery.attempts;
    expect(attempt).toMatchObject({
      status_code: null,
      error: expect.stringMatching(/^refused: .* reserved/),
    });
    expect(dns.asked.get(host)).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { runWebhookDeliveriesOnce } from '../delivery/webhook-worker';
import { startService } from '../service';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';
import { parseSamples, total } from './scrape';

const token = 'metrics-token-for-tests-000000';
const origin = (s: TestService) => s.base.replace(/\/api\/v1$/, '');
const scrapeWith = (s: TestService, authorization?: string) =>
  fetch(`${origin(s)}/metrics`, { headers: authorization ? { authorization } : {} });

describe('GET /metrics with METRICS_TOKEN', () => {
  let s: TestService;
  const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
  beforeAll(async () => {
    s = await startTestService({
      METRICS_TOKEN: token,
      ALLOW_LOOPBACK_WEBHOOKS: true,
      WEBHOOK_RETRY_SCHEDULE: [0],
      WEBHOOK_TIMEOUT_MS: 5_000,
      RATE_LIMIT_RPS: 0.001,
      RATE_LIMIT_BURST: 20,
    });
  });
  afterAll(async () => {
    await s.close();
    for (const r of receivers) await r.close();
  });
  const scrape = async () => {
    const res = await scrapeWith(s, `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return parseSamples(await res.text());
  };

  it('sees each family change with the traffic that feeds it', async () => {
    const before = await scrape();
    expect(total(before, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(before.some((x) => x.name === 'nodejs_eventloop_lag_seconds')).toBe(true);

    // Two subscribers: one fails once then takes the retry, one fails for good.
    const flaky = await startReceiver((n) => ({ status: n === 1 ? 500 : 200 }));
    const broken = await startReceiver(() => ({ status: 503 }));
    receivers.push(flaky, broken);
    for (const r of [flaky, broken])
      expect((await s.call('POST', '/webhooks', { url: r.url, event_types: ['delivered'] })).status).toBe(
        201,
      );

    const sent = await s.call('POST', '/messages', { to: 'someone@example.com', subject: 'Hello' });
    const id = sent.json.data.message.id as string;
    expect((await s.call('GET', `/messages/${id}`)).status).toBe(200);
    const queued = await scrape();
    expect(total(queued, 'relaydesk_simulator_backlog_messages')).toBe(1);

    await s.settle();
    // An hour later by the service's clock, the two queued deliveries are an hour old.
    const later = new Date(Date.now() + 3_600_000);
    s.setNow(() => later);
    const pending = await scrape();
    expect(total(pending, 'relaydesk_simulator_backlog_messages')).toBe(0);
    expect(total(pending, 'relaydesk_webhook_outbox_pending')).toBe(2);
    expect(total(pending, 'relaydesk_webhook_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(
      3_599,
    );

    for (let i = 0; i < 10 && (await runWebhookDeliveriesOnce(s.ctx)) > 0; i++);
    s.setNow(() => new Date());
    expect(flaky.received).toHaveLength(2);
    expect(broken.received).toHaveLength(2);

    // A flood on one key ends in 429s.
    let limited = 0;
    for (let i = 0; i < 22; i++)
      if ((await s.call('GET', '/domains', undefined, s.keys.stats)).status === 429) limited++;
    expect(limited).toBeGreaterThan(0);

    // A statement the database refuses.
    await s.db
      .exec(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no'; END $$;
      CREATE TRIGGER refuse BEFORE INSERT ON suppressions FOR EACH ROW EXECUTE FUNCTION refuse();`);
    expect((await s.call('POST', '/suppressions', { email: 'x@example.com' })).status).toBe(500);

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels);
    const byId = { method: 'GET', route: '/api/v1/messages/:id', status: '200' };
    expect(grew('relaydesk_http_requests_total', byId)).toBe(1);
    expect(grew('relaydesk_http_request_duration_seconds_count', byId)).toBe(1);
    expect(after.some((x) => Object.values(x.labels).some((v) => v.includes(id)))).toBe(false);
    expect(grew('relaydesk_rate_limited_requests_total', { route: '/api/v1/domains' })).toBe(limited);
    expect(grew('relaydesk_http_requests_total', { route: '/api/v1/domains', status: '429' })).toBe(limited);
    expect(grew('relaydesk_webhook_deliveries_total', { outcome: 'retry' })).toBe(2);
    expect(grew('relaydesk_webhook_deliveries_total', { outcome: 'succeeded' })).toBe(1);
    expect(grew('relaydesk_webhook_deliveries_total', { outcome: 'failed' })).toBe(1);
    expect(grew('relaydesk_webhook_delivery_duration_seconds_count')).toBe(4);
    expect(total(after, 'relaydesk_webhook_outbox_pending')).toBe(0);
    expect(total(after, 'relaydesk_webhook_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(grew('relaydesk_database_errors_total', { kind: 'query' })).toBeGreaterThanOrEqual(1);
    // The pool (PostgreSQL only): its size, and the connection this service has opened.
    const pool = (state: string) => total(after, 'relaydesk_database_pool_connections', { state });
    if (s.db.engine === 'postgres') {
      expect(pool('max')).toBe(10);
      expect(pool('in_use') + pool('idle')).toBeGreaterThanOrEqual(1);
      // Queries waiting for a connection: reported (the scrape's own reads may be among them).
      expect(
        after.some((x) => x.name === 'relaydesk_database_pool_connections' && x.labels.state === 'waiting'),
      ).toBe(true);
    } else expect(after.some((x) => x.name === 'relaydesk_database_pool_connections')).toBe(false);
  });

  it('answers 401 to a missing or wrong token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-000000000000000', `Basic ${token}`]) {
      const res = await scrapeWith(s, authorization);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('relaydesk_');
    }
  });
});

it('has no /metrics on the API port without METRICS_TOKEN', async () => {
  const s = await startTestService();
  try {
    expect((await scrapeWith(s)).status).toBe(404);
    expect((await scrapeWith(s, `Bearer ${token}`)).status).toBe(404);
  } finally {
    await s.close();
  }
});

it('serves /metrics without a token on METRICS_PORT, bound to 127.0.0.1', async () => {
  const service = await startService(testConfig({ PORT: 0, METRICS_PORT: 0 }));
  try {
    expect(service.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(service.metricsUrl).not.toBe(`${service.url}/metrics`);
    await fetch(`${service.url}/api/v1/health`);
    const res = await fetch(service.metricsUrl!);
    expect(res.status).toBe(200);
    const samples = parseSamples(await res.text());
    expect(total(samples, 'relaydesk_http_requests_total', { route: '/api/v1/health' })).toBe(1);
    expect((await fetch(`${service.url}/metrics`)).status).toBe(404);
  } finally {
    await service.close();
  }
});

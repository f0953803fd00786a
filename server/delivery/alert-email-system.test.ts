import { afterEach, expect, it } from 'vitest';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { bucketsSince } from '../store/repos/alert-measures-repo';
import { startTestService, type TestService } from '../test/harness';
import { runAlertNotificationsOnce } from './alert-notifier';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** What the customer's statistics and the alerts' measurements say, all at once. */
async function counted(s: TestService) {
  const overview = (await s.call('GET', '/stats/overview')).json.data.overview.counts;
  const days = (await s.call('GET', '/stats/daily')).json.data.days as Record<string, number>[];
  const daily = days.reduce((sum, d) => sum + d.accepted! + d.delivered!, 0);
  const buckets = await bucketsSince(s.db, new Date(Date.now() - 86_400_000));
  const measured = buckets.reduce((sum, b) => sum + b.accepted + b.delivered, 0);
  return { accepted: overview.accepted, delivered: overview.delivered, daily, measured };
}

const ids = async (s: TestService, query: string) =>
  ((await s.call('GET', `/messages${query}`)).json.data.messages as { id: string }[]).map((m) => m.id);

it(`without NOTIFY_SMTP_URL an alert email is system mail: in no count, shown on request (${engine})`, async () => {
  const s = await startTestService({ WEBHOOK_RETRY_SCHEDULE: [0] });
  cleanups.push(s.close);
  // A customer webhook for every delivery: the alert email's own delivery must not reach it.
  const hook = await s.call('POST', '/webhooks', {
    url: 'https://hooks.example/x',
    event_types: ['delivered'],
  });
  expect(hook.status).toBe(201);
  const rule = await s.call('POST', '/alert-rules', {
    name: 'Bounces',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 60,
    min_volume: 3,
    channels: [{ type: 'email', to: 'oncall@system.test' }],
  });
  expect(rule.status).toBe(201);
  for (let i = 0; i < 3; i++)
    expect((await s.call('POST', '/messages', { to: `bounce+${i}@system.test`, subject: 's' })).status).toBe(
      202,
    );
  await s.settle();
  const customerIds = await ids(s, '');
  expect(customerIds).toHaveLength(3);
  const before = await counted(s);
  expect(before).toEqual({ accepted: 3, delivered: 0, daily: 3, measured: 3 });

  expect((await evaluateAlerts(s.ctx, new Date())).triggered).toBe(1);
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(1);
  await s.settle(); // the alert email is delivered (oncall@ is the simulator's "delivered" scenario)

  const [incident] = (await s.call('GET', '/alerts')).json.data.incidents;
  const email = incident.notifications[0];
  expect(email).toMatchObject({ channel: 'email', state: 'sent', target: 'oncall@system.test' });
  const message = (await s.call('GET', `/messages/${email.message_id}`)).json.data.message;
  expect(message).toMatchObject({
    status: 'delivered',
    origin: 'system',
    to: 'oncall@system.test',
    from: 'alerts@relaydesk.invalid',
    domain_id: null,
  });

  // Counted nowhere: the statistics, the daily counts and the alerts' buckets are as before.
  expect(await counted(s)).toEqual(before);
  const deliveries = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries');
  expect(deliveries).toEqual([{ n: 0 }]);
  // The activity log leaves it out unless asked, and the export follows the same filters.
  expect(await ids(s, '')).toEqual(customerIds);
  expect(await ids(s, '?system=exclude')).toEqual(customerIds);
  expect(await ids(s, '?system=include')).toEqual([email.message_id, ...customerIds]);
  expect(await ids(s, '?system=only')).toEqual([email.message_id]);
  expect(await ids(s, '?system=only&status=hard_bounced')).toEqual([]);
  expect(await ids(s, '?system=include&status=hard_bounced')).toEqual(customerIds);
  expect((await s.call('GET', '/messages?system=all')).status).toBe(400);
  const csv = (await s.call('GET', '/messages/export?system=only')).text;
  expect(csv).toContain(email.message_id);
  expect((await s.call('GET', '/messages/export')).text).not.toContain(email.message_id);
});

it(`an alert email refused for good fails its channel and suppresses no one (${engine})`, async () => {
  const s = await startTestService();
  cleanups.push(s.close);
  const rule = await s.call('POST', '/alert-rules', {
    name: 'Bounces',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 60,
    min_volume: 3,
    // The simulator hard-bounces bounce@ and has complaint@ mark the mail as spam.
    channels: [
      { type: 'email', to: 'bounce@oncall.test' },
      { type: 'email', to: 'complaint@oncall.test' },
    ],
  });
  expect(rule.status, rule.text).toBe(201);
  for (let i = 0; i < 3; i++)
    expect(
      (await s.call('POST', '/messages', { to: `bounce+${i}@customer.test`, subject: 's' })).status,
    ).toBe(202);
  await s.settle();
  const before = await counted(s);
  expect((await evaluateAlerts(s.ctx, new Date())).triggered).toBe(1);
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(2);
  await s.settle();

  // The operator's addresses stay off the customer's suppression list; the customer may still mail them.
  const listed = await s.call('GET', '/suppressions?q=oncall.test');
  expect(listed.json.data.total).toBe(0);
  expect((await s.call('GET', '/suppressions')).json.data.total).toBe(3);
  // Each notification says its channel failed, and why.
  const [incident] = (await s.call('GET', '/alerts')).json.data.incidents;
  const byTarget = Object.fromEntries(
    (
      incident.notifications as {
        target: string;
        state: string;
        message_id: string;
        attempts: { ok: boolean; error: string }[];
      }[]
    ).map((n) => [n.target, n]),
  );
  const bounced = byTarget['bounce@oncall.test']!;
  expect(bounced.state).toBe('failed');
  expect(bounced.attempts.at(-1)).toMatchObject({ ok: false });
  expect(bounced.attempts.at(-1)!.error).toMatch(
    /^bounce@oncall\.test refused the alert email for good \(.+\); the address was not added to the suppression list$/,
  );
  const complained = byTarget['complaint@oncall.test']!;
  expect(complained.state).toBe('failed');
  expect(complained.attempts.at(-1)!.error).toBe(
    'complaint@oncall.test marked the alert email as spam; the address was not added to the suppression list',
  );
  // The message keeps its own story: hard-bounced, with the bounce on its timeline.
  const message = (await s.call('GET', `/messages/${bounced.message_id}`)).json.data.message;
  expect(message).toMatchObject({ status: 'hard_bounced', origin: 'system' });
  const events = (await s.call('GET', `/messages/${bounced.message_id}/events`)).json.data.events;
  expect(events.map((e: { type: string }) => e.type)).toContain('bounced');
  // Counted nowhere in the customer's statistics.
  expect(await counted(s)).toEqual(before);
  // And the customer's own mail to that address is still accepted.
  expect((await s.call('POST', '/messages', { to: 'bounce@oncall.test', subject: 'Hi' })).status).toBe(202);
});

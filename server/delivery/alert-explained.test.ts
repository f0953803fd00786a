import { afterEach, expect, it } from 'vitest';
import { classWords } from '../../src/contract';
import { runAlertNotificationsOnce } from './alert-notifier';
import { runWebhookDeliveriesOnce } from './webhook-worker';
import { startTestService, type TestService } from '../test/harness';
import { expectSignedDelivery } from '../test/signed-delivery';
import { startReceiver } from '../test/receiver';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { emailContent } from '../services/alerts/alert-content';
import { findIncident } from '../store/repos/alert-incidents-repo';

/**
 * Issue 52: an incident explains itself. Mixed traffic fires a provider-scoped bounce-rate rule;
 * the incident names the classes and sides of the messages it counted, what to do first and where
 * to see why, and its drill-down lists exactly the messages the rule counted (not the day's).
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function send(s: TestService, local: string, n: number, domain: string) {
  for (let i = 0; i < n; i++) {
    const to = `${local}+${i}-${Date.now()}@${domain}`;
    expect((await s.call('POST', '/messages', { to, subject: 'explained' })).status).toBe(202);
  }
  await s.settle();
}

async function tick(s: TestService, at: Date) {
  s.setNow(() => at);
  await evaluateAlerts(s.ctx);
  for (let i = 0; i < 5; i++)
    if ((await runAlertNotificationsOnce(s.ctx)) + (await runWebhookDeliveriesOnce(s.ctx)) === 0) break;
}

it(
  `an incident names its failure classes and drills down to exactly what it counted (${engine})`,
  { timeout: 120_000 },
  async () => {
    const s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [0] });
    const slack = await startReceiver();
    const hooks = await startReceiver();
    cleanups.push(s.close, slack.close, hooks.close);
    const hook = await s.call('POST', '/webhooks', {
      url: hooks.url,
      event_types: ['alert.triggered', 'alert.resolved'],
    });
    const rule = await s.call('POST', '/alert-rules', {
      name: 'Gmail bounces',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.1,
      window_minutes: 60,
      provider: 'gmail',
      resolve_after_minutes: 0,
      channels: [{ type: 'slack', url: slack.url }, { type: 'webhook' }],
    });
    expect(rule.status).toBe(201);

    // 106 to Gmail, 15 of them hard bounces (10 refused for reputation, 5 unknown addresses), soft
    // bounces and deferrals beside; Yahoo's bounces are outside the rule's scope.
    await send(s, 'block', 10, 'gmail.com');
    await send(s, 'bounce', 5, 'gmail.com');
    await send(s, 'softbounce', 5, 'gmail.com');
    await send(s, 'defer', 6, 'gmail.com');
    await send(s, 'deliver', 80, 'gmail.com');
    await send(s, 'bounce', 20, 'yahoo.com');
    let now = Date.now() + 1000;
    await tick(s, new Date(now));

    const [incident] = (await s.call('GET', '/alerts')).json.data.incidents;
    expect(incident).toMatchObject({ state: 'firing', volume: 106, value_now: 15 / 106, volume_now: 106 });
    // The scope is named as the console names the provider, in the list and every channel.
    expect(incident.scope_label).toBe('Gmail');
    expect(incident.value * incident.volume).toBeCloseTo(15);
    expect(incident.failures).toEqual({
      classified: 15,
      classes: [
        { class: 'reputation', side: 'sender', count: 10 },
        { class: 'invalid_recipient', side: 'recipient', count: 5 },
      ],
    });
    const drill = incident.drilldown;
    expect(drill).toEqual({
      from: expect.stringMatching(/T\d\d:\d[05]:00\.000Z$/),
      to: incident.started_at,
      status: ['hard_bounced'],
      provider: 'gmail',
    });
    const query = new URLSearchParams({
      from: drill.from,
      to: drill.to,
      status: drill.status.join(','),
      provider: drill.provider,
      exact_total: 'true',
    });
    const listed = (await s.call('GET', `/messages?${query}`)).json.data;
    expect(listed.total).toBe(Math.round(incident.value * incident.volume));
    expect(listed.total_exact).toBe(true);
    // The whole day's bounces, as the drill-down used to ask, are another number.
    const day = incident.started_at.slice(0, 10);
    const wholeDay = (await s.call('GET', `/messages?from=${day}&to=${day}&event=bounced&exact_total=true`))
      .json;
    expect(wholeDay.data.total).toBe(40);

    // Every channel carries the classes, what to do first and the link to Why mail failed.
    const firstStep = classWords.reputation.action;
    const payload = JSON.parse(slack.received[0]!.body);
    const blocks = JSON.stringify(payload.blocks);
    expect(blocks).toContain(
      'reputation (sender side) 10, invalid recipient (recipient side) 5 of 15 classified',
    );
    expect(blocks).toContain(firstStep);
    expect(blocks).toMatch(
      /\/stats\?from=\d{4}-\d\d-\d\d&amp;to=[^|]*failures_by=provider#why-failed\|Why mail failed>/,
    );
    const triggered = expectSignedDelivery(
      hooks.received[0]!,
      hook.json.data.webhook.secret,
      'alert.triggered',
    ).data;
    expect(triggered).toMatchObject({
      value: 15 / 106,
      value_at_opening: 15 / 106,
      failures: incident.failures,
      what_to_do: firstStep,
      why_failed_link: expect.stringContaining('failures_by=provider'),
    });
    const row = (await findIncident(s.db, incident.id))!;
    const mail = emailContent(row, 'triggered', 'https://console.test');
    expect(mail.text).toContain('Top failures: reputation (sender side) 10');
    expect(mail.text).toContain(`What to do first: ${firstStep}`);
    expect(mail.text).toContain('Why mail failed: https://console.test/stats?');
    expect(mail.subject).toContain('volume 106 at opening');

    // Clean traffic: the value now moves, the opening's stays; the next tick resolves and says so.
    await send(s, 'deliver', 50, 'gmail.com');
    now += 61_000;
    await tick(s, new Date(now));
    const still = (await s.call('GET', `/alerts/${incident.id}`)).json.data;
    expect(still).toMatchObject({ state: 'resolved', value: 15 / 106, volume: 106, volume_now: 156 });
    expect(still.value_now).toBeCloseTo(15 / 156);
    expect(still.measured_at).toBe(new Date(now).toISOString());
    const resolved = JSON.parse(slack.received[1]!.body);
    expect(resolved.text).toContain(
      'Bounce rate 9.6% ≥ 10% over 60 min (Gmail), volume 156 now; 14.2%, volume 106 at opening',
    );
    const done = expectSignedDelivery(
      hooks.received[1]!,
      hook.json.data.webhook.secret,
      'alert.resolved',
    ).data;
    expect(done).toMatchObject({
      value: 15 / 156,
      volume: 156,
      value_at_opening: 15 / 106,
      volume_at_opening: 106,
    });
  },
);

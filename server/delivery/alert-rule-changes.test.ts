import { afterEach, expect, it } from 'vitest';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';
import { runAlertNotificationsOnce } from './alert-notifier';
import { runWebhookDeliveriesOnce } from './webhook-worker';

/**
 * What an alert rule's edit or delete does to its firing incidents: a change of the condition, or a
 * delete, closes them and tells every channel that was told they fired, once; a change of name,
 * channels or reminders keeps them and sends nothing; and no edit or delete racing the ticks of two
 * processes leaves an incident firing for a rule that no longer exists or no longer matches.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const slow = { timeout: 180_000 };
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL, a pool each' : 'PGlite, shared';
const config = {
  ALLOW_LOOPBACK_WEBHOOKS: true,
  WEBHOOK_RETRY_SCHEDULE: [0],
  ALERT_EVAL_INTERVAL_S: 60,
  RATE_LIMIT_RPS: 10_000,
  RATE_LIMIT_BURST: 10_000,
};

async function twoServices() {
  const store = await freshDb();
  const a = await startTestService(config, { store });
  const b = await startTestService(config, { store: await sameStore(store) });
  cleanups.push(a.close, b.close);
  return { a, b };
}

async function bounces(s: TestService, n: number) {
  for (let i = 0; i < n; i++)
    expect((await s.call('POST', '/messages', { to: `bounce+${i}@changes.test`, subject: 'x' })).status).toBe(
      202,
    );
  await s.settle();
}

/** A rule that fires on any bounce, at once. */
const anyBounce = (name: string, channels: unknown[]) => ({
  name,
  metric: 'bounce_rate',
  comparator: 'gt',
  threshold: 0,
  window_minutes: 60,
  channels,
});

/** Ticks at `at` on both services, then sends everything due. */
async function tick(a: TestService, b: TestService, at: Date) {
  a.setNow(() => at);
  b.setNow(() => at);
  await Promise.all([evaluateAlerts(a.ctx), evaluateAlerts(b.ctx)]);
  for (let i = 0; i < 5; i++) {
    const sent = (await runAlertNotificationsOnce(a.ctx)) + (await runWebhookDeliveriesOnce(a.ctx));
    if (!sent) break;
  }
}

it(
  `a condition edit or a delete closes the incident with one notice per channel told; a rename sends nothing (${engine})`,
  slow,
  async () => {
    const { a, b } = await twoServices();
    const slack = await startReceiver();
    const hooks = await startReceiver();
    cleanups.push(slack.close, hooks.close);
    expect(
      (
        await a.call('POST', '/webhooks', {
          url: hooks.url,
          event_types: ['alert.triggered', 'alert.resolved'],
        })
      ).status,
    ).toBe(201);
    const channels = [
      { type: 'slack', url: slack.url },
      { type: 'webhook' },
      { type: 'email', to: 'on@changes.test' },
    ];
    const edited = (await a.call('POST', '/alert-rules', anyBounce('Edited', channels))).json.data.rule;
    const deleted = (await a.call('POST', '/alert-rules', anyBounce('Deleted', channels))).json.data.rule;
    await bounces(a, 3);
    let now = Date.now();
    await tick(a, b, new Date(now));
    const firing = async () => (await a.call('GET', '/alerts?state=firing')).json.data.incidents;
    expect(await firing()).toHaveLength(2);
    expect(slack.received).toHaveLength(2);
    expect(hooks.received).toHaveLength(2);

    // Name, channels and reminders leave the condition as it was: the incident stays, nothing is sent.
    const renamed = await b.call('PATCH', `/alert-rules/${edited.id}`, {
      name: 'Edited, renamed',
      reminder_hours: 48,
      channels,
    });
    expect(renamed.status).toBe(200);
    now += 61_000;
    await tick(a, b, new Date(now));
    expect(await firing()).toHaveLength(2);
    expect(slack.received).toHaveLength(2);

    // A change of the condition and a delete close each incident, with a notice to each channel.
    expect((await b.call('PATCH', `/alert-rules/${edited.id}`, { threshold: 0.01 })).status).toBe(200);
    expect((await b.call('DELETE', `/alert-rules/${deleted.id}`)).status).toBe(200);
    await tick(a, b, new Date(now)); // sends only: the same minute is not evaluated twice
    const slackTexts = slack.received.slice(2).map((r) => JSON.parse(r.body).text as string);
    expect(slackTexts.sort()).toEqual([
      expect.stringMatching(/^Closed: Deleted \(the rule was deleted\)\./),
      expect.stringMatching(/^Closed: Edited \(the rule was edited\)\./),
    ]);
    const closedEvents = hooks.received.slice(2).map((r) => JSON.parse(r.body));
    expect(closedEvents).toHaveLength(2);
    for (const event of closedEvents) {
      expect(event.event_type).toBe('alert.resolved');
      expect(event.data.state).toBe('closed');
    }
    const closed = (await a.call('GET', '/alerts?state=closed')).json.data.incidents;
    expect(closed).toHaveLength(2);
    for (const incident of closed) {
      const kinds = incident.notifications.map(
        (n: { kind: string; channel: string }) => `${n.kind} ${n.channel}`,
      );
      expect(kinds.sort()).toEqual([
        'closed email',
        'closed slack',
        'closed webhook',
        'triggered email',
        'triggered slack',
        'triggered webhook',
      ]);
      const email = incident.notifications.find(
        (n: { kind: string; channel: string }) => n.kind === 'closed' && n.channel === 'email',
      );
      expect(email.state).toBe('sent');
      const message = await a.call('GET', `/messages/${email.message_id}`);
      expect(message.json.data.message.subject).toMatch(/^\[Relaydesk alert\] Closed: /);
    }

    // The edited rule is evaluated afresh: it fires again as the rule it now is, and tells once more.
    now += 61_000;
    await tick(a, b, new Date(now));
    const [again] = await firing();
    expect(again).toMatchObject({ rule_id: edited.id, threshold: 0.01 });
    expect(slack.received).toHaveLength(5);
    expect(JSON.parse(slack.received[4]!.body).text).toMatch(/^Firing: Edited, renamed\./);
  },
);

it(
  `edits and deletes racing the ticks of two processes leave no incident firing for a rule gone or changed (${engine})`,
  slow,
  async () => {
    const { a, b } = await twoServices();
    const channels = [{ type: 'email', to: 'race@changes.test' }];
    const live: number[] = [];
    const create = async (s: TestService) => {
      const r = await s.call('POST', '/alert-rules', anyBounce(`Race ${live.length}`, channels));
      expect(r.status).toBe(201);
      live.push(r.json.data.rule.id);
    };
    for (let i = 0; i < 6; i++) await create(a);
    await bounces(a, 3);
    const start = Date.now();
    for (let round = 1; round <= 36; round++) {
      const at = new Date(start + round * 61_000);
      a.setNow(() => at);
      b.setNow(() => at);
      // One rule deleted and replaced, another's condition edited, while both processes tick.
      const gone = live.splice(round % live.length, 1)[0]!;
      const edited = live[round % live.length]!;
      const results = await Promise.all([
        evaluateAlerts(a.ctx),
        b.call('DELETE', `/alert-rules/${gone}`),
        evaluateAlerts(b.ctx),
        a.call('PATCH', `/alert-rules/${edited}`, { threshold: round % 2 ? 0.001 : 0 }),
        create(b),
      ]);
      expect([results[1].status, results[3].status]).toEqual([200, 200]);
    }

    const stale = await a.db.query(
      `SELECT i.id, i.rule_id FROM alert_incidents i JOIN alert_rules r ON r.id = i.rule_id
       WHERE i.state = 'firing' AND (r.deleted_at IS NOT NULL OR NOT r.enabled OR r.generation <> i.generation)`,
    );
    expect(stale).toEqual([]);
    // Every incident closed by a change told its channel once that it closed, as it was told it fired.
    const notices = await a.db.query<{ id: number; triggered: number; closed: number }>(
      `SELECT i.id, count(*) FILTER (WHERE n.kind = 'triggered')::int AS triggered,
              count(*) FILTER (WHERE n.kind = 'closed')::int AS closed
       FROM alert_incidents i JOIN alert_notifications n ON n.incident_id = i.id
       WHERE i.state = 'closed' GROUP BY i.id`,
    );
    expect(notices.length).toBeGreaterThan(10);
    expect(notices.filter((n) => n.triggered !== 1 || n.closed !== 1)).toEqual([]);
  },
);

import { afterEach, expect, it } from 'vitest';
import { runAlertNotificationsOnce } from './alert-notifier';
import { runWebhookDeliveriesOnce } from './webhook-worker';
import { freshDb, sameStore, startTestService, type TestService } from '../test/harness';
import { expectSignedDelivery } from '../test/signed-delivery';
import { startReceiver } from '../test/receiver';
import { evaluateAlerts } from '../services/alerts/evaluate';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Two services on one store, a receiver or two: more setup than the default 30 s allows on a busy machine. */
const slow = { timeout: 120_000 };
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL, a pool each' : 'PGlite, shared';
const config = { ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [0], ALERT_EVAL_INTERVAL_S: 60 };

async function twoServices() {
  const store = await freshDb();
  const a = await startTestService(config, { store });
  const b = await startTestService(config, { store: await sameStore(store) });
  const slack = await startReceiver();
  const hooks = await startReceiver();
  cleanups.push(a.close, b.close, slack.close, hooks.close);
  return { a, b, slack, hooks };
}

/** Sends `n` messages to one simulator scenario and lets the simulator finish them. */
async function send(s: TestService, local: string, n: number, domain = 'story.test') {
  for (let i = 0; i < n; i++) {
    const r = await s.call('POST', '/messages', {
      to: `${local}+${i}-${Date.now()}@${domain}`,
      subject: 'story',
    });
    expect(r.status).toBe(202);
  }
  await s.settle();
}

/** Both services tick at once at `at` (their clocks set to it), as two processes would; then both send what is due. */
async function tickBoth(a: TestService, b: TestService, at: Date) {
  a.setNow(() => at);
  b.setNow(() => at);
  const ticks = await Promise.all([evaluateAlerts(a.ctx), evaluateAlerts(b.ctx)]);
  for (let i = 0; i < 5; i++) {
    const sent = await Promise.all([runAlertNotificationsOnce(a.ctx), runAlertNotificationsOnce(b.ctx)]);
    const hooks = await Promise.all([runWebhookDeliveriesOnce(a.ctx), runWebhookDeliveriesOnce(b.ctx)]);
    if (sent[0] + sent[1] + hooks[0] + hooks[1] === 0) break;
  }
  return ticks;
}

it(
  `a bounce-rate rule fires once, notifies each channel once, and resolves once (${engine})`,
  slow,
  async () => {
    const { a, b, slack, hooks } = await twoServices();
    const hook = await a.call('POST', '/webhooks', {
      url: hooks.url,
      event_types: ['alert.triggered', 'alert.resolved'],
    });
    expect(hook.status).toBe(201);
    const secret = hook.json.data.webhook.secret as string;
    const created = await a.call('POST', '/alert-rules', {
      name: 'Bounces over 20%',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.2,
      window_minutes: 60,
      min_volume: 10,
      resolve_after_minutes: 0,
      channels: [
        { type: 'slack', url: slack.url },
        { type: 'webhook' },
        { type: 'email', to: 'oncall@story.test' },
      ],
    });
    expect(created.status).toBe(201);
    const ruleId = created.json.data.rule.id as number;
    const audit = await a.call('GET', '/audit-log?action=alert_rule.create');
    expect(audit.json.data.entries).toHaveLength(1);

    // Below the minimum volume: every message bounces, and nothing fires.
    await send(a, 'bounce', 5);
    let now = Date.now();
    const quiet = await tickBoth(a, b, new Date(now));
    expect(quiet.filter((t) => t.evaluated)).toHaveLength(1);
    expect((await a.call('GET', '/alerts')).json.data.incidents).toHaveLength(0);

    // Above it: exactly one incident and one message per channel, whichever process ticks.
    await send(b, 'bounce', 10);
    now += 61_000;
    const firing = await tickBoth(a, b, new Date(now));
    expect(firing.reduce((n, t) => n + t.triggered, 0)).toBe(1);
    const list = await b.call('GET', '/alerts');
    expect(list.json.data.firing_total).toBe(1);
    const [incident] = list.json.data.incidents;
    expect(incident).toMatchObject({
      rule_id: ruleId,
      state: 'firing',
      value: 1,
      volume: 15,
      threshold: 0.2,
    });
    expect(slack.received).toHaveLength(1);
    const slackBody = JSON.parse(slack.received[0]!.body);
    expect(slackBody.text).toContain('Bounces over 20%');
    expect(slackBody.text).toContain('100%');
    expect(slackBody.blocks.length).toBeGreaterThan(1);
    expect(hooks.received).toHaveLength(1);
    expect(expectSignedDelivery(hooks.received[0]!, secret, 'alert.triggered').data).toMatchObject({
      incident_id: incident.id,
      rule_id: ruleId,
    });
    // The email alert went through the service's own sending path: a message with its own timeline.
    const email = (await a.call('GET', '/alerts')).json.data.incidents[0].notifications.find(
      (n: { channel: string }) => n.channel === 'email',
    );
    expect(email).toMatchObject({ state: 'sent', target: 'oncall@story.test' });
    const message = await a.call('GET', `/messages/${email.message_id}`);
    expect(message.status).toBe(200);
    expect(message.json.data.message.subject).toContain('Firing: Bounces over 20%');
    // A link to the incident reads it alone, notifications and all, as the list shows it.
    const [listed] = (await b.call('GET', '/alerts')).json.data.incidents;
    expect((await a.call('GET', `/alerts/${incident.id}`)).json.data).toEqual(listed);
    expect((await a.call('GET', `/alerts/${incident.id + 1000}`)).status).toBe(404);

    // Further ticks while it keeps firing send nothing new.
    for (let i = 0; i < 3; i++) {
      now += 61_000;
      await tickBoth(a, b, new Date(now));
    }
    expect(slack.received).toHaveLength(1);
    expect(hooks.received).toHaveLength(1);

    // Clean traffic brings the rate under the line: resolved once, notified once more per channel.
    await send(a, 'deliver', 70);
    now += 61_000;
    const resolved = await tickBoth(a, b, new Date(now));
    expect(resolved.reduce((n, t) => n + t.resolved, 0)).toBe(1);
    now += 61_000;
    await tickBoth(a, b, new Date(now));
    expect(slack.received).toHaveLength(2);
    expect(JSON.parse(slack.received[1]!.body).text).toContain('Resolved');
    expect(hooks.received.map((r) => r.headers['x-service-event'])).toEqual([
      'alert.triggered',
      'alert.resolved',
    ]);
    const after = (await b.call('GET', `/alerts?rule_id=${ruleId}`)).json.data;
    expect(after.firing_total).toBe(0);
    expect(after.incidents).toHaveLength(1);
    expect(after.incidents[0].state).toBe('resolved');
    expect(after.incidents[0].notifications.map((n: { kind: string }) => n.kind).sort()).toEqual([
      'resolved',
      'resolved',
      'resolved',
      'triggered',
      'triggered',
      'triggered',
    ]);
  },
);

it(`a tick that dies midway writes nothing, and the next one fires once (${engine})`, slow, async () => {
  const { a, slack } = await twoServices();
  await a.call('POST', '/alert-rules', {
    name: 'Any bounce',
    metric: 'bounce_rate',
    comparator: 'gt',
    threshold: 0,
    window_minutes: 60,
    channels: [{ type: 'slack', url: slack.url }],
  });
  await send(a, 'bounce', 2);
  // The process dies after the incident is written, before its notification is: the whole tick is lost.
  const query = a.ctx.db.query.bind(a.ctx.db);
  const dying = {
    ...a.ctx,
    db: {
      ...a.ctx.db,
      transaction: <T>(work: (tx: Parameters<Parameters<typeof a.ctx.db.transaction>[0]>[0]) => Promise<T>) =>
        a.ctx.db.transaction((tx) =>
          work({
            ...tx,
            query: (sql: string, params?: unknown[]) => {
              if (sql.includes('INSERT INTO alert_notifications')) throw new Error('killed mid-tick');
              return tx.query(sql, params);
            },
          } as typeof tx),
        ),
    },
  } as typeof a.ctx;
  await expect(evaluateAlerts(dying, new Date())).rejects.toThrow('killed mid-tick');
  expect((await query('SELECT count(*)::int AS n FROM alert_incidents'))[0]).toEqual({ n: 0 });

  const tick = await evaluateAlerts(a.ctx, new Date(Date.now() + 61_000));
  expect(tick.triggered).toBe(1);
  // A notifier that claims the Slack message and dies before sending leaves a lease that expires;
  // the next notifier sends it, once.
  const later = Date.now() + 61_000 + (a.ctx.config.WEBHOOK_TIMEOUT_MS + 31_000);
  const { claimDueNotifications } = await import('../store/repos/alert-notifications-repo');
  expect(
    await claimDueNotifications(a.ctx.db, new Date(Date.now() + 61_000), 8, new Date(later - 1)),
  ).toHaveLength(1);
  expect(await runAlertNotificationsOnce(a.ctx)).toBe(0);
  a.setNow(() => new Date(later));
  expect(await runAlertNotificationsOnce(a.ctx)).toBe(1);
  expect(await runAlertNotificationsOnce(a.ctx)).toBe(0);
  expect(slack.received).toHaveLength(1);
});

it('refuses bad rules with field errors and changes nothing', slow, async () => {
  const { a } = await twoServices();
  const bad = [
    [{ name: 'x', metric: 'bounce_rate', comparator: 'gt', threshold: 5, window_minutes: 60 }, 'threshold'],
    [
      { name: 'x', metric: 'bounce_rate', comparator: 'gt', threshold: 0.1, window_minutes: 2 },
      'window_minutes',
    ],
    [{ name: 'x', metric: 'nope', comparator: 'gt', threshold: 0.1, window_minutes: 60 }, 'metric'],
    [
      {
        name: 'x',
        metric: 'bounce_rate',
        comparator: 'gt',
        threshold: 0.1,
        window_minutes: 60,
        each: 'provider',
        provider: 'gmail',
      },
      'each',
    ],
    [
      {
        name: 'x',
        metric: 'bounce_rate',
        comparator: 'gt',
        threshold: 0.1,
        window_minutes: 60,
        channels: [{ type: 'slack', url: 'https://10.0.0.1/hook' }],
      },
      'channels.0.url',
    ],
    [
      {
        name: 'x',
        metric: 'webhook_failure_rate',
        comparator: 'gt',
        threshold: 0.1,
        window_minutes: 60,
        webhook_id: 999,
      },
      'webhook_id',
    ],
  ] as const;
  for (const [body, field] of bad) {
    const r = await a.call('POST', '/alert-rules', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(r.json.error.details.map((d: { field: string }) => d.field).join(',')).toContain(field);
  }
  expect((await a.call('GET', '/alert-rules')).json.data.rules).toHaveLength(0);
  expect((await a.call('GET', '/alert-rules', undefined, a.keys.stats)).status).toBe(403);
});

it('an edit closes the firing incidents and starts afresh; a delete keeps the history', slow, async () => {
  const { a } = await twoServices();
  const rule = (
    await a.call('POST', '/alert-rules', {
      name: 'Any bounce',
      metric: 'bounce_rate',
      comparator: 'gt',
      threshold: 0,
      window_minutes: 60,
    })
  ).json.data.rule;
  await send(a, 'bounce', 1);
  expect((await evaluateAlerts(a.ctx, new Date())).triggered).toBe(1);
  const edited = await a.call('PATCH', `/alert-rules/${rule.id}`, { threshold: 0.5 });
  expect(edited.status).toBe(200);
  expect(edited.json.data.rule).toMatchObject({ threshold: 0.5, firing: 0 });
  const [closed] = (await a.call('GET', '/alerts')).json.data.incidents;
  expect(closed).toMatchObject({ state: 'closed', closed_reason: 'the rule was edited' });
  expect((await a.call('PATCH', `/alert-rules/${rule.id}`, { threshold: 2 })).status).toBe(400);
  expect((await a.call('DELETE', `/alert-rules/${rule.id}`)).status).toBe(200);
  expect((await a.call('GET', '/alert-rules')).json.data.rules).toHaveLength(0);
  expect((await a.call('GET', '/alerts')).json.data.incidents).toHaveLength(1);
  expect((await a.call('DELETE', `/alert-rules/${rule.id}`)).status).toBe(404);
  const actions = (await a.call('GET', '/audit-log')).json.data.entries.map(
    (e: { action: string }) => e.action,
  );
  expect(actions.filter((x: string) => x.startsWith('alert_rule'))).toEqual([
    'alert_rule.delete',
    'alert_rule.update',
    'alert_rule.create',
  ]);
});

it('previews where a rule would have fired over the kept history', slow, async () => {
  const { a } = await twoServices();
  // Two providers, so each 5-minute step has a counter row for each: the preview adds them up.
  for (const domain of ['story.test', 'gmail.com']) {
    await send(a, 'bounce', 3, domain);
    await send(a, 'deliver', 2, domain);
  }
  const preview = await a.call('POST', '/alert-rules/preview', {
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 15,
    min_volume: 5,
    days: 7,
  });
  expect(preview.status).toBe(200);
  const data = preview.json.data;
  expect(data.fired_count).toBe(1);
  expect(data.spans[0]).toMatchObject({ scope: '', value: 0.6, volume: 10 });
  expect(data.series[0].points.length).toBeGreaterThan(600);
  const strict = await a.call('POST', '/alert-rules/preview', {
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 15,
    min_volume: 11,
    days: 7,
  });
  expect(strict.json.data.fired_count).toBe(0);
  const each = await a.call('POST', '/alert-rules/preview', {
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 15,
    min_volume: 5,
    each: 'provider',
    days: 7,
  });
  expect(each.json.data.spans.map((s: { scope: string }) => s.scope).sort()).toEqual(['gmail', 'other']);
  for (const span of each.json.data.spans) expect(span).toMatchObject({ value: 0.6, volume: 5 });
});

import { afterEach, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';
import { until } from '../test/until';
import { startWorkers } from './workers';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A rule every bounce breaches (the simulator hard-bounces `bounce@` addresses). */
const bounceRule = (s: TestService, name: string, channels: object[]) =>
  s.call('POST', '/alert-rules', {
    name,
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 60,
    min_volume: 3,
    channels,
  });

it('a Slack channel that never answers holds up no other alert notification', async () => {
  // The deadline is far off: only a freed slot, not the timeout, can let the others through.
  const s = await startTestService({
    ALLOW_LOOPBACK_WEBHOOKS: true,
    WEBHOOK_TIMEOUT_MS: 120_000,
    ALERT_EVAL_INTERVAL_S: 0.2,
  });
  const hanging = await startReceiver(() => ({ status: 200, delayMs: 600_000 }));
  const fast = await startReceiver();
  const workers = startWorkers(s.ctx, createLogger('silent'), 20);
  // Receivers close first (cutting the hanging exchange), then the workers stop, then the service.
  cleanups.push(s.close, () => workers.stop(), fast.close, hanging.close);

  expect((await bounceRule(s, 'Hangs', [{ type: 'slack', url: hanging.url }])).status).toBe(201);
  for (let i = 0; i < 3; i++)
    await s.call('POST', '/messages', { to: `bounce+${i}@slots.test`, subject: 's' });
  await until('the first rule’s Slack post to hang', () => hanging.received.length === 1, 20_000);

  // A second rule fires while that post is open: its Slack and email go out at once regardless.
  const other = await bounceRule(s, 'Answers', [
    { type: 'slack', url: fast.url },
    { type: 'email', to: 'oncall@slots.test' },
  ]);
  expect(other.status).toBe(201);
  const ruleId = other.json.data.rule.id as number;
  type Notification = { channel: string; state: string; created_at: string; sent_at: string | null };
  let notifications: Notification[] = [];
  const sent = async () => {
    const [incident] = (await s.call('GET', `/alerts?rule_id=${ruleId}`)).json.data.incidents;
    notifications = incident?.notifications ?? [];
    return notifications.length === 2 && notifications.every((n) => n.state === 'sent');
  };
  await until('the second rule’s notifications to be sent', sent, 15_000);
  expect(fast.received).toHaveLength(1);
  for (const n of notifications)
    expect(Date.parse(n.sent_at!) - Date.parse(n.created_at), n.channel).toBeLessThan(1_000);
  expect(hanging.received).toHaveLength(1);
}, 60_000);

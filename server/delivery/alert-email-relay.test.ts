import { afterEach, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { startTestService, type TestService } from '../test/harness';
import { closedPort, header, startSilentRelay, startSmtpRelay } from '../test/smtp-relay';
import { alertNotifier, runAlertNotificationsOnce } from './alert-notifier';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const password = 'pa%24%24-RELAY-SECRET';
const relayUrl = (port: number) => `smtp://alerts%40ops:${password}@127.0.0.1:${port}`;

type Attempt = { ok: boolean; status_code: number | null; error: string | null };
type Notification = { state: string; attempts: Attempt[]; message_id: string | null };

/** A service whose alert emails go to the relay at `port`, with one rule fired and its email due. */
async function fired(port: number, overrides: Partial<Config> = {}) {
  const s = await startTestService({ NOTIFY_SMTP_URL: relayUrl(port), ...overrides });
  cleanups.push(s.close);
  const rule = await s.call('POST', '/alert-rules', {
    name: 'Bounces at half',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 60,
    min_volume: 3,
    channels: [{ type: 'email', to: 'oncall@relay.test' }],
  });
  expect(rule.status).toBe(201);
  for (let i = 0; i < 3; i++)
    await s.call('POST', '/messages', { to: `bounce+${i}@relay.test`, subject: 's' });
  await s.settle();
  expect((await evaluateAlerts(s.ctx, new Date())).triggered).toBe(1);
  return s;
}

const notification = async (s: TestService): Promise<Notification> =>
  (await s.call('GET', '/alerts')).json.data.incidents[0].notifications[0];

/** Sends what is due until the notification leaves `pending` (the schedule is all zeros). */
async function untilSettled(s: TestService) {
  for (let i = 0; i < 10 && (await notification(s)).state === 'pending'; i++)
    await runAlertNotificationsOnce(s.ctx);
  return notification(s);
}

it(`an alert email goes through the configured SMTP relay, once, apart from the customer's mail (${engine})`, async () => {
  const relay = await startSmtpRelay();
  cleanups.push(relay.close);
  const s = await fired(relay.port);
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(1);
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(0);

  expect(relay.received).toHaveLength(1);
  const [mail] = relay.received;
  expect(mail).toMatchObject({
    from: 'alerts@relaydesk.invalid',
    to: ['oncall@relay.test'],
    user: 'alerts@ops',
  });
  expect(header(mail!.raw, 'subject')).toMatch(/^\[Relaydesk alert\] Firing: Bounces at half/);
  expect(header(mail!.raw, 'to')).toBe('oncall@relay.test');
  expect(header(mail!.raw, 'from')).toBe('Relaydesk alerts <alerts@relaydesk.invalid>');
  expect(mail!.raw).toMatch(/\/alerts\?incident(=|=3D)\d+/); // the link (maybe quoted-printable)

  const n = await notification(s);
  expect(n).toMatchObject({ state: 'sent', message_id: null, attempts: [{ ok: true, error: null }] });
  // Not the service's own mail at all: no message, nothing counted.
  const listed = (await s.call('GET', '/messages?system=include')).json.data.messages;
  expect(listed.map((m: { to: string }) => m.to)).not.toContain('oncall@relay.test');
  expect((await s.call('GET', '/stats/overview')).json.data.overview.counts.accepted).toBe(3);
});

it(`a relay that refuses (5xx) is retried on the schedule, then the email fails; each attempt logged (${engine})`, async () => {
  const relay = await startSmtpRelay({
    onRcptTo: (_address, _session, done) =>
      done(Object.assign(new Error('5.7.1 Relaying denied'), { responseCode: 550 })),
  });
  cleanups.push(relay.close);
  const s = await fired(relay.port, { WEBHOOK_RETRY_SCHEDULE: [0, 0] });
  const n = await untilSettled(s);
  expect(n.state).toBe('failed');
  expect(n.attempts).toHaveLength(3);
  for (const a of n.attempts) {
    expect(a).toMatchObject({ ok: false, status_code: null });
    expect(a.error).toContain('550 5.7.1 Relaying denied');
  }
  expect(relay.received).toHaveLength(0);
});

it(`a relay that echoes the credentials back never gets them into the incident's log (${engine})`, async () => {
  const relay = await startSmtpRelay({
    onAuth: (auth, _session, done) =>
      done(Object.assign(new Error(`no ${auth.username} with ${auth.password}`), { responseCode: 535 })),
  });
  cleanups.push(relay.close);
  const s = await fired(relay.port, { WEBHOOK_RETRY_SCHEDULE: [] });
  const n = await untilSettled(s);
  expect(n.state).toBe('failed');
  expect(n.attempts[0]!.error).toContain('535');
  const everything =
    JSON.stringify(await s.call('GET', '/alerts')) + JSON.stringify(await s.call('GET', '/audit-log'));
  expect(everything).not.toContain('RELAY-SECRET');
  expect(everything).not.toContain('alerts@ops');
});

it(`a relay that never answers is cut off at the deadline and retried (${engine})`, async () => {
  const relay = await startSilentRelay();
  cleanups.push(relay.close);
  const s = await fired(relay.port, { WEBHOOK_TIMEOUT_MS: 500, WEBHOOK_RETRY_SCHEDULE: [0] });
  const started = Date.now();
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(1);
  expect(Date.now() - started).toBeLessThan(5_000);
  let n = await notification(s);
  expect(n).toMatchObject({ state: 'pending', attempts: [{ ok: false, error: 'timed out after 0.5 s' }] });
  n = await untilSettled(s);
  expect(n.state).toBe('failed');
  expect(n.attempts).toHaveLength(2);
});

it(`a relay whose greeting never ends is cut off, not buffered (${engine})`, async () => {
  const relay = await startSilentRelay({ flood: true });
  cleanups.push(relay.close);
  const s = await fired(relay.port, { WEBHOOK_TIMEOUT_MS: 10_000, WEBHOOK_RETRY_SCHEDULE: [0] });
  const started = Date.now();
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(1);
  expect(Date.now() - started).toBeLessThan(5_000);
  const n = await notification(s);
  expect(n).toMatchObject({ state: 'pending', attempts: [{ ok: false }] });
  expect(n.attempts[0]!.error!.length).toBeLessThanOrEqual(300);
});

it(`a relay that is down is logged and retried (${engine})`, async () => {
  const s = await fired(await closedPort(), { WEBHOOK_RETRY_SCHEDULE: [0] });
  expect(await runAlertNotificationsOnce(s.ctx)).toBe(1);
  const n = await notification(s);
  expect(n.state).toBe('pending');
  expect(n.attempts[0]!.error).toMatch(/ECONNREFUSED/);
  expect((await untilSettled(s)).attempts).toHaveLength(2);
});

it(`a shutdown cuts off an email to a hanging relay and hands it back untried (${engine})`, async () => {
  const relay = await startSilentRelay();
  cleanups.push(relay.close);
  const s = await fired(relay.port, { WEBHOOK_TIMEOUT_MS: 600_000 });
  const errors: Error[] = [];
  const notifier = alertNotifier(s.ctx, (e) => errors.push(e));
  expect(await notifier.runOnce()).toBe(1);
  for (let i = 0; i < 100 && relay.connections() === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(relay.connections()).toBe(1);
  await notifier.drain(0);
  expect(errors).toEqual([]);
  const [row] = await s.db.query<{ state: string; attempt_count: number; next_attempt_at: Date }>(
    'SELECT state, attempt_count, next_attempt_at FROM alert_notifications',
  );
  expect(row).toMatchObject({ state: 'pending', attempt_count: 0 });
  expect(row!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
  // The cut-off closed the connection rather than leaving it for the deadline.
  for (let i = 0; i < 100 && relay.connections() > 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(relay.connections()).toBe(0);
});

it('a NOTIFY_SMTP_URL of another kind stops the start, without echoing its credentials', () => {
  const start = () => loadConfig({ NOTIFY_SMTP_URL: 'https://user:RELAY-SECRET@relay.example' });
  expect(start).toThrow(/NOTIFY_SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  expect(start).not.toThrow(/RELAY-SECRET/);
  expect(loadConfig({}).NOTIFY_SMTP_URL).toBeUndefined();
});

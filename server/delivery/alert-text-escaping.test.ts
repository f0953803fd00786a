import { afterAll, beforeAll, expect, it } from 'vitest';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';
import { runAlertNotificationsOnce } from './alert-notifier';

/**
 * A rule's name is text a person typed: it reaches Slack as text, never as a mention or a link,
 * and a mail subject as one line. The API refuses line breaks in names and subjects; a name stored
 * before that rule still goes out as one line.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let s: TestService;
let slack: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [0] });
  slack = await startReceiver();
  expect((await s.call('POST', '/messages', { to: 'bounce@escape.test', subject: 'x' })).status).toBe(202);
  await s.settle();
});
afterAll(async () => {
  await slack.close();
  await s.close();
});

const rule = (name: string) => ({
  name,
  metric: 'bounce_rate',
  comparator: 'gt',
  threshold: 0,
  window_minutes: 60,
  channels: [
    { type: 'slack', url: slack.url },
    { type: 'email', to: 'oncall@escape.test' },
  ],
});

it(`line breaks in a rule's name or a message's subject are refused (${engine})`, async () => {
  const named = await s.call('POST', '/alert-rules', rule('Bounces\r\nBcc: everyone@escape.test'));
  expect(named.status).toBe(400);
  expect(named.json.error.details).toEqual([{ field: 'name', message: expect.stringMatching(/one line/) }]);
  const subject = await s.call('POST', '/messages', {
    to: 'a@escape.test',
    subject: 'Hi\r\nBcc: b@escape.test',
  });
  expect(subject.status).toBe(400);
  expect(subject.json.error.details[0].field).toBe('subject');
});

it(`a rule's name reaches Slack escaped and an email subject as one line (${engine})`, async () => {
  const hostile = '<!channel> bounces <https://evil.test/login|Open the incident> & more';
  const created = await s.call('POST', '/alert-rules', rule(hostile));
  expect(created.status).toBe(201);
  // A name stored before line breaks were refused, as an older version may have kept it.
  await s.db.query('UPDATE alert_rules SET name = $1 WHERE id = $2', [
    `${hostile}\r\nBcc: everyone@escape.test`,
    created.json.data.rule.id,
  ]);
  await evaluateAlerts(s.ctx);
  while ((await runAlertNotificationsOnce(s.ctx)) > 0);

  expect(slack.received).toHaveLength(1);
  const payload = JSON.parse(slack.received[0]!.body);
  const mrkdwn = [
    payload.text,
    ...payload.blocks.flatMap((b: { text?: { type: string; text: string }; fields?: { text: string }[] }) => [
      ...(b.text?.type === 'mrkdwn' ? [b.text.text] : []),
      ...(b.fields ?? []).map((f) => f.text),
    ]),
  ].join('\n');
  // The only control sequences Slack reads are the console's own links: the incident, Why mail failed.
  expect(mrkdwn.match(/<[^>]*>/g)).toEqual([
    expect.stringMatching(/^<http:\/\/127\.0\.0\.1:\d+\/alerts\?incident=\d+\|/),
    expect.stringMatching(/^<http:\/\/127\.0\.0\.1:\d+\/stats\?[^|<>]*\|Why mail failed>$/),
  ]);
  expect(payload.text).toContain(
    '&lt;!channel&gt; bounces &lt;https://evil.test/login|Open the incident&gt; &amp; more',
  );
  expect(payload.text).not.toMatch(/[\r\n]/);

  const [incident] = (await s.call('GET', '/alerts')).json.data.incidents;
  const email = incident.notifications.find((n: { channel: string }) => n.channel === 'email');
  const message = await s.call('GET', `/messages/${email.message_id}`);
  expect(message.json.data.message.subject).toMatch(
    /^\[Relaydesk alert\] Firing: <!channel> bounces .* Bcc: everyone/,
  );
  expect(message.json.data.message.subject).not.toMatch(/[\r\n]/);
});

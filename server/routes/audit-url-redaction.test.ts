import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/**
 * Webhook and Slack URLs carry their credential in the path or query, and the audit trail is kept
 * for 400 days: every entry keeps them redacted (scheme, host, a first word of the path, query
 * names), never whole. Over real HTTP; the hosts are never contacted (nothing is sent).
 */
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const secrets = ['T0SECRET', 'B0SECRET', 'pathSECRET', 'querySECRET', 'slackSECRET', 'editedSECRET'];
const trail = async () => {
  const res = await s.call('GET', '/audit-log?limit=200', undefined, s.keys.admin);
  expect(res.status).toBe(200);
  return res.json.data.entries as { action: string; detail: Record<string, Record<string, unknown>> }[];
};
const entry = async (action: string) => (await trail()).find((e) => e.action === action)!;

describe('URLs in the audit trail', () => {
  it('keeps a webhook URL redacted when it is created, edited and deleted', async () => {
    const url = 'https://hooks.example.test/in/T0SECRET/pathSECRET?token=querySECRET&team=a';
    const hook = await s.call('POST', '/webhooks', { url, event_types: ['bounced'] });
    expect(hook.status).toBe(201);
    expect(hook.json.data.webhook.url).toBe(url);
    const id = hook.json.data.webhook.id as number;
    const edited = await s.call('PATCH', `/webhooks/${id}`, {
      url: 'https://hooks.example.test/editedSECRET',
    });
    expect(edited.status).toBe(200);
    expect((await s.call('DELETE', `/webhooks/${id}`)).status).toBe(200);

    expect((await entry('webhook.create')).detail.after!.url).toBe(
      'https://hooks.example.test/in/…?token=…&team=…',
    );
    expect((await entry('webhook.update')).detail).toEqual({
      before: { url: 'https://hooks.example.test/in/…?token=…&team=…' },
      after: { url: 'https://hooks.example.test/…' },
    });
    expect((await entry('webhook.delete')).detail.before!.url).toBe('https://hooks.example.test/…');
  });

  it('keeps a Slack channel’s URL redacted when a rule is created, edited and deleted', async () => {
    const slack = (token: string) => ({
      type: 'slack',
      url: `https://hooks.slack.test/services/T0SECRET/B0SECRET/${token}`,
    });
    const rule = await s.call('POST', '/alert-rules', {
      name: 'Bounces',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.2,
      window_minutes: 60,
      min_volume: 10,
      channels: [slack('slackSECRET'), { type: 'email', to: 'oncall@example.test' }],
    });
    expect(rule.status, rule.text).toBe(201);
    const id = rule.json.data.rule.id as number;
    expect(rule.json.data.rule.channels[0].url).toContain('slackSECRET');
    const edited = await s.call('PATCH', `/alert-rules/${id}`, { channels: [slack('editedSECRET')] });
    expect(edited.status, edited.text).toBe(200);
    expect((await s.call('DELETE', `/alert-rules/${id}`)).status).toBe(200);

    const redacted = { type: 'slack', url: 'https://hooks.slack.test/services/…' };
    const email = { type: 'email', to: 'oncall@example.test' };
    expect((await entry('alert_rule.create')).detail.after!.channels).toEqual([redacted, email]);
    const update = (await entry('alert_rule.update')).detail;
    expect(update.before!.channels).toEqual([redacted, email]);
    expect(update.after!.channels).toEqual([redacted]);
    expect((await entry('alert_rule.delete')).detail.before!.channels).toEqual([redacted]);
  });

  it('holds no part of any URL credential anywhere in the trail', async () => {
    const text = JSON.stringify(await trail());
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

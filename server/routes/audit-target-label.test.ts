import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/**
 * Each entry names its target as it was when the change was made, written with the entry: a rule
 * deleted since still reads by its name, a webhook by its redacted URL, a removal by its size.
 */
let s: TestService;
beforeAll(async () => {
  s = await startTestService({ SIMULATOR_STEP_MS: 0 });
});
afterAll(() => s.close());

interface Entry {
  action: string;
  target_id: string;
  target_label?: string | null;
}
const trail = async (query = '') => {
  const res = await s.call('GET', `/audit-log?limit=200${query}`, undefined, s.keys.admin);
  expect(res.status).toBe(200);
  return res.json.data.entries as Entry[];
};
const labels = (entries: Entry[], action: string) =>
  entries.filter((e) => e.action === action).map((e) => e.target_label);

describe('audit target labels', () => {
  it('names a deleted rule by its name and a webhook by its redacted URL, and finds them by it', async () => {
    const rule = await s.call('POST', '/alert-rules', {
      name: 'Gmail bounces',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.2,
      window_minutes: 60,
      min_volume: 10,
      channels: [{ type: 'email', to: 'oncall@example.test' }],
    });
    expect(rule.status, rule.text).toBe(201);
    const ruleId = rule.json.data.rule.id as number;
    await s.call('PATCH', `/alert-rules/${ruleId}`, { name: 'Gmail hard bounces' });
    expect((await s.call('DELETE', `/alert-rules/${ruleId}`)).status).toBe(200);

    const hook = await s.call('POST', '/webhooks', {
      url: 'https://hooks.example.test/in/SECRET?token=SECRET2',
      event_types: ['bounced'],
    });
    const hookId = hook.json.data.webhook.id as number;
    await s.call('POST', `/webhooks/${hookId}/rotate-secret`);
    expect((await s.call('DELETE', `/webhooks/${hookId}`)).status).toBe(200);

    const key = (await s.call('POST', '/keys', { name: 'ci deploys', permissions: ['send'] })).json.data.key;
    await s.call('DELETE', `/keys/${key.id}`, undefined, s.keys.admin);

    const entries = await trail();
    expect(labels(entries, 'alert_rule.create')).toEqual(['Gmail bounces']);
    expect(labels(entries, 'alert_rule.update')).toEqual(['Gmail hard bounces']);
    expect(labels(entries, 'alert_rule.delete')).toEqual(['Gmail hard bounces']);
    const redacted = 'https://hooks.example.test/in/…?token=…';
    for (const action of ['webhook.create', 'webhook.rotate_secret', 'webhook.delete'])
      expect(labels(entries, action)).toEqual([redacted]);
    expect(labels(entries, 'key.create')).toEqual(['ci deploys']);
    expect(labels(entries, 'key.revoke')).toEqual(['ci deploys']);
    expect(JSON.stringify(entries)).not.toContain('SECRET');

    // The label is searched too: the rule is found by the name it had, though it is gone.
    const found = await trail(`&q=${encodeURIComponent('gmail hard')}`);
    expect(found.map((e) => e.action)).toEqual(['alert_rule.delete', 'alert_rule.update']);
  });

  it('names a removal by its size, its undo likewise, and a suppression by its address', async () => {
    const items = Array.from({ length: 1205 }, (_, i) => ({ email: `r${i}@label-removal.test` }));
    expect((await s.call('POST', '/suppressions/batch', { items: items.slice(0, 1000) })).status).toBe(200);
    expect((await s.call('POST', '/suppressions/batch', { items: items.slice(1000) })).status).toBe(200);
    const added = await s.call('POST', '/suppressions', { email: 'One@Label.test' });
    const created = await s.call('POST', '/suppressions/removals', { q: '@label-removal.test' });
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.removal.id as string;
    let step = await s.call('POST', `/suppressions/removals/${id}/continue`, { limit: 1000 });
    while (!step.json.data.done)
      step = await s.call('POST', `/suppressions/removals/${id}/continue`, { limit: 1000 });
    await s.call('POST', `/suppressions/removals/${id}/restore`, { limit: 1000 });

    const entries = await trail();
    expect(labels(entries, 'suppression.remove_matching')).toEqual([
      'removal of 1,205 rows',
      'removal of 1,205 rows',
    ]);
    expect(labels(entries, 'suppression.restore')).toEqual(['removal of 1,205 rows']);
    expect(
      entries.find(
        (e) => e.action === 'suppression.create' && e.target_id === String(added.json.data.suppression.id),
      )?.target_label,
    ).toBe('one@label.test');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { Invalid, NotFound } from '../errors';
import { createAlertRule } from './create-rule';
import { deleteAlertRule } from './delete-rule';
import { updateAlertRule } from './update-rule';

/**
 * Alert rule writes through the services directly: raw bodies in, parsed by the service, Slack URLs
 * held to the context's outgoing-address check; the stored rule and its audit entry (Slack URL
 * redacted); refusals that change nothing. On PGlite, and on TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

const rule = {
  name: 'Bounces',
  metric: 'bounce_rate',
  comparator: 'gte',
  threshold: 0.05,
  window_minutes: 60,
  channels: [{ type: 'email', to: 'oncall@rules.test' }],
};
const snapshot = async () => ({
  rules: await t.db.query('SELECT * FROM alert_rules ORDER BY id'),
  audit: (await t.audit()).length,
});
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

describe('createAlertRule', () => {
  it('parses the body (defaults filled in), stores the rule and audits every setting, Slack URL redacted', async () => {
    const slack = 'https://hooks.slack.com/services/T0/B0/secret-part';
    const { rule: created } = await createAlertRule(t.ctx, t.actor, {
      ...rule,
      channels: [...rule.channels, { type: 'slack', url: slack }],
    });
    expect(created).toMatchObject({
      name: 'Bounces',
      reminder_hours: 24,
      resolve_after_minutes: 60,
      enabled: true,
    });
    expect(await t.db.query('SELECT name, threshold FROM alert_rules WHERE id = $1', [created.id])).toEqual([
      { name: 'Bounces', threshold: 0.05 },
    ]);
    const entry = (await t.audit()).at(-1)!;
    expect(entry).toMatchObject({
      action: 'alert_rule.create',
      target_type: 'alert_rule',
      target_id: String(created.id),
      target_label: 'Bounces',
      key_name: 'service test',
      request_id: 'req-service-test',
      detail: { after: { metric: 'bounce_rate', threshold: 0.05, window_minutes: 60 } },
    });
    expect(JSON.stringify(entry)).not.toContain('secret-part');
  });

  it.each([
    ['no metric', { name: 'x' }, 'Invalid request body: metric'],
    ['an unknown field', { ...rule, colour: 'red' }, 'unknown field(s): colour'],
    ['a rate threshold over 1', { ...rule, threshold: 3 }, 'Invalid request body: threshold'],
    [
      'a Slack URL to a private address',
      { ...rule, channels: [{ type: 'slack', url: 'https://10.1.2.3/hook' }] },
      'Invalid request body: channels.0.url refused: 10.1.2.3',
    ],
    [
      'a Slack URL over plain http',
      { ...rule, channels: [rule.channels[0], { type: 'slack', url: 'http://hooks.slack.com/x' }] },
      'channels.1.url must use https://',
    ],
    [
      'a webhook that does not exist',
      { ...rule, metric: 'webhook_failure_rate', webhook_id: 987_654 },
      'webhook_id names no webhook (987654)',
    ],
  ])('refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const before = await snapshot();
    const refused = await refusal(createAlertRule(t.ctx, t.actor, body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('updateAlertRule and deleteAlertRule', () => {
  it('update: merges the change and audits the rule before and after', async () => {
    const { rule: created } = await createAlertRule(t.ctx, t.actor, rule);
    const { rule: updated } = await updateAlertRule(t.ctx, t.actor, created.id, {
      name: '  Bounces, renamed ',
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Bounces, renamed', threshold: 0.05 });
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'alert_rule.update',
      target_id: String(created.id),
      target_label: 'Bounces, renamed',
      detail: { before: { name: 'Bounces' }, after: { name: 'Bounces, renamed' } },
    });
  });

  it.each([
    ['an empty change', {}, 'must change at least one setting'],
    ['a non-boolean enabled', { enabled: 'yes' }, 'Invalid request body: enabled'],
    ['a merged rule that does not hold', { threshold: 3 }, 'Invalid request body: threshold'],
    [
      'a Slack URL to a local name',
      { channels: [{ type: 'slack', url: 'https://chat.lan/hook' }] },
      'channels.0.url refused: chat.lan is a local network name',
    ],
  ])('update refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const { rule: created } = await createAlertRule(t.ctx, t.actor, rule);
    const before = await snapshot();
    const refused = await refusal(updateAlertRule(t.ctx, t.actor, created.id, body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('delete: removes the rule from the list and audits it; NotFound for unknown rules, writing nothing', async () => {
    const { rule: created } = await createAlertRule(t.ctx, t.actor, rule);
    await deleteAlertRule(t.ctx, t.actor, created.id);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'alert_rule.delete',
      target_id: String(created.id),
    });
    const before = await snapshot();
    expect(await refusal(updateAlertRule(t.ctx, t.actor, 987_654, { enabled: false }))).toBeInstanceOf(
      NotFound,
    );
    expect(await refusal(deleteAlertRule(t.ctx, t.actor, 987_654))).toBeInstanceOf(NotFound);
    expect(await snapshot()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { Invalid, NotFound } from '../errors';
import { createWebhook } from './create';
import { deleteWebhook } from './delete';
import { replayWebhookDeliveries } from './replay';
import { rotateSecret } from './rotate-secret';
import { updateWebhook } from './update';

/**
 * Webhook writes through the services directly: raw bodies in, parsed by the service, URLs held to
 * the context's outgoing-address check; the stored row and the audit entry (URL redacted, never
 * the secret); refusals that change nothing. On PGlite, and on TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

const snapshot = async () => ({
  webhooks: await t.db.query('SELECT * FROM webhooks ORDER BY id'),
  audit: (await t.audit()).length,
});
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);
const create = (url = 'https://hooks.example.com/in') =>
  createWebhook(t.ctx, t.actor, { url, event_types: ['bounced', 'delivered', 'bounced'] });

describe('createWebhook', () => {
  it('parses the body (event types de-duplicated), stores the webhook and audits it, URL redacted', async () => {
    const { webhook } = await createWebhook(t.ctx, t.actor, {
      url: 'https://hooks.example.com/in?token=abc',
      event_types: ['bounced', 'delivered', 'bounced'],
    });
    expect(webhook).toMatchObject({
      url: 'https://hooks.example.com/in?token=abc',
      event_types: ['bounced', 'delivered'],
    });
    expect(webhook.secret).toMatch(/^whsec_/);
    expect(await t.db.query('SELECT url FROM webhooks WHERE id = $1', [webhook.id])).toEqual([
      { url: 'https://hooks.example.com/in?token=abc' },
    ]);
    const entry = (await t.audit()).at(-1)!;
    expect(entry).toMatchObject({
      action: 'webhook.create',
      target_type: 'webhook',
      target_id: String(webhook.id),
      key_name: 'service test',
      request_id: 'req-service-test',
      detail: { after: { event_types: ['bounced', 'delivered'] } },
    });
    expect(JSON.stringify(entry)).not.toContain('abc');
    expect(JSON.stringify(entry)).not.toContain(webhook.secret);
  });

  it.each([
    ['no url', { event_types: ['delivered'] }, 'Invalid request body: url is required.'],
    [
      'no event types',
      { url: 'https://hooks.example.com/x', event_types: [] },
      'Invalid request body: event_types',
    ],
    [
      'an unknown field',
      { url: 'https://hooks.example.com/x', event_types: ['delivered'], id: 1 },
      'unknown field(s): id',
    ],
    [
      'plain http',
      { url: 'http://hooks.example.com/x', event_types: ['delivered'] },
      'url must use https://',
    ],
    [
      'a private address',
      { url: 'https://10.0.0.1/x', event_types: ['delivered'] },
      'url refused: 10.0.0.1 is a private',
    ],
    [
      'a local name',
      { url: 'https://db.internal/x', event_types: ['delivered'] },
      'refused: db.internal is a local network name',
    ],
    [
      'loopback (not allowed here)',
      { url: 'https://127.0.0.1/x', event_types: ['delivered'] },
      'is a loopback address',
    ],
  ])('refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const before = await snapshot();
    const refused = await refusal(createWebhook(t.ctx, t.actor, body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('asks the context, not a rule of its own, whether a URL may be used', async () => {
    const asked: string[] = [];
    const ctx = { ...t.ctx, outgoingUrlProblem: (url: string) => (asked.push(url), 'refused: by the test') };
    const before = await snapshot();
    const refused = await refusal(
      createWebhook(ctx, t.actor, { url: 'https://ok.example.com/', event_types: ['delivered'] }),
    );
    expect(refused!.message).toBe('Invalid request body: url refused: by the test.');
    expect(asked).toEqual(['https://ok.example.com/']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('updateWebhook', () => {
  it('changes what the patch names and audits those fields before and after', async () => {
    const { webhook } = await create();
    const { webhook: after } = await updateWebhook(t.ctx, t.actor, webhook.id, { enabled: false });
    expect(after).toMatchObject({ id: webhook.id, enabled: false, url: webhook.url });
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'webhook.update',
      target_id: String(webhook.id),
      detail: { before: { enabled: true }, after: { enabled: false } },
    });
  });

  it.each([
    ['an empty patch', {}, 'must change at least one of url, event_types, enabled'],
    ['a non-boolean enabled', { enabled: 'no' }, 'enabled must be true or false'],
    ['a private address', { url: 'https://192.168.1.1/x' }, 'url refused: 192.168.1.1'],
  ])(
    'refuses %s with Invalid before looking the webhook up, and writes nothing',
    async (_, body, message) => {
      const { webhook } = await create();
      const before = await snapshot();
      for (const id of [webhook.id, 987_654]) {
        const refused = await refusal(updateWebhook(t.ctx, t.actor, id, body));
        expect(refused).toBeInstanceOf(Invalid);
        expect(refused!.message).toContain(message);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers NotFound for an unknown webhook, and writes nothing', async () => {
    const before = await snapshot();
    expect(await refusal(updateWebhook(t.ctx, t.actor, 987_654, { enabled: false }))).toBeInstanceOf(
      NotFound,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('rotateSecret, replayWebhookDeliveries and deleteWebhook', () => {
  it('rotate: a new secret (staged when asked), audited with when it takes over, never the secret', async () => {
    const { webhook } = await create();
    const { webhook: rotated } = await rotateSecret(t.ctx, t.actor, webhook.id, { activate_in_hours: 2 });
    const entry = (await t.audit()).at(-1)!;
    expect(entry).toMatchObject({ action: 'webhook.rotate_secret', target_id: String(webhook.id) });
    expect(Date.parse(String(entry.detail.activate_at))).toBeGreaterThan(Date.now() + 3_500_000);
    expect(JSON.stringify(entry)).not.toContain('whsec_');
    expect(rotated.id).toBe(webhook.id);
  });

  it.each([
    [
      'rotate',
      (id: number) => rotateSecret(t.ctx, t.actor, id, { activate_in_hours: -1 }),
      'activate_in_hours',
    ],
    ['rotate', (id: number) => rotateSecret(t.ctx, t.actor, id, { now: true }), 'unknown field(s): now'],
    [
      'replay',
      (id: number) => replayWebhookDeliveries(t.ctx, t.actor, id, { since: 'soon' }),
      'Invalid request body: since',
    ],
    ['replay', (id: number) => replayWebhookDeliveries(t.ctx, t.actor, id, {}), 'since is required'],
    [
      'replay',
      (id: number) => replayWebhookDeliveries(t.ctx, t.actor, id, { since: '2999-01-01T00:00:00Z' }),
      'since must not be in the future',
    ],
  ])('%s refuses a bad body with Invalid and writes nothing', async (_, call, message) => {
    const { webhook } = await create();
    const before = await snapshot();
    const refused = await refusal(call(webhook.id));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('replay: parses the body, replays nothing yet sent and audits the count; a dry run audits nothing', async () => {
    const { webhook } = await create();
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const audited = (await t.audit()).length;
    expect(await replayWebhookDeliveries(t.ctx, t.actor, webhook.id, { since, dry_run: true })).toMatchObject(
      {
        replayed: 0,
        dry_run: true,
      },
    );
    expect((await t.audit()).length).toBe(audited);
    await replayWebhookDeliveries(t.ctx, t.actor, webhook.id, { since, failed_only: true });
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'webhook.replay',
      target_id: String(webhook.id),
      detail: { since, failed_only: true, replayed: 0 },
    });
  });

  it('delete: removes the row and audits where it pointed; NotFound after, writing nothing', async () => {
    const { webhook } = await create();
    await deleteWebhook(t.ctx, t.actor, webhook.id);
    expect(await t.db.query('SELECT 1 FROM webhooks WHERE id = $1', [webhook.id])).toEqual([]);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'webhook.delete',
      target_id: String(webhook.id),
    });
    const before = await snapshot();
    expect(await refusal(deleteWebhook(t.ctx, t.actor, webhook.id))).toBeInstanceOf(NotFound);
    expect(await snapshot()).toEqual(before);
  });
});

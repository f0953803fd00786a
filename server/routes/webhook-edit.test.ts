import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookDeliveriesOnce } from '../delivery/webhook-worker';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';

let s: TestService;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
  receiver = await startReceiver();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});

const patch = (id: number, body: unknown) => s.call('PATCH', `/webhooks/${id}`, body, s.keys.admin);

describe('editing a webhook in place', () => {
  it('changes url and event types, keeping the id, the secret and the history', async () => {
    const created = (await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] }))
      .json.data.webhook;
    await s.call('POST', `/webhooks/${created.id}/test`);
    const res = await patch(created.id, {
      url: `${receiver.url}/v2`,
      event_types: ['bounced', 'bounced', 'opened'],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.webhook).toMatchObject({
      id: created.id,
      url: `${receiver.url}/v2`,
      event_types: ['bounced', 'opened'],
      enabled: true,
    });
    // Same secret: a test send after the edit is signed as before.
    const [secret] = await s.db.query<{ secret: string }>('SELECT secret FROM webhooks WHERE id = $1', [
      created.id,
    ]);
    expect(secret!.secret).toBe(created.secret);
    const log = (await s.call('GET', `/webhooks/${created.id}/deliveries`)).json.data.deliveries;
    expect(log).toHaveLength(1);
    const audit = (
      await s.call('GET', `/audit-log?action=webhook.update&target_id=${created.id}`, undefined, s.keys.admin)
    ).json.data.entries;
    // The URLs redacted (audit-url-redaction.test.ts): `/hooks` alone might be a token, `/hooks/v2` keeps its prefix.
    const origin = new URL(receiver.url).origin;
    expect(audit[0].detail).toEqual({
      before: { url: `${origin}/…`, event_types: ['delivered'] },
      after: { url: `${origin}/hooks/…`, event_types: ['bounced', 'opened'] },
    });
  });

  it('refuses what creation refuses, naming the field, and changes nothing', async () => {
    const { id } = (await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] })).json
      .data.webhook;
    for (const [body, field] of [
      [{ url: 'http://hooks.example.com/x' }, 'url'],
      [{ url: 'https://10.0.0.5/hooks' }, 'url'],
      [{ url: 'https://[::ffff:a00:5]/hooks' }, 'url'],
      [{ event_types: [] }, 'event_types'],
      [{ enabled: 'no' }, 'enabled'],
      [{ secret: 'whsec_mine' }, 'body'],
    ] as const) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.details[0].field).toBe(field);
    }
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(999_999, { enabled: false })).status).toBe(404);
    const [row] = await s.db.query<{ url: string }>('SELECT url FROM webhooks WHERE id = $1', [id]);
    expect(row!.url).toBe(receiver.url);
  });

  it('a paused webhook queues nothing new; resuming does not resend what happened meanwhile', async () => {
    const { id } = (
      await s.call('POST', '/webhooks', { url: `${receiver.url}/paused`, event_types: ['delivered'] })
    ).json.data.webhook;
    expect((await patch(id, { enabled: false })).json.data.webhook.enabled).toBe(false);
    await s.call('POST', '/messages', { to: 'while-paused@edit.example', subject: 'x' }, s.keys.send);
    await s.settle();
    const count = async () =>
      (
        await s.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1',
          [id],
        )
      )[0]!.n;
    expect(await count()).toBe(0);
    expect(
      (await s.call('GET', '/webhooks')).json.data.webhooks.find((w: { id: number }) => w.id === id).enabled,
    ).toBe(false);

    await patch(id, { enabled: true });
    await runWebhookDeliveriesOnce(s.ctx);
    expect(await count()).toBe(0);
    await s.call('POST', '/messages', { to: 'after-resume@edit.example', subject: 'y' }, s.keys.send);
    await s.settle();
    expect(await count()).toBe(1);
  });
});

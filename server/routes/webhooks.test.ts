import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const create = (body: unknown, svc = s) => svc.call('POST', '/webhooks', body, svc.keys.admin);

describe('webhooks', () => {
  it('creates a webhook: 201 with its secret, shown only in that answer', async () => {
    const res = await create({
      url: 'https://hooks.example.com/email',
      event_types: ['delivered', 'bounced'],
    });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe('success');
    const hook = res.json.data.webhook;
    expect(hook).toMatchObject({
      url: 'https://hooks.example.com/email',
      event_types: ['delivered', 'bounced'],
    });
    expect(hook.id).toBeGreaterThan(0);
    expect(hook.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32,}$/);

    const list = await s.call('GET', '/webhooks', undefined, s.keys.admin);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(hook.secret);
    expect(list.text).not.toContain('whsec_');
    const { secret: _secret, ...shown } = hook;
    const quiet = {
      attempts_24h: 0,
      succeeded_24h: 0,
      last_status_code: null,
      last_error: null,
      last_attempt_at: null,
      pending: 0,
    };
    expect(list.json.data.webhooks).toContainEqual({ ...shown, health: quiet });
    expect(list.json.data.total).toBe(list.json.data.webhooks.length);
    for (const w of list.json.data.webhooks) expect(w).not.toHaveProperty('secret');
  });

  it('gives every webhook its own secret, and counts them in total', async () => {
    const before = (await s.call('GET', '/webhooks', undefined, s.keys.admin)).json.data.total;
    const a = await create({ url: 'https://a.example.com/h', event_types: ['opened'] });
    const b = await create({ url: 'https://b.example.com/h', event_types: ['opened'] });
    expect(a.json.data.webhook.secret).not.toBe(b.json.data.webhook.secret);
    const after = (await s.call('GET', '/webhooks', undefined, s.keys.admin)).json.data;
    expect(after.total).toBe(before + 2);
    expect(after.webhooks.map((w: { id: number }) => w.id)).toEqual(
      expect.arrayContaining([a.json.data.webhook.id, b.json.data.webhook.id]),
    );
  });

  it('de-duplicates event_types', async () => {
    const res = await create({
      url: 'https://dup.example.com/h',
      event_types: ['clicked', 'delivered', 'clicked', 'delivered'],
    });
    expect(res.status).toBe(201);
    expect(res.json.data.webhook.event_types).toEqual(['clicked', 'delivered']);
  });

  it.each([
    [{ url: 'http://hooks.example.com/h', event_types: ['delivered'] }, 'url'],
    [{ url: 'https://user:pass@hooks.example.com/h', event_types: ['delivered'] }, 'url'],
    [{ url: 'https://token@hooks.example.com/h', event_types: ['delivered'] }, 'url'],
    [{ url: 'ftp://hooks.example.com/h', event_types: ['delivered'] }, 'url'],
    [{ url: 'not a url', event_types: ['delivered'] }, 'url'],
    [{ url: '', event_types: ['delivered'] }, 'url'],
    [{ event_types: ['delivered'] }, 'url'],
    [{ url: 'https://hooks.example.com/h', event_types: [] }, 'event_types'],
    [{ url: 'https://hooks.example.com/h', event_types: ['sent'] }, 'event_types.0'],
    [{ url: 'https://hooks.example.com/h', event_types: 'delivered' }, 'event_types'],
    [{ url: 'https://hooks.example.com/h' }, 'event_types'],
    [{ url: 'https://hooks.example.com/h', event_types: ['delivered'], secret: 'mine' }, 'body'],
    [{ url: 'http://127.0.0.1:9/x', event_types: ['delivered'] }, 'url'],
    [{ url: 'http://localhost:9/x', event_types: ['delivered'] }, 'url'],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (body, field) => {
    const before = (await s.call('GET', '/webhooks', undefined, s.keys.admin)).json.data.total;
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_request');
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await s.call('GET', '/webhooks', undefined, s.keys.admin)).json.data.total).toBe(before);
  });

  it('accepts plain http:// to loopback only when ALLOW_LOOPBACK_WEBHOOKS is on', async () => {
    const dev = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
    try {
      for (const url of ['http://127.0.0.1:9/x', 'http://localhost:8080/hooks', 'http://[::1]:9/x']) {
        const res = await create({ url, event_types: ['delivered'] }, dev);
        expect(res.status, url).toBe(201);
        expect(res.json.data.webhook.url).toBe(url);
      }
      for (const url of [
        'http://10.0.0.5/x',
        'http://hooks.example.com/x',
        'http://169.254.169.254/latest',
      ]) {
        expect((await create({ url, event_types: ['delivered'] }, dev)).status, url).toBe(400);
      }
    } finally {
      await dev.close();
    }
  });

  it('deletes by id, answering the removed webhook without its secret; 404 after, 400 when malformed', async () => {
    const created = (await create({ url: 'https://gone.example.com/h', event_types: ['failed'] })).json.data
      .webhook;
    const res = await s.call('DELETE', `/webhooks/${created.id}`, undefined, s.keys.admin);
    expect(res.status).toBe(200);
    const { secret, ...shown } = created;
    expect(res.json.data.webhook).toEqual(shown);
    expect(res.text).not.toContain(secret);
    const list = (await s.call('GET', '/webhooks', undefined, s.keys.admin)).json.data.webhooks;
    expect(list.map((w: { id: number }) => w.id)).not.toContain(created.id);
    const again = await s.call('DELETE', `/webhooks/${created.id}`, undefined, s.keys.admin);
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('not_found');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const malformed = await s.call('DELETE', `/webhooks/${bad}`, undefined, s.keys.admin);
      expect(malformed.status, bad).toBe(400);
      expect(malformed.json.error.details[0].field).toBe('id');
    }
  });

  it('needs the admin permission', async () => {
    for (const key of [s.keys.stats, s.keys.send]) {
      expect((await s.call('GET', '/webhooks', undefined, key)).status).toBe(403);
      expect(
        (
          await s.call(
            'POST',
            '/webhooks',
            { url: 'https://x.example.com/h', event_types: ['delivered'] },
            key,
          )
        ).status,
      ).toBe(403);
      expect((await s.call('DELETE', '/webhooks/1', undefined, key)).status).toBe(403);
    }
  });
});

describe('the webhook outbox', () => {
  interface Delivery {
    webhook_id: number;
    event_type: string;
    body: string;
    state: string;
    created_at: Date;
  }
  const deliveriesOf = (webhookId: number) =>
    s.db.query<Delivery>(
      'SELECT webhook_id, event_type, body, state, created_at FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at',
      [webhookId],
    );
  const submit = async (to: string, subject: string) => {
    const res = await s.call('POST', '/messages', { to, subject }, s.keys.send);
    expect(res.status).toBe(202);
    return res.json.data.message.id as string;
  };
  const eventsOf = async (id: string) =>
    (await s.call('GET', `/messages/${id}/events`, undefined, s.keys.stats)).json.data.events;

  it('queues the exact body of spec §6.1 for each subscribed event type, and nothing for others', async () => {
    await s.settle();
    const onDelivered = (await create({ url: 'https://outbox.example.com/d', event_types: ['delivered'] }))
      .json.data.webhook;
    const onBounced = (await create({ url: 'https://outbox.example.com/b', event_types: ['bounced'] })).json
      .data.webhook;
    const ok = await submit('reader@outbox.test', 'Your "order" #1 ✓');
    const bounced = await submit('bounce@outbox.test', 'Never arrives');
    await s.settle();

    const [delivered] = (await eventsOf(ok)).filter((e: { type: string }) => e.type === 'delivered');
    const d = await deliveriesOf(onDelivered.id);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ event_type: 'delivered', state: 'pending' });
    // The spec's fields, exactly, first; the documented extensions beside them in `data`.
    expect(d[0]!.body).toBe(
      `{"event_type":"delivered","timestamp":"${delivered.timestamp}","data":{"message_id":"${ok}","subject":"Your \\"order\\" #1 ✓","recipient":"reader@outbox.test","smtp_response":${JSON.stringify(delivered.smtp_response)}}}`,
    );
    expect(d[0]!.created_at.toISOString()).toBe(delivered.timestamp);

    const [bounce] = (await eventsOf(bounced)).filter((e: { type: string }) => e.type === 'bounced');
    const b = await deliveriesOf(onBounced.id);
    expect(b.map((x) => x.body)).toEqual([
      JSON.stringify({
        event_type: 'bounced',
        timestamp: bounce.timestamp,
        data: {
          message_id: bounced,
          subject: 'Never arrives',
          recipient: 'bounce@outbox.test',
          bounce_type: 'hard',
          bounce_class: bounce.classification.class,
          bounce_side: bounce.classification.side,
          smtp_response: bounce.smtp_response,
        },
      }),
    ]);
    const [stray] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_deliveries WHERE event_type NOT IN ('delivered', 'bounced')",
    );
    expect(stray!.n).toBe(0);
  });

  it('writes the outbox row in the same transaction as the event: if it fails, the event does not land', async () => {
    await s.settle();
    await s.db.exec(`
      CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$;
      CREATE TRIGGER refuse_outbox BEFORE INSERT ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION refuse_outbox();`);
    const id = await submit('atomic@outbox.test', 'All or nothing');
    const delivered = async () =>
      (await s.db.query<{ n: number }>('SELECT COALESCE(sum(delivered), 0)::int AS n FROM daily_stats'))[0]!
        .n;
    const deliveredBefore = await delivered();
    try {
      await expect(s.settle()).rejects.toThrow(/outbox down/);
      expect((await eventsOf(id)).map((e: { type: string }) => e.type)).toEqual(['queued', 'sent']);
      expect(
        (await s.call('GET', `/messages/${id}`, undefined, s.keys.stats)).json.data.message,
      ).toMatchObject({ status: 'queued', delivered_at: null });
      expect(await delivered()).toBe(deliveredBefore);
    } finally {
      await s.db.exec('DROP TRIGGER refuse_outbox ON webhook_deliveries; DROP FUNCTION refuse_outbox()');
    }
    await s.settle();
    expect((await eventsOf(id)).map((e: { type: string }) => e.type)).toEqual([
      'queued',
      'sent',
      'delivered',
    ]);
    expect(await delivered()).toBe(deliveredBefore + 1);
    const [rows] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries WHERE body LIKE $1',
      [`%${id}%`],
    );
    expect(rows!.n).toBeGreaterThan(0);
  });
});

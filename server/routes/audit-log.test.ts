import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';
import { pruneExpiredAudit } from '../delivery/audit-retention';

let s: TestService;
beforeAll(async () => {
  s = await startTestService({ SIMULATOR_STEP_MS: 0, ALLOW_LOOPBACK_WEBHOOKS: true });
});
afterAll(() => s.close());

const audit = async (query = '') =>
  (await s.call('GET', `/audit-log${query}`, undefined, s.keys.admin)).json.data;

describe('audit trail', () => {
  it('records each change with the key that made it, the target, before/after and the request id', async () => {
    const add = await s.call('POST', '/suppressions', { email: 'Audit.One@x.example' }, s.keys.admin, {
      'x-request-id': 'req-audit-0001',
    });
    const id = add.json.data.suppression.id;
    await s.call('DELETE', `/suppressions/${id}`, undefined, s.keys.all);
    const { entries } = await audit(`?target_type=suppression&target_id=${id}`);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'suppression.delete',
      'suppression.create',
    ]);
    expect(entries[1]).toMatchObject({
      key_name: 'admin',
      target_type: 'suppression',
      target_id: String(id),
      detail: { after: { email: 'audit.one@x.example', reason: 'manual' } },
      request_id: 'req-audit-0001',
    });
    expect(entries[0]).toMatchObject({
      key_name: 'all',
      detail: { before: { email: 'audit.one@x.example' } },
    });
  });

  it('writes one entry per batch with counts, webhook and key changes, and never a key or a secret', async () => {
    await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'b1@x.example' }, { email: 'b1@x.example' }, { email: 'nope' }],
    });
    const hook = (await s.call('POST', '/webhooks', { url: 'https://h.example/a', event_types: ['bounced'] }))
      .json.data.webhook;
    await s.call('DELETE', `/webhooks/${hook.id}`);
    const made = (await s.call('POST', '/keys', { name: 'ci', permissions: ['send'] })).json.data;
    await s.call('DELETE', `/keys/${made.key.id}`, undefined, s.keys.admin);

    const { entries } = await audit('?limit=10');
    expect(entries.map((e: { action: string }) => e.action).slice(0, 5)).toEqual([
      'key.revoke',
      'key.create',
      'webhook.delete',
      'webhook.create',
      'suppression.batch',
    ]);
    expect(entries[4].detail).toEqual({ items: 3, created: 1, exists: 1, invalid: 1 });
    const text = JSON.stringify(await audit('?limit=200'));
    for (const secret of [made.secret, hook.secret, s.keys.all, s.keys.admin])
      expect(text).not.toContain(secret);
  });

  it('records webhook test sends, retries and rotations (never the secret); a test event says so', async () => {
    // The receiver fails the test send: only a delivery not yet delivered can be retried.
    const receiver = await startReceiver(() => ({ status: 500 }));
    try {
      const hook = (await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['opened'] })).json
        .data.webhook;
      const test = (await s.call('POST', `/webhooks/${hook.id}/test`)).json.data.delivery;
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ event_type: 'opened', test: true });
      expect(test.payload.test).toBe(true);
      // The log keeps every header the attempt was sent with, exactly as the receiver got them.
      expect(test.attempts[0].request_headers['X-Service-Signature']).toBe(
        receiver.received[0]!.headers['x-service-signature'],
      );
      expect(test.attempts[0].request_headers['X-Service-Delivery-Id']).toBe(test.id);
      await s.call('POST', `/webhooks/${hook.id}/deliveries/${test.id}/retry`);
      const rotated = (await s.call('POST', `/webhooks/${hook.id}/rotate-secret`)).json.data.webhook;
      const { entries } = await audit(`?target_type=webhook&target_id=${hook.id}`);
      expect(entries.map((e: { action: string }) => e.action)).toEqual([
        'webhook.rotate_secret',
        'webhook.retry',
        'webhook.test',
        'webhook.create',
      ]);
      expect(JSON.stringify(entries)).not.toContain(rotated.secret);
      expect(JSON.stringify(entries)).not.toContain(hook.secret);
    } finally {
      await receiver.close();
    }
  });

  it('records automatic suppressions as the service, with the message that caused them', async () => {
    const sent = await s.call('POST', '/messages', { to: 'bounce@auto.example', subject: 'x' }, s.keys.send);
    await s.settle();
    const { entries } = await audit('?action=suppression.automatic');
    expect(entries[0]).toMatchObject({
      key_id: null,
      key_name: null,
      detail: {
        after: { email: 'bounce@auto.example', reason: 'hard_bounce' },
        message_id: sent.json.data.message.id,
      },
    });
  });

  it('writes nothing for a change that rolled back', async () => {
    // A check at commit time fails the whole transaction after the batch and its entry were written.
    await s.db.exec(`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email = 'boom@x.example' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER refuse_boom AFTER INSERT ON suppressions DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    const before = (await audit('?limit=200')).entries.length;
    const res = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'fine@x.example' }, { email: 'boom@x.example' }],
    });
    expect(res.status).toBe(500);
    expect((await audit('?limit=200')).entries).toHaveLength(before);
    expect((await s.call('GET', '/suppressions?q=fine@x.example')).json.data.total).toBe(0);
    await s.db.exec('DROP TRIGGER refuse_boom ON suppressions; DROP FUNCTION refuse_boom();');
  });

  it('prunes entries past AUDIT_RETENTION_DAYS, a batch at a time, and keeps the rest', async () => {
    await s.call('POST', '/suppressions', { email: 'aged@x.example' });
    await s.call('POST', '/suppressions', { email: 'fresh@x.example' });
    await s.db.query(
      `UPDATE audit_log SET at = now() - interval '500 days' WHERE detail->'after'->>'email' = 'aged@x.example'`,
    );
    const before = (await audit('?limit=200')).entries.length;
    expect(await pruneExpiredAudit(s.ctx)).toBe(1);
    const after = (await audit('?limit=200')).entries;
    expect(after).toHaveLength(before - 1);
    expect(JSON.stringify(after)).toContain('fresh@x.example');
    expect(await pruneExpiredAudit({ ...s.ctx, config: { ...s.ctx.config, AUDIT_RETENTION_DAYS: 0 } })).toBe(
      0,
    );
  });

  it('filters by key, action and time, pages by cursor, and refuses bad filters', async () => {
    const keys = (await s.call('GET', '/keys', undefined, s.keys.admin)).json.data.keys;
    const adminKey = keys.find((k: { name: string }) => k.name === 'admin');
    const byKey = await audit(`?key_id=${adminKey.id}`);
    expect(byKey.entries.length).toBeGreaterThan(0);
    for (const e of byKey.entries) expect(e.key_id).toBe(adminKey.id);

    const first = await audit('?limit=2');
    const second = await audit(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.entries[0].id).toBeLessThan(first.entries[1].id);
    expect((await audit(`?from=${new Date(Date.now() + 60_000).toISOString()}`)).entries).toEqual([]);

    for (const q of ['?action=drop.table', '?key_id=abc', '?from=yesterday', '?target_type=user']) {
      const res = await s.call('GET', `/audit-log${q}`, undefined, s.keys.admin);
      expect(res.status).toBe(400);
    }
    expect((await s.call('GET', '/audit-log', undefined, s.keys.stats)).status).toBe(403);
  });
});

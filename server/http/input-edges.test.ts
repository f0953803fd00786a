import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookDeliveriesOnce } from '../delivery/webhook-worker';
import { startTestService, type TestService } from '../test/harness';
import { deliveryIdOf, startReceiver } from '../test/receiver';
import { until } from '../test/until';

let s: TestService;
beforeAll(async () => {
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
});
afterAll(() => s.close());

describe('query parameters', () => {
  it.each([
    ['/suppressions?limit=abc', 'limit', /got "abc"/],
    ['/stats/overview?domain_id=abc', 'domain_id', /got "abc"/],
  ])('%s names the parameter and the bad value, not "is required"', async (path, field, message) => {
    const res = await s.call('GET', path);
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe(field);
    expect(res.json.error.details[0].message).toMatch(message);
    expect(res.json.error.message).not.toMatch(/required/);
  });

  it('a repeated list parameter means all its values; a repeated scalar is refused', async () => {
    await s.call('POST', '/suppressions', { email: 'rep-manual@edges.example' });
    await s.call('POST', '/suppressions', { email: 'rep-complaint@edges.example', reason: 'complaint' });
    const both = await s.call('GET', '/suppressions?q=rep-&reason=manual&reason=complaint');
    expect(both.json.data.suppressions.map((r: { email: string }) => r.email).sort()).toEqual([
      'rep-complaint@edges.example',
      'rep-manual@edges.example',
    ]);
    const twice = await s.call('GET', '/suppressions?limit=1&limit=2');
    expect(twice.status).toBe(400);
    expect(twice.json.error.details[0].field).toBe('limit');
  });
});

describe('requests Node itself refuses', () => {
  it('headers over the limit get 431 with the error envelope', async () => {
    const url = new URL(s.base);
    const answer = await new Promise<{ status: number; body: string; id: string | undefined }>(
      (resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: '/api/v1/health',
            headers: { 'x-padding': 'x'.repeat(20_000) },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body, id: res.headers['x-request-id'] as string }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', error: { code: 'invalid_request' } });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('retry now', () => {
  it('never sends a delivery a second time while it is in flight', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 1_500 }));
    try {
      const hook = await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] });
      await s.call('POST', '/messages', { to: 'inflight@edges.example', subject: 'x' });
      await s.settle();
      const sending = runWebhookDeliveriesOnce(s.ctx);
      await until('the first attempt to arrive', () => receiver.received.length === 1);
      const id = deliveryIdOf(receiver.received[0]!);
      const retry = await s.call('POST', `/webhooks/${hook.json.data.webhook.id}/deliveries/${id}/retry`);
      expect(retry.status).toBe(409);
      expect(retry.json.error.message).toMatch(/being sent right now/);
      await sending;
      expect(receiver.received.filter((r) => deliveryIdOf(r) === id)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

/** Rows a refused request must leave as they were. */
const counts = async () =>
  JSON.stringify(
    await s.db.query(`SELECT (SELECT count(*) FROM suppressions) s, (SELECT count(*) FROM audit_log) a`),
  );

describe('times at the edges of the supported range (1970 to 9999, in UTC)', () => {
  const outside = [
    '0000-01-01T00:00:00Z', // year 0: PostgreSQL has none
    '0001-01-01T00:00:00+01:00', // year 0 once in UTC
    '9999-12-31T23:59:59-01:00', // year 10000 once in UTC
    '1969-12-31T23:59:59.999Z',
  ];
  const enc = encodeURIComponent;
  const reads: [string, (t: string) => string][] = [
    ['from', (t) => `/audit-log?from=${enc(t)}`],
    ['to', (t) => `/audit-log?to=${enc(t)}`],
    ['from', (t) => `/messages?from=${enc(t)}`],
    ['to', (t) => `/messages?to=${enc(t)}`],
    ['from', (t) => `/messages/export?from=${enc(t)}`],
  ];

  it.each(outside)('%s: a 400 naming the field on every read that takes a time', async (time) => {
    for (const [field, path] of reads) {
      const res = await s.call('GET', path(time));
      expect(res.status, path(time)).toBe(400);
      expect(res.headers.get('content-type'), path(time)).toContain('application/json');
      expect(res.json.error.details[0].field, path(time)).toBe(field);
      expect(res.json.error.message, path(time)).toMatch(/1970/);
    }
  });

  it.each(outside)(
    '%s: a batch item created_at or a source time refused with 400, nothing stored',
    async (time) => {
      const before = await counts();
      const batch = await s.call('POST', '/suppressions/batch', {
        items: [{ email: 'edge-batch@edges.example', created_at: time }],
      });
      expect(batch.status).toBe(400);
      expect(batch.json.error.details[0].field).toBe('items.0.created_at');
      const single = await s.call('POST', '/suppressions', {
        email: 'edge-single@edges.example',
        source: { type: 'import', imported_at: time },
      });
      expect(single.status).toBe(400);
      expect(single.json.error.details[0].field).toBe('source.imported_at');
      const replay = await s.call('POST', '/webhooks/1/replay', { since: time });
      expect(replay.status).toBe(400);
      expect(replay.json.error.details[0].field).toBe('since');
      expect(await counts()).toBe(before);
    },
  );

  it('a day outside the range is refused too (statistics, activity log)', async () => {
    for (const path of [
      '/stats/daily?from=0000-01-01&to=0000-01-02',
      '/stats/overview?from=1969-12-31&to=1970-01-01',
      '/messages?from=0000-01-01',
      '/messages?to=0000-01-01',
      '/messages/export?to=0000-01-01',
    ]) {
      const res = await s.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json.error.details[0].field, path).toMatch(/^(from|to)$/);
    }
  });

  it('an offset inside the range means that instant in UTC, however far from UTC it is', async () => {
    const batch = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'far-offset@edges.example', created_at: '1970-01-01T00:00:00-23:59' }],
    });
    expect(batch.status).toBe(200);
    expect(batch.json.data.results[0].suppression.created_at).toBe('1970-01-01T23:59:00.000Z');
    const audit = await s.call('GET', `/audit-log?from=${enc('1970-01-01T00:00:00-23:59')}`);
    expect(audit.status).toBe(200);
    expect(audit.json.data.entries.length).toBeGreaterThan(0);
    const none = await s.call('GET', `/audit-log?to=${enc('1970-01-01T00:00:00-23:59')}`);
    expect(none.status).toBe(200);
    expect(none.json.data.entries).toEqual([]);
    for (const path of [
      `/messages?from=${enc('1970-01-01T00:00:00-23:59')}`,
      `/messages/export?from=${enc('1970-01-02T00:00:00+23:59')}`,
      `/messages?to=${enc('9999-12-31T23:59:59.999+00:00')}`,
      '/stats/daily?from=9999-12-30&to=9999-12-31',
    ]) {
      expect((await s.call('GET', path)).status, path).toBe(200);
    }
  });
});

describe('a suppression source is validated field by field', () => {
  it.each([
    [{ type: 'automatic', message_id: 'not-a-uuid' }, 'source.message_id'],
    [{ type: 'automatic', message_id: 'a'.repeat(64) }, 'source.message_id'],
    [{ type: 'api', row: -1 }, 'source.row'],
    [{ type: 'nope' }, 'source.type'],
  ])('%j: 400 naming %s, nothing stored', async (source, field) => {
    const before = await counts();
    const res = await s.call('POST', '/suppressions', { email: 'bad-source@edges.example', source });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe(field);
    expect(await counts()).toBe(before);
    // In a batch, a bad item is reported (or the batch refused) and nothing is stored.
    const batch = await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'bad-source@edges.example', source }],
    });
    expect(batch.status === 400 || batch.json.data.results[0].result === 'invalid').toBe(true);
    const stored = await s.db.query(`SELECT 1 FROM suppressions WHERE email = 'bad-source@edges.example'`);
    expect(stored).toEqual([]);
  });

  it('a message id of any UUID version passes; the automatic origin itself is the service’s to write', async () => {
    const id = 'A0000000-0000-1000-C000-000000000000';
    const res = await s.call('POST', '/suppressions', {
      email: 'v1-source@edges.example',
      source: { type: 'automatic', message_id: id },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toEqual(['source.type']);
  });
});

describe('ids are any well-formed UUID', () => {
  const wellFormed = [
    '00000000-0000-0000-0000-000000000000',
    'a0000000-0000-1000-c000-000000000000', // version 1, a variant RFC 9562 reserves
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '0190b6f4-7e3a-7c1d-9f00-000000000001', // version 7
  ];
  it.each(wellFormed)('%s: 404, not 400, on every UUID route', async (id) => {
    for (const [method, path] of [
      ['GET', `/messages/${id}`],
      ['GET', `/messages/${id}/events`],
      ['GET', `/suppressions/removals/${id}`],
      ['POST', `/suppressions/removals/${id}/continue`],
    ] as const) {
      const res = await s.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it.each([
    '{a0000000-0000-1000-c000-000000000000}',
    'a00000001000c000000000000000000',
    'g0000000-0000-1000-c000-000000000000',
  ])('%s: still a 400 naming the id', async (id) => {
    const res = await s.call('GET', `/messages/${encodeURIComponent(id)}`);
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].field).toBe('id');
  });

  it('finds a message by its id in capitals', async () => {
    const sent = await s.call('POST', '/messages', { to: 'caps@edges.example', subject: 'Caps' });
    const id = sent.json.data.message.id as string;
    expect((await s.call('GET', `/messages/${id.toUpperCase()}`)).json.data.message.id).toBe(id);
  });
});

describe('the CSV export', () => {
  it('answers an error status with the envelope, not a cut stream, when its first batch fails', async () => {
    const broken = await startTestService();
    try {
      await broken.db.exec('ALTER TABLE messages RENAME TO messages_elsewhere');
      const res = await broken.call('GET', '/messages/export');
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({ status: 'error', error: { code: 'internal_error' } });
      expect(res.json.error.message).toContain(res.headers.get('x-request-id'));
    } finally {
      await broken.close();
    }
  });
});

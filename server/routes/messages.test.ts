import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
let domainId: number;
beforeAll(async () => {
  s = await startTestService();
  [{ id: domainId }] = (await s.db.query<{ id: number }>(
    "INSERT INTO domains (name) VALUES ('mail.shop.test') RETURNING id",
  )) as [{ id: number }];
});
afterAll(() => s.close());

const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const send = (to: string, extra: Record<string, unknown> = {}) =>
  s.call('POST', '/messages', { to, subject: `Hello ${to}`, ...extra }, s.keys.send);
const idOf = async (to: string) => {
  const res = await send(to);
  expect(res.status, res.text).toBe(202);
  return res.json.data.message.id as string;
};

describe('POST /messages', () => {
  it('accepts a message with the send key: 202, pending, with to, from and domain_id', async () => {
    const res = await send('  New.Person@Example.COM ', { from: 'news@mail.shop.test', text: 'Hi' });
    expect(res.status).toBe(202);
    expect(res.json.status).toBe('success');
    const m = res.json.data.message;
    expect(m).toMatchObject({
      status: 'pending',
      to: 'new.person@example.com',
      from: 'news@mail.shop.test',
      domain_id: domainId,
    });
    expect(m.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(m.created_at).toMatch(iso);
    expect(m.delivered_at).toBeNull();
    expect((await s.call('GET', `/messages/${m.id}`, undefined, s.keys.stats)).json.data.message).toEqual(m);
  });

  it('defaults from to the first domain, and leaves domain_id null for an unknown from-domain', async () => {
    const plain = await send('someone@example.com');
    expect(plain.json.data.message).toMatchObject({
      from: 'notifications@mail.shop.test',
      domain_id: domainId,
    });
    const foreign = await send('someone@example.com', { from: 'me@elsewhere.test' });
    expect(foreign.json.data.message).toMatchObject({ from: 'me@elsewhere.test', domain_id: null });
  });

  it('needs the send permission', async () => {
    for (const key of [s.keys.stats, s.keys.admin]) {
      const res = await s.call('POST', '/messages', { to: 'a@example.com', subject: 'x' }, key);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
  });

  it.each([
    [{ to: 'not-an-address', subject: 'x' }, 'to'],
    [{ subject: 'x' }, 'to'],
    [{ to: 'a@example.com' }, 'subject'],
    [{ to: 'a@example.com', subject: '   ' }, 'subject'],
    [{ to: 'a@example.com', subject: 'x', cc: 'b@example.com' }, 'body'],
    [{ to: 'a@example.com', subject: 'x', from: 'nobody' }, 'from'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await s.call('POST', '/messages', body, s.keys.send);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_request');
    expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('answers 422 recipient_suppressed for a suppressed address and stores nothing', async () => {
    await s.call('POST', '/suppressions', { email: 'blocked@example.com', reason: 'unsubscribe' });
    const res = await send('Blocked@Example.com');
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('recipient_suppressed');
    expect(res.json.error.details[0]).toMatchObject({
      field: 'to',
      existing: { email: 'blocked@example.com', reason: 'unsubscribe' },
    });
    const list = await s.call('GET', '/messages?to=blocked@example.com', undefined, s.keys.stats);
    expect(list.json.data.messages).toEqual([]);
    const [row] = await s.db.query<{ accepted: number }>(
      'SELECT COALESCE(sum(accepted), 0)::int AS accepted FROM daily_stats',
    );
    const [msgs] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    expect(row!.accepted).toBe(msgs!.n);
  });
});

describe('the delivery simulator, after settle()', () => {
  const scenarios = {
    'anyone@sim.test': { status: 'delivered', events: ['queued', 'sent', 'delivered'] },
    'bounce@sim.test': {
      status: 'hard_bounced',
      events: ['queued', 'sent', 'bounced'],
      suppressed: 'hard_bounce',
    },
    'bounce+tag@sim.test': {
      status: 'hard_bounced',
      events: ['queued', 'sent', 'bounced'],
      suppressed: 'hard_bounce',
    },
    'softbounce@sim.test': {
      status: 'delivered',
      events: ['queued', 'sent', 'bounced', 'sent', 'delivered'],
    },
    'defer@sim.test': { status: 'delivered', events: ['queued', 'deferred', 'sent', 'delivered'] },
    'fail@sim.test': { status: 'failed', events: ['queued', 'deferred', 'deferred', 'failed'] },
    'complaint@sim.test': {
      status: 'complained',
      events: ['queued', 'sent', 'delivered', 'complained'],
      suppressed: 'complaint',
    },
    'open@sim.test': { status: 'delivered', events: ['queued', 'sent', 'delivered', 'opened'] },
    'click@sim.test': { status: 'delivered', events: ['queued', 'sent', 'delivered', 'opened', 'clicked'] },
  } as Record<string, { status: string; events: string[]; suppressed?: string }>;
  const ids: Record<string, string> = {};
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- events are inspected field by field
  const timeline = async (to: string): Promise<any[]> =>
    (await s.call('GET', `/messages/${ids[to]}/events`, undefined, s.keys.stats)).json.data.events;

  beforeAll(async () => {
    for (const to of Object.keys(scenarios)) ids[to] = await idOf(to);
    await s.settle();
  });

  it.each(Object.entries(scenarios).map(([to, e]) => [to, e.status, e] as const))(
    '%s ends %s, with its events in order',
    async (to, _, expected) => {
      const message = (await s.call('GET', `/messages/${ids[to]}`, undefined, s.keys.stats)).json.data
        .message;
      expect(message.status).toBe(expected.status);
      const events = await timeline(to);
      expect(events.map((e) => e.type)).toEqual(expected.events);
      for (const e of events) expect(e.timestamp).toMatch(iso);
      const times = events.map((e) => Date.parse(e.timestamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const delivered = events.find((e) => e.type === 'delivered');
      expect(message.delivered_at).toBe(delivered?.timestamp ?? null);
      if (delivered) expect(delivered).toMatchObject({ tls: true, mx_host: 'mx1.sim.test' });

      const suppression = await s.call(
        'GET',
        `/suppressions?q=${encodeURIComponent(to)}`,
        undefined,
        s.keys.admin,
      );
      const exact = suppression.json.data.suppressions.filter((x: { email: string }) => x.email === to);
      expect(exact.map((x: { reason: string }) => x.reason)).toEqual(
        expected.suppressed ? [expected.suppressed] : [],
      );
    },
  );

  it('writes the details of bounces, deferrals, failures, opens and clicks', async () => {
    const hard = (await timeline('bounce@sim.test'))[2];
    expect(hard).toMatchObject({
      type: 'bounced',
      bounce_type: 'hard',
      smtp_response: expect.stringMatching(/^5\d\d /),
    });
    const soft = (await timeline('softbounce@sim.test'))[2];
    expect(soft).toMatchObject({
      type: 'bounced',
      bounce_type: 'soft',
      smtp_response: expect.stringMatching(/^4\d\d /),
    });
    expect((await timeline('defer@sim.test'))[1].smtp_response).toMatch(/^4\d\d /);
    expect((await timeline('fail@sim.test'))[3].smtp_response).toEqual(expect.any(String));
    const [, , , opened, clicked] = await timeline('click@sim.test');
    expect(opened.user_agent).toMatch(/Mozilla/);
    expect(clicked).toMatchObject({
      url: expect.stringMatching(/^https:\/\//),
      user_agent: expect.stringMatching(/Mozilla/),
    });
  });

  it('refuses further mail to an address it suppressed automatically, and finishes every script', async () => {
    expect((await send('bounce@sim.test')).status).toBe(422);
    expect((await send('complaint@sim.test')).status).toBe(422);
    const [due] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE next_step_at IS NOT NULL AND to_email LIKE '%@sim.test'",
    );
    expect(due!.n).toBe(0);
  });
});

describe('GET /messages/{id}', () => {
  it('answers 400 for a malformed id, 404 for an unknown one, and accepts an uppercase UUID', async () => {
    const bad = await s.call('GET', '/messages/not-a-uuid', undefined, s.keys.stats);
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].field).toBe('id');
    const unknown = await s.call(
      'GET',
      '/messages/6f1c1d0e-3b7a-4c1e-9a55-0d2f4b8e7c11',
      undefined,
      s.keys.stats,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    expect(
      (await s.call('GET', '/messages/6f1c1d0e-3b7a-4c1e-9a55-0d2f4b8e7c11/events', undefined, s.keys.stats))
        .status,
    ).toBe(404);
    const id = await idOf('upper@example.com');
    const upper = await s.call('GET', `/messages/${id.toUpperCase()}`, undefined, s.keys.stats);
    expect(upper.status).toBe(200);
    expect(upper.json.data.message.id).toBe(id);
    expect(
      (await s.call('GET', `/messages/${id.toUpperCase()}/events`, undefined, s.keys.stats)).status,
    ).toBe(200);
  });
});

describe('GET /messages?to=', () => {
  const to = 'list.me@paging.test';
  const made: string[] = [];
  beforeAll(async () => {
    const start = Date.parse('2026-01-10T08:00:00.000Z');
    for (let i = 0; i < 5; i++) {
      s.setNow(() => new Date(start + i * 60_000));
      made.push(await idOf(to));
      if (i === 2) await s.settle(); // the first three are delivered, the last two stay pending
    }
    s.setNow(() => new Date());
  });

  it("lists the recipient's messages newest first, in keyset pages", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await s.call(
        'GET',
        `/messages?to=${encodeURIComponent('LIST.ME@Paging.test')}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        undefined,
        s.keys.stats,
      );
      expect(res.status).toBe(200);
      expect(res.json.data.messages.length).toBeLessThanOrEqual(2);
      for (const m of res.json.data.messages) expect(m.to).toBe(to);
      seen.push(...res.json.data.messages.map((m: { id: string }) => m.id));
      cursor = res.json.data.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
  });

  it('filters by status', async () => {
    const list = async (status: string) =>
      (
        await s.call('GET', `/messages?to=${to}&status=${status}`, undefined, s.keys.stats)
      ).json.data.messages.map((m: { id: string }) => m.id);
    expect(await list('delivered')).toEqual(made.slice(0, 3).reverse());
    expect(await list('pending')).toEqual(made.slice(3).reverse());
    expect(await list('failed')).toEqual([]);
  });

  it('refuses a bad to, a bad status, limit or cursor, and other keys', async () => {
    for (const q of [
      'to=nobody',
      `to=${to}&status=lost`,
      `to=${to}&limit=0`,
      `to=${to}&limit=101`,
      `to=${to}&cursor=%%%`,
    ]) {
      const res = await s.call('GET', `/messages?${q}`, undefined, s.keys.stats);
      expect(res.status, q).toBe(400);
      expect(res.json.error.code).toBe('invalid_request');
    }
    const bad = await s.call('GET', '/messages?to=nobody', undefined, s.keys.stats);
    expect(bad.json.error.details.map((d: { field: string }) => d.field)).toContain('to');
    expect((await s.call('GET', `/messages?to=${to}`, undefined, s.keys.send)).status).toBe(403);
  });

  it("answers 400, not 500, to another list's cursor or an edited one", async () => {
    const cursor = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const ours = (await s.call('GET', `/messages?to=${to}&limit=1`, undefined, s.keys.stats)).json.data
      .next_cursor;
    await s.call('POST', '/suppressions/batch', {
      items: [{ email: 'c1@cursor.test' }, { email: 'c2@cursor.test' }],
    });
    const theirs = (await s.call('GET', '/suppressions?limit=1', undefined, s.keys.admin)).json.data
      .next_cursor;
    const tries = [
      `/messages?to=${to}&cursor=${theirs}`,
      `/messages?to=${to}&cursor=${cursor(['created_at_desc', 'not a time', made[0]])}`,
      `/messages?to=${to}&cursor=${cursor(['created_at_desc', '2026-01-10T08:00:00.000Z', 7])}`,
      `/suppressions?cursor=${ours}`,
      `/suppressions?cursor=${cursor(['created_at_desc', '2026-01-10T08:00:00.000Z', 1e300])}`,
    ];
    for (const path of tries) {
      const res = await s.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json.error.details[0].field).toBe('cursor');
    }
  });
});

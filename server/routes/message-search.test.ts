import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/contract';
import { streamMessageCsv } from '../store/repos/message-csv-export';
import { startTestService, type TestService } from '../test/harness';

/**
 * The activity log (GET /messages without `to`) and its CSV export, over real HTTP on a real store.
 * Messages are sent through the API on a controlled clock and run through the simulator, so their
 * statuses and events are the ones the service really writes.
 */
let s: TestService;
let shopId: number;
const ids: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestService();
  [{ id: shopId }] = (await s.db.query<{ id: number }>(
    "INSERT INTO domains (name) VALUES ('mail.shop.test'), ('news.shop.test') RETURNING id",
  )) as [{ id: number }];
  const send = async (name: string, at: string, to: string, subject: string, from?: string) => {
    s.setNow(() => new Date(at));
    const res = await s.call('POST', '/messages', { to, subject, ...(from ? { from } : {}) }, s.keys.send);
    expect(res.status, res.text).toBe(202);
    ids[name] = res.json.data.message.id;
    await s.settle();
  };
  await send('invoice', '2026-11-20T09:00:00.000Z', 'ann@globex.io', 'Invoice #100 for November');
  await send('bounce', '2026-11-21T09:00:00.000Z', 'bounce@globex.io', 'Order #7 shipped');
  await send('complaint', '2026-11-22T09:00:00.000Z', 'complaint@initech.test', 'Weekly news: 50%_off');
  await send('open', '2026-11-22T15:00:00.000Z', 'click@initech.test', '=HYPERLINK("x"), "quoted"');
  await send(
    'news',
    '2026-11-23T09:00:00.000Z',
    'ann@globex.io.evil.test',
    'Invoice #101',
    'n@news.shop.test',
  );
  s.setNow(() => new Date());
});
afterAll(() => s.close());

const list = async (query: string) => {
  const res = await s.call('GET', `/messages?${query}`, undefined, s.keys.stats);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return res.json.data as {
    messages: { id: string; last_event: unknown }[];
    next_cursor: string | null;
    total?: number;
    total_exact?: boolean;
  };
};
const names = async (query: string) => {
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (await list(query)).messages.map((m) => byId[m.id]);
};

describe('GET /messages: the activity log', () => {
  it('lists every message newest first, with an exact total when it is small', async () => {
    const data = await list('');
    expect(data.messages.map((m) => m.id)).toEqual(
      ['news', 'open', 'complaint', 'bounce', 'invoice'].map((n) => ids[n]),
    );
    expect(data).toMatchObject({ total: 5, total_exact: true, next_cursor: null });
  });

  it('carries each message’s last event and its time', async () => {
    const [complaint] = (await list(`id_prefix=${ids.complaint}`)).messages;
    expect(complaint?.last_event).toMatchObject({
      type: 'complained',
      timestamp: '2026-11-22T09:00:00.000Z',
    });
  });

  it('filters by several statuses, by an event, and both together', async () => {
    expect(await names('status=hard_bounced,complained')).toEqual(['complaint', 'bounce']);
    expect(await names('event=complained')).toEqual(['complaint']);
    expect(await names('event=opened')).toEqual(['open']);
    expect(await names('event=bounced,clicked')).toEqual(['open', 'bounce']);
    expect(await names('event=delivered&status=complained')).toEqual(['complaint']);
  });

  it('matches a recipient exactly, by @domain, or by a fragment', async () => {
    expect(await names('recipient=ANN@globex.io')).toEqual(['invoice']);
    expect(await names('recipient=@globex.io')).toEqual(['bounce', 'invoice']);
    expect(await names('recipient=globex.io')).toEqual(['news', 'bounce', 'invoice']);
    expect(await names(`to=${encodeURIComponent('ann@globex.io')}`)).toEqual(['invoice']);
  });

  it('matches a subject case-insensitively, taking % and _ literally', async () => {
    expect(await names('subject=invoice')).toEqual(['news', 'invoice']);
    expect(await names(`subject=${encodeURIComponent('Order #')}`)).toEqual(['bounce']);
    expect(await names(`subject=${encodeURIComponent('50%_')}`)).toEqual(['complaint']);
    expect(await names(`subject=${encodeURIComponent('5%o')}`)).toEqual([]);
  });

  it('filters by sending domain, ID prefix and time, and combines filters', async () => {
    const newsId = shopId + 1;
    expect(await names(`domain_id=${newsId}`)).toEqual(['news']);
    expect(await names(`id_prefix=${ids.bounce!.slice(0, 13).toUpperCase()}`)).toEqual(['bounce']);
    expect(await names('from=2026-11-22&to=2026-11-22')).toEqual(['open', 'complaint']);
    expect(await names('from=2026-11-22T12:00:00Z')).toEqual(['news', 'open']);
    expect(await names('to=2026-11-21T09:00:00.000Z')).toEqual(['bounce', 'invoice']);
    expect(await names('recipient=@globex.io&from=2026-11-21')).toEqual(['bounce']);
    expect(await names('subject=invoice&domain_id=' + shopId)).toEqual(['invoice']);
  });

  it('pages by keyset: every match once, totals on the first page only', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const data = await list(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      if (first) expect(data).toMatchObject({ total: 5, total_exact: true });
      else expect(data.total).toBeUndefined();
      first = false;
      seen.push(...data.messages.map((m) => m.id));
      cursor = data.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['news', 'open', 'complaint', 'bounce', 'invoice'].map((n) => ids[n]));
  });

  it.each([
    ['status=lost', 'status'],
    ['event=bounce', 'event'],
    ['from=yesterday', 'from'],
    ['to=2026-13-01', 'to'],
    ['from=2026-11-23&to=2026-11-22', 'from'],
    ['recipient=an', 'recipient'],
    ['recipient=@', 'recipient'],
    ['subject=ab', 'subject'],
    ['id_prefix=xyz', 'id_prefix'],
    ['domain_id=0', 'domain_id'],
    ['limit=101', 'limit'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await s.call('GET', `/messages?${query}`, undefined, s.keys.stats);
    expect(res.status).toBe(400);
    // A comma list names the item too (`status.0`).
    expect(res.json.error.details.map((d: { field: string }) => d.field.split('.')[0])).toContain(field);
  });

  it('says "more than" past the counting cap instead of counting everything', async () => {
    const s2 = await startTestService();
    try {
      await s2.db.query(
        `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario)
         SELECT gen_random_uuid(), 'bulk' || i || '@many.test', 'a@b.test', 'Bulk ' || i, 'delivered',
                now() - i * interval '1 second', 'deliver'
         FROM generate_series(1, 1003) i`,
      );
      const res = await s2.call('GET', '/messages?limit=10', undefined, s2.keys.stats);
      expect(res.json.data).toMatchObject({ total: 1000, total_exact: false });
      const exact = await s2.call('GET', '/messages?subject=Bulk%20100', undefined, s2.keys.stats);
      expect(exact.json.data).toMatchObject({ total: 5, total_exact: true }); // 100, 1000..1003
      const csv = await s2.call('GET', '/messages/export', undefined, s2.keys.stats);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + 1003);
      expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(1003);
    } finally {
      await s2.close();
    }
  });
});

describe('streamMessageCsv', () => {
  it('walks every match once across batches, newest first', async () => {
    const batches: string[][] = [];
    for await (const text of streamMessageCsv(s.db, {}, new Map(), { batch: 2 }))
      batches.push(
        text
          .trimEnd()
          .split('\r\n')
          .map((line) => line.split(',')[0]!),
      );
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat()).toEqual(['news', 'open', 'complaint', 'bounce', 'invoice'].map((n) => ids[n]));
  });

  it('cuts batches between messages created in the same millisecond without losing or repeating one', async () => {
    const t = await startTestService();
    try {
      await t.db.query(
        `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario)
         SELECT gen_random_uuid(), 'tie' || i || '@same.test', 'a@b.test', 'Tie', 'delivered',
                '2026-11-20T09:00:00.000Z'::timestamptz - (i / 4) * interval '1 millisecond', 'deliver'
         FROM generate_series(1, 11) i`,
      );
      const expected = (
        await t.db.query<{ id: string }>('SELECT id::text FROM messages ORDER BY created_at DESC, id DESC')
      ).map((r) => r.id);
      const seen: string[] = [];
      for await (const text of streamMessageCsv(t.db, {}, new Map(), { batch: 3 }))
        seen.push(
          ...text
            .trimEnd()
            .split('\r\n')
            .map((line) => line.split(',')[0]!),
        );
      expect(seen).toEqual(expected);
    } finally {
      await t.close();
    }
  });

  it('quotes and defuses every hostile value exactly as RFC 4180 and the formula rule say', async () => {
    // The rule is the contract's csvCell, which the dashboard's own exports apply.
    const field = csvCell;
    const hostile = [
      'plain',
      '=1+2',
      '+cmd',
      '-2',
      '@SUM(A1)',
      '\tTab first',
      '\rCR first',
      'a,b',
      'say "hi"',
      'two\nlines',
      '=HYPERLINK("x"), "q"',
      'ünïcødé ✓ عربى',
      "it's",
      'x;=1+1',
      'x;@SUM(A1)',
      'x\t=1+1',
      'x\t-2',
      ' padded ',
    ];
    const t = await startTestService();
    try {
      for (const [i, subject] of hostile.entries())
        await t.db.query(
          `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario)
           VALUES (gen_random_uuid(), $1, 'a@b.test', $2, 'queued', now() - $3 * interval '1 second', 'deliver')`,
          [`r${i}@x.test`, subject, i],
        );
      let text = '';
      for await (const chunk of streamMessageCsv(t.db, {}, new Map(), { batch: 4 })) text += chunk;
      const subjects = text
        .slice(0, -2)
        .split(/\r\n(?=[0-9a-f]{8}-)/)
        .map((line) => line.split(',').slice(5, -6).join(','));
      expect(subjects).toEqual(hostile.map(field));
    } finally {
      await t.close();
    }
  });
});

describe('GET /messages/export', () => {
  it('streams the filtered view as CSV with the documented columns, safely quoted', async () => {
    const res = await s.call('GET', '/messages/export?recipient=initech.test', undefined, s.keys.stats);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,status,to,from,subject,domain,last_event,last_event_at,delivered_at,bounce_class,stream',
    );
    expect(lines[1]).toBe(
      `${ids.open},2026-11-22T15:00:00.000Z,delivered,click@initech.test,notifications@mail.shop.test,` +
        `"'=HYPERLINK(""x""), ""quoted""",mail.shop.test,clicked,2026-11-22T15:00:00.000Z,2026-11-22T15:00:00.000Z,,transactional`,
    );
    expect(lines[2]).toMatch(new RegExp(`^${ids.complaint},.*,complained,complaint@initech.test,`));
    expect(lines.slice(3)).toEqual(['']);
  });

  it('compresses the export for a client that takes gzip, and only for it', async () => {
    const get = (encoding: string) =>
      s.call('GET', '/messages/export', undefined, s.keys.stats, { 'accept-encoding': encoding });
    const plain = await get('identity');
    const zipped = await get('gzip'); // fetch decodes it: the text must be the same
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.text.split('\r\n')).toHaveLength(1 + Object.keys(ids).length + 1);
    expect(zipped.text).toBe(plain.text);
  });

  it('refuses bad filters with the JSON error and needs the stats permission', async () => {
    const bad = await s.call('GET', '/messages/export?status=lost', undefined, s.keys.stats);
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].field).toBe('status.0');
    expect((await s.call('GET', '/messages/export', undefined, s.keys.send)).status).toBe(403);
    expect((await s.call('GET', '/messages/export', undefined, null)).status).toBe(401);
  });
});

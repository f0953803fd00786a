import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const send = (body: Record<string, unknown>) => s.call('POST', '/messages', { subject: 'Hello', ...body });
const token = '[A-Za-z0-9_-]{43}';
const oneClickValue = new RegExp(
  `^<https?://[^/>]+/unsubscribe/(${token})>, <mailto:unsubscribe\\+(${token})@bounces\\.relaydesk\\.test>$`,
);
const messageCount = async () =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages'))[0]!.n;

describe('message streams and headers', () => {
  it('gives a bulk message exactly the one-click pair, one token in both links, stored and answered', async () => {
    const sent = await send({ to: 'reader@streams.test', stream: 'bulk' });
    expect(sent.status).toBe(202);
    const { message } = sent.json.data;
    expect(message.stream).toBe('bulk');
    expect(message.headers.map((h: { name: string }) => h.name)).toEqual([
      'List-Unsubscribe',
      'List-Unsubscribe-Post',
    ]);
    const [link, post] = message.headers;
    const [, web, mail] = oneClickValue.exec(link.value)!;
    expect(web).toBe(mail);
    expect(post.value).toBe('List-Unsubscribe=One-Click');
    const got = await s.call('GET', `/messages/${message.id}`);
    expect(got.json.data.message).toMatchObject({ stream: 'bulk', headers: message.headers });
    // Stored hashed only: the token is in no table but the message's own headers.
    const stored = await s.db.query<{ token_hash: Buffer }>('SELECT token_hash FROM unsubscribe_tokens');
    expect(stored.map((r) => Buffer.from(r.token_hash).toString('base64url'))).not.toContain(web);
  });

  it('gives a transactional message (the default) no headers but the caller’s', async () => {
    const plain = await send({ to: 'plain@streams.test' });
    expect(plain.json.data.message).toMatchObject({ stream: 'transactional', headers: [] });
    const own = await send({
      to: 'own@streams.test',
      stream: 'transactional',
      headers: {
        'reply-to': 'help@shop.test',
        'X-Campaign': 'spring',
        'list-unsubscribe': '<https://shop.test/u>',
      },
    });
    expect(own.status).toBe(202);
    expect(own.json.data.message.headers).toEqual([
      { name: 'Reply-To', value: 'help@shop.test' },
      { name: 'X-Campaign', value: 'spring' },
      { name: 'List-Unsubscribe', value: '<https://shop.test/u>' },
    ]);
  });

  it('puts the caller’s headers first on bulk mail, then the service’s pair', async () => {
    const sent = await send({
      to: 'news@streams.test',
      stream: 'bulk',
      headers: { 'List-Id': 'News <news.shop.test>' },
    });
    expect(sent.json.data.message.headers.map((h: { name: string }) => h.name)).toEqual([
      'List-Id',
      'List-Unsubscribe',
      'List-Unsubscribe-Post',
    ]);
  });

  it.each([
    [
      'a name the service sets',
      'transactional',
      { From: 'ceo@bank.test' },
      'headers.From',
      /set by the service/,
    ],
    ['Bcc', 'transactional', { bcc: 'x@spy.test' }, 'headers.bcc', /set by the service/],
    [
      'a Content- header',
      'transactional',
      { 'Content-Type': 'text/html' },
      'headers.Content-Type',
      /set by the service/,
    ],
    [
      'List-Unsubscribe on bulk',
      'bulk',
      { 'List-Unsubscribe': '<https://x.test>' },
      'headers.List-Unsubscribe',
      /bulk mail/,
    ],
    [
      'List-Unsubscribe-Post on bulk',
      'bulk',
      { 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' },
      'headers.list-unsubscribe-post',
      /bulk mail/,
    ],
    ['an unknown name', 'transactional', { Importance: 'high' }, 'headers.Importance', /not accepted/],
    [
      'CR LF in a value',
      'transactional',
      { 'X-Tag': 'a\r\nBcc: victim@x.test' },
      'headers.X-Tag',
      /one line/,
    ],
    ['a bare LF', 'transactional', { 'Reply-To': 'a@b.test\nBcc: v@x.test' }, 'headers.Reply-To', /one line/],
    // Refused by the body reader before the headers are read: no NUL reaches the store at all.
    ['NUL', 'transactional', { 'X-Tag': 'a\u0000b' }, 'body', /NUL/],
    ['a tab', 'transactional', { 'X-Tag': 'a\tb' }, 'headers.X-Tag', /one line/],
    ['DEL', 'transactional', { 'X-Tag': 'a\u007fb' }, 'headers.X-Tag', /one line/],
    ['a line separator', 'transactional', { 'X-Tag': 'a\u2028b' }, 'headers.X-Tag', /one line/],
    [
      'a line break in the name',
      'transactional',
      { 'X-A\r\nBcc': 'v@x.test' },
      'headers.X-A\r\nBcc',
      /not a header name/,
    ],
    ['a colon in the name', 'transactional', { 'X-A: b': 'c' }, 'headers.X-A: b', /not a header name/],
    ['a value too long', 'transactional', { 'X-Tag': 'x'.repeat(999) }, 'headers.X-Tag', /at most 998/],
    [
      'a name too long',
      'transactional',
      { [`X-${'a'.repeat(80)}`]: 'v' },
      `headers.X-${'a'.repeat(78)}`,
      /at most 76/,
    ],
    ['an empty value', 'transactional', { 'X-Tag': '  ' }, 'headers.X-Tag', /empty/],
    [
      'a name twice in two spellings',
      'transactional',
      { 'Reply-To': 'a@b.test', 'reply-to': 'c@d.test' },
      'headers.reply-to',
      /more than once/,
    ],
  ])(
    'refuses %s with a 400 naming the header, and sends nothing',
    async (_, stream, headers, field, message) => {
      const before = await messageCount();
      const res = await send({ to: 'victim@streams.test', stream, headers });
      expect(res.status).toBe(400);
      expect(res.json.error.details).toContainEqual({ field, message: expect.stringMatching(message) });
      expect(await messageCount()).toBe(before);
    },
  );

  it('refuses too many headers and an unknown stream', async () => {
    const before = await messageCount();
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, 'v']));
    const res = await send({ to: 'victim@streams.test', headers: many });
    expect(res.status).toBe(400);
    expect(res.json.error.details).toContainEqual({
      field: 'headers',
      message: 'must hold at most 20 headers',
    });
    const stream = await send({ to: 'victim@streams.test', stream: 'marketing' });
    expect(stream.status).toBe(400);
    expect(stream.json.error.details[0].field).toBe('stream');
    expect(await messageCount()).toBe(before);
  });
});

describe('the stream in the activity log, the export and the statistics', () => {
  let t: TestService;
  const ids = { bulk: [] as string[], transactional: [] as string[] };
  beforeAll(async () => {
    t = await startTestService();
    for (const [to, stream] of [
      ['a@gmail.com', 'bulk'],
      ['complaint@yahoo.com', 'bulk'],
      ['b@outlook.com', 'bulk'],
      ['c@gmail.com', 'transactional'],
      ['bounce@gmail.com', 'transactional'],
    ] as const) {
      const res = await t.call('POST', '/messages', { to, subject: 'S', stream });
      ids[stream].push(res.json.data.message.id);
    }
    await t.settle();
  });
  afterAll(() => t.close());

  it('filters the activity log and the export by stream', async () => {
    for (const stream of ['bulk', 'transactional'] as const) {
      const page = await t.call('GET', `/messages?stream=${stream}`);
      expect(page.json.data.messages.map((m: { id: string }) => m.id).sort()).toEqual(
        [...ids[stream]].sort(),
      );
      expect(page.json.data.messages.every((m: { stream: string }) => m.stream === stream)).toBe(true);
      const csv = (await t.call('GET', `/messages/export?stream=${stream}`)).text.trimEnd().split('\r\n');
      expect(csv[0]!.split(',').at(-1)).toBe('stream');
      expect(
        csv
          .slice(1)
          .map((l) => l.split(',')[0])
          .sort(),
      ).toEqual([...ids[stream]].sort());
      expect(csv.slice(1).every((l) => l.endsWith(`,${stream}`))).toBe(true);
    }
    expect((await t.call('GET', '/messages?stream=marketing')).status).toBe(400);
  });

  it('counts each stream in the statistics as its messages say, per provider too', async () => {
    const all = (await t.call('GET', '/stats/overview?group_by=provider')).json.data;
    const sum = { accepted: 0, delivered: 0, complained: 0, hard_bounced: 0 };
    for (const stream of ['bulk', 'transactional'] as const) {
      const { overview, providers } = (
        await t.call('GET', `/stats/overview?group_by=provider&stream=${stream}`)
      ).json.data;
      const messages = (await t.call('GET', `/messages?stream=${stream}&limit=100`)).json.data.messages;
      const statuses = messages.map((m: { status: string }) => m.status);
      expect(overview.counts.accepted).toBe(messages.length);
      expect(overview.counts.complained).toBe(statuses.filter((x: string) => x === 'complained').length);
      expect(overview.counts.hard_bounced).toBe(statuses.filter((x: string) => x === 'hard_bounced').length);
      expect(overview.counts.delivered).toBe(statuses.filter((x: string) => x !== 'hard_bounced').length);
      const gmail = providers.find((p: { provider: string }) => p.provider === 'gmail');
      expect(gmail.counts.accepted).toBe(
        messages.filter((m: { to: string }) => m.to.endsWith('@gmail.com')).length,
      );
      const daily = (await t.call('GET', `/stats/daily?stream=${stream}`)).json.data.days;
      expect(daily.reduce((n: number, d: { accepted: number }) => n + d.accepted, 0)).toBe(messages.length);
      for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += overview.counts[k];
    }
    expect(sum).toEqual({
      accepted: all.overview.counts.accepted,
      delivered: all.overview.counts.delivered,
      complained: all.overview.counts.complained,
      hard_bounced: all.overview.counts.hard_bounced,
    });
    expect((await t.call('GET', '/stats/overview?stream=marketing')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounceClasses, bounceSides, type BounceClass, type BounceSide } from '../../src/contract';
import type { TestService } from '../test/harness';
import { startWithTwoDaysOfMail } from '../test/two-days-of-mail';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const byClass = (p: Partial<Record<BounceClass, number>>) => ({
  ...Object.fromEntries(bounceClasses.map((c) => [c, 0])),
  ...p,
});
const bySide = (p: Partial<Record<BounceSide, number>>) => ({
  ...Object.fromEntries(bounceSides.map((c) => [c, 0])),
  ...p,
});

let s: TestService;
let zeta = 0;
const get = (path: string, key = s.keys.stats) => s.call('GET', path, undefined, key);
const range = 'from=2026-05-09&to=2026-05-12';

// Day 10, from alpha: two Gmail blocklist refusals (one reply), one from Microsoft, a DMARC refusal
// and an unknown mailbox at example.test, a Microsoft throttle deferred twice, a delivery.
// Day 11, from zeta: a message deferred twice then given up (three failure events).
beforeAll(async () => {
  ({ s, zeta } = await startWithTwoDaysOfMail({
    days: ['2026-05-10T12:00:00Z', '2026-05-11T12:00:00Z'],
    firstDay: [
      'block@gmail.com',
      'block+2@gmail.com',
      'block@outlook.com',
      'dmarc@Example.TEST',
      'bounce@example.test',
      'throttle@outlook.com',
      'ann@gmail.com',
    ],
    secondDay: ['fail@far.test'],
  }));
}, 60_000);
afterAll(() => s.close());

describe(`GET /stats/bounces (${engine})`, () => {
  it('counts every failure event per class and side, per day, dense over the range', async () => {
    const res = await get(`/stats/bounces?${range}`);
    expect(res.status, res.text).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ from: '2026-05-09', to: '2026-05-12', group_by: 'class' });
    expect(data.totals).toEqual({
      by_class: byClass({
        reputation: 3,
        authentication: 1,
        invalid_recipient: 1,
        rate_limited: 2,
        temporary: 3,
      }),
      by_side: bySide({ sender: 6, recipient: 1, temporary: 3 }),
    });
    expect(data.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-05-09',
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
    ]);
    expect(data.days[0]).toEqual({ date: '2026-05-09', by_class: byClass({}), by_side: bySide({}) });
    expect(data.days[1].by_class).toEqual(
      byClass({ reputation: 3, authentication: 1, invalid_recipient: 1, rate_limited: 2 }),
    );
    expect(data.days[2]).toEqual({
      date: '2026-05-11',
      by_class: byClass({ temporary: 3 }),
      by_side: bySide({ temporary: 3 }),
    });
  });

  it('groups by class by default, largest first, with each class’s top replies normalised', async () => {
    const { groups, top_replies } = (await get(`/stats/bounces?${range}`)).json.data;
    expect(groups.map((g: { key: string; total: number }) => [g.key, g.total])).toEqual([
      ['reputation', 3],
      ['temporary', 3],
      ['rate_limited', 2],
      ['authentication', 1],
      ['invalid_recipient', 1],
    ]);
    const reputation = top_replies.filter((r: { class: string }) => r.class === 'reputation');
    expect(reputation.map((r: { count: number }) => r.count)).toEqual([2, 1]);
    expect(reputation[0]).toMatchObject({ side: 'sender', group: null });
    // The IP and the Microsoft server name are masked; the words and codes are the provider's.
    expect(reputation[1].reply).toMatch(
      /^550 5\.7\.1 Service unavailable, Client host \[<ip>\] blocked using Spamhaus/,
    );
    expect(reputation[1].reply).not.toContain('192.0.2.44');
    const temporary = top_replies.filter((r: { class: string }) => r.class === 'temporary');
    expect(temporary.map((r: { reply: string; count: number }) => [r.reply, r.count])).toEqual([
      ['421 4.4.2 Connection timed out', 2],
      ['Gave up after 3 attempts: 421 4.4.2 Connection timed out', 1],
    ]);
  });

  it('groups by mailbox provider, with the top replies of each provider', async () => {
    const res = await get(`/stats/bounces?${range}&group_by=provider`);
    expect(res.status, res.text).toBe(200);
    const { groups, top_replies, totals, group_by } = res.json.data;
    expect(group_by).toBe('provider');
    expect(groups).toEqual([
      {
        key: 'other',
        total: 5,
        by_class: byClass({ authentication: 1, invalid_recipient: 1, temporary: 3 }),
        by_side: bySide({ sender: 1, recipient: 1, temporary: 3 }),
      },
      {
        key: 'microsoft',
        total: 3,
        by_class: byClass({ reputation: 1, rate_limited: 2 }),
        by_side: bySide({ sender: 3 }),
      },
      { key: 'gmail', total: 2, by_class: byClass({ reputation: 2 }), by_side: bySide({ sender: 2 }) },
    ]);
    expect(totals.by_side).toEqual(bySide({ sender: 6, recipient: 1, temporary: 3 }));
    const gmail = top_replies.filter((r: { group: string }) => r.group === 'gmail');
    expect(gmail).toHaveLength(1);
    expect(gmail[0]).toMatchObject({ class: 'reputation', side: 'sender', count: 2 });
    expect(gmail[0].reply).toContain('[<ip>] Our system has detected');
    const throttled = top_replies.find((r: { class: string }) => r.class === 'rate_limited');
    expect(throttled).toMatchObject({ group: 'microsoft', count: 2 });
  });

  it('groups by recipient domain, lower-cased', async () => {
    const { groups } = (await get(`/stats/bounces?${range}&group_by=recipient_domain`)).json.data;
    expect(groups.map((g: { key: string; total: number }) => [g.key, g.total])).toEqual([
      ['far.test', 3],
      ['outlook.com', 3],
      ['example.test', 2],
      ['gmail.com', 2],
    ]);
  });

  it('filters by domain_id, and reads zeros outside the failures’ days', async () => {
    const one = (await get(`/stats/bounces?${range}&domain_id=${zeta}&group_by=provider`)).json.data;
    expect(one.totals.by_class).toEqual(byClass({ temporary: 3 }));
    expect(one.groups.map((g: { key: string }) => g.key)).toEqual(['other']);
    const quiet = (await get('/stats/bounces?from=2026-04-01&to=2026-04-30')).json.data;
    expect(quiet.days).toHaveLength(30);
    expect(quiet.totals.by_side).toEqual(bySide({}));
    expect(quiet.groups).toEqual([]);
    expect(quiet.top_replies).toEqual([]);
  });

  it('validates like the other statistics endpoints', async () => {
    const fields = async (query: string) => {
      const res = await get(`/stats/bounces?${query}`);
      expect(res.status, query).toBe(400);
      return res.json.error.details.map((d: { field: string }) => d.field);
    };
    expect(await fields('group_by=country')).toContain('group_by');
    expect(await fields('from=2026-05-12&to=2026-05-01')).toContain('from');
    expect(await fields('from=2025-01-01&to=2026-05-01')).toContain('to');
    expect(await fields('domain_id=0')).toContain('domain_id');
    expect(await fields('from=2026-02-30')).toContain('from');
    expect((await get('/stats/bounces?from=2025-05-12&to=2026-05-12')).status).toBe(200);
  });

  it('needs the stats permission', async () => {
    expect((await get('/stats/bounces', s.keys.send)).status).toBe(403);
    expect((await get('/stats/bounces', null as unknown as string)).status).toBe(401);
  });
});

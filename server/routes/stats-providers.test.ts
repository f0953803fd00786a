import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statCounters, type StatCounts } from '../../src/contract/stats';
import providerStatsSql from '../store/migrations/024-provider-stats';
import { splitStatements } from '../store/migrate';
import type { TestService } from '../test/harness';
import { startWithTwoDaysOfMail } from '../test/two-days-of-mail';

const zero = Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts;
const counts = (p: Partial<StatCounts>) => ({ ...zero, ...p });

let s: TestService;
let zeta = 0;
const get = (path: string) => s.call('GET', path, undefined, s.keys.stats);

// Day 10: gmail (two delivered, one hard bounce), outlook.com + hotmail.co.uk (one complaint),
// yahoo.fr (opened and clicked), example.org (soft bounce). Day 11: one icloud, from domain zeta.
beforeAll(async () => {
  ({ s, zeta } = await startWithTwoDaysOfMail({
    days: ['2026-03-10T12:00:00Z', '2026-03-11T12:00:00Z'],
    firstDay: [
      'ann@gmail.com',
      'bob@GoogleMail.com',
      'bounce@gmail.com',
      'cy@outlook.com',
      'complaint@hotmail.co.uk',
      'click@yahoo.fr',
      'softbounce@example.org',
    ],
    secondDay: ['dee@icloud.com'],
  }));
});
afterAll(() => s.close());

const expected = {
  gmail: counts({ accepted: 3, delivered: 2, hard_bounced: 1 }),
  microsoft: counts({ accepted: 2, delivered: 2, complained: 1 }),
  yahoo: counts({ accepted: 1, delivered: 1, opened: 1, clicked: 1 }),
  apple: counts({ accepted: 1, delivered: 1 }),
  other: counts({ accepted: 1, delivered: 1, soft_bounced: 1 }),
};

describe('group_by=provider', () => {
  it('maps the providers’ consumer domains, country variants included', async () => {
    const cases: [string, string][] = [
      ['a@gmail.com', 'gmail'],
      ['a@googlemail.com', 'gmail'],
      ['a@hotmail.co.uk', 'microsoft'],
      ['a@outlook.fr', 'microsoft'],
      ['a@live.co.uk', 'microsoft'],
      ['a@msn.com', 'microsoft'],
      ['a@ymail.com', 'yahoo'],
      ['a@rocketmail.com', 'yahoo'],
      ['a@yahoo.co.uk', 'yahoo'],
      ['a@me.com', 'apple'],
      ['a@mac.com', 'apple'],
      ['a@outlook.example.org', 'other'],
      ['a@notgmail.com', 'other'],
      ['a@example.org', 'other'],
    ];
    for (const [email, provider] of cases) {
      const [row] = await s.db.query<{ p: string }>('SELECT mailbox_provider($1) AS p', [email]);
      expect(row!.p, email).toBe(provider);
    }
  });

  it('counts each provider’s mail on the overview, with its rates, beside unchanged totals', async () => {
    const res = await get('/stats/overview?from=2026-03-01&to=2026-03-15&group_by=provider');
    expect(res.status, res.text).toBe(200);
    const { overview, providers } = res.json.data;
    expect(providers.map((p: { provider: string }) => p.provider)).toEqual(Object.keys(expected));
    for (const p of providers) expect(p.counts, p.provider).toEqual(expected[p.provider as 'gmail']);
    const gmail = providers[0];
    expect(gmail.rates.delivery_rate).toBeCloseTo(2 / 3, 10);
    expect(gmail.rates.bounce_rate).toBeCloseTo(1 / 3, 10);
    expect(providers[1].rates.complaint_rate).toBeCloseTo(1 / 2, 10);
    expect(overview.counts.accepted).toBe(8);
    const plain = (await get('/stats/overview?from=2026-03-01&to=2026-03-15')).json.data;
    expect(plain.providers).toBeUndefined();
    expect(plain.overview).toEqual(overview);
  });

  it('composes with domain_id and the range, per day on /stats/daily', async () => {
    const one = (
      await get(`/stats/overview?from=2026-03-01&to=2026-03-15&domain_id=${zeta}&group_by=provider`)
    ).json.data.providers;
    expect(one.find((p: { provider: string }) => p.provider === 'apple').counts).toEqual(expected.apple);
    expect(one.find((p: { provider: string }) => p.provider === 'gmail').counts).toEqual(zero);
    const res = await get('/stats/daily?from=2026-03-10&to=2026-03-12&group_by=provider');
    expect(res.status, res.text).toBe(200);
    const byName = Object.fromEntries(
      res.json.data.providers.map((p: { provider: string; days: unknown[] }) => [p.provider, p.days]),
    );
    expect(byName.gmail).toEqual([
      { date: '2026-03-10', ...expected.gmail },
      { date: '2026-03-11', ...zero },
      { date: '2026-03-12', ...zero },
    ]);
    expect(byName.apple.map((d: { accepted: number }) => d.accepted)).toEqual([0, 1, 0]);
    expect(res.json.data.days).toHaveLength(3);
  });

  it('refuses an unknown group_by with a 400 naming it', async () => {
    for (const path of ['/stats/overview', '/stats/daily']) {
      const res = await get(`${path}?group_by=country`);
      expect(res.status).toBe(400);
      expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain('group_by');
    }
  });

  it('backfills from messages and events exactly what live counting wrote (migration 24)', async () => {
    const read = () => s.db.query('SELECT * FROM daily_provider_stats ORDER BY day, domain_id, provider');
    const live = await read();
    expect(live.length).toBeGreaterThan(0);
    await s.db.query('DELETE FROM daily_provider_stats');
    const backfill = splitStatements(providerStatsSql).find((q) => q.includes('INSERT INTO'))!;
    await s.db.query(backfill);
    expect(await read()).toEqual(live);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateFormulas, rateNames, statCounters, type StatCounts } from '../../src/contract/stats';
import { startTestService, type TestService } from '../test/harness';

/** What each simulator scenario adds to the counters, written out by hand from DESIGN.md. */
const adds: Record<string, Partial<StatCounts>> = {
  anyone: { accepted: 1, delivered: 1 },
  bounce: { accepted: 1, hard_bounced: 1 },
  softbounce: { accepted: 1, soft_bounced: 1, delivered: 1 },
  defer: { accepted: 1, deferred: 1, delivered: 1 },
  fail: { accepted: 1, deferred: 2, failed: 1 },
  complaint: { accepted: 1, delivered: 1, complained: 1 },
  open: { accepted: 1, delivered: 1, opened: 1 },
  click: { accepted: 1, delivered: 1, opened: 1, clicked: 1 },
};
const zero = Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts;
const sum = (...parts: Partial<StatCounts>[]) => {
  const out = { ...zero };
  for (const p of parts) for (const c of statCounters) out[c] += p[c] ?? 0;
  return out;
};

let s: TestService;
const domain = { zeta: 0, alpha: 0 };
const at = (iso: string) => s.setNow(() => new Date(iso));
const submit = async (local: string, rcptDomain: string, from: 'zeta' | 'alpha') => {
  const res = await s.call('POST', '/messages', {
    to: `${local}@${rcptDomain}`,
    from: `hello@${from}.example.test`,
    subject: 'Hi',
  });
  expect(res.status, res.text).toBe(202);
  expect(res.json.data.message.domain_id).toBe(domain[from]);
};

// Day 10 (zeta): every scenario. Day 12 (alpha): a few. One message accepted a moment before midnight
// on day 13 and delivered after it, on day 14 (alpha). Today, day 15 (zeta): one delivered.
const expected = {
  '2026-03-10': sum(...Object.values(adds)),
  '2026-03-12': sum(adds.anyone!, adds.anyone!, adds.bounce!, adds.open!),
  '2026-03-13': sum({ accepted: 1 }),
  '2026-03-14': sum({ delivered: 1 }),
  '2026-03-15': sum(adds.anyone!),
};
const total = sum(...Object.values(expected));
const ofZeta = sum(expected['2026-03-10'], expected['2026-03-15']);

beforeAll(async () => {
  s = await startTestService();
  for (const name of ['zeta', 'alpha'] as const) {
    const [row] = await s.db.query<{ id: number }>('INSERT INTO domains (name) VALUES ($1) RETURNING id', [
      `${name}.example.test`,
    ]);
    domain[name] = row!.id;
  }
  at('2026-03-10T12:00:00Z');
  for (const local of Object.keys(adds)) await submit(local, 'd10.test', 'zeta');
  await s.settle();
  at('2026-03-12T12:00:00Z');
  for (const local of ['anyone', 'anyone2', 'bounce', 'open']) await submit(local, 'd12.test', 'alpha');
  await s.settle();
  at('2026-03-13T23:59:59.900Z');
  await submit('late', 'd13.test', 'alpha');
  at('2026-03-14T00:00:00.100Z');
  await s.settle();
  at('2026-03-15T12:00:00Z');
  await submit('today', 'd15.test', 'zeta');
  await s.settle();
});
afterAll(() => s.close());

const get = (path: string) => s.call('GET', path, undefined, s.keys.stats);

describe('GET /stats/overview', () => {
  it('counts every event of the range, and derives the rates with the documented formulas', async () => {
    const res = await get('/stats/overview?from=2026-03-01&to=2026-03-15');
    expect(res.status).toBe(200);
    const { overview } = res.json.data;
    expect(overview).toMatchObject({ from: '2026-03-01', to: '2026-03-15', counts: total });
    expect(total).toMatchObject({ accepted: 14, delivered: 11, hard_bounced: 2, deferred: 3, opened: 3 });
    for (const name of rateNames) {
      const { numerator, denominator } = rateFormulas[name];
      expect(overview.rates[name], name).toBeCloseTo(total[numerator] / total[denominator], 10);
    }
    expect(overview.rates.delivery_rate).toBeCloseTo(11 / 14, 10);
    expect(overview.rates.complaint_rate).toBeCloseTo(1 / 11, 10);
  });

  it('gives null rates when a denominator is zero, and 0 when only the numerator is', async () => {
    const empty = (await get('/stats/overview?from=2025-01-01&to=2025-01-31')).json.data.overview;
    expect(empty.counts).toEqual(zero);
    expect(Object.values(empty.rates)).toEqual(rateNames.map(() => null));
    const acceptedOnly = (await get('/stats/overview?from=2026-03-13&to=2026-03-13')).json.data.overview;
    expect(acceptedOnly.counts).toEqual(expected['2026-03-13']);
    expect(acceptedOnly.rates).toEqual({
      delivery_rate: 0,
      bounce_rate: 0,
      complaint_rate: null,
      open_rate: null,
      click_rate: null,
    });
  });

  it('filters by domain_id, the domain of the from address', async () => {
    const of = async (id: number) =>
      (await get(`/stats/overview?from=2026-03-01&to=2026-03-15&domain_id=${id}`)).json.data.overview.counts;
    expect(await of(domain.zeta)).toEqual(ofZeta);
    expect(await of(domain.alpha)).toEqual(
      sum(expected['2026-03-12'], expected['2026-03-13'], expected['2026-03-14']),
    );
    expect(await of(999_999)).toEqual(zero);
  });
});

describe('GET /stats/daily', () => {
  it('is dense: one row per day from..to inclusive, oldest first, zeros on quiet days, by UTC day', async () => {
    const res = await get('/stats/daily?from=2026-03-09&to=2026-03-16');
    expect(res.status).toBe(200);
    const days = res.json.data.days;
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((d) => `2026-03-${d}`),
    );
    for (const row of days) {
      const { date, ...counts } = row;
      expect(counts, date).toEqual(expected[date as keyof typeof expected] ?? zero);
    }
  });

  it('filters by domain_id', async () => {
    const days = (await get(`/stats/daily?from=2026-03-10&to=2026-03-15&domain_id=${domain.zeta}`)).json.data
      .days;
    expect(days.map((d: { accepted: number }) => d.accepted)).toEqual([8, 0, 0, 0, 0, 1]);
    expect(days.map((d: { delivered: number }) => d.delivered)).toEqual([6, 0, 0, 0, 0, 1]);
  });
});

describe('ranges', () => {
  it('defaults to the 30 UTC days ending today, for both endpoints', async () => {
    const overview = (await get('/stats/overview')).json.data.overview;
    expect(overview).toMatchObject({ from: '2026-02-14', to: '2026-03-15', counts: total });
    const days = (await get('/stats/daily')).json.data.days;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-02-14');
    expect(days.at(-1)).toEqual({ date: '2026-03-15', ...expected['2026-03-15'] });
  });

  it('completes a range given by one end', async () => {
    const range = async (q: string) => {
      const { from, to } = (await get(`/stats/overview?${q}`)).json.data.overview;
      return [from, to];
    };
    expect(await range('to=2026-03-05')).toEqual(['2026-02-04', '2026-03-05']);
    expect(await range('from=2026-01-01')).toEqual(['2026-01-01', '2026-01-30']);
    expect(await range('from=2026-03-10')).toEqual(['2026-03-10', '2026-03-15']);
    expect(await range('from=2026-04-01')).toEqual(['2026-04-01', '2026-04-01']);
  });

  it('accepts up to 366 days', async () => {
    const res = await get('/stats/daily?from=2025-03-16&to=2026-03-16');
    expect(res.status).toBe(200);
    expect(res.json.data.days).toHaveLength(366);
    expect((await get('/stats/overview?from=2025-03-16&to=2026-03-16')).json.data.overview.counts).toEqual(
      total,
    );
  });

  it.each([
    ['from=2026-03-10&to=2026-03-09', 'from'],
    ['from=2025-03-15&to=2026-03-16', 'to'],
    ['from=2026-02-30', 'from'],
    ['to=2026-13-01', 'to'],
    ['from=20260301', 'from'],
    ['domain_id=abc', 'domain_id'],
    ['domain_id=0', 'domain_id'],
    ['domain_id=-1', 'domain_id'],
    ['domain_id=1.5', 'domain_id'],
  ])('refuses %s with a 400 naming %s, on both endpoints', async (q, field) => {
    for (const path of ['/stats/overview', '/stats/daily']) {
      const res = await get(`${path}?${q}`);
      expect(res.status, `${path}?${q}`).toBe(400);
      expect(res.json.error.code).toBe('invalid_request');
      expect(res.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('GET /domains', () => {
  it('lists the sending domains by name, for the stats key only', async () => {
    const res = await get('/domains');
    expect(res.status).toBe(200);
    // Each with its health too (the domains extension); the statistics filter reads id and name.
    expect(res.json.data.domains.map(({ id, name }: { id: number; name: string }) => ({ id, name }))).toEqual(
      [
        { id: domain.alpha, name: 'alpha.example.test' },
        { id: domain.zeta, name: 'zeta.example.test' },
      ],
    );
    expect((await s.call('GET', '/domains', undefined, s.keys.admin)).status).toBe(403);
  });
});

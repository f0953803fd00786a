import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SuppressionListQuery, SuppressionReason } from '../../../src/contract';
import { freshDb } from '../../test/harness';
import type { Db, Queryable } from '../db';
import { migrate } from '../migrate';
import { addressGrams } from './address-grams';
import { planLimits, planSuppressionSearch } from './suppression-search';
import { listSuppressions } from './suppressions-repo';

/**
 * Every plan a search can take (collect, capped, walk) must give the answer of the plain pattern:
 * the same rows in the same order on every page, and a total that is exact or honestly capped.
 * 60,000 addresses: enough for the windows to be sampled, so the plans are really chosen.
 */
describe('suppression search plans', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const defaults = { ...planLimits };
  beforeAll(async () => {
    ({ db, drop } = await freshDb());
    await migrate(db);
    await db.query(
      `INSERT INTO suppressions (email, reason, created_at)
       SELECT (ARRAY['olivia','liam','emma','noah','zoe'])[1 + i % 5] || '.'
                || (ARRAY['martin','garcia','kowalski'])[1 + (i / 5) % 3] || i || '@'
                || CASE WHEN i % 10 < 3 THEN 'gmail.com' WHEN i % 10 < 5 THEN 'yahoo.co.uk'
                        ELSE 'd' || (i % 400) || '-x.example' END,
              (ARRAY['hard_bounce','unsubscribe','manual','complaint'])[1 + i % 4],
              now() - ((i * 7919) % 50000) * interval '1 second'
       FROM generate_series(1, 60000) AS i`,
    );
    await db.exec('ANALYZE suppressions');
  }, 120_000);
  afterEach(() => void Object.assign(planLimits, defaults));
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const orderBy = {
    created_at_desc: 'created_at DESC, id DESC',
    created_at_asc: 'created_at ASC, id ASC',
    email_asc: 'email ASC',
  } as const;

  const plain = async (q: string, order: keyof typeof orderBy, reason?: SuppressionReason[]) =>
    (
      await db.query<{ email: string }>(
        `SELECT email FROM suppressions WHERE strpos(email, $1) > 0
           AND ($2::text[] IS NULL OR reason = ANY($2::text[])) ORDER BY ${orderBy[order]}`,
        [q, reason ?? null],
      )
    ).map((r) => r.email);

  /** The first pages (up to four of 100) as the list endpoint pages them, and the first total. */
  const paged = async (
    q: string,
    order: keyof typeof orderBy,
    reason?: SuppressionReason[],
    exact = false,
  ) => {
    const emails: string[] = [];
    let cursor: string | undefined;
    let first: { total: number; total_exact: boolean } | undefined;
    for (let page = 0; page < 4; page++) {
      const query = { q, order, limit: 100, reason, cursor, ...(exact ? { exact_total: 'true' } : {}) };
      const r = await listSuppressions(db, query as SuppressionListQuery);
      first ??= r;
      emails.push(...r.suppressions.map((s) => s.email));
      if (!r.next_cursor) break;
      cursor = r.next_cursor;
    }
    return { emails, total: first!.total, exact: first!.total_exact };
  };

  const queries: [string, SuppressionReason[]?][] = [
    ['zoe.kowalski59@d59-x.example'],
    ['olivia.garcia1'],
    ['@d12-'],
    ['d12'],
    ['@gmail.com'],
    ['-x.ex'],
    ['o'],
    ['99'],
    ['7@'],
    ['k'],
    ['liam.martin', ['complaint', 'manual']],
    ['noah', ['hard_bounce']],
    ['zq'],
    ['nobody-at-all'],
    ['é'],
  ];

  async function expectPlainAnswers() {
    const plans = new Set<string>();
    for (const [q, reason] of queries) {
      const plan = await planSuppressionSearch(db, q, reason, 100);
      plans.add(plan.page === 'walk' ? `walk, count by ${plan.countBy}` : 'collect');
      for (const order of Object.keys(orderBy) as (keyof typeof orderBy)[]) {
        const want = await plain(q, order, reason);
        const got = await paged(q, order, reason);
        const label = `${q} ${order} ${reason ?? ''}`;
        expect(got.emails, label).toEqual(want.slice(0, got.emails.length));
        expect(got.emails.length, label).toBe(Math.min(want.length, 400));
        if (got.exact) expect(got.total, label).toBe(want.length);
        else expect([got.total, want.length > 1000], label).toEqual([1000, true]);
      }
      const counted = await paged(q, 'created_at_desc', reason, true);
      expect([counted.total, counted.exact], q).toEqual([(await plain(q, 'email_asc', reason)).length, true]);
    }
    return plans;
  }

  it('answers like the plain pattern with the limits as shipped', async () => {
    const plans = await expectPlainAnswers();
    expect(plans.has('collect') && plans.has('walk, count by scan'), [...plans].join()).toBe(true);
  }, 120_000);

  it('answers like the plain pattern when every page is walked, counted through the index or not', async () => {
    Object.assign(planLimits, { collectUpTo: -1, walkUpTo: Infinity, scanCountFrom: 0.5 });
    const plans = await expectPlainAnswers();
    expect([...plans].sort()).toEqual(['walk, count by index', 'walk, count by scan']);
  }, 120_000);

  it('answers like the plain pattern when every search that can is collected through the index', async () => {
    Object.assign(planLimits, { collectUpTo: 1e15 });
    const plans = await expectPlainAnswers();
    expect([...plans].sort()).toEqual(['collect', 'walk, count by scan']);
  }, 120_000);

  it('plans no parallel workers for a search, however cheap the planner is told they are', async () => {
    // The statements the list endpoint runs for each shape of search, as it sends them.
    const sent: { sql: string; params: readonly unknown[] }[] = [];
    const recording: Queryable = {
      query: (sql, params = []) => {
        sent.push({ sql, params });
        return db.query(sql, params);
      },
    };
    for (const q of ['zoe.kowalski59@d59-x.example', 'd12', 'qz', 'o', '.com'])
      await listSuppressions(recording, { q, order: 'created_at_desc', limit: 50 } as SuppressionListQuery);
    const searches = sent.filter((s) => /\bFROM suppressions\b/.test(s.sql) && !/TABLESAMPLE/.test(s.sql));
    expect(searches.length).toBeGreaterThanOrEqual(5);
    const gathers = (keepSerial: boolean) =>
      db
        .transaction(async (tx) => {
          for (const setting of [
            'parallel_setup_cost',
            'parallel_tuple_cost',
            'min_parallel_table_scan_size',
          ])
            await tx.query(`SET LOCAL ${setting} = 0`);
          if (!keepSerial) await tx.query('ALTER TABLE suppressions RESET (parallel_workers)');
          let found = 0;
          for (const { sql, params } of searches) {
            const plan = await tx.query(`EXPLAIN ${sql}`, params);
            if (JSON.stringify(plan).includes('Gather')) found++;
          }
          if (!keepSerial) throw Object.assign(new Error('rolled back'), { found });
          return found;
        })
        .catch((e: { found?: number }) => {
          if (e.found === undefined) throw e;
          return e.found;
        });
    expect(await gathers(true)).toBe(0);
    // Without migration 026's table setting, the same statements are planned with workers.
    if (db.engine === 'postgres') expect(await gathers(false)).toBeGreaterThan(0);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('compiles no plan with JIT on PostgreSQL', async () => {
    expect((await db.query<{ jit: string }>('SHOW jit'))[0]!.jit).toBe('off');
  });

  it('indexes the windows the search asks for, as PostgreSQL counts characters', async () => {
    const [row] = await db.query<{ grams: string[] }>(`SELECT address_grams($1) AS grams`, ['é.a@x']);
    expect([...new Set(row!.grams)].sort()).toEqual(addressGrams('é.a@x').sort());
    expect(addressGrams('ab')).toEqual(['a', 'b', 'ab']);
  });
});

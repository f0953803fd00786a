import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplesSettled, samplesTaken } from '../store/repos/sampled-odds';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  // Eight clients deleting as fast as they can (below) would otherwise meet the rate limit.
  s = await startTestService({ RATE_LIMIT_BURST: 1_000_000, RATE_LIMIT_RPS: 1_000_000 });
  // 100,000 addresses of one domain (every tenth a complaint, dated and with an import origin) and
  // 1,000 of another, loaded through SQL: the API's own batch path is tested elsewhere.
  await s.db.query(
    `INSERT INTO suppressions (email, reason, created_at, source)
     SELECT 'person' || n || '@bulk.test',
            CASE WHEN n % 10 = 0 THEN 'complaint' WHEN n % 2 = 0 THEN 'hard_bounce' ELSE 'unsubscribe' END,
            timestamptz '2024-01-01' + n * interval '1 minute',
            jsonb_build_object('type', 'import', 'file', 'old.csv', 'row', n)
     FROM generate_series(1, 100000) n`,
  );
  await s.db.query(
    `INSERT INTO suppressions (email, reason) SELECT 'keep' || n || '@other.test', 'manual'
     FROM generate_series(1, 1000) n`,
  );
}, 120_000);
afterAll(() => s?.close());

const total = async (query: string) =>
  (await s.call('GET', `/suppressions?exact_total=true&limit=1&${query}`)).json.data.total as number;

/** Runs `action` (continue or restore) to the end; the steps' answers. */
async function runSteps(id: string, action: 'continue' | 'restore', limit = 10_000) {
  const steps = [];
  for (let i = 0; i < 100; i++) {
    const step = await s.call('POST', `/suppressions/removals/${id}/${action}`, { limit });
    expect(step.status).toBe(200);
    steps.push(step.json.data);
    if (step.json.data.done) return steps;
  }
  throw new Error('never done');
}

describe('removing a whole filter, and undoing it', () => {
  it('removes 90,000 matching rows in steps (complaints kept), then restores them exactly', async () => {
    const before = (await s.call('GET', '/suppressions?q=person77%40bulk.test')).json.data.suppressions[0];
    const created = await s.call('POST', '/suppressions/removals', { q: '@bulk.test' });
    expect(created.status).toBe(201);
    const { removal } = created.json.data;
    expect(removal).toMatchObject({ q: '@bulk.test', matched: 90_000, removed: 0, state: 'removing' });
    expect(removal.reason).toEqual(['manual', 'hard_bounce', 'unsubscribe']);
    expect(await total('q=%40bulk.test')).toBe(100_000); // nothing removed until continued

    // Added after the removal started: never swept up by it.
    await s.call('POST', '/suppressions', { email: 'late@bulk.test' });
    const steps = await runSteps(removal.id, 'continue');
    expect(steps.length).toBe(10); // nine full steps, and one that finds nothing left
    expect(steps.at(-1)!.removal).toMatchObject({ removed: 90_000, state: 'removed' });
    expect(await total('q=%40bulk.test')).toBe(10_001);
    expect(await total('q=%40bulk.test&reason=complaint')).toBe(10_000);
    expect(await total('q=%40other.test')).toBe(1_000);
    const trail = (await s.call('GET', '/audit-log?action=suppression.remove_matching&limit=100')).json.data;
    expect(trail.entries.map((e: { detail: { removed: number } }) => e.detail.removed)).toEqual(
      Array(9).fill(10_000),
    );

    // Suppressed again in between: the newer row stays, the old one is skipped.
    await s.call('POST', '/suppressions', { email: 'person3@bulk.test', reason: 'manual' });
    const back = await runSteps(removal.id, 'restore');
    expect(back.at(-1)!.removal).toMatchObject({ restored: 89_999, skipped: 1, state: 'restored' });
    expect(await total('q=%40bulk.test')).toBe(100_001);
    const after = (await s.call('GET', '/suppressions?q=person77%40bulk.test')).json.data.suppressions[0];
    expect(after).toEqual(before);
    expect(after.source).toEqual({ type: 'import', file: 'old.csv', row: 77 });
    const again = (await s.call('GET', '/suppressions?q=person3%40bulk.test')).json.data.suppressions[0];
    expect(again.reason).toBe('manual');
    expect(await total('reason=hard_bounce')).toBe(50_000 - 10_000);

    const done = await s.call('POST', `/suppressions/removals/${removal.id}/continue`, {});
    expect(done.status).toBe(409);
    expect((await s.call('GET', `/suppressions/removals/${removal.id}`)).json.data.removal.restored).toBe(
      89_999,
    );
  }, 120_000);

  it('removes complaints only when asked to, and counts two concurrent steps once', async () => {
    const refused = await s.call('POST', '/suppressions/removals', {
      q: '@bulk.test',
      reason: ['complaint'],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details[0].field).toBe('include_complaints');
    const { removal } = (
      await s.call('POST', '/suppressions/removals', {
        q: 'person1',
        reason: ['complaint'],
        include_complaints: true,
      })
    ).json.data;
    const expected = await total('q=person1&reason=complaint');
    expect(removal.matched).toBe(expected);
    const [a, b] = await Promise.all([
      s.call('POST', `/suppressions/removals/${removal.id}/continue`, { limit: 10_000 }),
      s.call('POST', `/suppressions/removals/${removal.id}/continue`, { limit: 10_000 }),
    ]);
    expect(a.json.data.moved + b.json.data.moved).toBe(expected);
    expect(await total('q=person1&reason=complaint')).toBe(0);
    await runSteps(removal.id, 'restore');
    expect(await total('q=person1&reason=complaint')).toBe(expected);
  }, 60_000);

  it("plans every step on the routes' kept sample of the list, never on a new one", async () => {
    // Any check or re-sample the earlier writes call for, done first.
    await total('q=keep2');
    await samplesSettled(s.ctx.db);
    const before = samplesTaken();
    const { removal } = (await s.call('POST', '/suppressions/removals', { q: 'keep2' })).json.data;
    const steps = await runSteps(removal.id, 'continue', 20);
    expect(steps.length).toBeGreaterThan(5);
    await samplesSettled(s.ctx.db);
    expect(samplesTaken()).toBe(before);
    await runSteps(removal.id, 'restore');
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const before = await total('');
    const cases: [string, unknown][] = [
      ['/suppressions/removals', { q: 'x', reason: ['spam'] }],
      ['/suppressions/removals', { q: 'x', extra: true }],
      ['/suppressions/removals', { include_complaints: 'yes' }],
    ];
    for (const [path, body] of cases) expect((await s.call('POST', path, body)).status).toBe(400);
    const { removal } = (await s.call('POST', '/suppressions/removals', { q: 'keep1' })).json.data;
    for (const limit of [0, 10_001, 1.5, '5']) {
      const res = await s.call('POST', `/suppressions/removals/${removal.id}/continue`, { limit });
      expect(res.status).toBe(400);
      expect(res.json.error.details[0].field).toBe('limit');
    }
    expect((await s.call('POST', '/suppressions/removals/not-a-uuid/continue', {})).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await s.call('POST', `/suppressions/removals/${unknown}/restore`, {})).status).toBe(404);
    expect((await s.call('POST', '/suppressions/removals', { q: 'x' }, s.keys.stats)).status).toBe(403);
    expect(await total('')).toBe(before);
  });
});

describe('a removal while other clients delete single rows', () => {
  /**
   * A step whose rows another transaction deleted first moves fewer than its limit with rows still
   * left (PostgreSQL skips rows deleted under it). Eight clients delete half the rows one by one,
   * in no order, while the removal runs in small steps, so such steps come in every round; on
   * PGlite (one connection) they never interleave, and the same answers hold.
   */
  it('says done only when the filter holds nothing it may take, and restores exactly what it took', async () => {
    for (let round = 0; round < 3; round++) {
      const domain = `@race${round}.test`;
      const inserted = await s.db.query<{ id: string }>(
        `INSERT INTO suppressions (email, reason) SELECT 'r' || n || '${domain}', 'hard_bounce'
         FROM generate_series(1, 3000) n RETURNING id::text`,
      );
      const ids = inserted.map((r) => r.id);
      const { removal } = (await s.call('POST', '/suppressions/removals', { q: domain })).json.data;
      expect(removal.matched).toBe(3000);

      const queue = shuffled(ids).slice(0, ids.length / 2);
      const deleted = new Set<string>();
      let finished = false;
      const client = async () => {
        while (!finished && queue.length) {
          const id = queue.pop()!;
          const res = await s.call('DELETE', `/suppressions/${id}`);
          if (res.status === 200) deleted.add(id);
          else expect(res.status).toBe(404); // the removal took it first
        }
      };
      const removing = async () => {
        try {
          return await runSteps(removal.id, 'continue', 100);
        } finally {
          finished = true;
        }
      };
      const [steps] = await Promise.all([removing(), ...Array.from({ length: 8 }, client)]);
      const removed = steps.at(-1)!.removal.removed as number;
      expect({ round, left: await total(`q=${encodeURIComponent(domain)}`) }).toEqual({ round, left: 0 });
      expect(removed + deleted.size).toBe(3000);

      const back = await runSteps(removal.id, 'restore', 1000);
      expect(back.at(-1)!.removal).toMatchObject({ restored: removed, skipped: 0, state: 'restored' });
      const restored: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { suppressions: { id: number }[]; next_cursor: string | null } = (
          await s.call(
            'GET',
            `/suppressions?q=${encodeURIComponent(domain)}&limit=1000${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).json.data;
        restored.push(...page.suppressions.map((r) => String(r.id)));
        cursor = page.next_cursor;
      } while (cursor);
      expect(restored.sort()).toEqual(ids.filter((id) => !deleted.has(id)).sort());
    }
  }, 120_000);
});

/** `items` in an order of their own (a fixed one: a failure can be run again as it was). */
function shuffled<T>(items: T[]) {
  const out = [...items];
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

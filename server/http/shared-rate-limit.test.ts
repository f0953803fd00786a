import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFullBuckets } from '../store/repos/rate-limit-repo';
import { freshDb } from '../test/harness';
import { findPostgresBin, startPrivatePostgres } from '../test/private-postgres';
import { serviceProcess } from '../test/service-process';

/**
 * Two service processes on one PostgreSQL: a key's rate limit, and an address's failed sign-ins, are
 * one budget for the deployment. Per-process buckets would let each process spend the whole burst,
 * twice the limit in all.
 */
const bin = findPostgresBin();
const key = 'shared-limit-admin-key-0123456789';
const burst = 4;
const failedAuthBurst = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL && !bin)('rate limit across processes', () => {
  let services: ReturnType<typeof serviceProcess>[] = [];
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    let url: string;
    if (process.env.TEST_DATABASE_URL) {
      const store = await freshDb();
      await store.db.close();
      url = store.url!;
      cleanups.push(store.drop);
    } else {
      const pg = await startPrivatePostgres(bin!);
      url = pg.url;
      cleanups.push(pg.dispose);
    }
    // One token per 100 s: nothing refills while the test runs.
    const env = {
      DATABASE_URL: url,
      ADMIN_API_KEY: key,
      RATE_LIMIT_RPS: '0.01',
      RATE_LIMIT_BURST: String(burst),
      FAILED_AUTH_BURST: String(failedAuthBurst),
    };
    services = [serviceProcess(env), serviceProcess(env)];
    for (const s of services) await s.start();
  }, 60_000);
  afterAll(async () => {
    for (const s of services) await s.dispose();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('holds one budget per key for the whole deployment, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < burst * 2; i++)
      statuses.push((await services[i % 2]!.call(key, '/suppressions?limit=1')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(burst);
    expect(statuses.slice(burst)).toEqual(Array(burst).fill(429));

    const refused = await services[0]!.call(key, '/suppressions?limit=1');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/Too many requests for this API key/);
  });

  it('holds one budget of failed sign-ins per address for the whole deployment', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < failedAuthBurst * 2; i++)
      statuses.push(
        (await services[i % 2]!.call(`rd_wrong-key-number-${i}-000000000`, '/stats/overview')).status,
      );
    expect(statuses).toEqual([...Array(failedAuthBurst).fill(401), ...Array(failedAuthBurst).fill(429)]);

    const refused = await services[1]!.call('rd_wrong-key-number-x-000000000', '/stats/overview');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/Too many failed sign-ins from this address/);
  });

  it("one limiter's sweep never drops the other's buckets", async () => {
    // The per-key sweep, at a rate that makes every bucket "full": the address's empty one stays.
    const db = await services[0]!.open();
    try {
      await dropFullBuckets(db, 'key:', 1e9, 1);
    } finally {
      await db.close();
    }
    expect((await services[0]!.call('rd_wrong-key-number-y-000000000', '/stats/overview')).status).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../test/harness';
import { findPostgresBin, startPrivatePostgres } from '../test/private-postgres';
import { serviceProcess } from '../test/service-process';

/**
 * Two service processes on one PostgreSQL: a key's rate limit is one budget for the deployment.
 * Per-process buckets would let each process spend the whole burst, twice the limit in all.
 */
const bin = findPostgresBin();
const key = 'shared-limit-admin-key-0123456789';
const burst = 4;

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
});

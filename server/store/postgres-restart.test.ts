import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceProcess } from '../test/service-process';
import { findPostgresBin, startPrivatePostgres } from '../test/private-postgres';
import { until } from '../test/until';

/**
 * A real PostgreSQL restarted under load, twice, with two service processes on it: both ride
 * through (no exit), answer 503 while the database is away, answer again once it is back, and every
 * change they acknowledged is there.
 */
const bin = findPostgresBin();
const admin = 'restart-admin-key-0123456789';
const send = 'restart-send-key-0123456789';

describe.skipIf(!bin)('PostgreSQL restart', () => {
  let pg: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let services: ReturnType<typeof serviceProcess>[] = [];
  beforeAll(async () => {
    pg = await startPrivatePostgres(bin!);
    const env = {
      DATABASE_URL: pg.url,
      ADMIN_API_KEY: admin,
      SEND_API_KEY: send,
      SIMULATOR_STEP_MS: '20',
      RATE_LIMIT_BURST: '100000',
    };
    services = [serviceProcess(env), serviceProcess(env)];
    for (const s of services) await s.start();
  }, 60_000);
  afterAll(async () => {
    for (const s of services) await s.dispose();
    pg?.dispose();
  });

  it('rides through a restart under load and loses nothing it acknowledged', async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let n = 0;
    let running = true;
    const load = Promise.all(
      services.flatMap((s, which) =>
        [0, 1].map(async () => {
          while (running) {
            const email = `r${which}-${n++}@restart.example`;
            const res = await s
              .call(admin, '/suppressions', { email })
              .catch(() => ({ status: 0, json: null }));
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status === 201) acknowledged.push(email);
            await s
              .call(send, '/messages', { to: `user${n}@restart.example`, subject: 'load' })
              .catch(() => {});
          }
        }),
      ),
    );
    const alive = () => services.forEach((s) => expect(s.running(), s.output()).toBe(true));
    await until('load before the restart', () => acknowledged.length >= 20, 20_000);
    pg.restart();
    await until('load after the restart', () => acknowledged.length >= 60, 30_000);
    alive();
    pg.stop();
    // While it is down: health says so, writes are refused with 503 and change nothing.
    for (const s of services) {
      const health = await s.call(admin, '/health');
      expect(health.status).toBe(503);
      expect(health.json.error.code).toBe('service_unavailable');
    }
    const refused = await services[0]!.call(admin, '/suppressions', { email: 'while-down@restart.example' });
    expect(refused.status).toBe(503);
    expect(refused.json.error.message).toMatch(/nothing was changed/);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    pg.start();
    for (const s of services) {
      await until(
        'health once the database is back',
        async () => (await s.call(admin, '/health')).status === 200,
        30_000,
        200,
      );
    }
    const before = acknowledged.length;
    await until('load once the database is back', () => acknowledged.length >= before + 20, 30_000);
    running = false;
    await load;

    expect(statuses.get(500) ?? 0).toBe(0);
    for (const s of services) expect(s.running()).toBe(true);
    const db = await services[0]!.open();
    try {
      const rows = await db.query<{ email: string }>(
        'SELECT email FROM suppressions WHERE email = ANY($1::text[])',
        [acknowledged],
      );
      expect(rows.length).toBe(acknowledged.length);
      expect(await db.query("SELECT 1 FROM suppressions WHERE email = 'while-down@restart.example'")).toEqual(
        [],
      );
    } finally {
      await db.close();
    }
  }, 120_000);
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freshDb } from '../test/harness';
import { startDnsFixtureServer, type DnsFixtureServer } from '../test/dns/dns-fixture-server';
import { serviceRecords, world } from '../test/dns/sender-world';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'domain-rounds-admin-key-0123456789';
/** Six seconds a round: long beside a tick's lateness on a loaded machine. */
const intervalMs = 6_000;
const domains = Array.from({ length: 24 }, (_, i) => `r${i}.rounds.test`);

let dns: DnsFixtureServer | undefined;
const services: ReturnType<typeof serviceProcess>[] = [];
let dir: string | undefined;
afterEach(async () => {
  for (const s of services.splice(0)) await s.dispose();
  await dns?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dns = dir = undefined;
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'two service processes on one PostgreSQL database check each domain once per round between them',
  async () => {
    dns = await startDnsFixtureServer({ records: serviceRecords() });
    dir = mkdtempSync(join(tmpdir(), 'relaydesk-rounds-'));
    const queryLog = join(dir, 'queries.log');
    writeFileSync(queryLog, '');
    const store = await freshDb();
    await store.db.close();
    const env = {
      DATABASE_URL: store.url!,
      ADMIN_API_KEY: adminKey,
      DNS_SERVERS: dns.server,
      DNSBL_ZONES: 'none',
      SPF_INCLUDE: world.spfInclude,
      RETURN_PATH_HOST: world.returnPathHost,
      SENDING_IPS: world.sendingIp,
      DOMAIN_CHECK_INTERVAL_MIN: String(intervalMs / 60_000),
      DNS_QUERY_LOG: queryLog,
    };
    const preload = ['./server/test/dns-query-log.ts'];
    for (let i = 0; i < 2; i++) services.push(serviceProcess(env, { preload }));
    try {
      await services[0]!.start();
      await services[1]!.start();
      for (const name of domains) {
        const added = await services[0]!.call(adminKey, '/domains', { name });
        expect(added.status).toBe(201);
      }
      // An SPF question at a domain's own name is one check of it (the other records are asked elsewhere).
      const checks = () =>
        readFileSync(queryLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' '))
          .filter(([, , type, name]) => type === 'TXT' && domains.includes(name!))
          .map(([pid, ms, , name]) => ({ pid: pid!, at: Number(ms), name: name! }));
      // Five rounds' worth of checks of every domain.
      await until(
        'five rounds',
        () => domains.every((d) => checks().filter((c) => c.name === d).length >= 5),
        90_000,
      );
      const all = checks();
      for (const d of domains) {
        const times = all.filter((c) => c.name === d).map((c) => c.at);
        // Never checked twice in one round, by one process or the two: after the first check (a new
        // domain is due at once, then at its own slot within the interval) checks come an interval apart,
        // less a margin for a tick's lateness.
        for (let i = 2; i < times.length; i++)
          expect(times[i]! - times[i - 1]!, `${d}: checks at ${times.join(', ')}`).toBeGreaterThan(
            intervalMs * 0.5,
          );
      }
      // Both processes took part.
      expect(new Set(all.map((c) => c.pid)).size).toBe(2);
    } finally {
      await store.drop();
    }
  },
  150_000,
);

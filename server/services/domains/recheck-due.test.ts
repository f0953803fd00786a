import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { migrate } from '../../store/migrate';
import { createKey } from '../../store/repos/keys-repo';
import { fakeDnsCheck } from '../../test/fake-dns-check';
import { freshDb, sameStore, type TestStore } from '../../test/harness';
import { testServiceContext } from '../../test/service-context';
import { nextCheckSlot } from './check-schedule';
import { createDomain } from './create';
import { recheckDueDomains } from './recheck-due';

const intervalMin = 60;
const intervalMs = intervalMin * 60_000;
const stores: TestStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0).reverse()) {
    await s.db.close();
    await s.drop();
  }
});

/** Two services on one store (two pools on PostgreSQL), one clock, each with its own DNS check. */
async function twoServices(overrides: Parameters<typeof testConfig>[0] = {}) {
  const store = await freshDb();
  stores.push(store);
  await migrate(store.db);
  const other = await sameStore(store);
  stores.push(other);
  let now = new Date('2026-11-20T00:00:00Z');
  const clock = () => now;
  const config = testConfig({
    DOMAIN_CHECK_INTERVAL_MIN: intervalMin,
    DNS_SERVERS: ['127.0.0.1:9'],
    ...overrides,
  });
  const services = [store, other].map((s) => {
    const dns = fakeDnsCheck();
    return { ctx: { ...testServiceContext(s.db, config, clock), dnsCheck: dns.check }, dns };
  });
  const key = await createKey(store.db, 'watch test', ['admin']);
  const actor = { keyId: Number(key.id), keyName: 'watch test', requestId: 'req-watch' };
  return { services, actor, db: store.db, setNow: (at: Date) => (now = at), now: () => now };
}

/** Every service re-checks until none finds a domain due; answers how many checks each made. */
async function round(services: Awaited<ReturnType<typeof twoServices>>['services']) {
  const errors: Error[] = [];
  const each = await Promise.all(
    services.map(async ({ ctx }) => {
      let total = 0;
      for (let n; (n = await recheckDueDomains(ctx, (e) => errors.push(e)));) total += n;
      return total;
    }),
  );
  expect(errors).toEqual([]);
  return each;
}

describe('periodic domain checks', () => {
  it('two services racing check each domain exactly once per round, spread over the interval', async () => {
    const { services, actor, setNow, now } = await twoServices();
    const names = Array.from({ length: 40 }, (_, i) => `d${i}.watch.test`);
    for (const name of names) await createDomain(services[0]!.ctx, actor, { name });

    const asked = () => {
      const counts = new Map<string, number>();
      for (const { dns } of services)
        for (const input of dns.asked) counts.set(input.domain, (counts.get(input.domain) ?? 0) + 1);
      return counts;
    };
    // A new domain is due at once: the first round checks every one, once.
    await round(services);
    expect([...asked().values()].every((n) => n === 1)).toBe(true);
    expect(asked().size).toBe(names.length);

    // Nothing is due again until its slot in the next interval; the slots are spread over the interval.
    await round(services);
    expect([...asked().values()].reduce((a, b) => a + b, 0)).toBe(names.length);
    const start = now().getTime();
    for (let step = 1; step <= 20; step++) {
      setNow(new Date(start + (step * intervalMs) / 10));
      await round(services);
      const counts = [...asked().values()];
      // After k tenths of an interval, a domain has been checked once more per slot it passed.
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(counts.every((n) => n <= 1 + Math.ceil(step / 10))).toBe(true);
    }
    // Two whole intervals later: every domain exactly three times, never twice in one round.
    expect([...asked().values()]).toEqual(names.map(() => 3));
  });

  it('never asks the system resolver about a reserved name: the demo domains keep their recorded state', async () => {
    const { services, actor } = await twoServices({ DNS_SERVERS: [] });
    await createDomain(services[0]!.ctx, actor, { name: 'demo.test' });
    await round(services);
    expect(services.flatMap(({ dns }) => dns.asked)).toEqual([]);
  });

  it('gives each domain a slot of its own within each interval', () => {
    const after = new Date('2026-11-20T00:00:00Z');
    const slots = Array.from({ length: 100 }, (_, id) => nextCheckSlot(id + 1, after, intervalMs).getTime());
    for (const s of slots) {
      expect(s).toBeGreaterThan(after.getTime());
      expect(s).toBeLessThanOrEqual(after.getTime() + intervalMs);
    }
    // Spread: every tenth of the interval holds some slot.
    const tenths = new Set(slots.map((s) => Math.floor(((s - after.getTime()) / intervalMs) * 10)));
    expect(tenths.size).toBeGreaterThanOrEqual(10);
    // The next slot is a whole interval on.
    expect(nextCheckSlot(7, new Date(slots[6]!), intervalMs).getTime() - slots[6]!).toBe(intervalMs);
  });
});

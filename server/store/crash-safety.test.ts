import { afterAll, expect, it } from 'vitest';
import { killTiming } from '../test/kill-timing';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'crash-test-admin-key-0123456789';
const service = serviceProcess({ ADMIN_API_KEY: adminKey });
afterAll(() => service.dispose());
const rounds = 3;

/**
 * Two clients add suppressions one by one, back to back; the service is killed at a drawn moment
 * once some are acknowledged (seeded: CRASH_SEED replays a failure's moments), with writes in
 * flight. Every start after a kill takes over the dead process's stale lock (PGlite's directory).
 */
it(`keeps every acknowledged write across ${rounds} kill -9s at any moment, and takes over the stale lock (${service.engine})`, async () => {
  const timing = killTiming('crash-safety');
  const acknowledged = new Set<string>();
  let next = 0;
  for (let round = 0; round < rounds; round++) {
    const url = await service.start();
    const inFlight = new Set<string>();
    let stop = false;
    const client = async () => {
      while (!stop) {
        const email = `kept${next++}@crash.test`;
        inFlight.add(email);
        try {
          const res = await fetch(`${url}/api/v1/suppressions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          });
          await res.json();
          expect(res.status).toBe(201);
          acknowledged.add(email);
        } catch (error) {
          if (!stop) throw error; // the service died under it: its fate is unknown
        } finally {
          inFlight.delete(email);
        }
      }
    };
    const clients = [client(), client()];
    const before = acknowledged.size;
    await until('some writes to be acknowledged', () => acknowledged.size >= before + 10, 30_000);
    await timing.wait(0, 300);
    expect(inFlight.size, timing.describe()).toBeGreaterThan(0);
    stop = true;
    await service.kill();
    await Promise.all(clients);
  }

  const db = await service.open();
  try {
    const stored = new Set(
      (
        await db.query<{ email: string }>(`SELECT email FROM suppressions WHERE email LIKE '%@crash.test'`)
      ).map((r) => r.email),
    );
    const lost = [...acknowledged].filter((email) => !stored.has(email));
    expect(lost, timing.describe()).toEqual([]);
  } finally {
    await db.close();
  }
  // And the service starts on that store once more and counts the same rows.
  const url = await service.start();
  const res = await fetch(`${url}/api/v1/suppressions?q=crash.test&limit=1`, {
    headers: { authorization: `Bearer ${adminKey}` },
  });
  const { data } = (await res.json()) as { data: { total: number } };
  expect(data.total).toBeGreaterThanOrEqual(acknowledged.size);
}, 120_000);

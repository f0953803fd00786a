import { existsSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { serviceProcess } from './test/service-process';

/**
 * SIGTERM while clients read exports slowly (they take the first bytes, then nothing): the streams
 * are cut, their queries end, the workers stop and the store closes, and the process exits 0 well
 * inside its 10 s, where it used to wait out the 10 s on the readers and exit 1.
 */
const key = 'shutdown-exports-stats-key-0123456789';
const service = serviceProcess({ STATS_API_KEY: key });
afterAll(() => service.dispose());

/** Enough messages that an export is tens of MB, far past what socket buffers hold. */
async function fillStore(n: number) {
  const db = await service.open();
  try {
    await db.query(
      `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario, step)
       SELECT gen_random_uuid(), 'reader' || i || '@example.com', 'news@example.com',
              'A subject long enough to make a line of CSV ' || i, 'delivered',
              now() - i * interval '1 second', 'deliver', 99
       FROM generate_series(1, $1::int) AS i`,
      [n],
    );
  } finally {
    await db.close();
  }
}

/**
 * Opens an export and reads its first bytes, then stops reading (the socket stays open). `cut()`
 * reads on to wherever the body ends: true when it ended short of complete.
 */
function slowReader(url: string) {
  return new Promise<{ cut: () => Promise<boolean> }>((resolve, reject) => {
    const req = request(`${url}/api/v1/messages/export`, { headers: { authorization: `Bearer ${key}` } });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
      const ended = new Promise<boolean>((done) => res.once('close', () => done(!res.complete)));
      res.on('error', () => {});
      res.once('data', () => {
        res.pause();
        resolve({ cut: () => (res.resume(), ended) });
      });
    });
    req.end();
  });
}

it('SIGTERM with slow export readers: streams cut, store closed, exit 0 well within 10 s', async () => {
  // A first start creates the schema; PGlite's store opens only while the service is down.
  await service.start();
  expect((await service.stop()).code).toBe(0);
  await fillStore(150_000);
  const url = await service.start();
  const readers = await Promise.all([slowReader(url), slowReader(url), slowReader(url)]);

  // 0 means it closed everything itself: past 10 s the process gives up and exits 1.
  const { code } = await service.stop();
  expect(code, service.output()).toBe(0);
  // Each reader saw its export cut short, never a body that looks complete.
  expect(await Promise.all(readers.map((r) => r.cut()))).toEqual([true, true, true]);
  if (service.engine === 'pglite') {
    // The store was closed cleanly: its lock is released and it opens again at once.
    expect(existsSync(`${service.dataDir}/relaydesk.lock`)).toBe(false);
  }
  const db = await service.open();
  try {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    expect(row?.n).toBe(150_000);
    if (service.engine === 'postgres') {
      const left = await db.query(
        `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%string_agg(line%' AND pid <> pg_backend_pid()`,
      );
      expect(left).toEqual([]);
    }
  } finally {
    await db.close();
  }
}, 180_000);

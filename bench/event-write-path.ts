/**
 * `npm run bench:write-path`: the event write path end to end. Submits `BENCH_MESSAGES` (default
 * 150, under the test key's rate-limit burst) messages over HTTP to a fresh in-process service
 * (PGlite in memory, or a throwaway schema on `TEST_DATABASE_URL`), then times the simulator
 * recording every event (each in its own transaction: the event, its status, every counter,
 * suppressions, webhook outbox). Best of `BENCH_ROUNDS` (default 5) rounds, so another process's
 * burst does not count. Run it on two commits to compare (the figures in bench/README.md
 * compare the commit before the alert counters).
 */
import { loadavg } from 'node:os';
import { startTestService } from '../server/test/harness';

const messages = Number(process.env.BENCH_MESSAGES ?? 150);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const local = ['deliver', 'bounce', 'soft', 'complain', 'open'];
let best = Infinity;
let events = 0;
for (let round = 0; round < rounds; round++) {
  const s = await startTestService();
  try {
    for (let i = 0; i < messages; i++) {
      const r = await s.call('POST', '/messages', {
        to: `${local[i % local.length]}+${round}-${i}@gmail.com`,
        subject: 'write path',
      });
      if (r.status !== 202) throw new Error(`submit: ${r.status} ${r.text}`);
    }
    const started = performance.now();
    await s.settle();
    const taken = performance.now() - started;
    const [row] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message_events');
    events = row!.n;
    best = Math.min(best, taken / events);
    console.log(`round ${round + 1}: ${events} events in ${Math.round(taken)} ms`);
  } finally {
    await s.close();
  }
}
console.log(
  `event write path: best ${(best * 1000).toFixed(0)} µs per event over ${events} events (load ${loadavg()[0]!.toFixed(1)})`,
);

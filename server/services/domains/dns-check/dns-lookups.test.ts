import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDnsServer } from '../../../test/dns-server';
import { createLookups } from './dns-lookups';

/** A server that answers every question NXDOMAIN after 150 ms, counting what it was asked. */
let slow: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  slow = await startDnsServer({}, { otherwise: { rcode: 3, delayMs: 150 } });
});
afterAll(() => slow?.close());

const limits = { timeoutMs: 2_000, tries: 1, budgetMs: 9_000 };

it('asks at most `concurrency` questions at once: 9 slow questions, 3 at a time, take 3 rounds', async () => {
  const lookups = createLookups({ ...limits, servers: [slow.server], concurrency: 3 });
  const started = performance.now();
  const answers = await Promise.allSettled(
    Array.from({ length: 9 }, (_, i) => lookups.resolve(`q${i}.bounded.test`, 'TXT')),
  );
  lookups.close();
  expect(answers.map((a) => a.status === 'rejected' && (a.reason as { code: string }).code)).toEqual(
    Array(9).fill('ENOTFOUND'),
  );
  // Unbounded, all nine would be answered together after 150 ms.
  expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 150 - 20);
  expect([...slow.asked.keys()].filter((name) => name.endsWith('.bounded.test'))).toHaveLength(9);
});

it('asks each question once per check, however many parts of the check need its answer', async () => {
  const lookups = createLookups({ ...limits, servers: [slow.server], concurrency: 8 });
  await Promise.allSettled([1, 2, 3].map(() => lookups.resolve('same.once.test', 'TXT')));
  await Promise.allSettled([lookups.resolve('SAME.once.test.', 'TXT')]);
  lookups.close();
  expect(slow.asked.get('same.once.test')).toBe(1);
});

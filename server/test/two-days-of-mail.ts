import { expect } from 'vitest';
import { startTestService, type TestService } from './harness';

/** What two days of a statistics test send: day one's recipients from alpha, day two's from zeta. */
export interface TwoDaysOfMail {
  /** Noon UTC of each day, e.g. `2026-03-10T12:00:00Z`. */
  days: [string, string];
  firstDay: string[];
  secondDay: string[];
}

/**
 * A test service with two sending domains (alpha, zeta, the latter's id returned) that sent
 * `firstDay`'s recipients from alpha on the first day and `secondDay`'s from zeta on the second,
 * each day run through the delivery simulator to the end.
 */
export async function startWithTwoDaysOfMail({ days, firstDay, secondDay }: TwoDaysOfMail) {
  const s: TestService = await startTestService();
  let zeta = 0;
  for (const name of ['alpha', 'zeta']) {
    const [row] = await s.db.query<{ id: number }>('INSERT INTO domains (name) VALUES ($1) RETURNING id', [
      `${name}.example.test`,
    ]);
    if (name === 'zeta') zeta = row!.id;
  }
  const send = async (day: string, recipients: string[], from: string) => {
    s.setNow(() => new Date(day));
    for (const to of recipients) {
      const res = await s.call('POST', '/messages', { to, from, subject: 'Hi' });
      expect(res.status, res.text).toBe(202);
    }
    await s.settle();
  };
  await send(days[0], firstDay, 'hello@alpha.example.test');
  await send(days[1], secondDay, 'hello@zeta.example.test');
  return { s, zeta };
}

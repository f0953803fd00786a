/**
 * Preloaded (`node --import`) into a PGlite service under test, where no second connection can hold
 * a lock to stop the alert tick (PGlite is in-process). It watches each PGlite transaction:
 * - ALERT_TICK_PROBE=hang: the evaluation tick that reaches its first notification insert prints
 *   `pausedMarker` with the writes it already made in its transaction, and never goes on (the
 *   test kills the process there, mid-tick, its transaction open);
 * - ALERT_TICK_PROBE=report: each committed evaluation tick prints `tickMarker`, to count ticks.
 * Unset (the test itself, importing the markers), it changes nothing.
 */
import { PGlite } from '@electric-sql/pglite';

export const pausedMarker = 'ALERT TICK PAUSED';
export const tickMarker = 'ALERT TICK COMMITTED';

const mode = process.env.ALERT_TICK_PROBE;
const hang = mode === 'hang';
const original = PGlite.prototype.transaction;
if (mode)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's generic signature, forwarded
  (PGlite.prototype as any).transaction = function (this: PGlite, callback: (tx: any) => Promise<unknown>) {
    const ran: string[] = [];
    let ticked = false;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const watched = (tx: any) =>
      callback({
        ...tx,
        query: (sql: string, ...rest: unknown[]) => {
          if (hang && sql.includes('INSERT INTO alert_notifications')) {
            process.stdout.write(`${pausedMarker} after: ${ran.join(', ')}\n`);
            return new Promise(() => {});
          }
          if (sql.includes('FROM alert_evaluator WHERE id = 1 FOR UPDATE')) ran.push('evaluator lease');
          const write = /^\s*(INSERT INTO \w+|UPDATE \w+)/.exec(sql)?.[1];
          if (write) ran.push(write);
          if (sql.includes('UPDATE alert_evaluator SET last_tick_at')) ticked = true;
          return tx.query(sql, ...rest);
        },
      });
    return original.call(this, watched).then((result) => {
      if (ticked) process.stdout.write(`${tickMarker}\n`);
      return result;
    });
  };

/**
 * Preloaded (`node --import`) into a PGlite service under test, where no second connection can hold
 * a lock to stop the alert tick (PGlite is in-process). It watches each PGlite transaction:
 * - ALERT_TICK_PROBE=hang: the evaluation tick that reaches its first notification insert prints
 *   `pausedMarker` with the writes it already made in its transaction, and never goes on (the
 *   test kills the process there, mid-tick, its transaction open); `hang:<statement>` pauses the
 *   tick before another of its writes instead (`hang:UPDATE alert_evaluator`: all written, not
 *   committed), so a test can kill it at each step;
 * - ALERT_TICK_PROBE=report: each committed evaluation tick prints `tickMarker`, to count ticks.
 * Unset (the test itself, importing the markers), it changes nothing.
 */
import { PGlite } from '@electric-sql/pglite';

export const pausedMarker = 'ALERT TICK PAUSED';
export const tickMarker = 'ALERT TICK COMMITTED';

const mode = process.env.ALERT_TICK_PROBE;
/** The statement a tick pauses before (`hang` alone: the first notification insert). */
const hangBefore = mode?.startsWith('hang')
  ? mode.slice('hang:'.length) || 'INSERT INTO alert_notifications'
  : null;
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
          // Only inside a tick (it took the evaluator's lease first): other writers go on.
          if (hangBefore && ran[0] === 'evaluator lease' && sql.includes(hangBefore)) {
            process.stdout.write(`${pausedMarker} before ${hangBefore}, after: ${ran.join(', ')}\n`);
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

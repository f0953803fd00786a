import { backfillDemo } from '../seed/demo';
import type { Db } from '../store/db';

/** The demo backfill of a start stopped (as a shutdown stops it) once it has written `days` days. */
export function backfillStoppedAfter(db: Db, days: number) {
  const stop = new AbortController();
  let written = 0;
  const counting: Db = {
    ...db,
    transaction: async (work) => {
      const result = await db.transaction(work);
      if (++written === days) stop.abort();
      return result;
    },
  };
  return backfillDemo(counting, { signal: stop.signal });
}

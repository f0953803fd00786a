import type { Db } from '../store/db';
import { readOperationalGauges } from '../store/repos/metrics-repo';
import { countDatabaseErrors } from './count-db-errors';
import { createMetrics, type Metrics } from './metrics';

/**
 * A service's metrics and the database to give its context: the same database with every failed
 * call counted, which the store gauges are read through too. Whoever builds the context (service.ts,
 * the test harness) calls this once, so the routes and the workers that share it all report.
 */
export function instrument(db: Db, now: () => Date): { db: Db; metrics: Metrics } {
  const metrics: Metrics = createMetrics(
    () => readOperationalGauges(counted, now()),
    () => db.poolStats?.(),
  );
  const counted = countDatabaseErrors(db, metrics);
  return { db: counted, metrics };
}

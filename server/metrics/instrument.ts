import type { ServiceContext } from '../context';
import { readOperationalGauges } from '../store/repos/metrics-repo';
import { countDatabaseErrors } from './count-db-errors';
import { createMetrics, type Metrics } from './metrics';

/**
 * Gives a service context its metrics, once: its database calls are counted from then on and the
 * store gauges read through it. createApp calls this, so workers sharing the context report too.
 */
export function instrument(ctx: ServiceContext): Metrics {
  if (ctx.metrics) return ctx.metrics;
  const metrics = createMetrics(
    () => readOperationalGauges(ctx.db, ctx.now()),
    () => ctx.db.poolStats?.(),
  );
  ctx.db = countDatabaseErrors(ctx.db, metrics);
  ctx.metrics = metrics;
  return metrics;
}

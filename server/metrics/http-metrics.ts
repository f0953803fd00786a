import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Metrics } from './metrics';

/**
 * Counts and times every request by the route pattern that answered it (`/api/v1/messages/:id`),
 * never the raw path: ids in label values would make a new time series per message.
 */
export const httpMetrics =
  (metrics: Metrics): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    metrics.request(c.req.method, c.req.routePath, c.res.status, (performance.now() - started) / 1000);
  };

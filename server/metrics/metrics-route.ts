import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal-length digests compared in constant time: the answer's timing says nothing of the token. */
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * GET /metrics on the API port, for a scraper holding METRICS_TOKEN. Without a token configured
 * it does not exist (404): the separate loopback METRICS_PORT is then the only way in.
 */
export function mountMetrics(app: Hono<AppEnv>, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (c) => {
    if (!token) return c.text('Not Found', 404);
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
    });
  });
}

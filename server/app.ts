import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import openapi from '../src/contract/openapi.json';
import type { ServiceContext } from './context';
import type { DomainCheckDeps } from './services/domains/run-dns-check';
import type { AppEnv } from './http/app-env';
import { apiNotFound, databaseUnavailable, onError } from './http/errors';
import { databaseAnswers } from './store/db';
import { accessLog, requestId, securityHeaders } from './http/middleware';
import { createKeyUsage } from './http/key-usage';
import { rateLimiterFor } from './http/rate-limit';
import { createLogger, type Logger } from './logger';
import { httpMetrics } from './metrics/http-metrics';
import { mountMetrics } from './metrics/metrics-route';
import { accountRoutes } from './routes/account';
import { alertRoutes } from './routes/alerts';
import { auditRoutes } from './routes/audit-log';
import { complianceRoutes } from './routes/compliance';
import { domainRoutes } from './routes/domains';
import { mountDemoReceiver } from './seed/demo-receiver';
import { keyRoutes } from './routes/keys';
import { messageRoutes } from './routes/messages';
import { sessionRoutes } from './routes/session';
import { peopleRoutes } from './routes/people';
import { oidcRoutes } from './routes/oidc';
import { smtpReplyRoutes } from './routes/smtp-replies';
import { statsRoutes } from './routes/stats';
import { suppressionRemovalRoutes } from './routes/suppression-removals';
import { suppressionRoutes } from './routes/suppressions';
import { webhookDeliveryRoutes } from './routes/webhook-deliveries';
import { webhookReplayRoutes } from './routes/webhook-replay';
import { webhookRoutes } from './routes/webhooks';
import { unsubscribeRoutes } from './routes/unsubscribe';

export interface AppOptions {
  log?: Logger;
  /** Mounts the demo's own webhook receiver (SEED=demo). */
  demoReceiver?: boolean;
  /** Serves the built dashboard (with SPA fallback) for every non-API path. */
  dashboard?: (app: Hono<AppEnv>) => void;
}

/** The whole HTTP surface, without listening: tests drive it over real HTTP or with app.request(). */
export function createApp(ctx: ServiceContext & DomainCheckDeps, options: AppOptions = {}) {
  const log = options.log ?? createLogger(ctx.config.LOG_LEVEL);
  const { metrics } = ctx;
  const app = new Hono<AppEnv>();
  app.use(requestId, httpMetrics(metrics), securityHeaders, accessLog(log));
  if (ctx.config.CORS_ORIGINS.length) {
    app.use(
      '/api/*',
      cors({
        origin: ctx.config.CORS_ORIGINS,
        allowHeaders: ['Authorization', 'Content-Type'],
        exposeHeaders: ['X-Request-Id', 'Retry-After'],
        maxAge: 600,
      }),
    );
  }
  // JSON pages shrink ~5×; the dashboard's assets are precompressed at build time instead.
  app.use('/api/*', compress());
  app.onError(onError(log));

  const api = new Hono<AppEnv>();
  const deps = {
    ...ctx,
    limiter: rateLimiterFor(
      ctx.db,
      { ratePerSecond: ctx.config.RATE_LIMIT_RPS, burst: ctx.config.RATE_LIMIT_BURST },
      'key',
    ),
    // One budget per address for the deployment: N processes must not allow N times the guesses.
    failedAuthLimiter: rateLimiterFor(
      ctx.db,
      { ratePerSecond: 1, burst: ctx.config.FAILED_AUTH_BURST },
      'failed-auth',
    ),
    keyUsage: createKeyUsage(ctx.db, ctx.now),
    log,
  };
  api.get('/openapi.json', (c) => c.json(openapi));
  // Unauthenticated, for load balancers and the dashboard's reconnect probe: 200 when the service
  // and its database answer, 503 while the database is away. Says nothing else.
  api.get('/health', async (c) => {
    const database = await databaseAnswers(ctx.db);
    if (!database) throw databaseUnavailable();
    return c.json({ status: 'success', data: { ok: true, database: 'up' } });
  });
  suppressionRemovalRoutes(api, deps);
  suppressionRoutes(api, deps);
  messageRoutes(api, deps);
  statsRoutes(api, deps);
  domainRoutes(api, deps);
  complianceRoutes(api, deps);
  smtpReplyRoutes(api, deps);
  webhookRoutes(api, deps);
  webhookDeliveryRoutes(api, deps);
  webhookReplayRoutes(api, deps);
  keyRoutes(api, deps);
  auditRoutes(api, deps);
  alertRoutes(api, deps);
  sessionRoutes(api, deps);
  peopleRoutes(api, deps, log);
  oidcRoutes(api, deps);
  accountRoutes(api, deps);
  app.route('/api/v1', api);
  app.all('/api/*', apiNotFound);
  mountMetrics(app, metrics, ctx.config.METRICS_TOKEN);
  // The one-click links in bulk mail: public (no key), before the dashboard's catch-all.
  unsubscribeRoutes(app, ctx);

  if (options.demoReceiver) mountDemoReceiver(app);
  options.dashboard?.(app);
  return app;
}

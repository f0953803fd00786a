import { answerClientErrors } from './http/client-errors';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp, type AppOptions } from './app';
import { bootstrapKeys } from './bootstrap';
import { ownerSetupToken } from './services/people/owner-setup';
import type { Config } from './config';
import type { ServiceContext } from './context';
import { outgoingUrlCheck } from './delivery/outgoing-url';
import { startWorkers } from './delivery/workers';
import { configuredDnsCheck } from './services/domains/configured-dns-check';
import { createLogger } from './logger';
import { instrument } from './metrics/instrument';
import { startMetricsServer } from './metrics/metrics-server';
import { backfillDemo, seedDemo } from './seed/demo';
import { seedDemoDomains } from './seed/demo-domains';
import { seedDemoAlertRules } from './seed/demo-alert-rules';
import { demoReceiverUrl } from './seed/demo-receiver';
import { startLiveTraffic } from './seed/live-traffic';
import { openDb } from './store/db';
import { migrate } from './store/migrate';
import { checkKeptSamples } from './store/repos/sampled-odds';
import { warmSearchSamples } from './store/repos/search-warmup';
import { backfillPlan } from './store/repos/demo-backfill-repo';
import { storeIsEmpty } from './store/repos/seed-repo';

export interface Service {
  url: string;
  /** The loopback-only metrics endpoint (METRICS_PORT), when configured. */
  metricsUrl: string | null;
  /** A freshly created full-permission key, on a store that had none; printed once. */
  firstKey: string | null;
  /**
   * On a service that has never had people: a new single-use Owner invitation's token (each start
   * makes a new one and revokes the last), printed once as a link; null otherwise.
   */
  ownerToken: string | null;
  /** Lines the operator must read at the start (a revoked env key); printed on stderr. */
  warnings: string[];
  seeded: boolean;
  /**
   * The demo's older days being written in the background (this start, or resumed from one stopped
   * midway); null when none are owed. Settles when they are all in, or at a stop.
   */
  history: Promise<{ messages: number; finished: boolean } | null> | null;
  ctx: ServiceContext;
  close(): Promise<void>;
}

/**
 * How long a shutdown lets requests in progress finish before cutting their connections; webhook
 * attempts get as long meanwhile (workers.ts), so the whole stop stays well inside 10 s.
 */
const requestGraceMs = 5_000;

/** Opens storage, migrates, bootstraps keys and demo data, starts the workers and listens. */
export async function startService(
  config: Config,
  options: Pick<AppOptions, 'dashboard' | 'log'> = {},
): Promise<Service> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // An HTTP/1.1 server: `serve` below is given no HTTP/2 options.
  let server: Server | undefined;
  try {
    // A DNSBL_ZONES it cannot read stops the start, as any other setting does.
    configuredDnsCheck(config);
    await migrate(db);
    const { firstKey, warnings } = await bootstrapKeys(db, config);
    const ownerToken = await ownerSetupToken(db, new Date());
    // Requests are served from the start; the workers start once the demo data is in.
    const running: { workers?: ReturnType<typeof startWorkers> } = {};
    const stopping = new AbortController();
    const now = () => new Date();
    // Routes and workers query through the instrumented db; bootstrap and shutdown use `db` itself.
    const ctx: ServiceContext = {
      ...instrument(db, now),
      config,
      now,
      nudge: () => running.workers?.nudge(),
      stopping: stopping.signal,
      outgoingUrlProblem: outgoingUrlCheck(config.ALLOW_LOOPBACK_WEBHOOKS),
    };
    const demo = config.SEED === 'demo';
    const app = createApp(ctx, { log, demoReceiver: demo, ...options });
    const metricsServer =
      config.METRICS_PORT === undefined ? null : await startMetricsServer(ctx.metrics, config.METRICS_PORT);
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) =>
        resolve(info.port),
      ) as Server;
    });
    answerClientErrors(server!);
    ctx.selfUrl = selfUrl(config.HOST, port);
    // The demo's webhooks point at this process's own port, known only once it listens.
    if (demo) ctx.demoReceiverUrl = demoReceiverUrl(config.HOST, port) ?? undefined;
    const receiverUrl = ctx.demoReceiverUrl ?? null;
    const seedNow = ctx.now();
    const seeded =
      demo &&
      (await storeIsEmpty(db)) &&
      (await db.transaction(async (tx) => {
        await seedDemo(tx, seedNow, { receiverUrl });
        await seedDemoAlertRules(tx, seedNow);
        await seedDemoDomains(tx, seedNow, config);
      }),
      true);
    // The older days' messages follow in the background, so the sign-in link is printed at once; a
    // start stopped before they were all in left a mark, and this one carries on from it.
    const owed = demo && config.SEED_BACKFILL && (await backfillPlan(db))?.finished_at === null;
    const history = owed
      ? backfillDemo(db, { signal: stopping.signal }).catch((error: unknown) => {
          if (!stopping.signal.aborted) log.error('demo backfill stopped', { error: String(error) });
          return null;
        })
      : null;
    running.workers = startWorkers(ctx, log);
    // In the background: the first search after a start should not wait for the plans' samples.
    // They are kept per database handle: the routes' (ctx.db, wrapped by the metrics), not `db`.
    void warmSearchSamples(ctx.db).catch(() => undefined);
    // …and they follow the tables between searches too (a bulk load through the API, for one).
    const sampling = setInterval(() => checkKeptSamples(ctx.db), 5_000).unref();
    const stopTraffic = config.LIVE_TRAFFIC ? startLiveTraffic(ctx, config.LIVE_TRAFFIC_EVERY_MS) : () => {};
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    return {
      url: `http://${host}:${port}`,
      metricsUrl: metricsServer?.url ?? null,
      firstKey,
      ownerToken,
      warnings,
      seeded,
      history,
      ctx,
      close: async () => {
        stopTraffic();
        clearInterval(sampling);
        // Long answers (exports) end now, their queries cancelled; the rest get a grace to finish.
        stopping.abort();
        const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
        server?.closeIdleConnections();
        const cutOff = setTimeout(() => server?.closeAllConnections(), requestGraceMs);
        const workersStopped = running.workers?.stop();
        await closed;
        clearTimeout(cutOff);
        await metricsServer?.close();
        await workersStopped;
        await history;
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** This process's own HTTP address as it reaches itself: loopback when it listens there or everywhere. */
function selfUrl(host: string, port: number) {
  if (host === '::' || host === '::1') return `http://[::1]:${port}`;
  if (host === '0.0.0.0' || host === 'localhost') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../store/db';
import type { OperationalGauges } from '../store/repos/metrics-repo';

export type WebhookOutcome = 'succeeded' | 'failed' | 'retry';

/**
 * One registry per service, never prom-client's global one: several services in one process (the
 * tests) would otherwise register the same names twice and mix their counts.
 */
export function createMetrics(
  readGauges: () => Promise<OperationalGauges>,
  readPool: () => PoolStats | undefined = () => undefined,
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ) => new Histogram({ name, help, labelNames, buckets, registers });

  const httpRequests = counter(
    'relaydesk_http_requests_total',
    'HTTP requests answered, by method, route pattern and status.',
    ['method', 'route', 'status'],
  );
  const httpDuration = histogram(
    'relaydesk_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status.',
    ['method', 'route', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  const rateLimited = counter(
    'relaydesk_rate_limited_requests_total',
    'Requests answered 429 by a rate limiter, by route pattern.',
    ['route'],
  );
  const webhookDeliveries = counter(
    'relaydesk_webhook_deliveries_total',
    'Webhook delivery attempts, by outcome: succeeded, retry (will be tried again) or failed (gave up).',
    ['outcome'],
  );
  const webhookDuration = histogram(
    'relaydesk_webhook_delivery_duration_seconds',
    'Time a webhook delivery attempt took, by outcome.',
    ['outcome'],
    [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  );
  const databaseErrors = counter(
    'relaydesk_database_errors_total',
    'Failed database calls, by kind: connection (the database is away) or query.',
    ['kind'],
  );

  // One query per scrape feeds the three store gauges: their collect() calls start together. While
  // the database is away they keep their last values, so the rest of the scrape still answers.
  let reading: Promise<OperationalGauges | null> | undefined;
  const read = () =>
    (reading ??= readGauges()
      .catch(() => null)
      .finally(() => (reading = undefined)));
  const storeGauge = (name: string, help: string, pick: (g: OperationalGauges) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const gauges = await read();
        if (gauges) this.set(pick(gauges));
      },
    });
  storeGauge(
    'relaydesk_webhook_outbox_pending',
    'Webhook deliveries waiting to be sent.',
    (g) => g.outboxPending,
  );
  storeGauge(
    'relaydesk_webhook_outbox_oldest_pending_age_seconds',
    'Age of the oldest webhook delivery waiting to be sent; 0 when none waits.',
    (g) => g.oldestPendingAgeSeconds,
  );
  storeGauge(
    'relaydesk_simulator_backlog_messages',
    'Messages the delivery simulator has yet to move to their next status.',
    (g) => g.simulatorBacklog,
  );

  new Gauge({
    name: 'relaydesk_alerts_firing',
    help: 'Alert incidents firing now, by rule name.',
    labelNames: ['rule'] as const,
    registers,
    async collect() {
      const gauges = await read();
      if (!gauges) return;
      this.reset();
      for (const { rule, n } of gauges.alertsFiring) this.set({ rule }, n);
    },
  });
  const messageEvents = counter(
    'relaydesk_message_events_total',
    'Message events recorded by this process, by type (accepted, delivered, bounced, …) and mailbox provider.',
    ['type', 'provider'],
  );

  // PostgreSQL only: PGlite is one connection inside the process, with nothing to exhaust.
  if (readPool()) {
    new Gauge({
      name: 'relaydesk_database_pool_connections',
      help: 'Connections of the PostgreSQL pool: the maximum, those in use and idle, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = readPool();
        if (!pool) return;
        this.set({ state: 'max' }, pool.max);
        this.set({ state: 'in_use' }, pool.inUse);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      if (status === 429) rateLimited.inc({ route });
    },
    webhookAttempt(outcome: WebhookOutcome, latencyMs: number) {
      webhookDeliveries.inc({ outcome });
      webhookDuration.observe({ outcome }, latencyMs / 1000);
    },
    /** Counted after the event's transaction commits. */
    messageEvent(type: string, provider: string) {
      messageEvents.inc({ type, provider });
    },
    databaseError(kind: 'connection' | 'query') {
      databaseErrors.inc({ kind });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

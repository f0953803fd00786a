import type { Config } from './config';
import type { Metrics } from './metrics/metrics';
import type { Db } from './store/db';

/** What every route and worker is given: storage, configuration and the clock. */
export interface ServiceContext {
  db: Db;
  config: Config;
  now: () => Date;
  /** Wakes the background workers early (a message was submitted, a delivery was queued). */
  nudge: () => void;
  /** The demo's own loopback webhook receiver (SEED=demo): deliveries there are always allowed. */
  demoReceiverUrl?: string | undefined;
  /**
   * The service's own address on the loopback interface, once it listens: the simulator's
   * recipients (the one-click unsubscriber, the link scanner) visit their links there, never on a
   * public host. Unset until then (and in contexts that serve no HTTP): they visit nothing.
   */
  selfUrl?: string | undefined;
  /** Aborts when the service begins to shut down: long answers (exports) end at once. */
  stopping?: AbortSignal;
  /** Prometheus counters and gauges; made with `db` by metrics/instrument.ts, which counts its failures. */
  metrics: Metrics;
  /**
   * Why the service may not send to this URL (a webhook, a Slack channel), or null when it may: the
   * address rules that need no DNS lookup, checked when a URL is written (and again at every send).
   * Services get it here because the rules live with delivery (delivery/outgoing-url.ts).
   */
  outgoingUrlProblem: (url: string) => string | null;
}

import type { ServiceContext } from '../context';
import { DatabaseUnavailableError, isConnectionError } from '../store/connection-errors';
import type { Logger } from '../logger';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { recheckDueDomains } from '../services/domains/recheck-due';
import { pruneAlertBuckets } from '../store/repos/alert-measures-repo';
import { bucketHorizonDays } from '../store/repos/event-counters';
import { alertNotifier } from './alert-notifier';
import { pruneExpiredAudit } from './audit-retention';
import { pruneExpiredMessages } from './message-retention';
import { runSimulatorOnce } from './simulator';
import { webhookDispatcher } from './webhook-worker';

/**
 * A background loop: runs `work` while it finds something to do, then sleeps at most `idleMs`,
 * waking early on a nudge, so a zero step time really means "as fast as possible".
 */
function startLoop(name: string, work: () => Promise<number>, log: Logger, idleMs: number) {
  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, idleMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  // While the database is away the loop pauses (said once), backing off to 5 s between tries, and
  // says when it resumes: a restart is ridden out, not logged ten times a second.
  let pausedFor = 0;
  const running = (async () => {
    while (!stopped) {
      let busy = 0;
      try {
        busy = await work();
        if (pausedFor) log.info(`${name} resumed: the database answers again`);
        pausedFor = 0;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
          if (!pausedFor) log.error(`${name} paused: the database is unavailable`, { error: String(error) });
          pausedFor = Math.min(5_000, Math.max(idleMs, pausedFor * 2));
          if (!stopped) await new Promise((resolve) => setTimeout(resolve, pausedFor));
          continue;
        }
        log.error(`${name} failed`, { error: (error as Error).message });
      }
      if (!busy && !stopped) await sleep();
    }
  })();
  return {
    nudge: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}

/**
 * How long a shutdown waits for webhook and Slack attempts in flight before cutting them off and
 * handing them back: well inside the 10 s in which the process must exit.
 */
const sendShutdownGraceMs = 5_000;

/**
 * The delivery simulator and the webhook sender, as separate loops: a slow subscriber endpoint
 * never holds up the messages' own progress.
 */
export function startWorkers(ctx: ServiceContext, log: Logger, idleMs = 250) {
  const webhooks = webhookDispatcher(ctx, (error) =>
    log.error('webhook delivery failed', { error: error.message }),
  );
  const notifications = alertNotifier(ctx, (error) =>
    log.error('alert notification failed', { error: error.message }),
  );
  // A tick that changed an incident wakes the senders at once (notifications, signed webhook events).
  const evaluate = async () => {
    const tick = await evaluateAlerts(ctx);
    if (tick.triggered + tick.reminded + tick.resolved) loops.forEach((l) => l.nudge());
    return 0;
  };
  const loops = [
    startLoop('simulator step', () => runSimulatorOnce(ctx), log, idleMs),
    startLoop('alert evaluation', evaluate, log, ctx.config.ALERT_EVAL_INTERVAL_S * 1000),
    startLoop('alert notification', () => notifications.runOnce(), log, Math.max(idleMs, 1_000)),
    startLoop(
      'alert buckets retention',
      () =>
        pruneAlertBuckets(ctx.db, new Date(ctx.now().getTime() - bucketHorizonDays * 86_400_000)).then(
          () => 0,
        ),
      log,
      3_600_000,
    ),
    startLoop('webhook delivery', () => webhooks.runOnce(), log, idleMs),
    // Domains come due one by one across the interval: look a few times per interval, at most a minute apart.
    startLoop(
      'domain checks',
      () =>
        recheckDueDomains(ctx, (error, domain) =>
          log.error('domain check failed', { domain, error: error.message }),
        ),
      log,
      Math.min(60_000, Math.max(idleMs, (ctx.config.DOMAIN_CHECK_INTERVAL_MIN * 60_000) / 10)),
    ),
    // Old audit entries go a batch at a time; when none are due, look again in an hour.
    startLoop('audit retention', () => pruneExpiredAudit(ctx), log, 3_600_000),
    // Message history likewise, a small batch per transaction with a pause between batches.
    startLoop('message retention', () => pruneExpiredMessages(ctx), log, 3_600_000),
  ];
  return {
    nudge: () => loops.forEach((l) => l.nudge()),
    stop: async () => {
      await Promise.all(loops.map((l) => l.stop()));
      await Promise.all([webhooks.drain(sendShutdownGraceMs), notifications.drain(sendShutdownGraceMs)]);
    },
  };
}

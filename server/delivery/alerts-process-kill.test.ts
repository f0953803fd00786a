import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { freshDb } from '../test/harness';
import { pausedMarker, tickMarker } from '../test/alert-tick-probe';
import { expectSignedDelivery } from '../test/signed-delivery';
import { startReceiver } from '../test/receiver';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

/**
 * The alert evaluator across real processes (`server/index.ts`), one SIGKILLed inside an evaluation
 * tick's transaction: the tick it was running is lost whole, another tick fires the incident, and
 * every channel hears of it exactly once, through further ticks and a restart.
 */
const adminKey = 'alerts-kill-admin-key-0123456789';
const sendKey = 'alerts-kill-send-key-0123456789';
const env = {
  ADMIN_API_KEY: adminKey,
  SEND_API_KEY: sendKey,
  SIMULATOR_STEP_MS: '0',
  ALLOW_LOOPBACK_WEBHOOKS: '1',
  ALERT_EVAL_INTERVAL_S: '1',
};
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type Service = ReturnType<typeof serviceProcess>;

/** A Slack receiver and a webhook receiver, a signed `alert.triggered` subscription, and a rule to both. */
async function alertSetup(service: Service) {
  const slack = await startReceiver();
  const hooks = await startReceiver();
  cleanups.push(slack.close, hooks.close);
  const hook = await service.call(adminKey, '/webhooks', {
    url: hooks.url,
    event_types: ['alert.triggered'],
  });
  expect(hook.status).toBe(201);
  const rule = await service.call(adminKey, '/alert-rules', {
    name: 'Bounces at half',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.5,
    window_minutes: 60,
    min_volume: 3,
    // Webhook first: the tick queues its outbox row before its first notification row, so the pause
    // at that insert is after the tick has written its incident and its webhook delivery.
    channels: [{ type: 'webhook' }, { type: 'slack', url: slack.url }],
  });
  expect(rule.status).toBe(201);
  return { slack, hooks, secret: hook.json.data.webhook.secret as string, ruleId: rule.json.data.rule.id };
}

/**
 * Traffic that breaches the rule (the simulator hard-bounces every `bounce@` address), sent at once;
 * settles with each answer. On PGlite a paused tick holds the whole store: a send may never be answered.
 */
const bounce = (service: Service) =>
  Promise.allSettled(
    [0, 1, 2, 3].map((i) =>
      service.call(sendKey, '/messages', { to: `bounce+${i}@kill.test`, subject: 'kill' }),
    ),
  );

/** Exactly one incident, one Slack message, one signed `alert.triggered` delivery for it. */
async function expectOnce(
  service: Service,
  { slack, hooks, secret, ruleId }: Awaited<ReturnType<typeof alertSetup>>,
) {
  const alerts = (await service.call(adminKey, `/alerts?rule_id=${ruleId}`)).json.data;
  expect(alerts.incidents).toHaveLength(1);
  const [incident] = alerts.incidents;
  expect(incident.state).toBe('firing');
  expect(slack.received).toHaveLength(1);
  expect(JSON.parse(slack.received[0]!.body).text).toContain('Bounces at half');
  expect(hooks.received).toHaveLength(1);
  expect(expectSignedDelivery(hooks.received[0]!, secret, 'alert.triggered').data).toMatchObject({
    incident_id: incident.id,
    rule_id: ruleId,
  });
}

/** A plain connection to the test schema (its search_path travels in the URL's `options`). */
async function connect(url: string) {
  const parsed = new URL(url);
  const options = parsed.searchParams.get('options') ?? undefined;
  parsed.searchParams.delete('options');
  const client = new pg.Client({ connectionString: parsed.toString(), options });
  await client.connect();
  return client;
}

it.skipIf(!postgres)(
  'PostgreSQL, two processes: the one SIGKILLed inside a tick sends nothing, the other fires once',
  async () => {
    const store = await freshDb();
    await store.db.close();
    cleanups.push(store.drop);
    const url = store.url!;
    // Each process names its sessions, so the test can tell whose backend is stuck in a tick.
    const services = {
      a: serviceProcess({ ...env, DATABASE_URL: url, PGAPPNAME: 'relaydesk-kill-a' }),
      b: serviceProcess({ ...env, DATABASE_URL: url, PGAPPNAME: 'relaydesk-kill-b' }),
    };
    cleanups.push(services.a.dispose.bind(services.a), services.b.dispose.bind(services.b));
    await Promise.all([services.a.start(), services.b.start()]);
    const setup = await alertSetup(services.a);

    const locker = await connect(url);
    const observer = await connect(url);
    cleanups.push(
      () => locker.end().catch(() => {}),
      () => observer.end().catch(() => {}),
    );
    // The tick's notification rows wait behind this lock: whichever process takes the lease stops
    // there, its transaction open, after writing its incident and webhook delivery.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE alert_notifications IN EXCLUSIVE MODE');
    const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const sent = await bounce(services.b);
    expect(sent.map((s) => s.status === 'fulfilled' && s.value.status)).toEqual(Array(4).fill(202));

    // A session stuck on our lock in the tick's insert, and the relations its transaction holds.
    type Stuck = { pid: number; application_name: string; holds: string[] };
    let stuck: Stuck | undefined;
    await until(
      'a tick to stop at our lock',
      async () => {
        [stuck] = (
          await observer.query<Stuck>(
            `SELECT a.pid, a.application_name,
               array(SELECT l.relation::regclass::text || ' ' || l.mode FROM pg_locks l
                     JOIN pg_class c ON c.oid = l.relation AND c.relkind = 'r'
                     WHERE l.pid = a.pid AND l.granted ORDER BY 1) AS holds
             FROM pg_stat_activity a
             WHERE a.wait_event_type = 'Lock' AND $1 = ANY(pg_blocking_pids(a.pid))
               AND a.query LIKE '%INSERT INTO alert_notifications%'`,
            [lockerPid],
          )
        ).rows;
        return stuck !== undefined;
      },
      20_000,
      50,
    );
    // It holds the evaluator's row (FOR UPDATE) and has inserted the incident and the webhook delivery.
    expect(stuck!.holds).toEqual(
      expect.arrayContaining([
        'alert_evaluator RowShareLock',
        'alert_incidents RowExclusiveLock',
        'webhook_deliveries RowExclusiveLock',
      ]),
    );
    // The lease is taken: nobody else can evaluate while it waits.
    expect((await observer.query('SELECT id FROM alert_evaluator FOR UPDATE SKIP LOCKED')).rows).toEqual([]);
    const victimName = stuck!.application_name === 'relaydesk-kill-a' ? 'a' : 'b';
    expect(stuck!.application_name).toBe(`relaydesk-kill-${victimName}`);
    const victim = services[victimName];
    const survivor = services[victimName === 'a' ? 'b' : 'a'];

    await victim.kill();
    expect(setup.slack.received.length + setup.hooks.received.length).toBe(0);
    await locker.query('ROLLBACK');
    // Its session ends with its transaction uncommitted, and the lease goes with it.
    await until(
      "the killed process's session to end",
      async () =>
        (await observer.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [stuck!.pid])).rowCount === 0,
      10_000,
      50,
    );
    await until(
      'the survivor to send the alert',
      () => setup.slack.received.length + setup.hooks.received.length >= 2,
      20_000,
    );
    expect(survivor.running()).toBe(true);
    await expectOnce(survivor, setup);

    /** Waits for `n` more committed ticks (by whichever process), seen in the lease row. */
    const ticks = async (n: number) => {
      const seen = new Set<number>();
      const last = async () =>
        (
          await observer.query<{ at: Date }>('SELECT last_tick_at AS at FROM alert_evaluator')
        ).rows[0]!.at.getTime();
      const from = await last();
      await until(
        `${n} more ticks`,
        async () => {
          const at = await last();
          if (at !== from) seen.add(at);
          return seen.size >= n;
        },
        20_000,
        50,
      );
    };
    // The incident keeps firing: further ticks send nothing new.
    await ticks(3);
    await expectOnce(survivor, setup);

    // The killed process back on the same schema, both ticking: still once.
    await victim.start();
    await ticks(4);
    await expectOnce(victim, setup);
    expect(services.a.running() && services.b.running()).toBe(true);
    // The restarted one alone: every tick is its own, and it sends nothing again either.
    await survivor.stop();
    await ticks(2);
    await expectOnce(victim, setup);
    const rows = await observer.query(
      `SELECT (SELECT count(*)::int FROM alert_incidents) AS incidents,
              (SELECT count(*)::int FROM webhook_deliveries WHERE event_type = 'alert.triggered') AS deliveries,
              (SELECT array_agg(channel || ' ' || kind || ' ' || state ORDER BY channel)
               FROM alert_notifications) AS notifications`,
    );
    expect(rows.rows[0]).toEqual({
      incidents: 1,
      deliveries: 1,
      notifications: ['slack triggered sent', 'webhook triggered sent'],
    });
  },
  120_000,
);

/** The tick's writes, in order: a kill before each leaves its transaction open there. */
const tickSteps = [
  'INSERT INTO alert_incidents',
  'INSERT INTO webhook_deliveries',
  'INSERT INTO alert_notifications',
  // Everything written, the tick's mark included, not yet committed.
  'UPDATE alert_evaluator',
];

// Runs beside the PostgreSQL case too (CI has TEST_DATABASE_URL): an empty DATABASE_URL is PGlite.
it('PGlite, one process: SIGKILLed inside a tick at each of its writes and restarted on its directory, it fires once', async () => {
  const service = serviceProcess(
    { ...env, DATABASE_URL: '' },
    { preload: ['./server/test/alert-tick-probe.ts'] },
  );
  cleanups.push(service.dispose.bind(service));
  // No second connection can lock PGlite: the probe stops the breaching tick before the write
  // named, once per start; each kill lands there, and the traffic the tick saw stays stored.
  let setup: Awaited<ReturnType<typeof alertSetup>> | undefined;
  for (const [i, step] of tickSteps.entries()) {
    await service.start({ ALERT_TICK_PROBE: `hang:${step}` });
    if (!setup) {
      setup = await alertSetup(service);
      void bounce(service);
    }
    await until(`a tick to stop before ${step}`, () => service.output().includes(pausedMarker), 20_000, 50);
    const paused = service
      .output()
      .split('\n')
      .find((line) => line.includes(pausedMarker))!;
    // Stopped where asked, each earlier write of the tick made (in its open transaction).
    expect(paused).toContain(
      `before ${step}, after: ${['evaluator lease', ...tickSteps.slice(0, i)].join(', ')}`,
    );
    await service.kill();
    expect(setup.slack.received.length + setup.hooks.received.length, `killed before ${step}`).toBe(0);
  }

  await service.start({ ALERT_TICK_PROBE: 'report' });
  await until(
    'the alert to go out after the restart',
    () => setup!.slack.received.length + setup!.hooks.received.length >= 2,
    20_000,
  );
  await expectOnce(service, setup!);
  // The incident keeps firing: further ticks send nothing new.
  const committed = () => service.output().split(tickMarker).length - 1;
  const after = committed();
  await until('3 more ticks', () => committed() >= after + 3, 20_000, 50);
  await expectOnce(service, setup!);
}, 180_000);

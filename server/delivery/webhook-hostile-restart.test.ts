import { afterAll, expect, it } from 'vitest';
import { startDnsServer } from '../test/dns-server';
import { killTiming } from '../test/kill-timing';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const adminKey = 'hostile-restart-admin-key-0123456789';
const sendKey = 'hostile-restart-send-key-0123456789';

const dns = await startDnsServer({
  // connect() fails at once (ENETUNREACH): what crashed the service before, on every restart.
  'unreachable.test': { a: ['127.255.255.255'] },
  'hang.test': { silent: true },
});
const service = serviceProcess({
  ADMIN_API_KEY: adminKey,
  SEND_API_KEY: sendKey,
  SIMULATOR_STEP_MS: '0',
  ALLOW_LOOPBACK_WEBHOOKS: '1',
  WEBHOOK_DNS_SERVERS: dns.server,
  WEBHOOK_RETRY_SCHEDULE: Array(20).fill('1').join(','),
  WEBHOOK_TIMEOUT_MS: '1000',
  // A delivery in flight at the kill is tried again once its lease ends: half a second past its
  // deadline here, not the production 30 s, which outlasted the wait below.
  WEBHOOK_LEASE_MARGIN_MS: '500',
});
afterAll(async () => {
  await service.dispose();
  await dns.close();
});

it('a webhook host that cannot be reached never takes the service down, before or after kills at any moment', async () => {
  const timing = killTiming('webhook-hostile-restart');
  await service.start();
  const hooks: number[] = [];
  for (const url of ['https://unreachable.test/hook', 'https://hang.test/hook']) {
    const hook = await service.call(adminKey, '/webhooks', { url, event_types: ['delivered'] });
    expect(hook.status).toBe(201);
    hooks.push(hook.json.data.webhook.id as number);
  }
  const attemptsOf = async (id: number) => {
    const log = await service.call(adminKey, `/webhooks/${id}/deliveries`);
    const [delivery] = log.json.data.deliveries as { state: string; attempts: { error: string }[] }[];
    return delivery?.attempts ?? [];
  };
  const recorded = async (atLeast: number) =>
    (await Promise.all(hooks.map(attemptsOf))).every((attempts) => attempts.length >= atLeast);

  expect((await service.call(sendKey, '/messages', { to: 'a@example.com', subject: 'x' })).status).toBe(202);
  await until('two attempts of each delivery recorded', () => recorded(2), 30_000, 100);
  expect(service.running(), service.output()).toBe(true);

  // Killed twice at drawn moments with both deliveries pending (between attempts, or while the
  // hanging host holds one): each start tries them again and records every attempt.
  const before = await Promise.all(hooks.map(attemptsOf));
  const hanging = before[1]!;
  for (let kill = 0; kill < 2; kill++) {
    await timing.wait(0, 2_000);
    // Each process's own output (a start begins it anew): no failure escaped it up to the kill.
    expect(service.output(), timing.describe()).not.toMatch(/uncaught|ENETUNREACH/i);
    await service.kill();
    await service.start();
    const now = await Promise.all(hooks.map(attemptsOf));
    // Each host counted from its own attempts: the unreachable one fails at once and runs ahead of
    // the hanging one, which spends its deadline on every attempt.
    const twoMoreEach = async () =>
      (await Promise.all(hooks.map(attemptsOf))).every(
        (attempts, i) => attempts.length >= now[i]!.length + 2,
      );
    await until(`two more attempts of each delivery after restart ${kill + 1}`, twoMoreEach, 30_000, 100);
    expect(service.running(), `${timing.describe()}\n${service.output()}`).toBe(true);
  }
  const [after, hangAfter] = await Promise.all(hooks.map(attemptsOf));
  // Each attempt failed as the host fails (or at the deadline, on a machine too busy to wait for).
  const errors = after!.map((a) => a.error);
  expect(
    errors.every((e) => /ENETUNREACH|timed out after 1000 ms/.test(e)),
    `${timing.describe()}\n${errors.join('\n')}`,
  ).toBe(true);
  expect(errors.at(-1)).toMatch(/ENETUNREACH/);
  expect(hangAfter!.length).toBeGreaterThan(hanging!.length);
  expect(hangAfter!.every((a) => /timed out after 1000 ms \(resolving the host\)/.test(a.error))).toBe(true);
  expect(dns.asked.get('unreachable.test')).toBeGreaterThan(0);
  expect(service.output()).not.toMatch(/uncaught|ENETUNREACH/i);
}, 120_000);

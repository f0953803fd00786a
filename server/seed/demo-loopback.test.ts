import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { violationMarker } from '../test/loopback-only';
import { serviceProcess } from '../test/service-process';
import { until } from '../test/until';

const preload = './server/test/loopback-only.ts';

describe('the demo contacts only this machine', () => {
  it('the loopback-only check does catch a DNS lookup and an outside connection', () => {
    const script = `
      const net = require('node:net'); const dns = require('node:dns');
      dns.lookup('relaydesk-check.example', () => {});
      new dns.promises.Resolver().resolve4('relaydesk-resolver.example').catch(() => {});
      net.connect(80, '10.1.2.3').on('error', () => {});
      setTimeout(() => {}, 200);`;
    const { stderr } = spawnSync(process.execPath, ['--import', 'tsx', '--import', preload, '-e', script], {
      encoding: 'utf8',
    });
    expect(stderr).toContain(`${violationMarker}: DNS lookup of relaydesk-check.example`);
    expect(stderr).toContain(`${violationMarker}: DNS lookup of relaydesk-resolver.example through`);
    expect(stderr).toContain(`${violationMarker}: connection to 10.1.2.3`);
  });

  const admin = 'demo-loopback-admin-key-0123';
  const service = serviceProcess(
    {
      ADMIN_API_KEY: admin,
      SEED: 'demo',
      LIVE_TRAFFIC: '1',
      LIVE_TRAFFIC_EVERY_MS: '100',
      SIMULATOR_STEP_MS: '50',
      WEBHOOK_RETRY_SCHEDULE: '1,1,1',
      LOG_LEVEL: 'error',
    },
    { preload: [preload] },
  );
  afterAll(() => service.dispose());

  it('seeds webhooks to its own receiver, delivers live traffic there, and reaches no other host', async () => {
    await service.start();
    type Hook = { url: string; health: { attempts_24h: number; succeeded_24h: number } };
    let hooks: Hook[] = [];
    await until(
      'deliveries to every demo endpoint, and a failed first try on the flaky one',
      async () => {
        hooks = (await service.call(admin, '/webhooks')).json.data.webhooks;
        return (
          hooks.length === 3 &&
          hooks.every((h) => h.health.succeeded_24h >= 3) &&
          hooks.some((h) => h.health.attempts_24h > h.health.succeeded_24h)
        );
      },
      60_000,
      250,
    );
    for (const h of hooks) expect(h.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo-receiver\//);
    expect(service.running()).toBe(true);
    expect(service.output()).not.toContain(violationMarker);
  }, 90_000);
});

import { afterAll, describe, expect, it } from 'vitest';
import { serviceProcess } from './test/service-process';
import { until } from './test/until';

/**
 * A fresh store started with only a stats or send key in the environment still gets an admin key
 * and prints its sign-in link; a store left without any active admin key says so at every start.
 * The real entry point, on a PGlite directory of its own, or a schema on TEST_DATABASE_URL.
 */
const statsKey = 'env-stats-key-fresh-0123456789';
const sendKey = 'env-send-key-fresh-01234567890';

describe.each([
  ['STATS_API_KEY', statsKey, 'stats'],
  ['SEND_API_KEY', sendKey, 'send'],
])('a fresh store with only %s', (variable, value, permission) => {
  const service = serviceProcess({ [variable]: value });
  afterAll(() => service.dispose());

  it('creates an admin key and prints its sign-in link', async () => {
    await service.start();
    // The link (or the sentence that stands for it) follows the "running on" line.
    await until('the sign-in line', () => /#key=\S+\n|Sign in with an API key/.test(service.output()));
    const link = /Sign in with this link.*\n\n\s*(http:\/\/\S+)\/#key=(\S+)/.exec(service.output());
    expect(link, service.output()).not.toBeNull();
    const firstKey = link![2]!;
    expect((await service.call(firstKey, '/keys/current')).json.data.key).toMatchObject({
      name: 'first key',
      permissions: ['admin', 'stats', 'send'],
    });
    expect((await service.call(value, '/keys/current')).json.data.key).toMatchObject({
      name: variable,
      permissions: [permission],
    });
    expect(service.output()).not.toContain(value);
    expect(service.output()).not.toMatch(/Warning/);
  }, 120_000);

  if (permission !== 'stats') return;

  it('says loudly at the next start when no active admin key is left', async () => {
    await service.kill();
    const db = await service.open();
    await db.query(`UPDATE api_keys SET revoked_at = now() WHERE name = 'first key'`);
    await db.close();
    await service.start();
    expect(service.output()).toMatch(/Warning: No active admin key is left/);
    expect(service.output()).toMatch(/npm run keys -- create/);
    expect(service.output()).not.toMatch(/#key=/);
  }, 120_000);
});

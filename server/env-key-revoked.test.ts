import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceProcess } from './test/service-process';

/**
 * An environment key revoked through the API stays revoked when the service starts again with the
 * same environment, and the start says so on stderr, naming the variable. The real entry point, on a
 * PGlite directory of its own, or a schema on TEST_DATABASE_URL.
 */
const envKey = 'env-admin-key-revoked-0123456789';
const env = { ADMIN_API_KEY: envKey };

describe('a revoked environment key', () => {
  const service = serviceProcess(env);
  let url = '';
  const request = async (key: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
    return { status: res.status, json: (await res.json()) as any };
  };
  const restart = async (extra: Record<string, string> = {}) => {
    await service.kill();
    url = await service.start(extra);
  };
  beforeAll(async () => {
    url = await service.start();
  }, 60_000);
  afterAll(() => service.dispose());

  let replacement = '';
  it('stays revoked after a restart with the same environment, and the start names the variable', async () => {
    const envKeyId = (await request(envKey, 'GET', '/keys/current')).json.data.key.id as number;
    replacement = (await request(envKey, 'POST', '/keys', { name: 'replacement', permissions: ['admin'] }))
      .json.data.secret;
    const revoked = await request(replacement, 'DELETE', `/keys/${envKeyId}`);
    expect(revoked.status).toBe(200);
    expect((await request(envKey, 'GET', '/keys/current')).status).toBe(401);
    const auditBefore = (await request(replacement, 'GET', '/audit-log?limit=100')).json.data.entries;

    await restart();
    expect((await request(envKey, 'GET', '/keys/current')).status).toBe(401);
    expect(service.output()).toMatch(
      new RegExp(
        `ADMIN_API_KEY names a key that was revoked on ${revoked.json.data.key.revoked_at}; it stays revoked`,
      ),
    );
    // Nothing changed behind the log's back: the key is as revoked as it was.
    const keys = (await request(replacement, 'GET', '/keys')).json.data.keys;
    expect(keys.find((k: { id: number }) => k.id === envKeyId).revoked_at).toBe(
      revoked.json.data.key.revoked_at,
    );
    expect((await request(replacement, 'GET', '/audit-log?limit=100')).json.data.entries).toEqual(
      auditBefore,
    );
    expect(service.output()).not.toContain(envKey);
  }, 60_000);

  it('with no active admin key left, starts and says how to make one', async () => {
    // Env keys get exactly their one permission: naming the replacement admin key as STATS_API_KEY
    // leaves no active admin key at all, the one way a store gets there (revoking refuses the last).
    await restart({ STATS_API_KEY: replacement });
    expect((await request(envKey, 'GET', '/keys/current')).status).toBe(401);
    expect((await request(replacement, 'GET', '/keys/current')).json.data.key.permissions).toEqual(['stats']);
    expect(service.output()).toMatch(/ADMIN_API_KEY names a key that was revoked on .*; it stays revoked/);
    expect(service.output()).toMatch(/No active admin key is left/);
    expect(service.output()).toMatch(/npm run keys -- create/);
  }, 60_000);
});

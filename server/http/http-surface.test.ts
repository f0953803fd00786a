import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../scripts/openapi-document';
import committedOpenApi from '../../src/contract/openapi.json';
import { endpoints } from '../../src/contract/endpoints';
import { createKey, revokeKey } from '../store/repos/keys-repo';
import { startTestService, type TestService } from '../test/harness';

type Res = Awaited<ReturnType<TestService['call']>>;

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

/** Everything a client can see of a response, to look for leaks. */
const visible = (res: Res) => `${res.text}\n${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}`;

const expectError = (res: Res, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.json).toMatchObject({ status: 'error', error: { code, message: expect.any(String) } });
  expect(res.json.error.message.length).toBeGreaterThan(10);
};

describe('authentication', () => {
  it.each([
    ['no header', {}],
    ['Basic scheme', { authorization: 'Basic x' }],
    ['Bearer without a key', { authorization: 'Bearer' }],
    ['two tokens', { authorization: 'Bearer a b' }],
    ['a good key followed by junk', { authorization: 'Bearer KEY junk' }],
    ['an unknown key', { authorization: 'Bearer rd_thisKeyWasNeverIssuedByTheService0000' }],
  ])('refuses %s with 401, the envelope and WWW-Authenticate', async (_, headers: Record<string, string>) => {
    const h: Record<string, string> = headers.authorization
      ? { authorization: headers.authorization.replace('KEY', s.keys.all) }
      : {};
    const res = await s.call('GET', '/suppressions', undefined, null, h);
    expectError(res, 401, 'unauthorized');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('never echoes a key, bad or good, in a body or header', async () => {
    const bad = 'rd_secretLookingButUnknownKey1234567890';
    const answers = [
      await s.call('GET', '/suppressions', undefined, bad),
      await s.call('POST', '/suppressions', { email: 'bad key' }, bad),
      await s.call('GET', '/suppressions', undefined, s.keys.all),
      await s.call('POST', '/suppressions', { email: 'nope' }, s.keys.all),
      await s.call('GET', '/stats/overview', undefined, s.keys.admin),
      await s.call('GET', '/no-such-route', undefined, s.keys.all),
    ];
    expect(answers.map((r) => r.status)).toEqual([401, 401, 200, 400, 403, 404]);
    for (const res of answers) {
      for (const key of [bad, s.keys.all, s.keys.admin]) expect(visible(res)).not.toContain(key);
    }
  });

  it.each([
    ['stats', '/suppressions', 'admin'],
    ['stats', '/webhooks', 'admin'],
    ['admin', '/stats/overview', 'stats'],
    ['admin', '/messages/00000000-0000-4000-8000-000000000000', 'stats'],
    ['send', '/suppressions', 'admin'],
    ['send', '/stats/overview', 'stats'],
  ] as const)('answers 403 to a %s key on %s, naming %s', async (key, path, needed) => {
    const res = await s.call('GET', path, undefined, s.keys[key]);
    expectError(res, 403, 'forbidden');
    expect(res.json.error.message).toContain(`"${needed}"`);
  });

  it('refuses a revoked key at once', async () => {
    const temp = await createKey(s.db, 'temporary', ['admin']);
    expect((await s.call('GET', '/suppressions', undefined, temp.key)).status).toBe(200);
    expect((await revokeKey(s.db, temp.id)).outcome).toBe('revoked');
    expectError(await s.call('GET', '/suppressions', undefined, temp.key), 401, 'unauthorized');
    const other = await createKey(s.db, 'temporary 2', ['stats']);
    await s.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [other.id]);
    expect((await s.call('GET', '/stats/overview', undefined, other.key)).status).toBe(401);
  });
});

describe('request ids, routing and headers', () => {
  it('puts an X-Request-Id on every response and keeps a well-formed one from the caller', async () => {
    const answers = [
      await s.call('GET', '/suppressions'),
      await s.call('GET', '/suppressions', undefined, null),
      await s.call('GET', '/suppressions', undefined, s.keys.stats),
      await s.call('GET', '/nowhere'),
      await s.call('PUT', '/suppressions'),
    ];
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const traced = await s.call('GET', '/suppressions', undefined, null, {
      'x-request-id': 'trace-1234.abc_DEF',
    });
    expect(traced.headers.get('x-request-id')).toBe('trace-1234.abc_DEF');
    for (const given of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const res = await s.call('GET', '/suppressions', undefined, s.keys.all, { 'x-request-id': given });
      expect(res.headers.get('x-request-id')).not.toBe(given);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('compresses JSON answers for clients that accept it, and only for them', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ email: `zip${i}@example.com`, reason: 'manual' }));
    expect((await s.call('POST', '/suppressions/batch', { items })).status).toBe(200);
    const query = '/suppressions?q=zip&limit=40';
    const zipped = await s.call('GET', query, undefined, s.keys.all, { 'accept-encoding': 'gzip' });
    const plain = await s.call('GET', query, undefined, s.keys.all, { 'accept-encoding': 'identity' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.json.data.total).toBe(40);
    expect(zipped.json).toEqual(plain.json);
  });

  it('answers 404 not_found for unknown routes, with or without a key', async () => {
    for (const [path, key] of [
      ['/nope', s.keys.all],
      ['/suppressions/1/extra', s.keys.all],
      ['/nope', null],
    ] as const) {
      expectError(await s.call('GET', path, undefined, key), 404, 'not_found');
    }
    const outside = await fetch(`${s.base.replace('/v1', '/v2')}/suppressions`);
    expect(outside.status).toBe(404);
    expect((await outside.json()).error.code).toBe('not_found');
  });

  it('answers 405 method_not_allowed with Allow for a known path under another method', async () => {
    const put = await s.call('PUT', '/suppressions', {});
    expectError(put, 405, 'method_not_allowed');
    expect(put.headers.get('allow')?.split(/, */).sort()).toEqual(['GET', 'POST']);
    const patch = await s.call('PATCH', '/suppressions/12');
    expectError(patch, 405, 'method_not_allowed');
    expect(patch.headers.get('allow')).toBe('DELETE');
    expect((await s.call('POST', '/stats/overview')).headers.get('allow')).toBe('GET');
  });

  it('sends the security headers on success, error and unknown-route answers', async () => {
    for (const res of [
      await s.call('GET', '/suppressions'),
      await s.call('GET', '/suppressions', undefined, null),
      await s.call('GET', '/x'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 internal_error quoting the request id, without internals', async () => {
    await s.db.exec(`
      CREATE FUNCTION explode() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'secret internal detail'; END $$;
      CREATE TRIGGER explode BEFORE INSERT ON suppressions FOR EACH ROW EXECUTE FUNCTION explode();`);
    try {
      const res = await s.call('POST', '/suppressions', { email: 'boom@example.com' });
      expectError(res, 500, 'internal_error');
      expect(res.json.error.message).toContain(res.headers.get('x-request-id'));
      expect(res.text).not.toMatch(/secret internal detail|suppressions|at .*\.ts/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await s.db.exec('DROP TRIGGER explode ON suppressions; DROP FUNCTION explode()');
    }
  });
});

describe('rate limiting', () => {
  it('answers the 4th quick request of a key 429 with Retry-After; other keys are unaffected', async () => {
    const limited = await startTestService({ RATE_LIMIT_RPS: 1, RATE_LIMIT_BURST: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.call('GET', '/suppressions', undefined, limited.keys.admin)).status);
      expect(statuses).toEqual([200, 200, 200]);
      const fourth = await limited.call('GET', '/suppressions', undefined, limited.keys.admin);
      expectError(fourth, 429, 'rate_limited');
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(Number(fourth.headers.get('retry-after')))).toBe(true);
      expect(fourth.headers.get('x-request-id')).toBeTruthy();
      expect((await limited.call('GET', '/stats/overview', undefined, limited.keys.stats)).status).toBe(200);
      expect((await limited.call('GET', '/suppressions', undefined, limited.keys.all)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (svc: TestService, origin: string) =>
    fetch(`${svc.base}/suppressions`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('allows no cross-origin caller when CORS_ORIGINS is unset', async () => {
    expect(
      (await preflight(s, 'https://admin.example.com')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const res = await s.call('GET', '/suppressions', undefined, s.keys.all, {
      origin: 'https://admin.example.com',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the configured origins', async () => {
    const svc = await startTestService({ CORS_ORIGINS: ['https://admin.example.com'] });
    try {
      const ok = await preflight(svc, 'https://admin.example.com');
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
      expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      const get = await svc.call('GET', '/suppressions', undefined, svc.keys.all, {
        origin: 'https://admin.example.com',
      });
      expect(get.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
      const denied = await svc.call('GET', '/suppressions', undefined, null, {
        origin: 'https://admin.example.com',
      });
      expect(denied.status).toBe(401);
      expect(denied.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');

      expect(
        (await preflight(svc, 'https://evil.example.com')).headers.get('access-control-allow-origin'),
      ).toBeNull();
      const other = await svc.call('GET', '/suppressions', undefined, svc.keys.all, {
        origin: 'https://evil.example.com',
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await svc.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('is served without a key, OpenAPI 3.1, with a path for every endpoint of the contract', async () => {
    const res = await s.call('GET', '/openapi.json', undefined, null);
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    for (const [name, e] of Object.entries(endpoints)) {
      expect(res.json.paths[`/api/v1${e.path}`]?.[e.method]?.operationId, name).toBe(name);
    }
  });

  it('is committed up to date with the contract', () => {
    const fresh = JSON.parse(JSON.stringify(buildOpenApiDocument()));
    expect(
      committedOpenApi,
      'src/contract/openapi.json is stale: run `npm run openapi` and commit it',
    ).toEqual(fresh);
  });
});

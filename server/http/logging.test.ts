import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestService, type TestService } from '../test/harness';

const lines: string[] = [];
let s: TestService;
beforeAll(async () => {
  s = await startTestService({}, { log: createLogger('info', (line) => lines.push(line)) });
  // Make one request fail inside the service, so the error log has something to say.
  await s.db
    .exec(`CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$;
    CREATE TRIGGER boom BEFORE INSERT ON webhooks FOR EACH ROW EXECUTE FUNCTION boom();`);
});
afterAll(() => s.close());

it('logs one line per API request with its request id, and never a key, a query string or a body', async () => {
  const wrongKey = 'rd_this-key-does-not-exist-0000000000';
  await s.call('GET', '/suppressions?q=private%40person.example');
  await s.call('GET', '/stats/overview', undefined, wrongKey);
  await s.call('POST', '/suppressions', { email: 'secret-body@person.example' });
  const failed = await s.call('POST', '/webhooks', {
    url: 'https://a.example/x',
    event_types: ['delivered'],
  });
  expect(failed.status).toBe(500);

  const text = lines.join('');
  for (const key of [...Object.values(s.keys), wrongKey]) expect(text).not.toContain(key);
  expect(text).not.toContain('private');
  expect(text).not.toContain('secret-body');
  expect(text).not.toMatch(/authorization|bearer/i);

  const requests = lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'request');
  expect(requests.map((r) => [r.method, r.path, r.status])).toEqual([
    ['GET', '/api/v1/suppressions', 200],
    ['GET', '/api/v1/stats/overview', 401],
    ['POST', '/api/v1/suppressions', 201],
    ['POST', '/api/v1/webhooks', 500],
  ]);
  for (const r of requests) expect(r.request_id).toMatch(/^[0-9a-f-]{36}$/);
  // The 500 is logged with the same request id the caller was given, to find it in the logs.
  const error = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 'error');
  expect(error?.request_id).toBe(failed.headers.get('x-request-id'));
});

it('answers 429 to a flood of bad keys from one address, while valid keys keep working', async () => {
  const flood = await startTestService({ FAILED_AUTH_BURST: 5 });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await flood.call('GET', '/suppressions', undefined, `rd_wrong-key-number-${i}-000000000`)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await flood.call('GET', '/suppressions', undefined, 'rd_wrong-key-number-x-000000000');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.json.error.code).toBe('rate_limited');
    expect((await flood.call('GET', '/suppressions')).status).toBe(200);
  } finally {
    await flood.close();
  }
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
let requests = 0;
beforeAll(async () => {
  s = await startTestService({ RATE_LIMIT_BURST: 1_000_000, RATE_LIMIT_RPS: 1_000_000 });
  // Something to find, change or break.
  await s.call('POST', '/suppressions', { email: 'keep@fuzz.test', reason: 'complaint' });
  await s.call('POST', '/webhooks', { url: 'https://hooks.fuzz.test/x', event_types: ['delivered'] });
  await s.call('POST', '/messages', { to: 'someone@fuzz.test', subject: 'Fuzz' });
  await s.settle();
});
afterAll(async () => {
  await s.close();
  console.log(`fuzz: ${requests} hostile requests, no 5xx, nothing changed by a refused one`);
});

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE suppressions; --",
    '<script>alert(1)</script>',
    '\u202egnp.exe',
    '\u0000',
    '%00',
    '../../etc/passwd',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    '-1',
    '1e309',
    'NaN',
    '9007199254740993',
    'a'.repeat(5000),
    '😀'.repeat(300),
  ),
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(hostile, fc.jsonValue({ maxDepth: 2 })),
);
const bodyFor = (keys: string[]) =>
  fc.oneof(
    anyJson,
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 }))])), {
      requiredKeys: [],
    }),
  );

/** Every table's row count and newest id: a refused request must leave all of it as it was. */
const fingerprint = async () =>
  JSON.stringify(
    await s.db.query(`SELECT
      (SELECT count(*) FROM suppressions) s, (SELECT max(id) FROM suppressions) si,
      (SELECT count(*) FROM webhooks) w, (SELECT string_agg(secret, ',') FROM webhooks) ws,
      (SELECT count(*) FROM messages) m, (SELECT count(*) FROM message_events) e,
      (SELECT count(*) FROM webhook_deliveries) d, (SELECT sum(accepted) FROM daily_stats) a,
      (SELECT count(*) FROM api_keys WHERE revoked_at IS NULL) k`),
  );

async function probe(method: string, path: string, body?: unknown, produces?: string) {
  requests++;
  const before = await fingerprint();
  const res = await s.call(method, path, body);
  expect(res.status, `${method} ${path}`).toBeLessThan(500);
  expect(res.headers.get('x-request-id')).toBeTruthy();
  expect(res.text).not.toContain(s.keys.all);
  if (res.status >= 400) {
    expect(res.json?.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe('error');
    expect(typeof res.json.error.code).toBe('string');
    expect(res.json.error.message.length).toBeGreaterThan(0);
    expect(await fingerprint(), `${method} ${path} changed data but answered ${res.status}`).toBe(before);
  } else if (produces) {
    expect(res.headers.get('content-type')).toContain(produces);
  } else {
    expect(res.json.status).toBe('success');
  }
}

const fuzzSeed = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261121);

const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, encodeURIComponent(value));
const queryString = (q: Record<string, string>) => new URLSearchParams(q).toString();

describe('fuzzing every endpoint', () => {
  for (const [name, e] of Object.entries(endpoints)) {
    const queryKeys = [
      ...['limit', 'cursor', 'q', 'reason', 'order', 'to', 'status', 'from', 'domain_id'],
      ...['event', 'recipient', 'subject', 'id_prefix'],
    ];
    it(`${name}: ${e.method.toUpperCase()} ${e.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostile,
          fc.dictionary(fc.constantFrom(...queryKeys), hostile, { maxKeys: 4 }),
          bodyFor(['email', 'reason', 'items', 'to', 'from', 'subject', 'text', 'url', 'event_types']),
          async (param, query, body) => {
            const path = `${fill(e.path, param)}${Object.keys(query).length ? `?${queryString(query)}` : ''}`;
            const produces = 'produces' in e ? e.produces : undefined;
            await probe(e.method.toUpperCase(), path, e.method === 'get' ? undefined : body, produces);
          },
        ),
        // A fixed seed keeps CI reproducible; FUZZ_SEED=random (or a number) explores further.
        { numRuns: 40, seed: fuzzSeed },
      );
    });
  }

  it('refuses NUL characters anywhere (PostgreSQL text cannot hold them) with a 400', async () => {
    await probe('GET', '/suppressions?q=%00');
    await probe('GET', '/messages?to=a%00@b.co');
    await probe('DELETE', '/suppressions/1%00');
    await probe('POST', '/messages', { to: 'someone@fuzz.test', subject: 'hi\u0000there' });
    await probe('POST', '/suppressions/batch', {
      items: [{ email: 'x@y.co', reason: 'manual', ['\u0000']: 1 }],
    });
    const res = await s.call('POST', '/messages', { to: 'someone@fuzz.test', subject: '\u0000' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/NUL/);
  });

  it('survives bodies that are deep, huge or not JSON at all', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    for (const path of ['/suppressions', '/suppressions/batch', '/webhooks', '/messages']) {
      for (const body of [
        deep,
        '{"email": "a@b.co"',
        'null',
        '"string"',
        '12',
        '{"items": null}',
        '\u0000',
        '{"__proto__": {"admin": true}}',
      ]) {
        await probe('POST', path, body);
      }
    }
  });
});
